import ArchLabTestSupport
import Foundation
import Lab
import Testing

/// The New user screen (SPEC N3) through the real `archlab` binary, in every architecture: against
/// a reqres-format server over loopback HTTP (`--api`), whose `201` gives the id as a string of
/// digits, and across a restart on one cache file (`--db`), which a scenario cannot do.
@Suite("archlab's New user screen, end to end")
struct NewUserProcessTests {
    /// The change request's own scenario: the form filled in and saved on a 12-user list.
    static let addAda = """
        appear
        new
        set first-name Ada
        set last-name Lovelace
        set email ada@example.com
        save
        expect Added Ada Lovelace (#13)
        expect 6 of 13
        expect-not New user
        """

    @Test(arguments: Architectures.all.map(\.name))
    func aUserSavedAgainstARealReqresServerIsAddedWithTheIdItAnswers(architecture: String) throws {
        // A server of its own per architecture: each POST adds a user to the server's list.
        let server = try LoopbackReqresServer()

        let run = try ArchLabProcess.run(
            ["script", "-", "--arch", architecture, "--api", "http://127.0.0.1:\(server.port)/reqres"],
            input: Self.addAda
                + "\nscroll-to-end\nscroll-to-end\nexpect 13 of 13\nexpect   13  Ada Lovelace\n")

        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test func compareAgainstARealServerSaysItCountsNoRequestsRatherThanZero() throws {
        let server = try LoopbackReqresServer()

        let run = try ArchLabProcess.run(
            ["compare", "-", "--api", "http://127.0.0.1:\(server.port)/reqres"],
            input: "appear\nexpect 6 of 12\n")

        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        for title in Architectures.all.map(\.title) {
            #expect(run.stdout.contains(" \(title) | "), "\(run.stdout)")
        }
        let rows = run.stdout.split(separator: "\n").filter { $0.hasSuffix("|") && $0.contains("1/1") }
        #expect(rows.count == Architectures.all.count, "\(run.stdout)")
        #expect(rows.allSatisfy { $0.contains("| 1/1 | – |") }, "\(run.stdout)")
        #expect(run.stdout.contains("requests: – against a real server (--api)"), "\(run.stdout)")
    }

    @Test(arguments: Architectures.all.map(\.name))
    func aCreatedUserIsShownFromTheCacheAfterARestartWithTheServerUnreachable(architecture: String) throws {
        let database = temporaryDatabasePath()
        let first = try ArchLabProcess.run(
            ["script", "-", "--arch", architecture, "--db", database], input: Self.addAda)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")

        let second = try ArchLabProcess.run(
            ["script", "-", "--arch", architecture, "--db", database],
            input: """
                backend offline
                open 13
                expect User #13
                expect Name: Ada Lovelace
                expect Email: ada@example.com
                expect Offline: showing saved user
                back
                expect Offline: showing saved users
                expect 6 of 13
                """)

        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
    }
}
