import ArchLabTestSupport
import Foundation
import Lab
import Testing

@testable import LabTools

/// Absurd values through the real `archlab`: each answers with its exit status and a clear
/// message, none crashes (132/134); the same table is Docs/Reliability.md's, so it cannot go stale.
@Suite("archlab on absurd input")
struct AbsurdInputTests {
    /// One input: the arguments, what standard input holds (nil: a scenario-less run; a path
    /// prefixed with `<` redirects from that path; `<&-` closes it), the status and the message.
    struct Case: Sendable {
        let arguments: [String]
        var input: String? = nil
        let status: Int32
        let message: String
    }

    static let cases: [Case] = [
        Case(
            arguments: ["--width", "9223372036854775807"], status: 64,
            message: "--width needs a whole number from 20 to 1000, not '9223372036854775807'"),
        Case(
            arguments: ["--width", "19"], status: 64,
            message: "--width needs a whole number from 20 to 1000, not '19'"),
        Case(
            arguments: ["--rows", "0"], status: 64,
            message: "--rows needs a whole number from 1 to 10000, not '0'"),
        Case(
            arguments: ["--rows", "10001"], status: 64,
            message: "--rows needs a whole number from 1 to 10000, not '10001'"),
        Case(
            arguments: ["--users", "9223372036854775807"], status: 64,
            message: "--users needs a whole number from 0 to 1000000, not '9223372036854775807'"),
        Case(
            arguments: ["--users", "-1"], status: 64,
            message: "--users needs a whole number from 0 to 1000000, not '-1'"),
        Case(
            arguments: ["--per-page", "0"], status: 64,
            message: "--per-page needs a whole number from 1 to 1000, not '0'"),
        Case(
            arguments: ["--per-page", "1001"], status: 64,
            message: "--per-page needs a whole number from 1 to 1000, not '1001'"),
        Case(
            arguments: ["--arch", ","], status: 64,
            message: "--arch needs architecture names separated by commas, not ','"),
        Case(
            arguments: ["script", "-", "--arch", ","], input: "appear\n", status: 64,
            message: "--arch needs architecture names separated by commas, not ','"),
        Case(
            arguments: ["--width", "\u{1B}]0;pwned\u{7}"], status: 64,
            message: "--width needs a whole number from 20 to 1000, not '\\u{1B}]0;pwned\\u{7}'"),
        Case(
            arguments: ["script", "-"], input: "backend users 9223372036854775807\n", status: 65,
            message: "<stdin>: line 1: backend users needs a count from 0 to 1000000, not 9223372036854775807"
        ),
        Case(
            arguments: ["script", "-"], input: "backend users -1\n", status: 65,
            message: "<stdin>: line 1: backend users needs a count from 0 to 1000000, not -1"),
        Case(
            arguments: ["script", "-"], input: "backend per-page 0\n", status: 65,
            message: "<stdin>: line 1: backend per-page needs a page size from 1 to 1000, not 0"),
        Case(
            arguments: ["script", "-"], input: "appear\ntap 99999999999999999999\n", status: 65,
            message: "<stdin>: line 2: tap needs a row number, not '99999999999999999999'"),
        Case(
            arguments: ["script", "-", "--arch", "all"],
            input: "appear\ntap -9223372036854775808\ntap 9223372036854775807\ntap 0\nexpect 6 of 12\n",
            status: 0, message: ""),
        Case(
            arguments: ["script", "-"], input: "fly\u{1B}[2J\u{7}\n", status: 65,
            message: "<stdin>: line 1: unknown step 'fly\\u{1B}[2J\\u{7}'"),
        Case(arguments: ["script", "-"], input: "appear\r\nexpect George Bluth\r\n", status: 0, message: ""),
        Case(
            arguments: ["script", "-"], input: "\u{FEFF}appear\nexpect George Bluth\n", status: 0, message: ""
        ),
        Case(
            arguments: ["script", "-", "--users", "1000000"], input: "appear\nexpect 6 of 1000000\n",
            status: 0, message: ""),
        Case(
            arguments: ["--api", "ftp://user:hunter2pw@127.0.0.1:1/api"], status: 64,
            message: "--api needs an http(s) URL, not 'ftp://***@127.0.0.1:1/api'"),
        Case(
            arguments: ["--api", "http://user:hunter2pw@127.0.0.1:1/api"], status: 64,
            message:
                "--api must not carry a user name or password ('http://***@127.0.0.1:1/api'); the server's key goes in --api-key"
        ),
        Case(
            arguments: ["--api", "http://user:pw@"], status: 64,
            message:
                "--api must not carry a user name or password ('http://***@'); the server's key goes in --api-key"
        ),
        Case(
            arguments: ["--api", "http://127.0.0.1:70000/api"], status: 64,
            message: "--api needs a port from 1 to 65535, not 'http://127.0.0.1:70000/api'"),
        Case(
            arguments: ["script", "-"], input: "</", status: 66,
            message: "cannot read standard input: Is a directory"),
        Case(
            arguments: ["script", "-"], input: "<&-", status: 66,
            message: "cannot read standard input: Bad file descriptor"),
    ]

    @Test func everyAbsurdInputAnswersWithItsStatusAndMessageAndTheDocumentedTableMatches() throws {
        var rows: [String] = []
        for entry in Self.cases {
            let run = try Self.run(entry)
            let message = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
            let shown = message.hasPrefix("archlab: ") ? String(message.dropFirst(9)) : message
            #expect(run.status != 132 && run.status != 134, "\(entry.arguments) crashed")
            #expect(run.status == entry.status, "\(entry.arguments) \(entry.input ?? ""): \(run.stderr)")
            #expect(shown == entry.message, "\(entry.arguments)")
            #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
            #expect(!run.stderr.contains("hunter2pw") && !run.stderr.contains(":pw@"), "a password was shown")
            rows.append(
                "| \(Self.describe(entry)) | \(run.status) | \(shown.isEmpty ? "—" : Self.code(shown)) |")
        }
        let table = (["| input | exit | message |", "| --- | --- | --- |"] + rows).joined(separator: "\n")
        let document = try String(contentsOf: Self.reliabilityDocument, encoding: .utf8)
        #expect(
            document.contains(table),
            "Docs/Reliability.md is stale; its absurd-input table should read:\n\(table)")
    }

    /// A closed standard input is named as such on every run. It once depended on a race: the
    /// first descriptor a runtime thread opened could take the free number 0 and be read as
    /// standard input ("Resource temporarily unavailable", about one run in twenty).
    @Test func aClosedStandardInputIsABadDescriptorOnEveryRun() throws {
        let closed = Case(arguments: ["script", "-"], input: "<&-", status: 66, message: "")
        for _ in 0..<60 {
            let run = try Self.run(closed)
            #expect(run.status == 66)
            #expect(run.stderr == "archlab: cannot read standard input: Bad file descriptor\n")
        }
    }

    // Found by the scenario-parser fuzz target: CRLF lines are counted one by one, so an error
    // names the line an editor shows.
    @Test func aMalformedCRLFLineIsNamedByItsOwnNumber() {
        #expect(throws: ScenarioError(line: 3, message: "unknown step 'fly'")) {
            try Scenario(parsing: "# L5:\r\nappear\r\nfly\r\n")
        }
    }

    static let reliabilityDocument = PackageRoot.appending("Docs/Reliability.md")

    private static func describe(_ entry: Case) -> String {
        let arguments = entry.arguments.map {
            $0.unicodeScalars.contains { $0.value < 0x20 } ? inert($0) : $0
        }
        var text = code("archlab " + arguments.joined(separator: " "))
        switch entry.input {
        case nil: break
        case let path? where path.hasPrefix("<"):
            text += " with standard input " + code(path == "<&-" ? "closed" : "a folder")
        case let input?: text += " reading " + code(inert(input))
        }
        return text
    }

    private static func code(_ text: String) -> String {
        "`" + text.replacingOccurrences(of: "|", with: "\\|") + "`"
    }

    private static func inert(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            switch scalar {
            case "\n": "⏎"
            case "\r": "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0xFEFF:
                "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: String(scalar)
            }
        }.joined()
    }

    /// Runs one case; a redirect runs through the shell so standard input can be a folder or closed.
    private static func run(_ entry: Case) throws -> ArchLabProcess.Output {
        guard let input = entry.input, input.hasPrefix("<") else {
            return try ArchLabProcess.run(entry.arguments, input: entry.input)
        }
        let quoted = ([ArchLabProcess.binary.path] + entry.arguments).map { "'\($0)'" }.joined(separator: " ")
        return try ArchLabProcess.run(
            ["-c", "exec \(quoted) \(input)"], executable: URL(fileURLWithPath: "/bin/sh"))
    }
}
