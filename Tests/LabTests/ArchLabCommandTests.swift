import ArchLabTestSupport
import Foundation
import Lab
import Testing

@testable import LabTools

/// `archlab` end to end: the real binary, real files, real exit statuses.
@Suite("archlab command line")
struct ArchLabCommandTests {
    @Test func scriptPrintsEachStepAndTheFrameAfterItAndExitsZero() throws {
        let path = try scenarioFile("appear\nexpect 6 of 12\n")

        let run = try ArchLabProcess.run(["script", path])

        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("▶ 1 appear\n│ Users"))
        #expect(run.stdout.contains("│    1  George Bluth"))
        #expect(run.stdout.hasSuffix("✓ 2 expect 6 of 12\n"))
        #expect(run.stderr.isEmpty)
    }

    @Test func aFailingExpectExitsOneNamingItsLine() throws {
        let path = try scenarioFile("appear\n\n# a comment\nexpect 7 of 12\n")

        let run = try ArchLabProcess.run(["script", path])

        #expect(run.status == 1)
        #expect(run.stderr.contains("expectation failed at line 4: expect 7 of 12"))
        #expect(run.stdout.contains("✗ 4 expect 7 of 12"))
    }

    @Test(arguments: [
        ("appear\nfly away\n", "line 2: unknown step 'fly'"),
        ("tap two\n", "line 1: tap needs a row number, not 'two'"),
        ("set nickname Bob\n", "line 1: set takes first-name, last-name or email"),
        ("appear\nexpect \"unterminated\n", "line 2: unterminated quoted string"),
        ("backend status 42\n", "line 1: backend status needs an HTTP error status from 400 to 599, not 42"),
        (
            "backend status 302\n",
            "line 1: backend status needs an HTTP error status from 400 to 599, not 302"
        ),
        (
            "backend status 600\n",
            "line 1: backend status needs an HTTP error status from 400 to 599, not 600"
        ),
        ("backend release soon\n", "line 1: backend release needs a request number or all"),
        ("expect \"a\\qb\"\n", "line 1: unknown escape"),
        ("refresh now\n", "line 1: unexpected 'now' after refresh"),
    ])
    func aMalformedScenarioExits65WithItsLineNumber(text: String, message: String) throws {
        let run = try ArchLabProcess.run(["script", try scenarioFile(text)])

        #expect(run.status == 65)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func badUsageExits64WithTheMessageAndWhereToLook() throws {
        let run = try ArchLabProcess.run(["fly"])

        #expect(run.status == 64)
        #expect(run.stderr == "archlab: unknown command 'fly'\nTry 'archlab --help'.\n")
    }

    @Test func anUnreadableScenarioFileExits66() throws {
        let run = try ArchLabProcess.run(["script", "/nonexistent/file.scenario"])

        #expect(run.status == 66)
        #expect(run.stderr.contains("cannot read /nonexistent/file.scenario"))
    }

    @Test func aScenarioCanComeFromStandardInput() throws {
        let run = try ArchLabProcess.run(
            ["script", "-"], input: "appear\ntap 1\nexpect Name: George Bluth\n")

        #expect(run.status == 0)
        #expect(run.stdout.contains("│ User #1"))
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try ArchLabProcess.run(["--help"])
        let version = try ArchLabProcess.run(["--version"])

        #expect(help.status == 0 && help.stdout.contains("archlab script FILE|-"))
        #expect(version.status == 0 && version.stdout == "archlab \(ArchLabCLI.version)\n")
    }

    @Test func scriptWithArchAllRunsEveryRegisteredArchitecture() throws {
        let run = try ArchLabProcess.run([
            "script", try scenarioFile("appear\nexpect 6 of 12\n"), "--arch", "all",
        ])

        #expect(run.status == 0)
        #expect(Architectures.all.count > 1, "the banners are printed only for more than one")
        for architecture in Architectures.all {
            #expect(run.stdout.contains("=== \(architecture.title)\n"))
        }
        #expect(run.stdout.components(separatedBy: "✓ 2 expect 6 of 12").count == Architectures.all.count + 1)
    }

    @Test func withoutATerminalArchlabRunsTheTourInEveryArchitectureOnTheDefaultCacheFile() throws {
        let cacheHome = TemporaryFolder.uniquePath("xdg")

        let run = try ArchLabProcess.run([], environment: ["XDG_CACHE_HOME": cacheHome.path])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("| architecture | frames | expects | requests | crossings |"))
        #expect(!run.stdout.contains("µs"), "time belongs to archlab bench, not the tour")
        #expect(run.stdout.contains("| VIP | reference |"))
        // compare and the tour run the five unless --arch names the workshop slot.
        for architecture in Architectures.builtIn.dropFirst() {
            #expect(run.stdout.contains("| \(architecture.title) | identical |"))
        }
        #expect(
            FileManager.default.fileExists(
                atPath: cacheHome.appendingPathComponent("archlab/users.sqlite").path))
    }

    @Test func aSavedEditSurvivesARestartWithDB() throws {
        let database = temporaryDatabasePath()
        let edit = try scenarioFile("appear\ntap 2\nedit\nset first-name Jane\nsave\nexpect Saved\n")
        let later = try scenarioFile(
            "backend offline\nappear\nexpect Offline: showing saved users\nexpect Jane Weaver\n")

        for architecture in Architectures.all {
            let first = try ArchLabProcess.run([
                "script", edit, "--db", database, "--arch", architecture.name,
            ])
            let second = try ArchLabProcess.run([
                "script", later, "--db", database, "--arch", architecture.name,
            ])

            #expect(first.status == 0, "\(architecture.name): \(first.stderr)")
            #expect(second.status == 0, "\(architecture.name): \(second.stdout)")
        }
    }

    @Test func backReturnsToTheSameScrollPositionInEveryArchitecture() throws {
        let path = try scenarioFile(
            """
            appear
            scroll-to-end
            expect 12 of 12
            expect    3  Emma Wong
            expect-not George Bluth
            tap 5
            back
            expect    3  Emma Wong
            expect    6  Tracey Ramos
            expect-not George Bluth
            expect-not Michael Lawson
            scroll-to-end
            expect   12  Rachel Howell
            scroll-to-top
            expect    1  George Bluth
            """)

        let run = try ArchLabProcess.run(["script", path, "--rows", "4", "--arch", "all"])

        #expect(run.status == 0, "\(run.stdout)")
    }

    @Test func noRawControlCharacterFromTheServerEverReachesStandardOutput() throws {
        let path = try scenarioFile(
            #"""
            backend rename 1 "\u{1B}]0;pwned\u{7}" "\u{1B}[2J\u{D}\u{9B}31m"
            appear
            tap 1
            """#)

        let run = try ArchLabProcess.run(["script", path, "--arch", "all"])

        #expect(run.status == 0)
        let controls = run.stdoutBytes.filter { $0 < 0x20 && $0 != 0x0A }
        #expect(controls.isEmpty)
        #expect(!run.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        #expect(run.stdout.contains(#"Name: \u{1B}]0;pwned\u{7} \u{1B}[2J\u{D}\u{9B}31m"#))
    }

    @Test func anUnusableCacheFileIsMovedAsideWithAWarningAndTheRunGoesOn() throws {
        let database = temporaryDatabasePath()
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: database))

        let run = try ArchLabProcess.run([
            "script", try scenarioFile("appear\nexpect 6 of 12\n"), "--db", database,
        ])

        #expect(run.status == 0)
        #expect(run.stderr.contains("warning: the cache \(database) was unusable"))
        #expect(FileManager.default.contents(atPath: database + ".corrupt") == Data("not a database".utf8))
    }
}

/// A cache another process holds locked: the user still gets the server's rows, and a clear
/// warning instead of a crash or a hang.
@Suite("archlab with a locked cache")
struct LockedCacheTests {
    @Test func aCacheLockedByAnotherProcessCostsAWarningNotTheScreen() throws {
        let database = temporaryDatabasePath()
        _ = try ArchLabProcess.run(["script", "-", "--db", database], input: "appear\n")
        let holder = Process()
        let input = Pipe()
        let output = Pipe()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = [
            "python3", "-c",
            "import sqlite3, sys; c = sqlite3.connect(sys.argv[1], isolation_level=None); "
                + "c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); sys.stdin.read()",
            database,
        ]
        holder.standardInput = input
        holder.standardOutput = output
        try holder.run()
        defer {
            try? input.fileHandleForWriting.close()
            holder.waitUntilExit()
        }
        _ = try output.fileHandleForReading.read(upToCount: 7)

        let run = try ArchLabProcess.run(
            ["script", "-", "--db", database, "--arch", "all"], input: "appear\nexpect 6 of 12\n")

        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stderr.contains("warning: could not write page 1 to the cache"))
        #expect(!run.stderr.contains("Fatal error"))
    }
}

/// `archlab help [COMMAND]`, end to end: the binary prints the usage generated from the
/// command's declarations (the parser and the help themselves: CommandParsingTests).
@Suite("archlab help")
struct HelpTests {
    @Test func helpAloneListsEveryCommand() throws {
        let run = try ArchLabProcess.run(["--help"])

        #expect(run.status == 0)
        #expect(run.stdout == ArchLabCLI.usage + "\n")
        for command in ["script", "compare", "trace", "stats", "bench", "workshop", "docs", "help"] {
            #expect(run.stdout.contains("  archlab \(command)"), "\(command) missing")
        }
    }

    @Test func helpForOneCommandPrintsItsGeneratedUsage() throws {
        let run = try ArchLabProcess.run(["help", "script"])

        #expect(run.status == 0)
        #expect(run.stdout == ScriptCommand.usage + "\n")
        #expect(run.stdout.hasPrefix("USAGE: archlab script FILE|- [--open ID] [session options]\n"))
    }

    @Test func anOptionTheCommandDoesNotTakeExits64NamingIt() throws {
        let run = try ArchLabProcess.run(["stats", "--json"])

        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("archlab: archlab stats does not take --json (it takes --root)\n"))
        #expect(run.stderr.contains("Try 'archlab help stats'."))
    }
}
