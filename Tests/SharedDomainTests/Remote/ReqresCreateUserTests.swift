import ArchLabTestSupport
import Foundation
import Testing

@testable import SharedDomain

/// `POST {base}/users` over a real HTTP round trip on loopback (SPEC §2, N3, N4).
@Suite("ReqresUserRemote creates a user over a real HTTP round trip on loopback")
struct ReqresCreateUserTests {
    private let server: LoopbackReqresServer
    private let ada = User(id: 0, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    init() throws {
        server = try LoopbackReqresServer()
    }

    private func remote(_ mode: String, apiKey: String? = nil) throws -> ReqresUserRemote {
        // Timers no test here waits for: the answers are judged by what they hold, never the clock.
        ReqresUserRemote(
            client: try curlClient(baseURL: server.baseURL(mode), timeout: 600, deadline: .seconds(3600)),
            apiKey: apiKey)
    }

    @Test func aCreationAnsweredAsReqresDoesIsTheUserWithTheIdTheServerGaveAsAString() async throws {
        let created = try await remote("ok").createUser(ada)

        #expect(created == User(id: 6, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com"))
    }

    @Test func theCreatedUserIsAppendedAtTheEndOfTheServersList() async throws {
        let remote = try remote("ok")

        _ = try await remote.createUser(ada)

        let last = try await remote.fetchPage(3, perPage: 2)
        #expect(last.total == 6 && last.totalPages == 3)
        #expect(last.users.map(\.name) == ["First5 Last5", "Ada Lovelace"])
    }

    @Test func overReqresTwelveUsersTheCreatedOneIsNumberThirteen() async throws {
        let remote = try remote("reqres")
        #expect(try await remote.fetchPage(1, perPage: nil).total == 12)

        let created = try await remote.createUser(ada)

        #expect(created.id == 13)
        #expect(try await remote.fetchPage(1, perPage: nil).total == 13)
    }

    @Test func theRequestIsAPostToUsersWithTheAPIKey() async throws {
        _ = try await remote("record", apiKey: "secret").createUser(ada)

        #expect(
            try await server.recordedRequests() == [
                .init(method: "POST", path: "/record/users", apiKey: "secret")
            ])
    }

    @Test func withoutTheKeyTheServerSignsTheUserOut() async throws {
        await #expect(throws: UsersError.unauthorized) { try await remote("key").createUser(ada) }
        #expect(try await remote("key", apiKey: "secret").createUser(ada).id == 6)
    }

    @Test(arguments: [
        (401, UsersError.unauthorized), (404, .notFound), (400, .server(status: 400)),
        (429, .server(status: 429)), (500, .server(status: 500)), (503, .server(status: 503)),
        (302, .unexpectedResponse), (600, .unexpectedResponse),
    ])
    func everyErrorStatusIsMappedAsForAnyRequest(mapping: (status: Int, expected: UsersError)) async {
        let (status, expected) = mapping
        await #expect(throws: expected) { try await remote("status/\(status)").createUser(ada) }
    }

    @Test(arguments: [200, 202])
    func aSuccessOtherThan201IsAnUnexpectedResponseEvenWithASoundUser(status: Int) async throws {
        await #expect(throws: UsersError.unexpectedResponse) {
            try await remote("createdas/\(status)").createUser(ada)
        }
        #expect(try await remote("createdas/201").createUser(ada).id == 6)
    }

    @Test(arguments: ["wrapped", "malformed"])
    func aBodyThatIsNotAFlatUserIsAnUnexpectedResponse(mode: String) async {
        await #expect(throws: UsersError.unexpectedResponse) { try await remote(mode).createUser(ada) }
    }

    @Test(arguments: ["badgzip", "lyingchunk", "http09", "garbagestatus", "loop", "headers/64"])
    func anAnswerThatBreaksHTTPIsAnUnexpectedResponseNotOffline(mode: String) async {
        await #expect(throws: UsersError.unexpectedResponse) { try await remote(mode).createUser(ada) }
    }

    @Test(arguments: [302, 307])
    func aRedirectToAnotherOriginIsNotFollowedSoTheKeyNeverReachesIt(status: Int) async throws {
        let elsewhere = try LoopbackReqresServer()

        await #expect(throws: UsersError.unexpectedResponse) {
            try await remote("redirect/\(status)/\(elsewhere.port)/record", apiKey: "secret").createUser(ada)
        }
        #expect(try await elsewhere.recordedRequests() == [])
    }

    @Test(arguments: [302, 307])
    func aRedirectWithinTheOriginIsFollowedWithTheKeyAndTheBody(status: Int) async throws {
        let remote = try remote("redirect/\(status)/\(server.port)/record", apiKey: "secret")

        #expect(try await remote.createUser(ada).name == "Ada Lovelace")
        #expect(
            try await server.recordedRequests() == [
                .init(method: "POST", path: "/record/users", apiKey: "secret")
            ])
    }

    @Test func aRefusedConnectionIsOffline() async throws {
        let closed = try LoopbackReqresServer.refusingPort()
        let client = try curlClient(baseURL: URL(string: "http://127.0.0.1:\(closed.port)/ok")!)

        await #expect(throws: UsersError.offline) {
            try await ReqresUserRemote(client: client).createUser(ada)
        }
        withExtendedLifetime(closed) {}
    }
}

@Suite("ReqresDecoder: a POST's answer")
struct CreatedUserDecodingTests {
    private func decode(_ body: String, status: Int = 201) throws(UsersError) -> User {
        try ReqresDecoder.createdUser(status: status, body: Data(body.utf8))
    }

    @Test func aFlatUserWithAStringOfDigitsAsItsIdIsTheCreatedUser() throws {
        let user = try decode(
            #"{"first_name":"Ada","last_name":"Lovelace","email":"ada@example.com","id":"123","createdAt":"2026-11-30T00:00:00.000Z"}"#
        )

        #expect(user == User(id: 123, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com"))
    }

    @Test func aNumberAsItsIdIsTheCreatedUserToo() throws {
        let user = try decode(#"{"id":13,"first_name":"Ada","last_name":"Lovelace","email":"a@b.io"}"#)

        #expect(user.id == 13)
    }

    @Test func otherKeysAreIgnoredAndAnAvatarIsKept() throws {
        let user = try decode(
            #"{"id":"7","first_name":"Ada","last_name":"L","email":"a@b.io","job":"poet","avatar":"a.jpg","data":[1]}"#
        )

        #expect(user == User(id: 7, firstName: "Ada", lastName: "L", email: "a@b.io", avatarURL: "a.jpg"))
    }

    @Test(arguments: [200, 202, 204, 299, 400, 500])
    func anyStatusButCreatedIsAnUnexpectedResponse(status: Int) {
        #expect(throws: UsersError.unexpectedResponse) {
            try decode(#"{"id":"13","first_name":"Ada","last_name":"L","email":"a@b.io"}"#, status: status)
        }
    }

    @Test(arguments: [
        // The id: missing, null, zero, negative, not digits, past Int, of another type.
        #"{"first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":null,"first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":0,"first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":"0","first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":-3,"first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":"-3","first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":"+3","first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":" 3","first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":"3.0","first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":"","first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":"١٣","first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":"99999999999999999999","first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":99999999999999999999,"first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":3.5,"first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":true,"first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        #"{"id":[3],"first_name":"Ada","last_name":"L","email":"a@b.io"}"#,
        // A field missing, null or of another type.
        #"{"id":"3","last_name":"L","email":"a@b.io"}"#,
        #"{"id":"3","first_name":"Ada","email":"a@b.io"}"#,
        #"{"id":"3","first_name":"Ada","last_name":"L"}"#,
        #"{"id":"3","first_name":null,"last_name":"L","email":"a@b.io"}"#,
        #"{"id":"3","first_name":"Ada","last_name":7,"email":"a@b.io"}"#,
        #"{"id":"3","first_name":"Ada","last_name":"L","email":["a@b.io"]}"#,
        #"{"id":"3","first_name":"Ada","last_name":"L","email":"a@b.io","avatar":5}"#,
        // Not a flat user: wrapped, a list, broken, empty.
        #"{"data":{"id":"3","first_name":"Ada","last_name":"L","email":"a@b.io"}}"#,
        #"[{"id":"3","first_name":"Ada","last_name":"L","email":"a@b.io"}]"#,
        #"{"id":"3","first_name":"Ada""#,
        "", "null", "\u{0}",
    ])
    func aBodyThatIsNotAUserIsAnUnexpectedResponse(body: String) {
        #expect(throws: UsersError.unexpectedResponse) { try decode(body) }
    }

    @Test func aFieldPastTheFieldLimitIsAnUnexpectedResponse() {
        let long = String(repeating: "x", count: RemoteLimits.fieldBytes + 1)

        #expect(throws: UsersError.unexpectedResponse) {
            try decode(#"{"id":"3","first_name":"\#(long)","last_name":"L","email":"a@b.io"}"#)
        }
    }

    @Test func theBodyOfAPostIsTheNamesAndTheEmailNeverTheId() throws {
        let body = ReqresDecoder.createBody(
            for: User(
                id: 99, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", avatarURL: "a.jpg"))

        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
        #expect(object == ["first_name": "Ada", "last_name": "Lovelace", "email": "ada@example.com"])
    }
}
