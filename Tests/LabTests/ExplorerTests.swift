import ArchLabTestSupport
import Foundation
import Lab
import TerminalUI
import Testing

@testable import LabTools

/// The interactive explorer, driven through a real pseudo-terminal (Fixtures/drive_pty.py).
@Suite("archlab on a terminal")
struct ExplorerTests {
    struct Drive: Decodable {
        let status: Int
        /// Whether archlab was still running after the script's bound (20 s) and was stopped.
        let timedOut: Bool
        let enteredAlternateScreen: Bool
        let restored: Bool
        let seen: [String]
        /// The screen bytes read since the last key or release, before each `release`.
        let beforeRelease: [String]

        enum CodingKeys: String, CodingKey {
            case status, restored, seen
            case timedOut = "timed_out"
            case enteredAlternateScreen = "entered_alternate_screen"
            case beforeRelease = "before_release"
        }
    }

    /// Runs `archlab` in a pseudo-terminal through `steps`; `held` puts it against a loopback
    /// server that answers each request only at a `release` step.
    private func drive(
        _ steps: [String], architecture: Architecture? = nil, openingUser: Int? = nil, held: Bool = false
    ) throws -> Drive {
        try Self.drivePTY(
            [temporaryDatabasePath()] + (architecture.map { ["--arch", $0.name] } ?? [])
                + (openingUser.map { ["--open", String($0)] } ?? []) + (held ? ["--held"] : []) + steps)
    }

    /// Runs Fixtures/drive_pty.py over the real binary with `arguments` (its cache, options, steps).
    static func drivePTY(_ arguments: [String]) throws -> Drive {
        let script = PackageRoot.appending("Tests/LabTests/Fixtures/drive_pty.py")
        let output = TemporaryFolder.uniquePath("pty", suffix: ".json")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, ArchLabProcess.binary.path] + arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        let run = try JSONDecoder().decode(Drive.self, from: Data(contentsOf: output))
        if run.timedOut { Issue.record("archlab was still running after 20 s; saw \(run.seen)") }
        return run
    }

    @Test func browsingEditingAndQuittingRestoresTheTerminal() throws {
        let steps = [
            "wait:6 of 12", "key:j", "key:j", "key:enter", "wait:User #3", "key:e", "wait:Editing", "key::",
            "key:set first-name Zoë", "key:enter", "wait:First name: Zoë", "key:s", "wait:Saved", "key:b",
            "wait:Zoë Wong", "key:t", "wait:Trace of the last gesture", "key:q",
        ]

        let run = try drive(steps)

        #expect(run.status == 0)
        #expect(run.enteredAlternateScreen && run.restored)
        #expect(run.seen == steps.filter { $0.hasPrefix("wait:") }.map { String($0.dropFirst(5)) })
    }

    /// SPEC §4: typed text is shown as frames show data, its C1 and bidi controls spelled out.
    @Test func thePromptShowsTypedControlCharactersInert() throws {
        let run = try drive([
            "wait:6 of 12", "key::", "key:a\u{9B}2J\u{202E}b", #"wait::a\u{9B}2J\u{202E}b"#, "key:esc",
            "wait:q quit", "key:q",
        ])

        #expect(run.status == 0)
        #expect(run.seen == ["6 of 12", #":a\u{9B}2J\u{202E}b"#, "q quit"])
    }

    /// `n` sends `new` on the list (SPEC N1); on a detail, where `new` changes nothing, the key
    /// line says where it works.
    @Test func theNKeyOnADetailSaysItWorksFromTheList() throws {
        let steps = [
            "wait:6 of 12", "key:enter", "wait:User #1", "key:n",
            "wait:n opens the new user form from the list: press b first", "key:b", "wait:6 of 12", "key:q",
        ]

        let run = try drive(steps)

        #expect(run.status == 0 && run.restored)
        #expect(run.seen == steps.filter { $0.hasPrefix("wait:") }.map { String($0.dropFirst(5)) })
    }

    /// SPEC N1–N3 at the keyboard: `n` opens the form, `:` fills it, `s` saves, and the list
    /// says who was added and counts them.
    @Test func theNKeyOpensTheNewUserFormAndSAddsTheUser() throws {
        let steps = [
            "wait:6 of 12", "key:n", "wait:New user", "key::", "key:set first-name Ada", "key:enter",
            "wait:First name: Ada", "key::", "key:set last-name Lovelace", "key:enter",
            "wait:Last name: Lovelace",
            "key::", "key:set email ada@example.com", "key:enter", "wait:Email: ada@example.com", "key:s",
            "wait:Added Ada Lovelace (#13)", "wait:6 of 13", "key:q",
        ]

        let run = try drive(steps)

        #expect(run.status == 0 && run.restored)
        #expect(run.seen == steps.filter { $0.hasPrefix("wait:") }.map { String($0.dropFirst(5)) })
    }

    @Test func ctrlCLeavesCleanly() throws {
        let run = try drive(["wait:6 of 12", "key:ctrl-c"])

        #expect(run.status == 0)
        #expect(run.restored)
    }

    @Test func theNumberKeysSwitchArchitectureOnTheSameBackendState() throws {
        var steps = [
            "wait:6 of 12", "key:j", "key:enter", "wait:User #2", "key:e", "key::", "key:set last-name Weave",
            "key:enter", "key:s", "wait:Saved", "key:b",
        ]
        for (index, architecture) in Architectures.all.enumerated() {
            // Each architecture loads page 1 from the same backend, which holds the saved edit.
            steps += ["key:\(index + 1)", "wait:[\(index + 1) \(architecture.title)]", "wait:Janet Weave "]
        }
        steps.append("key:q")

        let run = try drive(steps)

        #expect(run.status == 0 && run.restored)
        #expect(run.seen.count == 3 + 2 * Architectures.all.count)
    }

    /// The talk track: switching shows the same screen in the new architecture. A user open in
    /// MVVM is open in MVP after `3` (`e` edits it; on a list it would only say how to open one).
    @Test func switchingArchitectureKeepsTheOpenUserOpen() throws {
        let steps = [
            "wait:6 of 12", "key:j", "key:j", "key:enter", "wait:User #3", "key:3", "wait:[3 MVP]",
            "wait:Name: Emma Wong", "key:e", "wait:Editing", "key:q",
        ]

        let run = try drive(steps)

        #expect(run.status == 0 && run.restored)
        #expect(run.seen == steps.filter { $0.hasPrefix("wait:") }.map { String($0.dropFirst(5)) })
    }

    /// Row 9 (on the second page) stays selected through a switch and through `r`, and `↓`
    /// then moves to row 10.
    @Test func theSelectionSurvivesSwitchingAndRefreshing() throws {
        let nine = "›  9  Tobias Funke"
        // The sixth ↓ loads page 2; the next keys wait until row 7 is selected.
        let steps =
            ["wait:6 of 12"] + Array(repeating: "key:j", count: 6)
            + [
                "wait:›  7  Michael Lawson", "key:j", "key:j", "wait:\(nine)", "key:2", "wait:[2 VIPER]",
                "wait:\(nine)", "key:r", "wait:End of list",
                "wait:\(nine)", "key:j", "wait:› 10  Byron Fields", "key:q",
            ]

        let run = try drive(steps)

        #expect(run.status == 0 && run.restored)
        #expect(run.seen == steps.filter { $0.hasPrefix("wait:") }.map { String($0.dropFirst(5)) })
    }

    /// A step typed after `:` shows its crossings in the trace pane, as a key's gesture does.
    @Test func aStepTypedAfterColonShowsItsTrace() throws {
        let steps = [
            "wait:6 of 12", "key:t", "wait:Trace of the last gesture (MVVM)", "key::", "key:refresh",
            "key:enter", "wait:View → ViewModel: refresh()", "wait:ViewModel → Repository: fetchPage(1)",
            "key:q",
        ]

        let run = try drive(steps)

        #expect(run.status == 0 && run.restored)
        #expect(run.seen == steps.filter { $0.hasPrefix("wait:") }.map { String($0.dropFirst(5)) })
    }

    @Test(arguments: Architectures.builtIn)
    func aSlowAnswerIsShownLoadingThenRepaintsWithoutAKey(architecture: Architecture) throws {
        let run = try drive(
            ["wait:Loading users…", "release", "wait:First1 Last1", "wait:2 of 5", "key:q"],
            architecture: architecture, held: true)

        #expect(run.status == 0 && run.restored)
        #expect(run.seen == ["Loading users…", "First1 Last1", "2 of 5"])
        #expect(run.beforeRelease.count == 1)
        #expect(run.beforeRelease.allSatisfy { !$0.contains("First1") })
    }

    @Test(arguments: Architectures.builtIn)
    func refreshingAndSavingShowWhileTheirRequestIsInFlight(architecture: Architecture) throws {
        let steps = [
            "wait:Loading users…", "release", "wait:2 of 5", "key:r", "wait:Refreshing…", "release",
            "wait:Scroll down for more", "key:enter", "wait:User #1", "key:e", "wait:Editing", "key:s",
            "wait:Saving…", "release", "wait:Saved", "key:q",
        ]

        let run = try drive(steps, architecture: architecture, held: true)

        #expect(run.status == 0 && run.restored)
        #expect(run.seen == steps.filter { $0.hasPrefix("wait:") }.map { String($0.dropFirst(5)) })
        #expect(!run.beforeRelease[1].contains("Scroll down for more"))
        #expect(!run.beforeRelease[2].contains("Saved"))
    }

    @Test(arguments: Architectures.builtIn)
    func keysStayLiveWhileARequestIsInFlight(architecture: Architecture) throws {
        let steps = [
            "wait:Loading users…", "key:?", "wait:Any key closes this help", "key:x", "wait:Loading users…",
            "release", "wait:2 of 5", "key:enter", "wait:User #1", "key:e", "key:s", "wait:Saving…", "key:b",
            "wait:First2 Last2", "key:q",
        ]

        let run = try drive(steps, architecture: architecture, held: true)

        #expect(run.status == 0 && run.restored)
        #expect(run.seen == steps.filter { $0.hasPrefix("wait:") }.map { String($0.dropFirst(5)) })
    }

    @Test(arguments: Architectures.builtIn)
    func openingUserThreeShowsItsDetailAndBackShowsTheList(architecture: Architecture) throws {
        let steps = [
            "wait:User #3", "wait:Name: Emma Wong", "key:b", "wait:6 of 12", "wait:George Bluth", "key:q",
        ]

        let run = try drive(steps, architecture: architecture, openingUser: 3)

        #expect(run.status == 0 && run.restored)
        #expect(run.seen == steps.filter { $0.hasPrefix("wait:") }.map { String($0.dropFirst(5)) })
    }

    @Test func qQuitsAtOnceWhileARequestIsInFlight() throws {
        let run = try drive(["wait:Loading users…", "key:q"], held: true)

        #expect(run.status == 0 && run.restored)
        #expect(run.beforeRelease.isEmpty, "the request was never answered")
    }

    @Test func aResizedTerminalIsRedrawnToItsNewWidth() throws {
        // What the key line looks like at 60 columns, from the same drawing code.
        let snapshot = try ArchLabProcess.run(["--snapshot", "--width", "60"])
        let keyLine = try #require(snapshot.stdout.split(separator: "\n").last.map(String.init))

        let run = try drive(["wait:6 of 12", "resize:20,60", "wait:\(keyLine)", "key:q"])

        #expect(run.status == 0 && run.restored)
        #expect(run.seen == ["6 of 12", keyLine])
        #expect(DisplayWidth.of(keyLine) <= 60)
    }

    @Test func theHelpScreenListsEveryKeyAndTheKeyLineIsAlwaysShown() throws {
        // SPEC §6 names n for a new user among the keys.
        #expect(
            ExplorerHelp.keys.contains {
                $0.keys == "n" && $0.action == "open the new user form from the list"
            })
        let steps =
            ["wait:6 of 12", "wait:? help · q quit", "key:?"] + ExplorerHelp.keys.map { "wait:\($0.action)" }
            + ["key:x", "wait:6 of 12", "key:q"]

        let run = try drive(steps)

        #expect(run.status == 0 && run.restored)
        #expect(run.seen == steps.filter { $0.hasPrefix("wait:") }.map { String($0.dropFirst(5)) })
    }
}

/// The README's key table is the explorer's `?` screen, word for word.
@Suite("README: the explorer's keys")
struct ReadmeExplorerKeysTests {
    @Test func theReadmeListsEveryKeyAsTheHelpScreenDoes() throws {
        let readme = try String(
            contentsOf: PackageRoot.url.appendingPathComponent("README.md"),
            encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)

        for key in ExplorerHelp.keys {
            #expect(rows.contains("| `\(key.keys)` | \(key.action) |"), "README lacks the key \(key.keys)")
        }
    }
}

/// `archlab --snapshot`: the explorer's first screen as text, without a terminal (the README
/// quotes it, regenerated by `archlab docs`).
@Suite("archlab --snapshot")
struct ExplorerSnapshotTests {
    @Test(arguments: [80, 40])
    func theSnapshotFitsAnEightyByTwentyFourTerminalWithTheKeyLineLast(width: Int) throws {
        let run = try ArchLabProcess.run(["--snapshot", "--width", String(width)])

        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
            String.init)
        #expect(lines.count <= 24)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(lines.last?.hasSuffix("? help · q quit") == true)
        #expect(lines.contains { $0.hasPrefix("›  1  George") })
    }
}
