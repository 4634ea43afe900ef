import Foundation
import Testing

/// Two real `archlab` processes on one cache file at once (SPEC §2, §9): the file never holds
/// a mixed listing, and two processes creating it race on nothing.
@Suite("Two archlab processes on one cache file")
struct TwoProcessTests {
    /// The demo dataset's first twelve names, in server order.
    private static let names = [
        "George Bluth", "Janet Weaver", "Emma Wong", "Eve Holt", "Charles Morris", "Tracey Ramos",
        "Michael Lawson", "Lindsay Ferguson", "Tobias Funke", "Byron Fields", "George Edwards",
        "Rachel Howell",
    ]

    private func runTogether(_ first: [String], _ second: [String], inputs: (String, String)) async throws
        -> (ArchLabProcess.Output, ArchLabProcess.Output)
    {
        async let one = Task.detached { try ArchLabProcess.run(first, input: inputs.0) }.value
        async let two = Task.detached { try ArchLabProcess.run(second, input: inputs.1) }.value
        return try await (one, two)
    }

    @Test func twoPageSizesWrittenAtOnceNeverLeaveAMixedListing() async throws {
        let path = temporaryDatabasePath()
        let scroll = "appear\n" + String(repeating: "scroll-to-end\n", count: 3)

        let (four, six) = try await runTogether(
            ["script", "-", "--db", path, "--per-page", "4"],
            ["script", "-", "--db", path, "--per-page", "6"],
            inputs: (scroll, scroll))
        // Offline, the app reads the cached pages one after another, whatever their size.
        let offline = try ArchLabProcess.run(
            ["script", "-", "--db", path],
            input: "backend offline\nappear\n" + String(repeating: "scroll-to-end\n", count: 3))

        #expect(four.status == 0 && six.status == 0, "\(four.stderr)\(six.stderr)")
        #expect(offline.status == 0, "\(offline.stdout)")
        // A page of another size replaces the whole listing in its own write transaction, so what
        // is read back is one listing from its first user (or nothing cached), never a mixture
        // with a gap where the two page sizes meet.
        let shown = Self.names.filter { offline.stdout.contains($0) }
        #expect(shown == Array(Self.names.prefix(shown.count)), "offline rows: \(shown)")
        #expect(
            offline.stdout.contains("Offline: showing saved users")
                || offline.stdout.contains("! Could not load users: You are offline"))
    }

    @Test func twoProcessesCreatingTheFileAtOnceBothUseIt() async throws {
        let path = temporaryDatabasePath()
        let steps = "appear\nexpect 6 of 12\n"

        let (one, two) = try await runTogether(
            ["script", "-", "--db", path], ["script", "-", "--db", path], inputs: (steps, steps))

        #expect(one.status == 0 && two.status == 0)
        #expect(!one.stderr.contains("using memory") && !two.stderr.contains("using memory"))
        #expect(!one.stderr.contains("duplicate column") && !two.stderr.contains("duplicate column"))
    }
}

/// A cache written by a newer ArchLab is refused with a clear message and left as it is, so that
/// build still finds it (never moved aside as if it were damaged).
@Suite("A cache from a newer build")
struct NewerBuildCacheTests {
    @Test func isRefusedWithExit73AndLeftUntouched() throws {
        let path = temporaryDatabasePath()
        let make = Process()
        make.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        make.arguments = [
            "python3", "-c",
            "import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute('PRAGMA user_version = 99')",
            path,
        ]
        try make.run()
        make.waitUntilExit()

        let run = try ArchLabProcess.run(["script", "-", "--db", path], input: "appear\n")

        #expect(run.status == 73)
        #expect(run.stderr.contains("the cache is from a newer ArchLab (schema version 99"))
        #expect(!FileManager.default.fileExists(atPath: path + ".corrupt"))
        let check = try ArchLabProcess.run(
            [
                "-c",
                "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute('PRAGMA user_version').fetchone()[0])",
                path,
            ],
            executable: URL(fileURLWithPath: "/usr/bin/python3"))
        #expect(check.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "99")
    }
}
