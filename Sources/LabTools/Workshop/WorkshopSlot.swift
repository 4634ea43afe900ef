import Foundation
import Lab
import SharedDomain
import TerminalUI

/// `archlab workshop start --from ARCH` and `archlab workshop reset`: a copy of one
/// architecture in `Sources/Workshop`, which Package.swift builds and the registry runs as
/// `workshop` — the identical suite, `compare` and `trace` pick it up with no other change.
enum WorkshopSlot {
    /// Where the copy goes, relative to the package.
    static let folder = "Sources/Workshop"
    /// Where in the copy its origin's recorders (`Sources/Tracing/<Origin>`) go.
    static let tracingSubfolder = "Tracing"
    /// The manifest's switch; the text changes (not just the files), so SwiftPM's manifest
    /// cache sees the new target list.
    static let switchOff = "let workshop = false"
    static let switchOn = "let workshop = true"

    /// What went wrong, for exit 64 (usage) or 73 (the files).
    struct Failure: Error, CustomStringConvertible {
        /// The message.
        let description: String
    }

    /// Copies `architecture`'s sources into the slot and writes its entry point.
    static func start(from architecture: Architecture, root: URL) throws -> [String] {
        let files = FileManager.default
        let destination = root.appendingPathComponent(folder)
        guard !files.fileExists(atPath: destination.path) else {
            throw Failure(
                description:
                    "a workshop is already in progress (\(folder)); run 'archlab workshop reset' first")
        }
        let source = root.appendingPathComponent(architecture.sourceFolder)
        guard files.fileExists(atPath: source.path) else {
            throw Failure(description: "\(source.path) does not exist")
        }
        try flipManifest(root: root, from: switchOff, to: switchOn)
        try files.copyItem(at: source, to: destination)
        // The recorders come along, inside the slot: everything an attendee changes is in it.
        let recorders = root.appendingPathComponent(architecture.tracingFolder)
        if files.fileExists(atPath: recorders.path) {
            try files.copyItem(at: recorders, to: destination.appendingPathComponent(tracingSubfolder))
        }
        let entry = destination.appendingPathComponent("WorkshopComposition.swift")
        try Data(entryPoint(for: architecture).utf8).write(to: entry)
        return [
            "copied \(architecture.sourceFolder) to \(folder) (registered as 'workshop'), "
                + "its recorders (\(architecture.tracingFolder)) to \(folder)/\(tracingSubfolder)",
            "rebuild before you run it: a binary built earlier does not have the copy",
            "next: swift run archlab workshop check    (rebuilds, then every scenario against \(architecture.name))",
            "done: swift run archlab workshop reset",
        ]
    }

    /// The architecture the slot was copied from, if a workshop is in progress.
    static func origin(root: URL) -> Architecture? {
        copiedFrom(root: root).flatMap(Architectures.named)
    }

    /// The name the slot's entry point records as its origin (`copiedFrom`), if there is a slot.
    private static func copiedFrom(root: URL) -> String? {
        let entry = root.appendingPathComponent(folder).appendingPathComponent("WorkshopComposition.swift")
        guard let text = try? String(contentsOf: entry, encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n").first { $0.contains("copiedFrom =") } ?? ""
        return line.split(separator: "\"").dropFirst().first.map(String.init) ?? "an unknown architecture"
    }

    /// The files of the copy that differ from its origin's (added, changed or removed), sorted.
    static func changedFiles(root: URL) -> [String] {
        guard let origin = origin(root: root) else { return [] }
        var copied = files(under: root.appendingPathComponent(folder))
        copied["WorkshopComposition.swift"] = nil
        let originals = originFiles(of: origin, root: root)
        return Set(copied.keys).union(originals.keys).filter { path in
            copied[path].flatMap { FileManager.default.contents(atPath: $0.path) }
                != originals[path].flatMap { FileManager.default.contents(atPath: $0.path) }
        }.sorted()
    }

    /// The origin's files as the slot lays them out (its pattern at the top, its recorders in
    /// `Tracing/`), each with where it is in the package.
    private static func originFiles(of origin: Architecture, root: URL) -> [String: URL] {
        files(under: root.appendingPathComponent(origin.sourceFolder)).merging(
            files(under: root.appendingPathComponent(origin.tracingFolder)).map {
                ("\(tracingSubfolder)/\($0)", $1)
            },
            uniquingKeysWith: { pattern, _ in pattern })
    }

    /// The files (not folders) below `folder`, by their path relative to it.
    private static func files(under folder: URL) -> [String: URL] {
        var found: [String: URL] = [:]
        for path in (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? [] {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                found[path] = url
            }
        }
        return found
    }

    /// `workshop check`: rebuilds what the slot needs (the `archlab` product), then runs the new
    /// binary's `workshop verify` (with `--as target`, when given). The running binary was built
    /// before the change, so it cannot judge the copy itself.
    static func check(root: URL, as target: Architecture? = nil) throws -> ExitCode {
        guard origin(root: root) != nil else {
            throw Failure(
                description: "no workshop in progress: run 'archlab workshop start --from ARCH' first")
        }
        StandardStreams.print("building the copy (swift build --product archlab)…")
        let build = try Subprocess.run(
            Subprocess.env, ["swift", "build", "--product", "archlab"], in: root, mergingErrors: true)
        guard build.status == 0 else {
            StandardStreams.write(build.output)
            StandardStreams.print(
                "the copy does not build: fix the errors above, then run 'archlab workshop check' again")
            return .failure
        }
        let verify = try Subprocess.run(
            root.appendingPathComponent(".build/debug/archlab"),
            ["workshop", "verify", "--root", root.path] + (target.map { ["--as", $0.name] } ?? []),
            in: root, mergingErrors: true)
        StandardStreams.write(verify.output)
        return verify.status == 0 ? .success : .failure
    }

    /// `workshop verify`: every scenario of the identical suite in the copy, each compared with
    /// the architecture it was copied from at each width its goldens were written at; one line
    /// per run, then the verdict. With
    /// `target`, the migration gate too (`CrossingGate`): the copy's crossings, gesture by
    /// gesture, against the target's.
    @MainActor
    static func verify(root: URL, as target: Architecture? = nil) async throws -> ExitCode {
        guard let origin = origin(root: root), let copy = Architectures.named("workshop") else {
            throw Failure(
                description:
                    "this binary has no workshop slot built in: run 'archlab workshop check' (it rebuilds first)"
            )
        }
        let folder = root.appendingPathComponent("Tests/BehaviorTests/Scenarios")
        let runsToCheck = try suiteRuns(in: folder)
        var failed: [String] = []
        var runs: [CrossingGate.Runs] = []
        let makeSession: (Architecture, SessionConfiguration) throws -> LabSession = {
            architecture, configuration in
            LabSession(
                architecture: architecture, environment: try LabEnvironment(configuration: configuration))
        }
        for run in runsToCheck {
            let text = try String(contentsOf: folder.appendingPathComponent(run.file), encoding: .utf8)
            let parsed = try Scenario(parsing: text)
            var configuration = SessionConfiguration()
            if let width = run.width { configuration.size = ScreenSize(width: width) }
            let comparison = try await Comparison.run(
                parsed, architectures: [copy], against: origin, configuration: configuration,
                makeSession: makeSession)
            if let target, comparison.rows.count == 2 {
                let targetSteps =
                    target == origin
                    ? comparison.rows[0].result.steps
                    : await ScenarioRunner.run(
                        parsed, in: try makeSession(target, configuration)
                    ).steps
                runs.append(
                    CrossingGate.Runs(
                        scenario: run.label, copy: comparison.rows[1].result.steps, target: targetSteps,
                        origin: comparison.rows[0].result.steps))
            }
            if comparison.agrees {
                StandardStreams.print("✓ \(run.label)")
            } else {
                failed.append(run.label)
                StandardStreams.print("✗ \(run.label)")
                StandardStreams.write(comparison.report())
            }
        }
        StandardStreams.print(
            failed.isEmpty
                ? "verdict: the copy behaves as \(origin.name) in all \(runsToCheck.count) scenario runs"
                : "verdict: \(failed.count) of \(runsToCheck.count) scenario runs differ from \(origin.name): "
                    + failed.joined(separator: ", "))
        guard let target else { return failed.isEmpty ? .success : .failure }
        let gate = CrossingGate.judge(runs, target: target.name, origin: origin.name)
        for line in gate.lines { print(line) }
        return failed.isEmpty && gate.passes ? .success : .failure
    }

    /// One run of the identical suite: a scenario file at the width one of its goldens was
    /// written at (`NAME.transcript` at the default width, `NAME.w160.transcript` at 160), as
    /// the behavioural suite runs it; a scenario's expects may hold only at its goldens' widths.
    struct SuiteRun: Equatable {
        /// `NAME.scenario`.
        let file: String
        /// The golden's width, or nil for the default.
        let width: Int?
        /// `NAME`, or `NAME at width 160`.
        var label: String {
            let name = String(file.dropLast(".scenario".count))
            return width.map { "\(name) at width \($0)" } ?? name
        }
    }

    /// Every scenario in `folder` at each of its goldens' widths, by name then width; a scenario
    /// with no golden yet runs at the default width.
    static func suiteRuns(in folder: URL) throws -> [SuiteRun] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return files.filter { $0.hasSuffix(".scenario") }.sorted().flatMap { file -> [SuiteRun] in
            let name = String(file.dropLast(".scenario".count))
            var widths: [Int?] = files.contains(name + ".transcript") ? [nil] : []
            widths += files.compactMap { golden -> Int? in
                guard golden.hasPrefix(name + ".w"), golden.hasSuffix(".transcript") else { return nil }
                return Int(golden.dropFirst(name.count + 2).dropLast(".transcript".count))
            }.sorted().map { $0 }
            return (widths.isEmpty ? [nil] : widths).map { SuiteRun(file: file, width: $0) }
        }
    }

    /// Removes the slot; the package is the five architectures again. A copy that differs from
    /// its origin is someone's work: it is removed only with `force`, and saved as a patch first.
    static func reset(root: URL, force: Bool = false) throws -> [String] {
        let destination = root.appendingPathComponent(folder)
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        guard FileManager.default.fileExists(atPath: destination.path) || manifest.contains(switchOn) else {
            return ["no workshop in progress"]
        }
        var lines: [String] = []
        let changed = changedFiles(root: root)
        if !changed.isEmpty {
            guard force else {
                throw Failure(
                    description: "the copy in \(folder) differs from its origin in \(changed.count) file(s) ("
                        + changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
                        + "); reset would lose that work. Run 'archlab workshop reset --force' to save it as a patch and remove it."
                )
            }
            lines.append(
                "saved your changes as \(try savePatch(root: root)) (re-apply to a fresh slot with: patch -E -d Sources/Workshop -p2 < FILE)"
            )
        }
        if manifest.contains(switchOn) { try flipManifest(root: root, from: switchOn, to: switchOff) }
        if FileManager.default.fileExists(atPath: destination.path) {
            try FileManager.default.removeItem(at: destination)
        }
        return lines + [
            "removed \(folder) and switched the workshop target off in Package.swift",
            "rebuild before you run: a binary built earlier still has the copy",
        ]
    }

    /// Writes the copy's changes against its origin as `workshop-<origin>-<n>.patch` in the package
    /// folder (a unified diff of `Sources/Workshop` against `Sources/<Origin>`, and of its
    /// `Tracing/` against `Sources/Tracing/<Origin>`); its name.
    private static func savePatch(root: URL) throws -> String {
        guard let origin = origin(root: root) else { throw Failure(description: "the slot has no origin") }
        var number = 1
        while FileManager.default.fileExists(
            atPath: root.appendingPathComponent("workshop-\(origin.name)-\(number).patch").path)
        {
            number += 1
        }
        let name = "workshop-\(origin.name)-\(number).patch"
        // Two diffs, as the slot lays its origin out: the pattern against the slot but for its
        // recorders, then the recorders against their own folder.
        var patch = ""
        for (original, copy, excluded) in [
            (origin.sourceFolder, folder, ["WorkshopComposition.swift", tracingSubfolder]),
            (origin.tracingFolder, "\(folder)/\(tracingSubfolder)", []),
        ] {
            let diff = try Subprocess.run(
                Subprocess.env, ["diff", "-ruN"] + excluded.flatMap { ["-x", $0] } + [original, copy],
                in: root, mergingErrors: true)
            // diff exits 1 when the trees differ, which is why there is a patch to save.
            guard diff.status <= 1 else {
                throw Failure(description: "could not diff the copy: \(diff.output)")
            }
            patch += diff.output
        }
        try Data(patch.utf8).write(to: root.appendingPathComponent(name))
        return name
    }

    /// Rewrites the manifest's one switch line.
    private static func flipManifest(root: URL, from old: String, to new: String) throws {
        let url = root.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: url, encoding: .utf8)
        guard manifest.components(separatedBy: old).count == 2 else {
            throw Failure(
                description: "Package.swift has no line '\(old)' to switch; is this the ArchLab package?")
        }
        try Data(manifest.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    /// The slot's state, for `archlab workshop` alone.
    static func status(root: URL) -> [String] {
        guard let origin = copiedFrom(root: root) else { return ["no workshop in progress"] }
        return ["a workshop is in progress in \(folder), copied from \(origin)"]
    }

    /// The one file the copy gets: the entry point the registry calls.
    static func entryPoint(for architecture: Architecture) -> String {
        let roles = architecture.roles.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            import SharedDomain
            import TerminalUI

            /// The workshop slot's entry point: the registry builds this copy of \(architecture.title) through it.
            /// Written by `archlab workshop start`; everything else in this folder is yours to change.
            public enum WorkshopComposition {
                /// The architecture this copy started from.
                public static let copiedFrom = "\(architecture.name)"
                /// What the copy's type names start with.
                public static let typePrefix = "\(architecture.typePrefix)"
                /// The copy's roles as its traces name them; change them as you reshape it.
                public static let roles = [\(roles)]
                /// The role that calls the repository, named in traces.
                public static let repositoryCaller = "\(architecture.repositoryCaller)"

                /// The copy's app, built by its own composition root.
                @MainActor
                public static func makeApp(
                    repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
                    tracer: BoundaryTracer?
                ) -> NavigationApp {
                    \(architecture.compositionRoot).makeApp(
                        repository: repository, tracker: tracker, perPage: perPage, size: size, tracer: tracer)
                }
            }

            """
    }
}
