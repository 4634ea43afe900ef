import Foundation
import Lab
import Testing

/// `archlab workshop`: the slot is created from an architecture, picked up by the manifest,
/// and removed without a trace. (Building a package with the slot is a manual step in
/// Docs/Workshop; here the files and the manifest are checked.)
@Suite("archlab workshop")
struct WorkshopTests {
    /// A package folder with the manifest and the architectures' sources, as a clone has.
    private func makePackageCopy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archlab-ws-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let source = CompareTraceStatsTests.packageRoot
        try FileManager.default.copyItem(
            at: source.appendingPathComponent("Package.swift"),
            to: root.appendingPathComponent("Package.swift"))
        for architecture in Architectures.all where architecture.name != "workshop" {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent("Sources/\(architecture.title)"),
                to: root.appendingPathComponent("Sources/\(architecture.title)"))
        }
        return root
    }

    @Test func startCopiesTheArchitectureAndWritesItsEntryPointAndResetRemovesIt() throws {
        let root = try makePackageCopy()

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
        #expect(Set(copied) == Set(original + ["WorkshopComposition.swift"]))
        let entry = try String(
            contentsOf: slot.appendingPathComponent("WorkshopComposition.swift"), encoding: .utf8)
        #expect(entry.contains("VIPERComposition.makeApp("))
        #expect(entry.contains(#"repositoryCaller = "Interactor""#))

        let reset = try ArchLabProcess.run(["workshop", "reset", "--root", root.path])

        #expect(reset.status == 0)
        #expect(!FileManager.default.fileExists(atPath: slot.path))
        #expect(
            try Data(contentsOf: root.appendingPathComponent("Package.swift"))
                == Data(
                    contentsOf: CompareTraceStatsTests.packageRoot.appendingPathComponent("Package.swift")))
        #expect(
            try ArchLabProcess.run(["workshop", "--root", root.path]).stdout == "no workshop in progress\n")
    }

    @Test func theManifestBuildsTheSlotOnlyWhileItExists() throws {
        let root = try makePackageCopy()
        #expect(try targets(of: root).contains("Workshop") == false)

        _ = try ArchLabProcess.run(["workshop", "start", "--from", "mvp", "--root", root.path])

        #expect(try targets(of: root).contains("Workshop"))

        _ = try ArchLabProcess.run(["workshop", "reset", "--root", root.path])

        #expect(try targets(of: root).contains("Workshop") == false)
    }

    @Test func aSecondStartIsRefusedAndLosesNothing() throws {
        let root = try makePackageCopy()
        _ = try ArchLabProcess.run(["workshop", "start", "--from", "mvi", "--root", root.path])
        let marker = root.appendingPathComponent("Sources/Workshop/MyChange.swift")
        try Data("// an attendee's work\n".utf8).write(to: marker)

        let again = try ArchLabProcess.run(["workshop", "start", "--from", "vip", "--root", root.path])

        #expect(again.status == 73)
        #expect(again.stderr.contains("already in progress"))
        #expect(FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func resetRefusesToLoseAChangedCopyAndWithForceSavesItAsAPatchFirst() throws {
        let root = try makePackageCopy()
        _ = try ArchLabProcess.run(["workshop", "start", "--from", "mvvm", "--root", root.path])
        let file = root.appendingPathComponent("Sources/Workshop/App/MVVMComposition.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        try Data((original + "// an attendee's change\n").utf8).write(to: file)

        let refused = try ArchLabProcess.run(["workshop", "reset", "--root", root.path])

        #expect(refused.status == 73)
        #expect(
            refused.stderr.contains(
                "differs from its origin in 1 file(s) (App/MVVMComposition.swift)"))
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
        #expect(!patch.contains("+++ Sources/Workshop/WorkshopComposition.swift"))
    }

    @Test func anUnchangedCopyResetsWithoutAPatch() throws {
        let root = try makePackageCopy()
        _ = try ArchLabProcess.run(["workshop", "start", "--from", "vip", "--root", root.path])

        let reset = try ArchLabProcess.run(["workshop", "reset", "--root", root.path])

        #expect(reset.status == 0)
        #expect(!reset.stdout.contains("patch"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            $0.hasSuffix(".patch")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func verifyWithABinaryBuiltWithoutTheSlotSaysToRunCheck() throws {
        let root = try makePackageCopy()
        _ = try ArchLabProcess.run(["workshop", "start", "--from", "mvp", "--root", root.path])

        let verify = try ArchLabProcess.run(["workshop", "verify", "--root", root.path])

        #expect(verify.status == 73)
        #expect(verify.stderr.contains("run 'archlab workshop check'"))
    }

    @Test(arguments: [["workshop", "start"], ["workshop", "start", "--from", "mvc"], ["workshop", "go"]])
    func badWorkshopUsageExits64(arguments: [String]) throws {
        let root = try makePackageCopy()

        let run = try ArchLabProcess.run(arguments + ["--root", root.path])

        #expect(run.status == 64)
    }

    /// The target names SwiftPM reads from the manifest at `root`.
    private func targets(of root: URL) throws -> [String] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dump-\(UUID().uuidString).json")
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
}
