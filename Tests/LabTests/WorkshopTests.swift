import ArchLabTestSupport
import Foundation
import Lab
import Testing

@testable import LabTools

/// `archlab workshop`: the slot is created from an architecture, picked up by the manifest,
/// and removed without a trace. (Building a package with the slot is a manual step in
/// Docs/Workshop; here the files and the manifest are checked.)
@Suite("archlab workshop")
struct WorkshopTests {
    /// A package folder with the manifest and the architectures' sources, as a clone has;
    /// removed when the returned folder goes.
    private func makePackageCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("archlab-ws")
        try FileManager.default.createDirectory(
            at: folder.appending("Sources"), withIntermediateDirectories: true)
        // The manifest as a clone has it, without the slot this checkout may have open.
        try Data(Self.pristineManifest().utf8).write(to: folder.appending("Package.swift"))
        try FileManager.default.createDirectory(
            at: folder.appending("Sources/Tracing"), withIntermediateDirectories: true)
        for architecture in Architectures.builtIn {
            for part in [architecture.sourceFolder, architecture.tracingFolder] {
                try FileManager.default.copyItem(at: PackageRoot.appending(part), to: folder.appending(part))
            }
        }
        return folder
    }

    /// Package.swift with the workshop switch off.
    private static func pristineManifest() throws -> String {
        try String(contentsOf: PackageRoot.appending("Package.swift"), encoding: .utf8)
            .replacingOccurrences(of: WorkshopSlot.switchOn, with: WorkshopSlot.switchOff)
    }

    /// Whether this binary was built with a workshop slot (a checkout in the middle of a workshop).
    static let slotBuiltIn = Architectures.all.contains { $0.name == "workshop" }

    @Test func startCopiesTheArchitectureAndWritesItsEntryPointAndResetRemovesIt() throws {
        let copy = try makePackageCopy()
        let root = copy.url

        let start = try ArchLabProcess.run(["workshop", "start", "--from", "viper", "--root", root.path])
        let status = try ArchLabProcess.run(["workshop", "--root", root.path])

        #expect(start.status == 0, "\(start.stderr)")
        #expect(start.stdout.contains("archlab workshop check"))
        #expect(start.stdout.contains("rebuild before you run"))
        #expect(status.stdout == "a workshop is in progress in Sources/Workshop, copied from viper\n")
        let slot = root.appendingPathComponent("Sources/Workshop")
        let copied = try FileManager.default.subpathsOfDirectory(atPath: slot.path).filter {
            $0.hasSuffix(".swift")
        }
        let original = try FileManager.default.subpathsOfDirectory(
            atPath: root.appendingPathComponent("Sources/VIPER").path
        )
        .filter { $0.hasSuffix(".swift") }
        let recorders = try FileManager.default.subpathsOfDirectory(
            atPath: root.appendingPathComponent("Sources/Tracing/VIPER").path
        )
        .filter { $0.hasSuffix(".swift") }
        // The pattern at the top of the slot, its recorders inside it: one folder to change.
        #expect(!recorders.isEmpty)
        #expect(
            Set(copied) == Set(original + recorders.map { "Tracing/\($0)" } + ["WorkshopComposition.swift"]))
        let entry = try String(
            contentsOf: slot.appendingPathComponent("WorkshopComposition.swift"), encoding: .utf8)
        #expect(entry.contains("VIPERComposition.makeApp("))
        // The registry, in another module, calls it.
        #expect(entry.contains("public enum WorkshopComposition {"))
        #expect(entry.contains("public static func makeApp("))
        #expect(entry.contains(#"repositoryCaller = "Interactor""#))

        let reset = try ArchLabProcess.run(["workshop", "reset", "--root", root.path])

        #expect(reset.status == 0)
        #expect(!FileManager.default.fileExists(atPath: slot.path))
        #expect(
            try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
                == Self.pristineManifest())
        #expect(
            try ArchLabProcess.run(["workshop", "--root", root.path]).stdout == "no workshop in progress\n")
    }

    @Test func theManifestBuildsTheSlotOnlyWhileItExists() throws {
        let copy = try makePackageCopy()
        let root = copy.url
        #expect(try targets(of: root).contains("Workshop") == false)

        _ = try ArchLabProcess.run(["workshop", "start", "--from", "mvp", "--root", root.path])

        #expect(try targets(of: root).contains("Workshop"))

        _ = try ArchLabProcess.run(["workshop", "reset", "--root", root.path])

        #expect(try targets(of: root).contains("Workshop") == false)
    }

    @Test func aSecondStartIsRefusedAndLosesNothing() throws {
        let copy = try makePackageCopy()
        let root = copy.url
        _ = try ArchLabProcess.run(["workshop", "start", "--from", "mvi", "--root", root.path])
        let marker = root.appendingPathComponent("Sources/Workshop/MyChange.swift")
        try Data("// an attendee's work\n".utf8).write(to: marker)

        let again = try ArchLabProcess.run(["workshop", "start", "--from", "vip", "--root", root.path])

        #expect(again.status == 73)
        #expect(again.stderr.contains("already in progress"))
        #expect(FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func resetRefusesToLoseAChangedCopyAndWithForceSavesItAsAPatchFirst() throws {
        let copy = try makePackageCopy()
        let root = copy.url
        _ = try ArchLabProcess.run(["workshop", "start", "--from", "mvvm", "--root", root.path])
        let file = root.appendingPathComponent("Sources/Workshop/App/MVVMComposition.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        try Data((original + "// an attendee's change\n").utf8).write(to: file)
        // A recorder changed too: it came from Sources/Tracing/MVVM, and is compared with it.
        let recorder = root.appendingPathComponent("Sources/Workshop/Tracing/ObservationTrace.swift")
        let recorded = try String(contentsOf: recorder, encoding: .utf8)
        try Data((recorded + "// a recorder's change\n").utf8).write(to: recorder)

        let refused = try ArchLabProcess.run(["workshop", "reset", "--root", root.path])

        #expect(refused.status == 73)
        #expect(
            refused.stderr.contains(
                "differs from its origin in 2 file(s) (App/MVVMComposition.swift, Tracing/ObservationTrace.swift)"
            ))
        #expect(FileManager.default.fileExists(atPath: file.path))

        let forced = try ArchLabProcess.run(["workshop", "reset", "--force", "--root", root.path])

        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("saved your changes as workshop-mvvm-1.patch"))
        #expect(forced.stdout.contains("rebuild before you run"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let patch = try String(
            contentsOf: root.appendingPathComponent("workshop-mvvm-1.patch"), encoding: .utf8)
        #expect(patch.contains("+++ Sources/Workshop/App/MVVMComposition.swift"))
        #expect(patch.contains("+// an attendee's change"))
        #expect(patch.contains("+++ Sources/Workshop/Tracing/ObservationTrace.swift"))
        #expect(patch.contains("+// a recorder's change"))
        // Only what changed: the unchanged recorders and the scratch folder are not in it.
        #expect(!patch.contains("Tracing/TracedUserListViewModel.swift"))
        #expect(!patch.contains("archlab-workshop-origin"))
        #expect(!patch.contains("+++ Sources/Workshop/WorkshopComposition.swift"))
    }

    @Test func anUnchangedCopyResetsWithoutAPatch() throws {
        let copy = try makePackageCopy()
        let root = copy.url
        _ = try ArchLabProcess.run(["workshop", "start", "--from", "vip", "--root", root.path])

        let reset = try ArchLabProcess.run(["workshop", "reset", "--root", root.path])

        #expect(reset.status == 0)
        #expect(!reset.stdout.contains("patch"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            $0.hasSuffix(".patch")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func verifyRunsEachScenarioAtTheWidthsItsGoldensWereWrittenAt() throws {
        let folder = try TemporaryFolder("archlab-ws-runs")
        for file in [
            "A.scenario", "A.transcript", "B.scenario", "B.w160.transcript", "B.w100.transcript",
            "C.scenario", "B.wide.transcript",
        ] {
            try Data().write(to: folder.appending(file))
        }

        let runs = try WorkshopSlot.suiteRuns(in: folder.url)

        #expect(runs.map(\.label) == ["A", "B at width 100", "B at width 160", "C"])
        #expect(runs.map(\.width) == [nil, 100, 160, nil])
    }

    @Test func theSuitesWideScenarioIsCheckedOnlyAtItsGoldensWidths() throws {
        let runs = try WorkshopSlot.suiteRuns(in: PackageRoot.appending("Tests/BehaviorTests/Scenarios"))
        let wide = runs.filter { $0.file == "S03-wide-terminals.scenario" }

        #expect(wide.map(\.width) == [100, 160, 1000])
    }

    @Test(.disabled(if: slotBuiltIn, "this binary has a slot built in"))
    func verifyWithABinaryBuiltWithoutTheSlotSaysToRunCheck() throws {
        let copy = try makePackageCopy()
        let root = copy.url
        _ = try ArchLabProcess.run(["workshop", "start", "--from", "mvp", "--root", root.path])

        let verify = try ArchLabProcess.run(["workshop", "verify", "--root", root.path])

        #expect(verify.status == 73)
        #expect(verify.stderr.contains("run 'archlab workshop check'"))
    }

    @Test(arguments: [["workshop", "start"], ["workshop", "start", "--from", "mvc"], ["workshop", "go"]])
    func badWorkshopUsageExits64(arguments: [String]) throws {
        let copy = try makePackageCopy()
        let root = copy.url

        let run = try ArchLabProcess.run(arguments + ["--root", root.path])

        #expect(run.status == 64)
    }

    /// The target names SwiftPM reads from the manifest at `root`.
    private func targets(of root: URL) throws -> [String] {
        let folder = try TemporaryFolder("archlab-dump")
        let output = folder.appending("package.json")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root.path, "dump-package"]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        struct Manifest: Decodable {
            struct Target: Decodable { let name: String }
            let targets: [Target]
        }
        return try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: output)).targets.map(\.name)
    }

    // MARK: The workshop's solutions

    /// The solutions of Docs/Workshop/Solutions, each `exercise-N-ARCH.patch`.
    static let solutions: [String] = {
        let folder = PackageRoot.appending("Docs/Workshop/Solutions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".patch") && !$0.hasSuffix(".start.patch") }.sorted()
    }()

    @Test func theWorkshopHasASolutionForEveryExerciseThatChangesCode() {
        #expect(
            Self.solutions == [
                "exercise-2-mvp.patch", "exercise-3-mvp.patch", "exercise-4-mvp.patch",
                "exercise-6-mvp.patch",
            ])
    }

    /// Each solution (after its start patch, when the exercise starts from a changed slot)
    /// applies cleanly to a fresh copy of its architecture, names real scenario runs in the
    /// verdicts beside it (as `workshop check` names them: `N03f-added-line-narrow at width 20`
    /// for a scenario whose goldens were written at one width), and is linked from Exercises.md.
    /// That the verdicts hold is for Scripts/check-workshop-solutions.sh, which builds the slot
    /// once per patch.
    @Test(arguments: solutions)
    func aSolutionAppliesToAFreshSlotAndItsVerdictNamesRealScenarios(solution: String) throws {
        let name = String(solution.dropLast(".patch".count))
        let folder = PackageRoot.appending("Docs/Workshop/Solutions")
        let origin = try #require(Architectures.named(String(name.split(separator: "-").last ?? "")))
        let slot = try TemporaryFolder("archlab-solution")
        let copy = slot.appending("Workshop")
        try FileManager.default.copyItem(at: PackageRoot.appending(origin.sourceFolder), to: copy)
        // As `workshop start` lays the slot out: the recorders inside it.
        try FileManager.default.copyItem(
            at: PackageRoot.appending(origin.tracingFolder),
            to: copy.appendingPathComponent(WorkshopSlot.tracingSubfolder))
        let suite = PackageRoot.appending("Tests/BehaviorTests/Scenarios")
        let runs = Set(try WorkshopSlot.suiteRuns(in: suite).map(\.label))

        for step in [name + ".start", name] {
            let patch = folder.appendingPathComponent(step + ".patch")
            guard FileManager.default.fileExists(atPath: patch.path) else { continue }
            let applied = try runPatch(patch, in: copy)
            #expect(applied.status == 0, "\(step).patch does not apply: \(applied.output)")
            for deleted in try Self.filesDeleted(by: patch) {
                #expect(
                    !FileManager.default.fileExists(atPath: copy.appendingPathComponent(deleted).path),
                    "\(step).patch deletes \(deleted), which is still there")
            }
            let expected = try String(
                contentsOf: folder.appendingPathComponent(step + ".expected"), encoding: .utf8)
            let named = expected.split(separator: "\n").map(String.init)
            #expect(Set(named).isSubset(of: runs), "\(step).expected: \(named)")
        }
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: copy.path).filter {
            $0.hasSuffix(".orig") || $0.hasSuffix(".rej")
        }
        #expect(leftovers.isEmpty)
        let exercises = try String(
            contentsOf: PackageRoot.appending("Docs/Workshop/Exercises.md"), encoding: .utf8)
        #expect(exercises.contains("(Solutions/\(solution))"))
    }

    /// The files `patch` deletes (a `--- a/PATH` followed by `+++ /dev/null`), relative to
    /// the folder it applies to with `-p1`.
    private static func filesDeleted(by patch: URL) throws -> [String] {
        let lines = try String(contentsOf: patch, encoding: .utf8).split(separator: "\n")
        return zip(lines, lines.dropFirst()).compactMap { old, new in
            guard new.hasPrefix("+++ /dev/null"), old.hasPrefix("--- ") else { return nil }
            let path = old.dropFirst(4).prefix { $0 != "\t" }
            return String(path.drop { $0 != "/" }.dropFirst())
        }
    }

    /// `patch -E -p1` run in `folder` on `patch`; its status and what it printed. `-E` removes
    /// the files a patch deletes: BSD patch (macOS) leaves them empty without it.
    private func runPatch(_ patch: URL, in folder: URL) throws -> (status: Int32, output: String) {
        let log = try TemporaryFolder("archlab-patch")
        let output = log.appending("output")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["patch", "-E", "-s", "-p1", "-d", folder.path, "-i", patch.path]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
    }
}
