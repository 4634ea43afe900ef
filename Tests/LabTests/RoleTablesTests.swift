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

        #expect(throws: RoleTables.Failure.self) {
            try RoleTables.regenerate("<!-- roles: Sources/MVP -->\n| x |\n", root: root)
        }
        #expect(throws: RoleTables.Failure.self) {
            try RoleTables.regenerate(
                "<!-- roles: Sources/Gone -->\n<!-- End of generated roles -->\n", root: root)
        }
    }
}
