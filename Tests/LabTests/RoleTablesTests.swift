import ArchLabTestSupport
import Foundation
import Testing

@testable import LabTools

/// The guides' who-holds-what tables are written from the declarations, so a claim about a
/// weak back-reference or a `let` link is the code's (SPEC §7).
@Suite("Docs' role tables are the declarations")
struct RoleTablesTests {
    private static func package(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("roles-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func eachTypeWithStoredPropertiesIsARowOfItsDeclarationsWithoutTheirValues() throws {
        let root = try Self.package([
            "Sources/VIP/Scenes/UserList/UserListInteractor.swift": """
            @MainActor
            final class UserListInteractor {
                private let worker: any UserListWorkerLogic
                weak var presenter: (any UserListPresentationLogic)?
                private(set) var activity = Activity.idle
                let onSelect: (User) -> Void = { _ in }
                var rows: Int { 3 }
                static let shared = 1
                func load() { let local = 2; _ = local }
            }
            """,
            "Sources/VIP/Scenes/UserList/UserListModels.swift": """
            enum UserListModels {
                struct Request: Sendable { let query: String }
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }

        let table = try RoleTables.table(["Sources/VIP"], root: root)

        #expect(
            Array(table.dropFirst(2)) == [
                "| type | file | stored properties, as declared |",
                "| --- | --- | --- |",
                "| `UserListInteractor` (class) | `Scenes/UserList/UserListInteractor.swift` | `private let worker: any UserListWorkerLogic`<br>`weak var presenter: (any UserListPresentationLogic)?`<br>`private(set) var activity = Activity.idle`<br>`let onSelect: (User) -> Void` |",
                "| `Request` (struct) | `Scenes/UserList/UserListModels.swift` | `let query: String` |",
                "",
            ])
    }

    @Test func aMarkedTableIsRewrittenAndAStaleOneDiffers() throws {
        let root = try Self.package(["Sources/MVP/A.swift": "final class A { weak var b: B? }\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let stale = """
            Intro.
            <!-- roles: Sources/MVP -->
            | `A` (class) | `A.swift` | `var b: B` |
            <!-- End of generated roles -->
            After.
            """

        let current = try RoleTables.regenerate(stale, root: root)

        #expect(current != stale)
        #expect(current.contains("| `A` (class) | `A.swift` | `weak var b: B?` |"))
        #expect(current.hasSuffix("<!-- End of generated roles -->\nAfter."))
        #expect(try RoleTables.regenerate(current, root: root) == current)
    }

    @Test func aMarkerWithoutItsEndOrAFolderThatIsGoneFails() throws {
        let root = try Self.package(["Sources/MVP/A.swift": "final class A { let b = 1 }\n"])
        defer { try? FileManager.default.removeItem(at: root) }

        #expect(throws: MarkedBlocks.Failure.self) {
            try RoleTables.regenerate("<!-- roles: Sources/MVP -->\n| x |\n", root: root)
        }
        #expect(throws: MarkedBlocks.Failure.self) {
            try RoleTables.regenerate(
                "<!-- roles: Sources/Gone -->\n<!-- End of generated roles -->\n", root: root)
        }
    }
}

/// The ownership diagrams and file maps in the guides are drawn from the sources too.
@Suite("Docs' ownership diagrams and file maps are the sources")
struct RoleDiagramsAndFileTreesTests {
    @Test func eachStoredReferenceIsAnArrowDashedWhereWeakAndAProtocolPointsToItsConformers() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("holds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Sources/MVP/Presenter.swift": """
            protocol ListView: AnyObject {}
            final class ListPresenter {
                weak var view: (any ListView)?
                private let repository: any UserRepository
                private let onSelect: (User) -> Void
            }
            """,
            "Sources/MVP/View.swift": "final class ListTextView: ListView { let presenter: ListPresenter }\n",
            "SharedDomain/Domain/UserRepository.swift": "protocol UserRepository {}\nstruct User {}\n",
            "Sources/VIPER/Other.swift": "final class ListPresenter { let elsewhere: ListTextView }\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let page = "<!-- holds: Sources/MVP -->\n```mermaid\nflowchart LR\n    A --> B\n```\n"

        let drawn = try RoleDiagrams.regenerate(page, root: root)

        #expect(
            drawn == """
                <!-- holds: Sources/MVP -->
                ```mermaid
                flowchart LR
                    ListPresenter[ListPresenter]
                    ListTextView[ListTextView]
                    UserRepository([UserRepository])
                    ListPresenter -. weak view .-> ListTextView
                    ListPresenter -- repository --> UserRepository
                    ListTextView -- presenter --> ListPresenter
                ```

                """)
    }

    @Test func aFileMapListsEveryFileUnderItsFoldersWithItsDocCommentsOpeningWords() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Sources/MVP/App/MVPComposition.swift":
                "import Lab\n\n/// MVP's composition root: the one place.\nenum C {}\n",
            "Sources/MVP/Features/UserList/UserListPresenter.swift":
                "/// The list's Presenter. It owns\n/// every decision.\nfinal class P {}\n",
            "Sources/MVP/Root.swift": "struct R {}\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        #expect(
            try FileTrees.tree("Sources/MVP", root: root) == [
                "Sources/MVP/",
                "  App/",
                "    MVPComposition.swift       MVP's composition root",
                "  Features/",
                "    UserList/",
                "      UserListPresenter.swift  The list's Presenter",
                "  Root.swift",
            ])
        #expect(throws: MarkedBlocks.Failure.self) { try FileTrees.tree("Sources/Gone", root: root) }
    }
}
