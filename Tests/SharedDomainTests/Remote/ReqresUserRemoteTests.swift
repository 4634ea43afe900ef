import ArchLabTestSupport
import Foundation
import Testing

@testable import SharedDomain

@Suite("ReqresUserRemote over a real HTTP round trip on loopback")
struct ReqresUserRemoteTests {
    private let server: LoopbackReqresServer

    init() throws {
        server = try LoopbackReqresServer()
    }

    private func remote(
        _ mode: String, over client: RemoteClient, apiKey: String? = nil,
        maximumResponseBytes: Int = RemoteLimits.responseBytes
    ) -> ReqresUserRemote {
        // Timers no test here waits for: these tests are about bodies and limits, never the clock,
        // even when a sanitizer makes a gzip bomb slow to decode (the timeout tests make their own).
        ReqresUserRemote(
            client: client.make(
                baseURL: server.baseURL(mode), timeout: 600, deadline: .seconds(3600),
                maximumResponseBytes: maximumResponseBytes),
            apiKey: apiKey)
    }

    @Test(arguments: RemoteClient.allCases)
    func aPageIsDecodedWithItsCounts(client: RemoteClient) async throws {
        let page = try await remote("ok", over: client).fetchPage(2, perPage: 2)

        #expect(page.page == 2 && page.perPage == 2 && page.total == 5 && page.totalPages == 3)
        #expect(page.users.map(\.id) == [3, 4])
        #expect(
            page.users[0]
                == User(
                    id: 3, firstName: "First3", lastName: "Last3", email: "user3@reqres.in",
                    avatarURL: "https://reqres.in/img/faces/3-image.jpg"))
        #expect(page.source == .remote)
    }

    @Test(arguments: RemoteClient.allCases)
    func anEmptyPagePastTheEndIsAnswerEnoughToReload(client: RemoteClient) async throws {
        let page = try await remote("ok", over: client).fetchPage(9, perPage: 2)

        #expect(page.isPastTheEnd)
        #expect(page.page == 9 && page.total == 5 && page.totalPages == 3 && page.users.isEmpty)
    }

    @Test(arguments: RemoteClient.allCases)
    func aPagePastTheEndWithRowsIsAnUnexpectedResponse(client: RemoteClient) async {
        await #expect(throws: UsersError.unexpectedResponse) {
            try await remote("pastendrows", over: client).fetchPage(9, perPage: 2)
        }
    }

    @Test(arguments: RemoteClient.allCases)
    func oneUserIsDecodedFromItsEnvelope(client: RemoteClient) async throws {
        #expect(try await remote("ok", over: client).fetchUser(id: 4).name == "First4 Last4")
    }

    @Test(arguments: RemoteClient.allCases, ["ok", "wrapped"])
    func anUpdateSendsTheFieldsAndReturnsWhatTheServerStored(client: RemoteClient, mode: String) async throws
    {
        let edited = User(
            id: 2, firstName: "Janet", lastName: "Wiver", email: "jw@reqres.in", avatarURL: "a.jpg")

        let saved = try await remote(mode, over: client).updateUser(edited)

        #expect(saved == edited)
    }

    @Test(arguments: RemoteClient.allCases)
    func theAPIKeyTravelsInTheXAPIKeyHeader(client: RemoteClient) async throws {
        #expect(
            try await remote("key", over: client, apiKey: "secret").fetchPage(1, perPage: 2).users.count == 2)
        await #expect(throws: UsersError.unauthorized) {
            try await remote("key", over: client).fetchPage(1, perPage: 2)
        }
    }

    @Test(
        arguments: RemoteClient.allCases,
        [
            (401, UsersError.unauthorized), (404, .notFound), (400, .server(status: 400)),
            (429, .server(status: 429)), (500, .server(status: 500)), (503, .server(status: 503)),
            (599, .server(status: 599)),
            // A 3xx not followed (here it names no Location) is no answer at all (SPEC §3).
            (302, .unexpectedResponse), (304, .unexpectedResponse), (600, .unexpectedResponse),
        ])
    func everyErrorStatusIsMapped(client: RemoteClient, mapping: (status: Int, expected: UsersError)) async {
        let (status, expected) = mapping
        await #expect(throws: expected) {
            try await remote("status/\(status)", over: client).fetchPage(1, perPage: 2)
        }
        await #expect(throws: expected) {
            try await remote("status/\(status)", over: client).updateUser(makePage(1, ids: [1]).users[0])
        }
    }

    @Test(
        arguments: RemoteClient.allCases,
        [
            "malformed", "wrongtypes", "inconsistent", "pastend", "duplicates", "negative", "huge",
        ])
    func aBodyThatCannotBeTrustedIsAnUnexpectedResponse(client: RemoteClient, mode: String) async {
        await #expect(throws: UsersError.unexpectedResponse) {
            try await remote(mode, over: client).fetchPage(1, perPage: 2)
        }
    }

    @Test(arguments: RemoteClient.allCases)
    func aMegabyteLongFieldIsAcceptedWhole(client: RemoteClient) async throws {
        let page = try await remote("longfield", over: client).fetchPage(1, perPage: 2)
        #expect(page.users.first?.firstName.utf8.count == 1_000_000)
    }

    @Test(arguments: RemoteClient.allCases)
    func aFieldPastTheFieldLimitIsAnUnexpectedResponse(client: RemoteClient) async {
        await #expect(throws: UsersError.unexpectedResponse) {
            try await remote("longerfield", over: client).fetchPage(1, perPage: 2)
        }
    }

    @Test(
        arguments: RemoteClient.allCases,
        [
            "bigbody", "chunkedbig", "gzipbomb", "stream/64", "chunked/64", "bomb/64",
        ])
    func aBodyPastTheSizeLimitIsAnUnexpectedResponse(client: RemoteClient, mode: String) async {
        // The fixture's bodies outgrow the real limit; a one-megabyte limit is met after the
        // first megabyte, so the test is about the limit, never the clock (even when sanitized).
        // How little memory that takes is measured on the real binary (LabTests).
        await #expect(throws: UsersError.unexpectedResponse) {
            try await remote(mode, over: client, maximumResponseBytes: 1 << 20).fetchPage(1, perPage: 2)
        }
    }

    @Test(arguments: RemoteClient.allCases)
    func aBodyJustUnderTheLimitIsRead(client: RemoteClient) async throws {
        // A valid page padded to 2 MiB, with no length and compressed: the limit is on the
        // decoded bytes, and a body within it is taken whole.
        for mode in ["stream/2", "bomb/2"] {
            let page = try await remote(mode, over: client, maximumResponseBytes: 2 << 20).fetchPage(
                1, perPage: 2)
            #expect(page.users.map(\.id) == [1, 2])
        }
    }

    @Test(arguments: RemoteClient.allCases)
    func aServerDrippingBytesFasterThanTheIdleTimeoutMeetsTheOverallDeadline(client kind: RemoteClient)
        async throws
    {
        // An idle timeout the drip always beats; the deadline passes when the test says so.
        let clock = GateClock()
        let client = kind.make(
            baseURL: server.baseURL("drip"), timeout: 60, deadline: .seconds(30), clock: clock)
        let request = Task { () async throws(UsersError) -> UsersPage in
            try await ReqresUserRemote(client: client).fetchPage(1, perPage: 2)
        }

        // The body is arriving, byte after byte; only then does the deadline pass.
        try await server.waitForLine("DRIPPED")
        clock.passEveryDeadline()

        await #expect(throws: UsersError.timeout) { try await request.value }
    }

    @Test(arguments: RemoteClient.allCases)
    func theDeadlineIsMeasuredOnTheInjectedClock(client kind: RemoteClient) async {
        // A clock on which any deadline has already passed: the answer cannot come first.
        let client = kind.make(
            baseURL: server.baseURL("slow"), timeout: 5, deadline: .seconds(3600), clock: PassedClock())

        await #expect(throws: UsersError.timeout) {
            try await ReqresUserRemote(client: client).fetchPage(1, perPage: 2)
        }
    }

    @Test func urlSessionsOwnTimeoutIsATimeoutOnlyFailingToReachTheServerIsOfflineTheRestMalformed() {
        #expect(URLSessionHTTPClient.transportError(for: URLError(.timedOut)) == .timedOut)
        #expect(URLSessionHTTPClient.transportError(for: URLError(.cancelled)) == .cancelled)
        for code in [
            URLError.Code.cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
        ] {
            #expect(URLSessionHTTPClient.transportError(for: URLError(code)) == .offline)
        }
        for code in [
            URLError.Code.badServerResponse, .cannotDecodeContentData, .httpTooManyRedirects,
            .networkConnectionLost,
            .cannotParseResponse,
        ] {
            #expect(URLSessionHTTPClient.transportError(for: URLError(code)) == .malformedResponse)
        }
    }

    @Test(arguments: RemoteClient.allCases)
    func aRefusedConnectionIsOffline(client kind: RemoteClient) async throws {
        let closed = try LoopbackReqresServer.refusingPort()
        let client = kind.make(baseURL: URL(string: "http://127.0.0.1:\(closed.port)/ok")!)

        await #expect(throws: UsersError.offline) {
            try await ReqresUserRemote(client: client).fetchPage(1, perPage: 2)
        }
        withExtendedLifetime(closed) {}
    }
}

@Suite("ReqresDecoder")
struct ReqresDecoderTests {
    @Test func anEmptyDatasetIsAValidFirstPage() throws {
        let body = Data(#"{"page":1,"per_page":6,"total":0,"total_pages":0,"data":[]}"#.utf8)
        #expect(try ReqresDecoder.page(from: body, requestedPage: 1).users.isEmpty)
    }

    @Test(arguments: [
        #"{"page":2,"per_page":6,"total":12,"total_pages":2,"data":[]}"#,  // not the page asked for
        #"{"page":1,"per_page":0,"total":12,"total_pages":2,"data":[]}"#,  // no page size
        #"{"page":1,"per_page":1,"total":2,"total_pages":2,"data":[{"id":1,"email":"a","first_name":"a","last_name":"b"},{"id":2,"email":"a","first_name":"a","last_name":"b"}]}"#,
        #"{"page":1,"per_page":6,"total":1,"total_pages":1,"data":[{"id":-1,"email":"a","first_name":"a","last_name":"b"}]}"#,
        #"{"page":1,"per_page":6,"total":1,"total_pages":1,"data":[{"id":1,"email":null,"first_name":"a","last_name":"b"}]}"#,
        #"{"page":1,"per_page":6,"total":1,"total_pages":1}"#,
        "[]", "", "\u{0}",
    ])
    func aPageThatBreaksTheContractIsRejected(body: String) {
        #expect(throws: UsersError.unexpectedResponse) {
            try ReqresDecoder.page(from: Data(body.utf8), requestedPage: 1)
        }
    }

    @Test func aUserEnvelopeForAnotherIdIsRejected() {
        let body = Data(#"{"data":{"id":3,"email":"a@b.io","first_name":"a","last_name":"b"}}"#.utf8)
        #expect(throws: UsersError.unexpectedResponse) { try ReqresDecoder.user(from: body, requestedID: 2) }
    }
}

/// A clock whose deadlines pass when the test says so: every wait until then is held, no time
/// is measured.
private final class GateClock: Clock, @unchecked Sendable {
    // @unchecked: `waiting`, `next` and `passed` are reached only under `lock`.
    private let lock = NSLock()
    private var passed = false
    private var next = 0
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]

    var now: ContinuousClock.Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }

    /// Every deadline, waited for now or later, has passed.
    func passEveryDeadline() {
        let woken = withLock {
            passed = true
            defer { waiting.removeAll() }
            return Array(waiting.values)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Waits until the test passes every deadline; a cancelled wait (the answer came first)
    /// ends at once.
    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        let id = withLock {
            next += 1
            return next
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = withLock {
                    guard !passed, !Task.isCancelled else { return true }
                    waiting[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            withLock { waiting.removeValue(forKey: id) }?.resume()
        }
        try Task.checkCancellation()
    }

    private func withLock<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// A clock whose every wait is already over: the deadline fires as soon as a request starts.
private struct PassedClock: Clock {
    var now: ContinuousClock.Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
    }
}
