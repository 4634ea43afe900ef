import SharedDomain
import TerminalUI

/// What running a scenario produced.
public struct ScenarioResult: Sendable {
    /// One failed expectation.
    public struct Failure: Hashable, Sendable, CustomStringConvertible {
        /// Its line.
        public let line: Int
        /// The step as written.
        public let step: String
        /// Why it failed.
        public let reason: String

        /// "line 7: expect Saved: not in the frame".
        public var description: String { "line \(line): \(step): \(reason)" }
    }

    /// Steps and frames, as `archlab script` prints them; the same for every architecture.
    public var transcript: String
    /// Each gesture or backend step: its frame, crossings and duration, in order.
    public var steps: [StepRecord] = []
    /// Expectations that did not hold.
    public var failures: [Failure]
    /// Expectations checked.
    public var expectations: Int
    /// Requests the demo backend received; `nil` against a real server (`--api`), whose
    /// requests ArchLab does not count.
    public var requests: Int?
    /// Gestures performed.
    public var gestures: Int
    /// The frame after each gesture or backend step, in order.
    public var frames: [Frame] { steps.map(\.frame) }

    /// Boundary crossings in all.
    public var crossings: Int { steps.reduce(0) { $0 + $1.crossings.count } }

    /// Whether every expectation held.
    public var passed: Bool { failures.isEmpty }
}

/// Runs a scenario's steps against a session, settling after each, and records the transcript.
@MainActor
public enum ScenarioRunner {
    /// Marks a frame line in transcripts.
    static let frameMargin = "│ "

    /// Runs `scenario` in `session`; `onOutput` receives the transcript step by step, as it grows.
    /// With `retaining: false` the result keeps only counts and failures — no transcript, frames
    /// or traces — so a long script streams in memory that does not grow with its steps.
    public static func run(
        _ scenario: Scenario, in session: LabSession, retaining: Bool = true,
        onOutput: ((String) -> Void)? = nil
    ) async -> ScenarioResult {
        var result = ScenarioResult(transcript: "", failures: [], expectations: 0, requests: nil, gestures: 0)
        var transcript: [String] = []
        await session.settle()
        _ = session.tracer.drain()
        var emitted = 0
        for step in scenario.steps {
            defer {
                if let onOutput, emitted < transcript.count {
                    onOutput(transcript[emitted...].joined(separator: "\n") + "\n")
                    emitted = transcript.count
                }
                if !retaining {
                    transcript.removeAll(keepingCapacity: true)
                    result.steps.removeAll(keepingCapacity: true)
                    emitted = 0
                }
            }
            switch step.action {
            case .gesture(let gesture):
                result.gestures += 1
                let started = ContinuousClock.now
                await session.perform(gesture)
                record(step, session, duration: ContinuousClock.now - started, &transcript, &result)
            case .backend(let command):
                await control(command, in: session)
                record(step, session, duration: nil, &transcript, &result)
            case .expect(let text):
                check(step, session.frame().contains(text), "not in the frame", &transcript, &result)
            case .expectNot(let text):
                check(step, !session.frame().contains(text), "found in the frame", &transcript, &result)
            case .expectRequests(let count):
                let received = session.backend?.requestCount ?? 0
                check(step, received == count, "the backend received \(received)", &transcript, &result)
            }
        }
        result.requests = session.backend?.requestCount
        if retaining { result.transcript = transcript.joined(separator: "\n") + "\n" }
        return result
    }

    private static func record(
        _ step: Scenario.Step, _ session: LabSession, duration: Duration?, _ transcript: inout [String],
        _ result: inout ScenarioResult
    ) {
        let frame = session.frame()
        let record = StepRecord(
            step: step, frame: frame, crossings: session.tracer.drain(), duration: duration)
        result.steps.append(record)
        transcript.append("▶ \(record.label)")
        transcript += frame.lines.map { TextLayout.trimTrailingSpaces(frameMargin + $0) }
    }

    private static func check(
        _ step: Scenario.Step, _ holds: Bool, _ reason: String, _ transcript: inout [String],
        _ result: inout ScenarioResult
    ) {
        result.expectations += 1
        if holds {
            transcript.append("✓ \(step.line) \(step.text)")
        } else {
            transcript.append("✗ \(step.line) \(step.text) — \(reason)")
            result.failures.append(.init(line: step.line, step: step.text, reason: reason))
        }
    }

    /// Applies a backend control, settling after each answer it releases so responses are
    /// handled one at a time, in the order given.
    private static func control(_ command: BackendCommand, in session: LabSession) async {
        guard let backend = session.backend else { return }
        switch command {
        case .offline: backend.setMode(.offline)
        case .online: backend.setMode(.online)
        case .status(let status): backend.setMode(.status(status))
        case .malformed: backend.setMode(.malformed)
        case .unauthorized: backend.setMode(.unauthorized)
        case .timeout: backend.setMode(.timeout)
        case .hold: backend.hold()
        case .release(let number): backend.release(number)
        case .releaseAll:
            backend.endHold()
            for number in backend.parkedRequests {
                backend.release(number)
                await session.settle()
            }
        case .users(let count): backend.setUserCount(count)
        case .perPage(let perPage): backend.setDefaultPerPage(perPage)
        case .rename(let id, let first, let last): backend.rename(id: id, firstName: first, lastName: last)
        case .delete(let id): backend.delete(id: id)
        }
        await session.settle()
    }
}
