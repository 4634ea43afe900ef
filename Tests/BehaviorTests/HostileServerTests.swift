import Foundation
import Lab
import SharedDomain
import TerminalUI
import Testing

/// SPEC §9 in every architecture: a server that sends bad input gets a clear message on
/// screen, loses nothing already shown, never crashes the app and never reaches the terminal
/// raw — and all five show exactly the same frames for it.
@Suite("Bad input from the server, every architecture (SPEC §9)")
@MainActor
struct HostileServerTests {
    /// A reqres-format server whose page bodies the test writes, one per page number.
    /// Once page `changingAfter` has been answered, the server's list is `changed`: its list
    /// moves between two requests, as a real one's does when users sign up or leave.
    final class ScriptedServer: HTTPClient {
        private let pages: Locked<[Int: String]>
        private let offline = Locked(false)
        private let changingAfter: Int?
        private let changed: [Int: String]

        init(pages: [Int: String], changingAfter: Int? = nil, to changed: [Int: String] = [:]) {
            self.pages = Locked(pages)
            self.changingAfter = changingAfter
            self.changed = changed
        }

        func goOffline() { offline.withLock { $0 = true } }

        func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
            if offline.withLock({ $0 }) { throw .offline }
            let number = request.queryValue("page").flatMap(Int.init) ?? 1
            let body = pages.withLock { pages in
                defer { if number == changingAfter { pages = changed } }
                return pages[number]
            }
            return HTTPResponse(status: 200, body: Data((body ?? "{}").utf8))
        }
    }

    /// A well-formed page of `ids`, with `total` users in pages of six.
    static func page(_ number: Int, ids: [Int], total: Int = 12, names: (Int) -> String = { "User\($0)" })
        -> String
    {
        let users = ids.map { id in
            let name = jsonEscaped(names(id))
            return #"{"id":\#(id),"email":"u\#(id)@x.io","first_name":"\#(name)","last_name":"Last"}"#
        }
        return
            #"{"page":\#(number),"per_page":6,"total":\#(total),"total_pages":\#((total + 5) / 6),"data":[\#(users.joined(separator: ","))]}"#
    }

    /// `text` as the inside of a JSON string: quotes, backslashes and control characters escaped.
    static func jsonEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += String(format: "\\u%04X", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Runs `steps` in every architecture against `server()`, checks the frames agree, and
    /// returns the last frame.
    private func runEverywhere(
        _ server: @escaping () -> ScriptedServer, _ steps: [Gesture], offlineBefore: Int? = nil
    ) async throws -> Frame {
        var reference: [Frame]?
        for architecture in Architectures.underTest {
            let scripted = server()
            let environment = try LabEnvironment(configuration: SessionConfiguration(), client: scripted)
            let session = LabSession(architecture: architecture, environment: environment)
            var frames: [Frame] = []
            for (index, step) in steps.enumerated() {
                if index == offlineBefore { scripted.goOffline() }
                await session.perform(step)
                frames.append(session.frame())
            }
            #expect(frames.allSatisfy { $0.lines.allSatisfy { DisplayWidth.of($0) <= 72 } })
            if let reference {
                #expect(
                    frames == reference,
                    "\(architecture.name) differs from \(Architectures.underTest[0].name)")
            } else {
                reference = frames
            }
        }
        return try #require(reference?.last)
    }

    @Test(arguments: [
        #"{"page":"1","per_page":"6","total":"12","total_pages":"2","data":[]}"#,
        #"{"page":1,"per_page":6,"total":-12,"total_pages":2,"data":[]}"#,
        #"{"page":1,"per_page":6,"total":1000000000000000000000000000000000000000,"total_pages":2,"data":[]}"#,
        #"{"page":9,"per_page":6,"total":12,"total_pages":2,"data":[]}"#,
        #"{"page":1,"per_page":6,"total":12,"total_pages":2,"data":[{"id":1},{"id":1}]}"#,
        #"{"page":1,"data":[{"id":"#, "<html>502 Bad Gateway</html>", "",
    ])
    func anUntrustworthyFirstPageSaysSoAndOffersRetry(body: String) async throws {
        let frame = try await runEverywhere({ ScriptedServer(pages: [1: body]) }, [.appear])

        #expect(frame.contains("! Could not load users: The server sent an unexpected response"))
        #expect(frame.contains("retry"))
    }

    @Test func anUntrustworthyNextPageKeepsTheRowsAlreadyShown() async throws {
        let server = {
            ScriptedServer(pages: [1: Self.page(1, ids: Array(1...6)), 2: #"{"page":2,"total":-1}"#])
        }

        let frame = try await runEverywhere(server, [.appear, .scrollToEnd])

        #expect(frame.contains("! Could not load users: The server sent an unexpected response"))
        #expect(frame.contains("6 of 12"))
        #expect(frame.contains("User1 Last") && frame.contains("User6 Last"))
    }

    /// Users already loaded, sent again on the next page: the list moved on the server (two
    /// sign-ups at the front, two users gone at the end), so it reloads from page 1 (SPEC L3)
    /// and then pages on with nothing repeated and nothing skipped.
    @Test func aNextPageRepeatingLoadedUsersReloadsFromPageOne() async throws {
        let moved = [1: Self.page(1, ids: [13, 14, 1, 2, 3, 4]), 2: Self.page(2, ids: [5, 6, 7, 8, 9, 10])]
        let server = {
            ScriptedServer(
                pages: [1: Self.page(1, ids: Array(1...6)), 2: Self.page(2, ids: Array(5...10))],
                changingAfter: 2, to: moved)
        }

        let reloaded = try await runEverywhere(server, [.appear, .scrollToEnd])
        let paged = try await runEverywhere(server, [.appear, .scrollToEnd, .scrollToEnd])

        #expect(reloaded.contains("6 of 12") && reloaded.contains("User13 Last"))
        #expect(reloaded.contains("Scroll down for more"))
        #expect(paged.contains("12 of 12") && paged.contains("End of list"))
        for id in [13, 14] + Array(1...10) {
            #expect(paged.lines.filter { $0.contains(" User\(id) Last") }.count == 1, "User\(id)")
        }
    }

    /// A server whose every page repeats page 1's users: the next page repeats loaded users, the
    /// list reloads from page 1 (SPEC L3), and page 1 comes back the same, so the server's list
    /// did not move — its pages overlap. The rows stay and the banner says so (SPEC §9); every
    /// later next page or `retry` goes round the same way and ends on the same frame.
    @Test func aServerWhosePagesRepeatPageOneSaysSo() async throws {
        let server = {
            ScriptedServer(pages: [1: Self.page(1, ids: Array(1...6)), 2: Self.page(2, ids: Array(1...6))])
        }

        let overlapping = try await runEverywhere(server, [.appear, .scrollToEnd])
        let scrolledAgain = try await runEverywhere(server, [.appear, .scrollToEnd, .scrollToEnd])
        let retried = try await runEverywhere(server, [.appear, .scrollToEnd, .retry])

        #expect(overlapping.contains("6 of 12"))
        #expect(overlapping.contains("User1 Last") && overlapping.contains("User6 Last"))
        #expect(
            overlapping.contains(
                "! Could not load users: The server's pages overlap\n  retry to try again"))
        #expect(overlapping.contains("Scroll down for more"))
        for id in 1...6 {
            #expect(overlapping.lines.filter { $0.contains(" User\(id) Last") }.count == 1, "User\(id)")
        }
        #expect(scrolledAgain == overlapping)
        #expect(retried == overlapping)
    }

    /// The server's pages overlapped once, then it was fixed: the banner `retry` offers asks for
    /// the next page again, and it is appended.
    @Test func retryAfterOverlappingPagesAppendsTheNextPageOnceTheServerIsFixed() async throws {
        let server = {
            ScriptedServer(
                pages: [1: Self.page(1, ids: Array(1...6)), 2: Self.page(2, ids: Array(1...6))],
                changingAfter: 2,
                to: [1: Self.page(1, ids: Array(1...6)), 2: Self.page(2, ids: Array(7...12))])
        }

        let overlapping = try await runEverywhere(server, [.appear, .scrollToEnd])
        let appended = try await runEverywhere(server, [.appear, .scrollToEnd, .retry])

        #expect(overlapping.contains("! Could not load users: The server's pages overlap"))
        #expect(appended.contains("12 of 12") && appended.contains("End of list"))
        #expect(!appended.contains("! Could not load users"))
        for id in 1...12 {
            #expect(appended.lines.filter { $0.contains(" User\(id) Last") }.count == 1, "User\(id)")
        }
    }

    /// A user deleted on the server between two pages changes `total`: the list reloads from
    /// page 1, so the user who moved up a page is not skipped behind `End of list` (SPEC L3).
    @Test func aNextPageWithAnotherTotalReloadsFromPageOneAndLeavesNoGap() async throws {
        let remaining = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]
        let server = {
            ScriptedServer(
                pages: [1: Self.page(1, ids: Array(1...6)), 2: Self.page(2, ids: Array(8...12), total: 11)],
                changingAfter: 2,
                to: [
                    1: Self.page(1, ids: Array(remaining[0..<6]), total: 11),
                    2: Self.page(2, ids: Array(remaining[6...]), total: 11),
                ])
        }

        let frame = try await runEverywhere(server, [.appear, .scrollToEnd, .scrollToEnd])

        #expect(frame.contains("11 of 11") && frame.contains("End of list"))
        #expect(frame.contains("User7 Last") && !frame.contains("User3 Last"))
    }

    @Test func aMegabyteLongNameIsCutToTheScreenAndTheAppGoesOn() async throws {
        let long = String(repeating: "x", count: 1 << 20)
        let server = {
            ScriptedServer(pages: [
                1: Self.page(1, ids: Array(1...6), names: { $0 == 1 ? long : "User\($0)" })
            ])
        }

        let frame = try await runEverywhere(server, [.appear, .tap(1)])

        #expect(frame.lines[1].hasPrefix("Name: xxxx") && frame.lines[1].hasSuffix("…"))
        #expect(frame.lines[1].count == 72)
    }

    @Test func sqlMetacharactersAndControlCharactersRoundTripThroughTheCacheInert() async throws {
        let names: (Int) -> String = { id in
            id == 1 ? "Robert'); DROP TABLE cached_user;--" : id == 2 ? "\u{1B}]0;pwned\u{7}" : "User\(id)"
        }
        let server = { ScriptedServer(pages: [1: Self.page(1, ids: Array(1...6), names: names)]) }

        let frame = try await runEverywhere(server, [.appear, .refresh], offlineBefore: 1)

        #expect(frame.contains("Offline: showing saved users"))
        #expect(frame.contains("Robert'); DROP TABLE ca…"))
        #expect(frame.contains(#"\u{1B}]0;pwned\u{7} Last"#))
        #expect(!frame.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
