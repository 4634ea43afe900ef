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
        _ mode: String, apiKey: String? = nil,
        maximumResponseBytes: Int = RemoteLimits.responseBytes
    ) throws -> ReqresUserRemote {
        // Timers no test here waits for: these tests are about bodies and limits, never the clock,
        // even when a sanitizer makes a gzip bomb slow to decode (the timeout tests make their own).
        ReqresUserRemote(
            client: try curlClient(
                baseURL: server.baseURL(mode), timeout: 600, deadline: .seconds(3600),
                maximumResponseBytes: maximumResponseBytes),
            apiKey: apiKey)
    }

    @Test
    func aPageIsDecodedWithItsCounts() async throws {
        let page = try await remote("ok").fetchPage(2, perPage: 2)

        #expect(page.page == 2 && page.perPage == 2 && page.total == 5 && page.totalPages == 3)
        #expect(page.users.map(\.id) == [3, 4])
        #expect(
            page.users[0]
                == User(
                    id: 3, firstName: "First3", lastName: "Last3", email: "user3@reqres.in",
                    avatarURL: "https://reqres.in/img/faces/3-image.jpg"))
        #expect(page.source == .remote)
    }

    @Test
    func anEmptyPagePastTheEndIsAnswerEnoughToReload() async throws {
        let page = try await remote("ok").fetchPage(9, perPage: 2)

        #expect(page.isPastTheEnd)
        #expect(page.page == 9 && page.total == 5 && page.totalPages == 3 && page.users.isEmpty)
    }

    @Test
    func aPagePastTheEndWithRowsIsAnUnexpectedResponse() async throws {
        await #expect(throws: UsersError.unexpectedResponse) {
            try await remote("pastendrows").fetchPage(9, perPage: 2)
        }
    }

    @Test
    func oneUserIsDecodedFromItsEnvelope() async throws {
        #expect(try await remote("ok").fetchUser(id: 4).name == "First4 Last4")
    }

    @Test(arguments: ["ok", "wrapped"])
    func anUpdateSendsTheFieldsAndReturnsWhatTheServerStored(mode: String) async throws {
        let edited = User(
            id: 2, firstName: "Janet", lastName: "Wiver", email: "jw@reqres.in", avatarURL: "a.jpg")

        let saved = try await remote(mode).updateUser(edited)

        #expect(saved == edited)
    }

    @Test
    func theAPIKeyTravelsInTheXAPIKeyHeader() async throws {
        #expect(
            try await remote("key", apiKey: "secret").fetchPage(1, perPage: 2).users.count == 2)
        await #expect(throws: UsersError.unauthorized) {
            try await remote("key").fetchPage(1, perPage: 2)
        }
    }

    @Test(
        arguments: [
            (401, UsersError.unauthorized), (404, .notFound), (400, .server(status: 400)),
            (429, .server(status: 429)), (500, .server(status: 500)), (503, .server(status: 503)),
            (599, .server(status: 599)),
            // A 3xx not followed (here it names no Location) is no answer at all (SPEC §3).
            (302, .unexpectedResponse), (304, .unexpectedResponse), (600, .unexpectedResponse),
        ])
    func everyErrorStatusIsMapped(mapping: (status: Int, expected: UsersError)) async {
        let (status, expected) = mapping
        await #expect(throws: expected) {
            try await remote("status/\(status)").fetchPage(1, perPage: 2)
        }
        await #expect(throws: expected) {
            try await remote("status/\(status)").updateUser(makePage(1, ids: [1]).users[0])
        }
    }

    @Test(
        arguments: [
            "malformed", "wrongtypes", "inconsistent", "pastend", "duplicates", "negative", "huge",
        ])
    func aBodyThatCannotBeTrustedIsAnUnexpectedResponse(mode: String) async throws {
        await #expect(throws: UsersError.unexpectedResponse) {
            try await remote(mode).fetchPage(1, perPage: 2)
        }
    }

    @Test
    func aMegabyteLongFieldIsAcceptedWhole() async throws {
        let page = try await remote("longfield").fetchPage(1, perPage: 2)
        #expect(page.users.first?.firstName.utf8.count == 1_000_000)
    }

    @Test
    func aFieldPastTheFieldLimitIsAnUnexpectedResponse() async throws {
        await #expect(throws: UsersError.unexpectedResponse) {
            try await remote("longerfield").fetchPage(1, perPage: 2)
        }
    }

    @Test(
        arguments: [
            "bigbody", "chunkedbig", "gzipbomb", "stream/64", "chunked/64", "bomb/64",
        ])
    func aBodyPastTheSizeLimitIsAnUnexpectedResponse(mode: String) async throws {
        // The fixture's bodies outgrow the real limit; a one-megabyte limit is met after the
        // first megabyte, so the test is about the limit, never the clock (even when sanitized).
        // How little memory that takes is measured on the real binary (LabTests).
        await #expect(throws: UsersError.unexpectedResponse) {
            try await remote(mode, maximumResponseBytes: 1 << 20).fetchPage(1, perPage: 2)
        }
    }

    @Test
    func aBodyJustUnderTheLimitIsRead() async throws {
        // A valid page padded to 2 MiB, with no length and compressed: the limit is on the
        // decoded bytes, and a body within it is taken whole.
        for mode in ["stream/2", "bomb/2"] {
            let page = try await remote(mode, maximumResponseBytes: 2 << 20).fetchPage(
                1, perPage: 2)
            #expect(page.users.map(\.id) == [1, 2])
        }
    }

    @Test
    func aServerDrippingBytesFasterThanTheIdleTimeoutMeetsTheOverallDeadline()
        async throws
    {
        // An idle timeout the drip always beats; the deadline passes when the test says so.
        let clock = GateClock()
        let client = try curlClient(
            baseURL: server.baseURL("drip"), timeout: 60, deadline: .seconds(30), clock: clock)
        let request = Task { () async throws(UsersError) -> UsersPage in
            try await ReqresUserRemote(client: client).fetchPage(1, perPage: 2)
        }

        // The body is arriving, byte after byte; only then does the deadline pass.
        try await server.waitForLine("DRIPPED")
        clock.passEveryDeadline()

        await #expect(throws: UsersError.timeout) { try await request.value }
    }

    @Test
    func theDeadlineIsMeasuredOnTheInjectedClock() async throws {
        // A clock on which any deadline has already passed: the answer cannot come first.
        let client = try curlClient(
            baseURL: server.baseURL("slow"), timeout: 5, deadline: .seconds(3600), clock: PassedClock())

        await #expect(throws: UsersError.timeout) {
            try await ReqresUserRemote(client: client).fetchPage(1, perPage: 2)
        }
    }

    @Test
    func aRefusedConnectionIsOffline() async throws {
        let closed = try LoopbackReqresServer.refusingPort()
        let client = try curlClient(baseURL: URL(string: "http://127.0.0.1:\(closed.port)/ok")!)

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
