import Foundation

/// The peak resident memory of one child process, in KiB on every system, as
/// `getrusage(RUSAGE_CHILDREN)` reports it in a fresh Python parent that has no other child.
/// The units differ by system — Linux counts KiB, macOS bytes — and are converted here only.
enum PeakMemory {
    /// What one measured run left.
    struct Run {
        /// Its peak resident memory, in KiB.
        let kibibytes: Int
        /// Its exit status.
        let status: Int
        /// What it printed on standard output, when kept.
        let stdout: String
    }

    /// Runs `command` (the executable first) with `input` on standard input, and measures it.
    /// Its standard output is kept when `keepingOutput`, else discarded unread.
    static func of(_ command: [String], input: String = "", keepingOutput: Bool = true) throws -> Run {
        let measure = """
            import resource, subprocess, sys
            keep = sys.argv[1] == "keep"
            run = subprocess.run(sys.argv[2:], input=sys.stdin.buffer.read(),
                                 stdout=subprocess.PIPE if keep else subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            print(peak // 1024 if sys.platform == "darwin" else peak, run.returncode)
            sys.stdout.write(run.stdout.decode("utf-8", "replace") if keep else "")
            """
        let run = try ArchLabProcess.run(
            ["-c", measure, keepingOutput ? "keep" : "discard"] + command, input: input,
            executable: URL(fileURLWithPath: "/usr/bin/python3"))
        let lines = run.stdout.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let figures = (lines.first ?? "").split(separator: " ").compactMap { Int($0) }
        guard figures.count == 2 else {
            throw Failure(description: "no measure in \(run.stdout.prefix(200)) \(run.stderr.prefix(200))")
        }
        return Run(kibibytes: figures[0], status: figures[1], stdout: lines.count > 1 ? String(lines[1]) : "")
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
