import ArchLabTestSupport
import Foundation
import Lab
import Testing

/// SPEC §7, "What a reader must never learn", checked on the source: only Views, the
/// Routers/Coordinators that push screens and composition roots import TerminalUI, the repo's
/// "UIKit". An Interactor, Presenter, Worker, view model, Reducer, Store, Assembly or Entity
/// never does.
@Suite("Architecture rules on the source")
struct ArchitectureRulesTests {
    static let architectures = Architectures.builtIn.map(\.name)
    /// File-name parts that name a role which is not UI.
    static let nonUIRoles = [
        "Interactor", "Presenter", "Presenting", "Worker", "ViewModel", "Reducer", "Store", "EffectRunner",
        "Models", "State", "Action", "Intent", "Assembly",
    ]

    @Test(arguments: architectures)
    func noRoleButTheViewAndNavigationImportsTheUIKit(architecture: String) throws {
        let folder = PackageRoot.appending(try #require(Architectures.named(architecture)).sourceFolder)
        let files = try Self.swiftFiles(in: folder)
        let roleFiles = files.filter { file in
            let name = file.deletingPathExtension().lastPathComponent
            return file.path.contains("/Entity/")
                || (Self.nonUIRoles.contains { name.contains($0) } && !name.hasSuffix("View"))
        }

        #expect(!roleFiles.isEmpty, "no role files found under \(folder.path)")
        for file in roleFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(
                !text.split(separator: "\n").contains { $0.hasPrefix("import TerminalUI") },
                "\(file.lastPathComponent) imports TerminalUI")
        }
    }

    /// The reader sees the pattern, not the lab: no role's file names a tracer, a trace or a
    /// decorator; the recorders are compiled in from `Sources/Tracing/<Arch>` and put in place
    /// by the composition root (`App/`), the only file of the pattern that knows of them.
    @Test(arguments: architectures)
    func noRoleKnowsItIsTraced(architecture: String) throws {
        let registered = try #require(Architectures.named(architecture))
        let folder = PackageRoot.appending(registered.sourceFolder)
        let files = try Self.swiftFiles(in: folder).filter {
            !$0.path.contains("/\(registered.sourceFolder)/App/")
        }
        let words = /(?i)tracer|tracing|traced|decorat/

        #expect(!files.isEmpty, "\(architecture): no role files found under \(folder.path)")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(
                text.firstMatch(of: words) == nil,
                "\(file.path): names \(text.firstMatch(of: words).map { String($0.output) } ?? "")")
        }
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Tracing").path),
            "\(architecture): its recorders belong in \(registered.tracingFolder)")
        #expect(try !Self.swiftFiles(in: PackageRoot.appending(registered.tracingFolder)).isEmpty)
    }

    @Test(arguments: architectures)
    func noViewStartsWorkFromDrawing(architecture: String) throws {
        let folder = PackageRoot.appending(try #require(Architectures.named(architecture)).sourceFolder)
        var screens = 0
        for file in try Self.swiftFiles(in: folder) {
            let text = try String(contentsOf: file, encoding: .utf8)
            let declaresScreen = text.contains(/class \w+: TerminalScreen\b/)
            if declaresScreen { screens += 1 }
            guard let start = text.range(of: "override func render(in size: ScreenSize)") else {
                #expect(!declaresScreen, "\(file.lastPathComponent): a screen with no render(in:) to check")
                continue
            }
            // The body ends at the first brace closing at the function's own indentation.
            let rest = text[start.upperBound...]
            let body = rest[..<(rest.range(of: "\n    }\n")?.lowerBound ?? rest.endIndex)]
            for call in ["loadIfNeeded", "viewDidLoad", "viewWillAppear", ".send(", "tracker.start"] {
                #expect(!body.contains(call), "\(file.lastPathComponent): render calls \(call)")
            }
        }
        #expect(screens > 0, "\(architecture): no TerminalScreen subclass found, so nothing was checked")
    }

    /// The roles an architecture declares are the ones its traces name: every crossing of every
    /// scenario is between them (or the host's), each role takes part somewhere, and the
    /// repository's caller is one of them.
    @Test(arguments: Architectures.builtIn) @MainActor
    func theDeclaredRolesAreTheOnesItsTracesName(architecture: Architecture) async throws {
        let folder = PackageRoot.appending("Tests/BehaviorTests/Scenarios")
        var participants: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".scenario") {
            let scenario = try Scenario(
                parsing: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            let session = try LabSession(architecture: architecture, configuration: SessionConfiguration())
            let result = await ScenarioRunner.run(scenario, in: session)
            for crossing in result.steps.flatMap(\.crossings) {
                participants.formUnion([crossing.from, crossing.to])
            }
        }

        #expect(participants.subtracting(Architecture.hostRoles) == Set(architecture.roles))
        #expect(architecture.roles.contains(architecture.repositoryCaller))
        #expect(
            FileManager.default.fileExists(
                atPath: PackageRoot.appending(
                    "\(architecture.sourceFolder)/App/\(architecture.compositionRoot).swift"
                ).path))
        #expect(FileManager.default.fileExists(atPath: PackageRoot.appending(architecture.testFolder).path))
    }

    /// Each architecture's module is compiled from `Sources/` (its folder and its recorders'), so
    /// the manifest leaves every other folder there out by name: the list it keeps is whole, or
    /// a new folder would be compiled into all five (or warned about on every build).
    @Test func theManifestLeavesEveryOtherSourceFolderOutOfTheArchitectures() throws {
        let manifest = try String(contentsOf: PackageRoot.appending("Package.swift"), encoding: .utf8)
        func names(_ constant: String) throws -> Set<String> {
            let line = try #require(
                manifest.split(separator: "\n").first { $0.hasPrefix("let \(constant) = [") },
                "Package.swift declares no \(constant)")
            return Set(line.matches(of: /"([^"]+)"/).map { String($0.output.1) })
        }
        let architectures = try names("architectures")
        let others = try names("otherSourceFolders")
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: PackageRoot.appending("Sources").path
        )
        .filter { $0 != "Workshop" && !$0.hasPrefix(".") }

        #expect(
            architectures
                == Set(Architectures.builtIn.map { URL(fileURLWithPath: $0.sourceFolder).lastPathComponent }))
        #expect(Set(folders) == architectures.union(others).union(["Tracing"]))
        let recorders = try FileManager.default.contentsOfDirectory(
            atPath: PackageRoot.appending("Sources/Tracing").path
        ).filter { !$0.hasSuffix(".md") }
        #expect(Set(recorders) == architectures)
    }

    static func swiftFiles(in folder: URL) throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }

}
