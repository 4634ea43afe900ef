import ArchLabTestSupport
import Foundation
import Testing

@testable import LabTools

/// A guide's call shapes and member paths are held to the declarations (SPEC §7, "every call
/// shape it names has those argument labels on that type"): names that all exist but are not put
/// together as the code declares them fail, with what the code has instead.
@Suite("Docs' call shapes match the declarations")
struct CallShapeCheckTests {
    /// A small package: a Router with a defaulted parameter, a Configurator, a nested model, an
    /// enum with values, a protocol with a default, and a struct with a memberwise initialiser.
    private static let source = """
        protocol Routing { func back() }
        extension Routing { func back() {} }
        final class UserListRouter: Routing {
            static func assembleModule(repository: Repository, perPage: Int = 6, navigation: Stack) -> Module { fatalError() }
            func routeToUserDetail(_ user: User, animated: Bool = false) {}
        }
        struct UserDetailConfigurator {
            let repository: Repository
            let router: UserListRouter
            func configure(delegate: Delegate) -> Scene { fatalError() }
        }
        enum UserListModels {
            enum FetchUsers {
                struct Request { var page: Int; var query: String? }
            }
        }
        enum Phase: String {
            case idle
            case failed(UsersError, query: String)
            func updateContent(_ content: Content) {}
        }
        struct State { var phase: Phase }
        """

    private static func check() throws -> ProseCheck {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "callshapes-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Sources/VIP")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(source.utf8).write(to: folder.appendingPathComponent("Roles.swift"))
        return ProseCheck(
            identifiers: ProseCheck.identifiers(inCode: source), paths: [],
            declarations: try SwiftDeclarations(root: root, folders: ["Sources"]))
    }

    @Test func shapesAsDeclaredPassWithDefaultsLeftOutAndEllipsesForTheRest() throws {
        let page = """
            `UserListRouter.assembleModule(repository:navigation:)` `UserListRouter.assembleModule(repository:…)`
            `UserListRouter.assembleModule(…navigation:)` `routeToUserDetail(_:)` `UserListRouter.back()`
            `UserDetailConfigurator(repository:router:)` `UserDetailConfigurator.configure(delegate:)`
            `UserListModels.FetchUsers.Request(page:)` `UserListModels.FetchUsers.Request` `.failed(_:query:)`
            `Phase(rawValue:)` `Phase.updateContent(_:)` `State.phase` `Phase.idle` `router.back()`
            """

        let findings = try Self.check().findings(page: "Docs/VIP.md", text: page)

        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test func aPlantedMismatchedShapeFailsSayingWhatTheCodeHas() throws {
        let page = """
            `UserListRouter.assembleModule(navigation:repository:)` and `UserDetailConfigurator.configure()`;
            `State.updateContent(_:)`, `UserListModels.FetchUsers.Response`, `.failed(query:)`.
            """

        let findings = try Self.check().findings(page: "Docs/VIP.md", text: page)

        #expect(
            findings.map(\.description) == [
                "Docs/VIP.md:1: `UserListRouter.assembleModule(navigation:repository:)` is not declared as written: UserListRouter.assembleModule takes (repository:perPage:navigation:)",
                "Docs/VIP.md:1: `UserDetailConfigurator.configure()` is not declared as written: UserDetailConfigurator.configure takes (delegate:)",
                "Docs/VIP.md:2: `State.updateContent(_:)` is not declared as written: State declares no updateContent (Phase declares it)",
                "Docs/VIP.md:2: `UserListModels.FetchUsers.Response` is not declared as written: FetchUsers declares no Response",
                "Docs/VIP.md:2: `.failed(query:)` is not declared as written: failed takes (_:query:)",
            ])
    }

    @Test func aNameMarkedForeignOnItsPageIsNotHeldToThePackage() throws {
        let page = """
            <!-- foreign: configure(delegate:animated:) -->
            The playbook's `configure(delegate:animated:)` becomes ArchLab's `UserDetailConfigurator.configure(delegate:)`.
            """

        #expect(try Self.check().findings(page: "Docs/VIP.md", text: page).isEmpty)
        #expect(
            try Self.check().findings(page: "Docs/VIP.md", text: page.split(separator: "\n")[1] + "\n").map(
                \.span) == ["configure(delegate:animated:)"])
    }

    @Test func aShapeMismatchPlantedInARealGuideFailsAgainstTheRealCode() throws {
        let check = try ProseCheck(root: PackageRoot.url)
        let guide = try String(
            contentsOf: PackageRoot.url.appendingPathComponent("Docs/MVVM.md"), encoding: .utf8)
        let planted = guide + "The list reloads with `UserListing.reloaded(with:)`.\n"

        let findings = check.findings(page: "Docs/MVVM.md", text: planted).filter {
            $0.line == planted.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }

        #expect(findings.map(\.span) == ["UserListing.reloaded(with:)"])
    }

    @Test func aBlockOfCodeADiagramATraceOrAFileMapWithoutItsMarkerIsHandMade() {
        let check = ProseCheck(identifiers: [], paths: [])
        let page = """
            ```swift
            let typed = 1
            ```
            ```mermaid
            flowchart LR
            ```
            ```
            ▶ 1 appear
            ```
            ```
            Sources/MVP/
            ```
            <!-- trace: mvp: appear -->
            ```mermaid
            ```
            <!-- tree: Sources/MVP -->
            ```
            Sources/MVP/
            ```
            ```sh
            swift test
            ```
            """

        let findings = check.findings(page: "Docs/MVP.md", text: page)

        #expect(findings.map(\.span) == ["Swift block", "diagram", "trace", "file map"])
        #expect(findings.map(\.line) == [1, 4, 7, 10])
        #expect(findings[1].description.hasPrefix("Docs/MVP.md:4: a diagram typed by hand; put"))
        let generatedPage =
            "# Comparison\n\n<!-- Generated by `swift run archlab docs` -->\n```mermaid\n```\n"
        #expect(check.findings(page: "Docs/Comparison.md", text: generatedPage).isEmpty)
    }

    @Test func countsWrittenInWordsAreTypedCountsToo() {
        let check = ProseCheck(identifiers: [], paths: [])
        let page = "Per feature: eight files, four decorators and two protocols; all five architectures.\n"

        #expect(
            check.findings(page: "Docs/MVI.md", text: page).map(\.span) == [
                "eight files", "four decorators", "two protocols",
            ])
    }
}
