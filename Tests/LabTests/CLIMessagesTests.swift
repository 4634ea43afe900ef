import ArchLabTestSupport
import Foundation
import Testing

/// What the command line says when the input is not what it needs, on the real binary: the
/// statuses its help promises and messages that say what is wrong.
@Suite("archlab: messages and statuses as the help says")
struct CLIMessagesTests {
    @Test(arguments: ["folder", "under a file"])
    func aCacheNamedWithDBThatCannotBeOpenedExits73(kind: String) throws {
        let folder = try TemporaryFolder("archlab-db")
        let file = folder.appending("plain")
        try Data("not a folder\n".utf8).write(to: file)
        let database = kind == "folder" ? folder.url.path : file.appendingPathComponent("users.sqlite").path

        let run = try ArchLabProcess.run(["script", "-", "--db", database], input: "appear\n")

        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("archlab: cannot open the cache \(database): "), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func theDefaultCacheThatCannotBeOpenedFallsBackToMemoryWithAWarning() throws {
        let folder = try TemporaryFolder("archlab-xdg")
        let file = folder.appending("plain")
        try Data("not a folder\n".utf8).write(to: file)

        let run = try ArchLabProcess.run(
            ["tour", "--arch", "mvvm"], environment: ["XDG_CACHE_HOME": file.path])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("using memory"), "\(run.stderr)")
    }

    @Test func architectureNamesMayHaveSpacesAfterTheirCommas() throws {
        let run = try ArchLabProcess.run(
            ["script", "-", "--arch", "vip, mvvm ,mvi"], input: "appear\nexpect 6 of 12\n")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.components(separatedBy: "✓ 2 expect 6 of 12").count == 4, "\(run.stdout)")
        #expect(run.stdout.contains("=== MVVM"))
    }

    @Test func aScenarioThatIsNotThereSaysSo() throws {
        let folder = try TemporaryFolder("archlab-missing")
        let path = folder.appending("nothing.scenario").path

        let run = try ArchLabProcess.run(["compare", path])

        #expect(run.status == 66)
        #expect(run.stderr == "archlab: cannot read \(path): no such file\n")
    }

    @Test func aScenarioThatIsAFolderSaysSo() throws {
        let folder = try TemporaryFolder("archlab-folder")

        let run = try ArchLabProcess.run(["script", folder.url.path])

        #expect(run.status == 66)
        #expect(run.stderr == "archlab: cannot read \(folder.url.path): is a folder\n")
    }

    /// A file that streams has no size to read up to: a process substitution (`<(…)`) or
    /// `/dev/stdin` fed by a pipe is read to its end as a file is.
    @Test func aScenarioFromAPipeNamedAsAFileIsReadToItsEnd() throws {
        let run = try ArchLabProcess.run(["script", "/dev/stdin"], input: "appear\nexpect 6 of 12\n")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("✓ 2 expect 6 of 12"), "\(run.stdout)")
    }

    @Test func helpStatsListsOnlyTheStatusesStatsCanReturn() throws {
        let run = try ArchLabProcess.run(["help", "stats"])
        let statuses = try #require(run.stdout.components(separatedBy: "EXIT STATUS\n").last)

        #expect(run.status == 0)
        for listed in ["0 done", "64 bad usage", "66 unreadable file", "70 internal error"] {
            #expect(statuses.contains(listed), "\(statuses)")
        }
        for absent in ["1 an expect failed", "65 malformed scenario", "73 the cache", "every expect held"] {
            #expect(!statuses.contains(absent), "\(statuses)")
        }
    }

    @Test func theFullHelpStillListsEveryStatus() throws {
        let run = try ArchLabProcess.run(["--help"])

        for status in [
            "0 every expect held", "1 an expect failed", "65 malformed", "73 the cache", "74 a file",
        ] {
            #expect(run.stdout.contains(status))
        }
    }
}
