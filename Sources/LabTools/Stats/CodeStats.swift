import Foundation
import Lab

/// Size and shape of one architecture's code, counted from its files (`archlab stats`).
///
/// The counts are the pattern's: everything in `Sources/<Title>/`. The lab's recorders, which
/// are compiled into the same module from `Sources/Tracing/<Title>/`, are counted apart
/// (`tracing`), so that the comparison credits an architecture only with the code its pattern
/// needs. (The workshop's copy keeps its recorders inside the slot; they are counted apart too.)
struct CodeStats: Hashable, Sendable {
    /// What a set of Swift files holds.
    struct Count: Hashable, Sendable {
        /// Swift files.
        var files = 0
        /// Lines that are neither blank nor only a comment.
        var lines = 0
        /// `class`, `struct`, `enum` and `actor` declarations.
        var types = 0
        /// `protocol` declarations.
        var protocols = 0

        /// Adds `text`, one file's contents.
        mutating func add(file text: String) {
            files += 1
            for line in CodeStats.codeLines(text) {
                lines += 1
                if CodeStats.declares(line, oneOf: ["class", "struct", "enum", "actor"]) { types += 1 }
                if CodeStats.declares(line, oneOf: ["protocol"]) { protocols += 1 }
            }
        }
    }

    /// The pattern: `Sources/<Title>/`.
    var pattern = Count()
    /// The lab's tracing, left out of `pattern`: `Sources/Tracing/<Title>/`.
    var tracing = Count()
    /// Lines of code under `Tests/<Title>Tests/`.
    var testLines = 0

    /// Counts `architecture`'s sources and unit tests in the package at `root`.
    static func measure(_ architecture: Architecture, root: URL) -> CodeStats {
        var stats = CodeStats()
        let tracingFiles = swiftFiles(in: root.appendingPathComponent(architecture.tracingFolder))
        for file in tracingFiles {
            stats.tracing.add(file: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
        }
        // A slot's recorders sit inside its folder: counted once, as tracing.
        let recorders = Set(tracingFiles.map(\.path))
        for file in swiftFiles(in: root.appendingPathComponent(architecture.sourceFolder))
        where !recorders.contains(file.path) {
            stats.pattern.add(file: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
        }
        for file in swiftFiles(in: root.appendingPathComponent(architecture.testFolder)) {
            stats.testLines += codeLines((try? String(contentsOf: file, encoding: .utf8)) ?? "").count
        }
        return stats
    }

    /// The `.swift` files below `folder`, sorted.
    static func swiftFiles(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// Lines that carry code: not blank, not `//` comments, not inside `/* … */`.
    static func codeLines(_ text: String) -> [Substring] {
        var inBlockComment = false
        return text.split(separator: "\n").compactMap { raw in
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if inBlockComment {
                if line.contains("*/") { inBlockComment = false }
                return nil
            }
            if line.hasPrefix("/*") {
                inBlockComment = !line.contains("*/")
                return nil
            }
            return line.isEmpty || line.hasPrefix("//") ? nil : line
        }
    }

    /// Whether `line` declares one of `keywords` (after attributes and modifiers).
    static func declares(_ line: Substring, oneOf keywords: Set<String>) -> Bool {
        let modifiers: Set<String> = [
            "public", "internal", "private", "fileprivate", "package", "open", "final", "indirect",
            "nonisolated",
        ]
        for word in line.split(separator: " ") {
            if word.hasPrefix("@") || modifiers.contains(String(word)) { continue }
            return keywords.contains(String(word))
        }
        return false
    }
}

/// `archlab stats`: the table of every registered architecture's counts.
enum StatsReport {
    /// The table's header: the pattern's counts, then its unit tests, then the tracing left out.
    static let header = [
        "| architecture | files | lines of code | types | protocols | test lines | tracing files | tracing lines |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]

    /// A Markdown table, one row per architecture.
    static func markdown(root: URL, architectures: [Architecture]) -> String {
        var lines = header
        for architecture in architectures {
            lines.append(row(architecture.title, CodeStats.measure(architecture, root: root)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One architecture's row.
    static func row(_ title: String, _ stats: CodeStats) -> String {
        let pattern = stats.pattern
        return "| \(title) | \(pattern.files) | \(pattern.lines) | \(pattern.types) | \(pattern.protocols) | "
            + "\(stats.testLines) | \(stats.tracing.files) | \(stats.tracing.lines) |"
    }
}
