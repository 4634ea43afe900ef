import Foundation
import Testing

@testable import SharedDomain

/// `POST users` on the demo backend (SPEC §2): appended with the next id, answered as reqres
/// answers, and changing nothing when a failure mode answers it.
@Suite("DemoBackend creates users")
struct DemoBackendCreateTests {
    private let ada = User(id: 0, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    private func post(_ body: String) -> HTTPRequest {
        HTTPRequest(
            method: .post, path: "users", headers: ["Content-Type": "application/json"], body: Data(body.utf8)
        )
    }

    private func json(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    @Test func aPostAnswers201WithTheFieldsTheNextIdAndCreatedAt() async throws {
        let backend = DemoBackend()

        let response = try await backend.send(
            post(#"{"first_name":"Ada","last_name":"Lovelace","email":"ada@example.com"}"#))

        #expect(response.status == 201)
        let body = try json(response)
        #expect(body["id"] as? Int == 13)
        #expect(body["first_name"] as? String == "Ada")
        #expect(body["last_name"] as? String == "Lovelace")
        #expect(body["email"] as? String == "ada@example.com")
        #expect(body["createdAt"] as? String == "2024-01-01T00:00:00.000Z")
        #expect(body.count == 5)
    }

    @Test func theAnswerIsTheSameOnEveryRun() async throws {
        let request = post(#"{"first_name":"Ada","last_name":"Lovelace","email":"ada@example.com"}"#)

        let first = try await DemoBackend().send(request)
        let second = try await DemoBackend().send(request)

        #expect(first == second)
    }

    @Test func theCreatedUserIsAppendedAtTheEndAndCountedOnEveryPage() async throws {
        let backend = DemoBackend()
        let remote = ReqresUserRemote(client: backend)

        let created = try await remote.createUser(ada)

        #expect(created == User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com"))
        #expect(backend.users.last == created)
        let first = try await remote.fetchPage(1, perPage: nil)
        let third = try await remote.fetchPage(3, perPage: nil)
        #expect(first.total == 13 && first.totalPages == 3)
        #expect(third.users == [created])
        #expect(try await remote.fetchUser(id: 13) == created)
    }

    @Test func onAnEmptyDatasetTheFirstUserIsNumberOne() async throws {
        let backend = DemoBackend(users: 0)

        let created = try await ReqresUserRemote(client: backend).createUser(ada)

        #expect(created.id == 1)
        #expect(backend.users == [created])
    }

    @Test func theNextIdIsTheLargestPlusOneAfterDeletionsToo() async throws {
        let backend = DemoBackend()
        let remote = ReqresUserRemote(client: backend)
        backend.delete(id: 5)

        #expect(try await remote.createUser(ada).id == 13)
        backend.delete(id: 13)
        backend.delete(id: 12)
        #expect(try await remote.createUser(ada).id == 12)
        #expect(backend.users.map(\.id) == [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12])
        #expect(try await remote.createUser(ada).id == 13)
    }

    @Test func aCreatedUserKeepsItsFieldsThroughAResizeThatKeepsIt() async throws {
        let backend = DemoBackend()
        _ = try await ReqresUserRemote(client: backend).createUser(ada)

        backend.setUserCount(14)
        #expect(backend.users[12].name == "Ada Lovelace")
        #expect(backend.users.map(\.id) == Array(1...14))
        backend.setUserCount(12)
        backend.setUserCount(13)
        #expect(backend.users[12].name != "Ada Lovelace")
    }

    @Test(arguments: [
        "", "{}", #"{"first_name":"Ada","last_name":"L"}"#, #"{"first_name":1,"last_name":"L","email":"e"}"#,
    ])
    func aBodyThatNamesNoUserIs400AndCreatesNothing(body: String) async throws {
        let backend = DemoBackend()

        let response = try await backend.send(post(body))

        #expect(response.status == 400)
        #expect(backend.users.count == 12)
    }

    @Test(arguments: [
        DemoBackend.Mode.offline, .timeout, .status(500), .status(429), .unauthorized, .malformed,
    ])
    func aPostAnsweredInAFailureModeChangesNoData(mode: DemoBackend.Mode) async throws {
        let backend = DemoBackend()
        backend.setMode(mode)

        await #expect(throws: UsersError.self) { try await ReqresUserRemote(client: backend).createUser(ada) }

        #expect(backend.users.count == 12)
        backend.setMode(.online)
        #expect(try await ReqresUserRemote(client: backend).createUser(ada).id == 13)
    }

    @Test func aPostIsLoggedAndCountedLikeAnyRequest() async throws {
        let backend = DemoBackend()
        let remote = ReqresUserRemote(client: backend)
        _ = try await remote.fetchPage(1, perPage: nil)

        _ = try await remote.createUser(ada)

        #expect(backend.requestCount == 2)
        #expect(backend.requestLog.map(\.line) == ["GET users?page=1", "POST users"])
    }

    @Test func aHeldPostParksAndIsAnsweredAsTheBackendStandsWhenReleased() async throws {
        let backend = DemoBackend()
        backend.hold()
        async let answer = ReqresUserRemote(client: backend).createUser(ada)
        await backend.waitUntilParked(1)

        #expect(backend.users.count == 12)
        backend.delete(id: 12)
        backend.releaseAll()

        #expect(try await answer.id == 12)
        #expect(backend.users.last?.name == "Ada Lovelace")
    }

    @Test func aHeldPostReleasedIntoAFailureModeCreatesNothing() async throws {
        let backend = DemoBackend()
        backend.hold()
        let request = Task { () async throws(UsersError) -> User in
            try await ReqresUserRemote(client: backend).createUser(ada)
        }
        await backend.waitUntilParked(1)

        backend.setMode(.offline)
        backend.releaseAll()

        await #expect(throws: UsersError.offline) { try await request.value }
        #expect(backend.users.count == 12)
        backend.setMode(.online)
        #expect(try await ReqresUserRemote(client: backend).createUser(ada).id == 13)
    }

    @Test func aPostCancelledWhileParkedCreatesNothing() async throws {
        let backend = DemoBackend()
        backend.hold()
        let request = Task { () async throws(UsersError) -> User in
            try await ReqresUserRemote(client: backend).createUser(ada)
        }
        await backend.waitUntilParked(1)

        request.cancel()

        await #expect(throws: UsersError.cancelled) { try await request.value }
        #expect(!backend.release(1))
        #expect(backend.users.count == 12)
    }
}
