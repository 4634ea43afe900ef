import Foundation

/// `archlab workshop start --from ARCH` and `archlab workshop reset`: a copy of one
/// architecture in `Sources/Workshop`, which Package.swift builds and the registry runs as
/// `workshop` — the identical suite, `compare` and `trace` pick it up with no other change.
public enum WorkshopSlot {
    /// Where the copy goes, relative to the package.
    public static let folder = "Sources/Workshop"
    /// The manifest's switch; the text changes (not just the files), so SwiftPM's manifest
    /// cache sees the new target list.
    static let switchOff = "let workshop = false"
    static let switchOn = "let workshop = true"

    /// What went wrong, for exit 64 (usage) or 73 (the files).
    public struct Failure: Error, CustomStringConvertible {
        /// The message.
        public let description: String
    }

    /// Copies `architecture`'s sources into the slot and writes its entry point.
    public static func start(from architecture: Architecture, root: URL) throws -> [String] {
        let files = FileManager.default
        let destination = root.appendingPathComponent(folder)
        guard !files.fileExists(atPath: destination.path) else {
            throw Failure(
                description:
                    "a workshop is already in progress (\(folder)); run 'archlab workshop reset' first")
        }
        let source = root.appendingPathComponent("Sources/\(architecture.title)")
        guard files.fileExists(atPath: source.path) else {
            throw Failure(description: "\(source.path) does not exist")
        }
        try flipManifest(root: root, from: switchOff, to: switchOn)
        try files.copyItem(at: source, to: destination)
        let entry = destination.appendingPathComponent("WorkshopComposition.swift")
        try Data(entryPoint(for: architecture).utf8).write(to: entry)
        return [
            "copied Sources/\(architecture.title) to \(folder) (registered as 'workshop')",
            "next: swift build && swift test --filter BehaviorTests",
            "      swift run archlab compare Tests/BehaviorTests/Scenarios/L05-latest-intent-wins.scenario --arch workshop,\(architecture.name)",
            "done: swift run archlab workshop reset",
        ]
    }

    /// Removes the slot; the package is the five architectures again.
    public static func reset(root: URL) throws -> [String] {
        let destination = root.appendingPathComponent(folder)
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        guard FileManager.default.fileExists(atPath: destination.path) || manifest.contains(switchOn) else {
            return ["no workshop in progress"]
        }
        if manifest.contains(switchOn) { try flipManifest(root: root, from: switchOn, to: switchOff) }
        if FileManager.default.fileExists(atPath: destination.path) {
            try FileManager.default.removeItem(at: destination)
        }
        return ["removed \(folder) and switched the workshop target off in Package.swift"]
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
    public static func status(root: URL) -> [String] {
        let entry = root.appendingPathComponent(folder).appendingPathComponent("WorkshopComposition.swift")
        guard let text = try? String(contentsOf: entry, encoding: .utf8) else {
            return ["no workshop in progress"]
        }
        let line = text.split(separator: "\n").first { $0.contains("copiedFrom =") } ?? ""
        let origin =
            line.split(separator: "\"").dropFirst().first.map(String.init) ?? "an unknown architecture"
        return ["a workshop is in progress in \(folder), copied from \(origin)"]
    }

    /// The one file the copy gets: the entry point the registry calls.
    static func entryPoint(for architecture: Architecture) -> String {
        let composition = "\(architecture.title)Composition"
        return """
            import SharedDomain
            import TerminalUI

            /// The workshop slot's entry point: the registry builds this copy of \(architecture.title) through it.
            /// Written by `archlab workshop start`; everything else in this folder is yours to change.
            public enum WorkshopComposition {
                /// The architecture this copy started from.
                public static let copiedFrom = "\(architecture.name)"
                /// The role that calls the repository, named in traces.
                public static let repositoryCaller = "\(architecture.repositoryCaller)"

                /// The copy's app, built by its own composition root.
                @MainActor
                public static func makeApp(
                    repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
                    tracer: BoundaryTracer?
                ) -> NavigationApp {
                    \(composition).makeApp(
                        repository: repository, tracker: tracker, perPage: perPage, size: size, tracer: tracer)
                }
            }

            """
    }
}
