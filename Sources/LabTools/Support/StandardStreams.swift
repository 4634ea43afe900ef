import Foundation
import SharedDomain
import TerminalUI

/// Standard output and standard error: the one way the command writes to them, every write
/// checked. A stream that is closed, full or a pipe nobody reads (EBADF, ENOSPC, EPIPE) never
/// traps the program: the first failure is kept, later writes to that stream are skipped, and
/// the command ends with 74 (`ArchLabCLI.run`), saying so on standard error if it still can.
enum StandardStreams {
    /// One of the two.
    enum Stream: Sendable {
        case output, error

        var name: String {
            switch self {
            case .output: "standard output"
            case .error: "standard error"
            }
        }

        fileprivate var handle: FileHandle {
            switch self {
            case .output: .standardOutput
            case .error: .standardError
            }
        }

        /// Whether the process started with this stream closed (`>&-`, `2>&-`): its number is
        /// held by /dev/null (`Platform.closedAtStart`), and writing it fails as a closed one.
        fileprivate var wasClosed: Bool { Platform.closedAtStart.contains(handle.fileDescriptor) }
    }

    /// A write that failed: the stream and the system's reason.
    struct Failure: Sendable, Equatable {
        let stream: Stream
        let reason: String

        /// "cannot write to standard output: No space left on device".
        var message: String { "cannot write to \(stream.name): \(reason)" }
    }

    // The failed streams, under the lock every write holds, so lines never interleave.
    private static let failures = Locked<[Failure]>([])

    /// Starts checked writing: a write to a closed pipe fails with EPIPE instead of the process
    /// being killed by SIGPIPE.
    static func start() {
        Platform.ignoreBrokenPipes()
    }

    /// Writes `text` to standard output as it is.
    static func write(_ text: String) {
        write(text, to: .output)
    }

    /// Writes `line` and a newline to standard output.
    static func print(_ line: String) {
        write(line + "\n", to: .output)
    }

    /// Writes `text` and a newline to standard error, each line inert (its control characters
    /// spelled out as frames show them): a message quoting a path, an argument or a server's
    /// words cannot drive the terminal.
    static func printError(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        write(lines.map { InertText.make(String($0)) }.joined(separator: "\n") + "\n", to: .error)
    }

    /// The first failed write, if any (standard output's first).
    static var failure: Failure? {
        failures.withLock { failures in failures.first { $0.stream == .output } ?? failures.first }
    }

    private static func write(_ text: String, to stream: Stream) {
        failures.withLock { failures in
            guard !failures.contains(where: { $0.stream == stream }) else { return }
            guard !stream.wasClosed else {
                failures.append(Failure(stream: stream, reason: Platform.closedDescriptorReason))
                return
            }
            do {
                try stream.handle.write(contentsOf: Data(text.utf8))
            } catch {
                failures.append(Failure(stream: stream, reason: reason(for: error)))
            }
        }
    }

    /// The system's words for a failed write ("No space left on device").
    private static func reason(for error: any Error) -> String {
        // Foundation reports the errno itself, or a Cocoa error with the errno underneath.
        let error = error as NSError
        let posix =
            error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
        guard let posix, posix.domain == NSPOSIXErrorDomain, let text = Platform.errorText(Int32(posix.code))
        else {
            return error.localizedDescription
        }
        return text
    }
}
