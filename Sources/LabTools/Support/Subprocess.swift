import Foundation
import Lab

/// Runs another program to its end: the docs generator (the `archlab` commands the guides
/// quote, `git diff --shortstat`) and the workshop slot (`swift build`, `diff`, the rebuilt
/// `archlab`) all start programs the same way.
enum Subprocess {
    /// How it ended and what it printed.
    struct Outcome {
        /// Its exit status.
        let status: Int32
        /// Its standard output (with `mergingErrors`, its standard error too).
        let output: String
    }

    /// Runs `executable` with `arguments` in `folder`, feeding it `input` (none: empty) on
    /// standard input, with `environment` added to this process's; standard error is dropped
    /// unless `mergingErrors`.
    static func run(
        _ executable: URL, _ arguments: [String], in folder: URL? = nil, input: String? = nil,
        environment: [String: String] = [:], mergingErrors: Bool = false
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = folder
        let output = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = mergingErrors ? output : FileHandle.nullDevice
        process.standardInput = standardInput
        try process.run()
        try standardInput.fileHandleForWriting.write(contentsOf: Data((input ?? "").utf8))
        try standardInput.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// A program found on the PATH, run through `/usr/bin/env`: `env("git")`.
    static let env = URL(fileURLWithPath: "/usr/bin/env")
}
