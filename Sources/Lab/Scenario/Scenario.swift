import TerminalUI

/// A parsed scenario: the steps of a text file, each with its line number.
public struct Scenario: Hashable, Sendable {
    /// One line that does something.
    public struct Step: Hashable, Sendable {
        /// 1-based line in the file.
        public let line: Int
        /// What the line says.
        public let action: Action
        /// The line as written, trimmed, its control characters spelled out (for transcripts).
        public let text: String
    }

    /// What a step does.
    public enum Action: Hashable, Sendable {
        /// A user gesture.
        case gesture(Gesture)
        /// A demo-backend control.
        case backend(BackendCommand)
        /// The frame must contain the text.
        case expect(String)
        /// The frame must not contain the text.
        case expectNot(String)
        /// The backend must have received exactly this many requests so far.
        case expectRequests(Int)
    }

    /// The steps in file order.
    public let steps: [Step]

    /// Parses a scenario; throws the first malformed line.
    public init(parsing text: String) throws(ScenarioError) {
        steps = try ScenarioParser.parse(text)
    }

    private init(steps: [Step]) {
        self.steps = steps
    }

    /// This scenario started by a deep link to user `id` (`--open ID`): a step `open ID` on
    /// line 0, before the file's first line.
    public func openingUser(_ id: Int) -> Scenario {
        Scenario(steps: [Step(line: 0, action: .gesture(.open(id)), text: "open \(id)")] + steps)
    }

    /// Whether any step needs the demo backend's controls.
    public var controlsBackend: Bool {
        steps.contains {
            switch $0.action {
            case .backend, .expectRequests: true
            case .gesture, .expect, .expectNot: false
            }
        }
    }
}

/// A `backend …` step (SPEC §5).
public enum BackendCommand: Hashable, Sendable {
    /// Every request fails as offline.
    case offline
    /// Ends every failure mode.
    case online
    /// Every request answers HTTP N.
    case status(Int)
    /// Every body is broken JSON.
    case malformed
    /// Every request answers 401.
    case unauthorized
    /// Every request fails at once as timed out.
    case timeout
    /// Requests park until released.
    case hold
    /// Answer parked request K.
    case release(Int)
    /// Answer every parked request in arrival order and end the hold.
    case releaseAll
    /// The server holds N users.
    case users(Int)
    /// The server's default page size.
    case perPage(Int)
    /// Rename a user on the server.
    case rename(id: Int, firstName: String, lastName: String)
    /// Delete a user on the server.
    case delete(id: Int)
}

/// A malformed scenario line.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public let line: Int
    /// What is wrong with it.
    public let message: String

    /// Creates an error.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// "line 3: unknown step 'fly'".
    public var description: String { "line \(line): \(message)" }
}
