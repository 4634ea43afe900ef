import Foundation
import Lab
import Testing

@testable import LabTools

/// The command line, parsed in process: each command type takes its own options and operands,
/// checks them, and its usage is generated from the same declarations. (The binary end to end:
/// ArchLabCommandTests.)
@Suite("Command-line parsing")
struct CommandParsingTests {
    /// The message a parse fails with; nil when it parses.
    private func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try ArchLabCLI.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["script"], "script needs one scenario file (or - for standard input)"),
        (["script", "a", "b"], "script needs one scenario file (or - for standard input)"),
        (["--width", "abc"], "--width needs a whole number from 20 to 1000, not 'abc'"),
        (["--width", "5"], "--width needs a whole number from 20 to 1000, not '5'"),
        (["--rows", "0"], "--rows needs a whole number from 1 to 10000, not '0'"),
        (
            ["tour", "--arch", "mvc"],
            "unknown architecture 'mvc' (registered: \(Architectures.namesList), or all)"
        ),
        (["tour", "--arch", "vip,"], "--arch needs architecture names separated by commas, not 'vip,'"),
        (["--api", "ftp://x"], "--api needs an http(s) URL, not 'ftp://x'"),
        (
            ["--api", "ftp://user:hunter2pw@127.0.0.1:1/api"],
            "--api needs an http(s) URL, not 'ftp://***@127.0.0.1:1/api'"
        ),
        (
            ["--api", "http://user:hunter2pw@127.0.0.1:1/api"],
            "--api must not carry a user name or password ('http://***@127.0.0.1:1/api'); the server's key goes in --api-key"
        ),
        (
            ["--api", "http://user:pw@"],
            "--api must not carry a user name or password ('http://***@'); the server's key goes in --api-key"
        ),
        (
            ["--api", "https://admin@example.com/api"],
            "--api must not carry a user name or password ('https://***@example.com/api'); the server's key goes in --api-key"
        ),
        (
            ["--api", "http://127.0.0.1:70000/api"],
            "--api needs a port from 1 to 65535, not 'http://127.0.0.1:70000/api'"
        ),
        (
            ["--api", "http://127.0.0.1:0/api"],
            "--api needs a port from 1 to 65535, not 'http://127.0.0.1:0/api'"
        ),
        (["--api", "http://:8080/api"], "--api needs a host, not 'http://:8080/api'"),
        (["--api", "http:///api"], "--api needs a host, not 'http:///api'"),
        (
            ["--api", "http://127.0.0.1:1/api#top"],
            "--api needs a URL without a #fragment, not 'http://127.0.0.1:1/api#top'"
        ),
        (["fly"], "unknown command 'fly'"),
        (["--users"], "--users needs a value"),
        (["--arch", "mvp", "tour"], "the command comes first: archlab tour …"),
        (["trace", "f.scenario"], "trace needs exactly one architecture: --arch NAME"),
        (["trace", "f.scenario", "--arch", "vip,mvp"], "trace needs exactly one architecture: --arch NAME"),
        (
            ["trace", "f.scenario", "--arch", "vip", "--format", "yaml"],
            "--format takes text or mermaid, not 'yaml'"
        ),
        (
            ["compare", "f.scenario", "--against", "mvc"],
            "--against takes one of \(Architectures.namesList), not 'mvc'"
        ),
        (["compare", "f.scenario", "--traces"], "--traces goes with --side-by-side"),
        (["tour", "now"], "archlab tour takes no operands"),
        (["workshop", "start"], "workshop start needs --from ARCH"),
        (
            ["workshop", "go"],
            "workshop takes start --from ARCH, reset [--force], check, verify, or nothing (its status)"
        ),
        (
            ["workshop", "start", "--from", "mvc"],
            "workshop start --from takes one of vip, viper, mvp, mvvm, mvi, not 'mvc'"
        ),
        (["workshop", "reset", "--from", "vip"], "--from goes with workshop start"),
        (["workshop", "check", "--force"], "--force goes with workshop reset"),
        (
            ["help", "fly"],
            "no command 'fly' (commands: tour, script, compare, trace, stats, bench, workshop, docs, help, choose)"
        ),
        (["help", "script", "compare"], "help takes at most one command"),
    ])
    func badUsageIsRefusedWithAClearMessage(arguments: [String], message: String) {
        #expect(usageError(arguments) == message)
    }

    /// A query on `--api` is kept, and an `@` in its path or query is data, not a user name.
    @Test(arguments: [
        "http://127.0.0.1:8080/api?token=abc", "https://example.com/api", "HTTP://127.0.0.1:65535/api",
        "http://127.0.0.1/api/@team?for=a@b",
    ])
    func aSoundAPIURLIsTakenAsWritten(text: String) throws {
        let parsed = try ArchLabCLI.parse(["script", "f.scenario", "--api", text])
        let command = try #require(parsed as? ScriptCommand)
        #expect(command.session.session.apiURL?.absoluteString == text)
    }

    @Test(arguments: [
        (["stats", "--json"], "archlab stats does not take --json (it takes --root)"),
        (["docs", "--quick"], "archlab docs does not take --quick (it takes --check, --page, --root)"),
        (
            ["docs", "--page", "README.md"],
            "--page takes a page of Docs/, such as Docs/MVP.md, not 'README.md'"
        ),
        (["bench", "--arch", "vip"], "archlab bench does not take --arch (it takes --json, --quick)"),
        (
            ["tour", "--check"],
            "archlab tour does not take --check (it takes --api, --api-key, --arch, --db, --per-page, --rows, --users, --width)"
        ),
        (
            ["--side-by-side"],
            "archlab does not take --side-by-side (it takes --api, --api-key, --arch, --db, --open, --per-page, --rows, --snapshot, --users, --width)"
        ),
    ])
    func anOptionTheCommandDoesNotTakeIsAnErrorNamingTheOnesItTakes(arguments: [String], message: String) {
        #expect(usageError(arguments) == message)
    }

    @Test func valuesArriveTypedInTheCommandTheyBelongTo() throws {
        let compare = try #require(
            try ArchLabCLI.parse([
                "compare", "-", "--arch", "mvp,MVVM", "--against", "mvi", "--side-by-side", "--traces",
                "--width", "120", "--users", "30", "--db", "/tmp/x.sqlite",
            ]) as? CompareCommand)
        #expect(compare.path == "-")
        #expect(compare.session.architectures == .named([Architectures.mvp, Architectures.mvvm]))
        #expect(compare.against == Architectures.mvi)
        #expect(compare.sideBySide && compare.traces)
        let configuration = compare.session.configuration(defaultDatabase: ":memory:")
        #expect(configuration.size.width == 120)
        #expect(configuration.users == 30)
        #expect(configuration.databasePath == "/tmp/x.sqlite")

        let trace = try #require(
            try ArchLabCLI.parse(["trace", "f", "--arch", "vip", "--format", "mermaid"]) as? TraceCommand)
        #expect(trace.format == .mermaid)

        let workshop = try #require(
            try ArchLabCLI.parse(["workshop", "start", "--from", "viper"]) as? WorkshopCommand)
        #expect(workshop.action == .start)
        #expect(workshop.from == Architectures.viper)

        let explore = try #require(try ArchLabCLI.parse(["--open", "3", "--arch", "all"]) as? ExploreCommand)
        #expect(explore.openUser == 3)
        #expect(explore.session.architectures == .all)
        #expect(explore.session.configuration(defaultDatabase: ":memory:").databasePath == ":memory:")
    }

    @Test func helpAndVersionAreAskedForAnywhereOnTheLine() throws {
        let scriptHelp = try #require(try ArchLabCLI.parse(["script", "x", "--help"]) as? HelpCommand)
        #expect(scriptHelp.topic.map { $0.name } == "script")
        let named = try #require(try ArchLabCLI.parse(["help", "compare"]) as? HelpCommand)
        #expect(named.topic.map { $0.name } == "compare")
        let all = try #require(try ArchLabCLI.parse(["-h"]) as? HelpCommand)
        #expect(all.topic == nil)
        #expect(try ArchLabCLI.parse(["stats", "--version"]) is VersionCommand)
    }

    /// The help is generated: every option a command declares is in its usage and is taken by
    /// its parser, and no command's usage names an option another command owns.
    @Test func everyCommandsUsageListsExactlyTheOptionsItsParserTakes() throws {
        for command in ArchLabCLI.commands {
            let usage = command.usage
            let listed = Set(
                usage.split(separator: "\n").filter { $0.hasPrefix("  --") }.map {
                    String($0.dropFirst(2).prefix { $0 != " " })
                })
            #expect(listed == Set(command.optionNames), "\(command.name)")
            for option in command.optionSignatures {
                let value = option.valueName == nil ? [] : [Self.sampleValue(for: option.name)]
                let arguments = (command.name.isEmpty ? [] : [command.name]) + Self.operands(of: command.name)
                do {
                    _ = try ArchLabCLI.parse(
                        arguments + [option.name] + value + Self.companions(of: option.name, in: command.name)
                    )
                } catch {
                    Issue.record("\(command.name) \(option.name): \(error)")
                }
            }
            #expect(usage.contains("EXIT STATUS"))
        }
    }

    private static func sampleValue(for option: String) -> String {
        switch option {
        case "--arch", "--against", "--from", "--as": "vip"
        case "--api": "http://127.0.0.1:1"
        case "--format": "mermaid"
        case "--width": "80"
        case "--stack": "uikit"
        case "--scope": "app"
        case "--named": "mvvm"
        case "--page": "Docs/MVP.md"
        default: "3"
        }
    }

    /// What an option needs beside it to be valid (a workshop action, a trace's architecture).
    private static func companions(of option: String, in command: String) -> [String] {
        switch (command, option) {
        case (_, "--traces"): ["--side-by-side"]
        case ("workshop", "--from"): ["start"]
        case (_, "--force"): ["reset"]
        case (_, "--reducer-library-ok"): ["--state-machine"]
        case (_, "--as"): ["check"]
        default: []
        }
    }

    private static func operands(of command: String) -> [String] {
        switch command {
        case "script", "compare": ["f.scenario"]
        case "trace": ["f.scenario", "--arch", "mvp"]
        default: []
        }
    }

    @Test func everyErrorMapsToOneExitStatusAndAnUnexpectedOneIsNotAFailedExpect() {
        struct Unexpected: Error {}
        #expect(ArchLabCLI.failure(for: UsageError("x")).code == .usage)
        #expect(
            ArchLabCLI.failure(for: ArchLabCLI.CommandFailure(code: .noInput, message: "m")).code == .noInput)
        #expect(ArchLabCLI.failure(for: WorkshopSlot.Failure(description: "d")).code == .cannotCreate)
        #expect(ArchLabCLI.failure(for: CocoaError(.fileWriteNoPermission)).code == .ioError)
        let unexpected = ArchLabCLI.failure(for: Unexpected())
        #expect(unexpected.code == .software)
        #expect(unexpected.code != .failure)
        #expect(unexpected.message.hasPrefix("internal error"))
        #expect(
            ArchLabCLI.failure(for: UsageError("x"), arguments: ["stats"]).message
                == "x\nTry 'archlab help stats'.")
    }
}
