import ArchLabTestSupport
import CCurl
import Foundation
import Testing

@testable import SharedDomain

/// A server that breaks HTTP, or sends the client elsewhere, over a real loopback round trip
/// (Fixtures/reqres_server.py). Memory under unbounded bodies is measured on the real binary
/// (LabTests, "archlab against a hostile server").
@Suite("The remote against a hostile server on loopback")
struct RemoteHostileServerTests {
    private let server: LoopbackReqresServer
    private let edited = User(
        id: 2, firstName: "Janet", lastName: "Wiver", email: "jw@reqres.in", avatarURL: "a.jpg")
    private let ada = User(id: 0, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    init() throws {
        server = try LoopbackReqresServer()
    }

    private func remote(_ base: URL, apiKey: String? = "secret")
        throws -> ReqresUserRemote
    {
        // Timers no test here waits for: the answers are judged by what they hold, never the clock.
        ReqresUserRemote(
            client: try curlClient(baseURL: base, timeout: 600, deadline: .seconds(3600)), apiKey: apiKey)
    }

    // MARK: Protocol garbage is a malformed response, not an outage

    @Test(arguments: ["badgzip", "lyingchunk", "http09", "garbagestatus", "loop"])
    func anAnswerThatBreaksHTTPIsAnUnexpectedResponseNotOffline(mode: String) async throws {
        let remote = try remote(server.baseURL(mode))

        await #expect(throws: UsersError.unexpectedResponse) { try await remote.fetchPage(1, perPage: 2) }
        await #expect(throws: UsersError.unexpectedResponse) { try await remote.fetchUser(id: 2) }
        await #expect(throws: UsersError.unexpectedResponse) { try await remote.updateUser(edited) }
        await #expect(throws: UsersError.unexpectedResponse) { try await remote.createUser(ada) }
    }

    // MARK: Header bytes are bounded

    /// Trailer lines after a valid chunked body (libcurl keeps each whole and counts it as
    /// progress), 1xx answers before the final one, or one answer's header lines: each is
    /// counted against `RemoteLimits.headerBytes` and refused there, long before the 64 MiB
    /// the server would send.
    @Test(arguments: ["trailers/6/64", "trailers/1024/64", "informational/64", "headers/64"])
    func headerAndTrailerLinesWithoutEndAreAnUnexpectedResponse(mode: String) async throws {
        let remote = try remote(server.baseURL(mode))

        await #expect(throws: UsersError.unexpectedResponse) { try await remote.fetchPage(1, perPage: 2) }
        await #expect(throws: UsersError.unexpectedResponse) { try await remote.updateUser(edited) }
        await #expect(throws: UsersError.unexpectedResponse) { try await remote.createUser(ada) }
    }

    /// The same modes with one such line are sound answers: the limit stops the storm, not
    /// trailers or early hints as such.
    ///
    /// Each mode wraps the answer a sound server gives the method (Fixtures/reqres_server.py), so
    /// these are also what makes the refusals above able to fail: a client that took a broken
    /// answer for a sound one would return these users.
    @Test(arguments: ["trailers/6/0", "informational/0", "headers/0"])
    func oneTrailerHintOrExtraHeaderIsAcceptedAsSent(mode: String) async throws {
        let remote = try remote(server.baseURL(mode))

        let page = try await remote.fetchPage(1, perPage: 2)
        let updated = try await remote.updateUser(edited)
        let created = try await remote.createUser(ada)

        #expect(page.users.map(\.id) == [1, 2])
        #expect(updated == edited)
        #expect(created.id == 6 && created.name == "Ada Lovelace")
    }

    @Test func libcurlsFailuresToReachTheServerAreOfflineItsTimeoutATimeoutTheRestMalformed() {
        for code in [CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT] {
            #expect(CurlHTTPClient.transportError(for: code) == .offline)
        }
        #expect(CurlHTTPClient.transportError(for: CURLE_OPERATION_TIMEDOUT) == .timedOut)
        #expect(CurlHTTPClient.transportError(for: CURLE_FILESIZE_EXCEEDED) == .responseTooLarge)
        for code in [
            CURLE_BAD_CONTENT_ENCODING, CURLE_RECV_ERROR, CURLE_UNSUPPORTED_PROTOCOL,
            CURLE_WEIRD_SERVER_REPLY,
            CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_TOO_MANY_REDIRECTS,
        ] {
            #expect(CurlHTTPClient.transportError(for: code) == .malformedResponse)
        }
    }

    // MARK: Credentials never leave their origin

    @Test(arguments: [302, 307])
    func aRedirectToAnotherOriginIsNotFollowedSoTheKeyNeverReachesIt(status: Int)
        async throws
    {
        let elsewhere = try LoopbackReqresServer()
        let remote = try remote(server.baseURL("redirect/\(status)/\(elsewhere.port)/record"))

        await #expect(throws: UsersError.unexpectedResponse) { try await remote.fetchPage(1, perPage: 2) }
        await #expect(throws: UsersError.unexpectedResponse) { try await remote.updateUser(edited) }

        #expect(try await elsewhere.recordedRequests() == [])
    }

    @Test(arguments: [302, 307])
    func libcurlFollowsARedirectWithinTheOriginWithTheKey(status: Int) async throws {
        let remote = try remote(server.baseURL("redirect/\(status)/\(server.port)/record"))

        #expect(try await remote.fetchPage(1, perPage: 2).users.map(\.id) == [1, 2])
        #expect(try await remote.updateUser(edited) == edited)

        #expect(
            try await server.recordedRequests() == [
                .init(method: "GET", path: "/record/users", apiKey: "secret"),
                .init(method: "PUT", path: "/record/users/2", apiKey: "secret"),
            ])
    }

    @Test
    func aHeaderWithALineBreakIsNeverSent() async throws {
        let remote = try remote(server.baseURL("record"), apiKey: "secret\r\nx-injected: 1")

        await #expect(throws: UsersError.unexpectedResponse) { try await remote.fetchPage(1, perPage: 2) }

        #expect(try await server.recordedRequests() == [])
    }
}
