import SharedDomain
import TerminalUI

/// Reads the scenario language: one step a line, `#` comments, words or double-quoted
/// strings with `\"`, `\\` and `\u{…}` escapes.
enum ScenarioParser {
    static func parse(_ text: String) throws(ScenarioError) -> [Scenario.Step] {
        var steps: [Scenario.Step] = []
        var number = 0
        // "\r\n" is one Character in Swift, so CRLF files are split on either form; a leading
        // byte-order mark is not part of the first step.
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        for rawLine in body.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        {
            number += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = trim(line)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            do {
                // The text is echoed (script, compare, trace, messages): inert, like a frame.
                steps.append(
                    Scenario.Step(
                        line: number, action: try action(trimmed), text: InertText.make(String(trimmed))))
            } catch {
                // The message quotes the line; a scenario's control bytes must not reach the terminal.
                throw ScenarioError(line: number, message: InertText.make(error.message))
            }
        }
        return steps
    }

    /// A problem within one line; the line number is added by `parse`.
    struct LineError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    private static func action(_ line: Substring) throws(LineError) -> Scenario.Action {
        var cursor = Cursor(line)
        let command = String(cursor.word())
        switch command {
        case "appear": return try noArguments(.gesture(.appear), &cursor, command)
        case "scroll-to-end": return try noArguments(.gesture(.scrollToEnd), &cursor, command)
        case "scroll-to-top": return try noArguments(.gesture(.scrollToTop), &cursor, command)
        case "refresh": return try noArguments(.gesture(.refresh), &cursor, command)
        case "retry": return try noArguments(.gesture(.retry), &cursor, command)
        case "back": return try noArguments(.gesture(.back), &cursor, command)
        case "edit": return try noArguments(.gesture(.edit), &cursor, command)
        case "save": return try noArguments(.gesture(.save), &cursor, command)
        case "cancel": return try noArguments(.gesture(.cancel), &cursor, command)
        case "new": return try noArguments(.gesture(.new), &cursor, command)
        case "tap":
            return try noArguments(
                .gesture(.tap(try cursor.integer("tap", "a row number"))), &cursor, command)
        case "set":
            let name = String(cursor.word())
            guard let field = UserDraft.Field(rawValue: name) else {
                throw LineError("set takes first-name, last-name or email, not '\(name)'")
            }
            return .gesture(.set(field: field.rawValue, text: try cursor.restOrQuoted()))
        case "search": return .gesture(.search(try cursor.restOrQuoted()))
        case "open":
            return try noArguments(
                .gesture(.open(try cursor.integer("open", "a user id", in: Bounds.userID))), &cursor, command)
        case "expect":
            let text = try cursor.restOrQuoted()
            guard !text.isEmpty else { throw LineError("expect needs the text to look for") }
            return .expect(text)
        case "expect-not":
            let text = try cursor.restOrQuoted()
            guard !text.isEmpty else { throw LineError("expect-not needs the text to look for") }
            return .expectNot(text)
        case "expect-requests":
            return try noArguments(
                .expectRequests(try cursor.integer(command, "a count", minimum: 0)), &cursor, command)
        case "backend":
            return .backend(try backend(&cursor))
        case "":
            throw LineError("empty step")
        default:
            throw LineError("unknown step '\(command)'")
        }
    }

    private static func backend(_ cursor: inout Cursor) throws(LineError) -> BackendCommand {
        let control = String(cursor.word())
        let command: BackendCommand
        switch control {
        case "offline": command = .offline
        case "online": command = .online
        case "malformed": command = .malformed
        case "unauthorized": command = .unauthorized
        case "timeout": command = .timeout
        case "hold": command = .hold
        case "status":
            command = .status(
                try cursor.integer("backend status", "an HTTP error status", in: Bounds.errorStatus))
        case "release":
            if cursor.peekWord() == "all" {
                _ = cursor.word()
                command = .releaseAll
            } else {
                command = .release(
                    try cursor.integer("backend release", "a request number or all", minimum: 1))
            }
        case "users":
            command = .users(try cursor.integer("backend users", "a count", in: Bounds.users))
        case "per-page":
            command = .perPage(try cursor.integer("backend per-page", "a page size", in: Bounds.perPage))
        case "rename":
            let id = try cursor.integer("backend rename", "a user id", minimum: 1)
            let first = try cursor.argument("backend rename", "a first name")
            let last = try cursor.argument("backend rename", "a last name")
            command = .rename(id: id, firstName: first, lastName: last)
        case "delete": command = .delete(id: try cursor.integer("backend delete", "a user id", minimum: 1))
        case "":
            throw LineError(
                "backend needs a control: offline, online, status N, malformed, unauthorized, timeout, hold, release K|all, users N, per-page N, rename ID FIRST LAST, delete ID"
            )
        default: throw LineError("unknown backend control '\(control)'")
        }
        return try noArguments(command, &cursor, "backend \(control)")
    }

    private static func noArguments<T>(_ value: T, _ cursor: inout Cursor, _ command: String)
        throws(LineError) -> T
    {
        cursor.skipSpaces()
        guard cursor.isAtEnd else { throw LineError("unexpected '\(cursor.rest)' after \(command)") }
        return value
    }

    static func trim(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }

    /// Reads words and quoted strings off one line.
    struct Cursor {
        private var remaining: Substring

        init(_ line: Substring) {
            remaining = line
        }

        var isAtEnd: Bool { remaining.isEmpty }
        var rest: Substring { remaining }

        mutating func skipSpaces() {
            while let first = remaining.first, first == " " || first == "\t" { remaining.removeFirst() }
        }

        func peekWord() -> Substring {
            var copy = self
            return copy.word()
        }

        /// The next run of non-space characters.
        mutating func word() -> Substring {
            skipSpaces()
            let end = remaining.firstIndex { $0 == " " || $0 == "\t" } ?? remaining.endIndex
            defer { remaining = remaining[end...] }
            return remaining[..<end]
        }

        /// The next word, or quoted string.
        mutating func argument(_ command: String, _ what: String) throws(LineError) -> String {
            skipSpaces()
            if remaining.first == "\"" { return try quoted() }
            let word = word()
            guard !word.isEmpty else { throw LineError("\(command) needs \(what)") }
            return String(word)
        }

        /// The next word as an integer of at least `minimum`.
        mutating func integer(_ command: String, _ what: String, minimum: Int = Int.min) throws(LineError)
            -> Int
        {
            let word = word()
            guard !word.isEmpty else { throw LineError("\(command) needs \(what)") }
            guard let value = Int(word), value >= minimum else {
                throw LineError("\(command) needs \(what), not '\(word)'")
            }
            return value
        }

        /// The next word as an integer within `bounds` (SPEC §5).
        mutating func integer(_ command: String, _ what: String, in bounds: ClosedRange<Int>)
            throws(LineError)
            -> Int
        {
            let value = try integer(command, what)
            guard bounds.contains(value) else {
                throw LineError(
                    "\(command) needs \(what) from \(bounds.lowerBound) to \(bounds.upperBound), not \(value)"
                )
            }
            return value
        }

        /// The rest of the line trimmed, or one quoted string with nothing after it.
        mutating func restOrQuoted() throws(LineError) -> String {
            skipSpaces()
            guard remaining.first == "\"" else {
                defer { remaining = remaining[remaining.endIndex...] }
                return String(ScenarioParser.trim(remaining))
            }
            let text = try quoted()
            skipSpaces()
            guard remaining.isEmpty else {
                throw LineError("unexpected '\(remaining)' after the closing quote")
            }
            return text
        }

        /// A double-quoted string; the cursor is on the opening quote.
        mutating func quoted() throws(LineError) -> String {
            remaining.removeFirst()
            var text = ""
            while let character = remaining.popFirst() {
                switch character {
                case "\"":
                    return text
                case "\\":
                    guard let escaped = remaining.popFirst() else {
                        throw LineError("a backslash ends the line")
                    }
                    switch escaped {
                    case "\"", "\\": text.append(escaped)
                    case "u": text.unicodeScalars.append(try unicodeEscape())
                    default: throw LineError("unknown escape '\\\(escaped)' (use \\\", \\\\ or \\u{…})")
                    }
                default:
                    text.append(character)
                }
            }
            throw LineError("unterminated quoted string")
        }

        /// `{HEX}` after `\u`.
        private mutating func unicodeEscape() throws(LineError) -> Unicode.Scalar {
            guard remaining.popFirst() == "{", let close = remaining.firstIndex(of: "}") else {
                throw LineError("\\u must be followed by {hex digits}")
            }
            let digits = remaining[..<close]
            remaining = remaining[remaining.index(after: close)...]
            guard (1...8).contains(digits.count), let value = UInt32(digits, radix: 16),
                let scalar = Unicode.Scalar(value)
            else { throw LineError("\\u{\(digits)} is not a Unicode scalar") }
            return scalar
        }
    }
}
