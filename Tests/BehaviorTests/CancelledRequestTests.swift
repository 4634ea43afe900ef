import Foundation
import Lab
import SharedDomain
import TerminalUI
import Testing

/// SPEC §7: "A screen frozen by a cancelled request". A `.cancelled` answer to the CURRENT
/// request (URLSession cancelling it, say) ends its loading state like any failure: the list
/// shows its banner and `retry`, a save shows `! Could not save: …` with the draft kept. Only
/// answers to superseded requests are dropped, by identity. Identical in every architecture.
@Suite("A cancelled current request ends its loading state, every architecture")
@MainActor
struct CancelledRequestTests {
    /// The demo backend, except that the requests numbered in `cancelling` fail as cancelled by
    /// the transport, as URLSession reports a task the system cancelled.
    final class CancellingClient: HTTPClient {
        let backend = DemoBackend(users: 12)
        private let cancelling: Set<Int>
        private let count = Locked(0)

        init(cancelling: Set<Int>) {
            self.cancelling = cancelling
        }

        func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
            let number = count.withLock {
                $0 += 1
                return $0
            }
            if cancelling.contains(number) { throw .cancelled }
            return try await backend.send(request)
        }
    }

    nonisolated private static let cases: [(name: String, cancelling: Set<Int>, steps: String)] = [
        (
            "first page", [1],
            """
            appear
            expect ! Could not load users: The request was cancelled
            expect retry
            expect-not Loading users…
            retry
            expect 6 of 12
            """
        ),
        (
            "refresh", [2],
            """
            appear
            refresh
            expect ! Could not load users: The request was cancelled
            expect George Bluth
            expect-not Refreshing…
            retry
            expect-not Could not load users
            """
        ),
        (
            "next page", [2],
            """
            appear
            scroll-to-end
            expect ! Could not load users: The request was cancelled
            expect-not Loading more…
            retry
            expect 12 of 12
            """
        ),
        (
            "save", [2],
            """
            appear
            tap 2
            edit
            set first-name Jane
            save
            expect ! Could not save: The request was cancelled
            expect Editing
            expect First name: Jane
            expect-not Saving…
            save
            expect Saved
            """
        ),
    ]

    @Test(arguments: 0..<cases.count)
    func aCancelledCurrentRequestShowsItsFailureIdenticallyInEveryArchitecture(caseIndex: Int) async throws {
        let (name, cancelling, steps) = Self.cases[caseIndex]
        let scenario = try Scenario(parsing: steps)
        var transcripts: [String: String] = [:]

        for architecture in Architectures.underTest {
            let environment = try LabEnvironment(
                configuration: SessionConfiguration(), client: CancellingClient(cancelling: cancelling))
            let session = LabSession(architecture: architecture, environment: environment)
            let result = await ScenarioRunner.run(scenario, in: session)
            #expect(result.failures.isEmpty, "\(name), \(architecture.name): \(result.failures)")
            transcripts[architecture.name] = result.transcript
        }

        #expect(Set(transcripts.values).count == 1, "\(name): the architectures' frames differ")
    }
}
