import Foundation
import Lab

/// Size and shape of one architecture's code, counted from its files (`archlab stats`).
struct CodeStats: Hashable, Sendable {
    /// Swift files under `Sources/<Title>/`.
    var files = 0
    /// Lines that are neither blank nor only a comment.
    var linesOfCode = 0
    /// `class`, `struct`, `enum` and `actor` declarations.
    var types = 0
    /// `protocol` declarations.
    var protocols = 0
    /// Lines of code under `Tests/<Title>Tests/`.
    var testLines = 0

    /// Counts `architecture`'s sources and unit tests in the package at `root`.
    static func measure(_ architecture: Architecture, root: URL) -> CodeStats {
        var stats = CodeStats()
        for file in swiftFiles(in: root.appendingPathComponent(architecture.sourceFolder)) {
            stats.files += 1
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for line in codeLines(text) {
                stats.linesOfCode += 1
                if declares(line, oneOf: ["class", "struct", "enum", "actor"]) { stats.types += 1 }
                if declares(line, oneOf: ["protocol"]) { stats.protocols += 1 }
            }
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
    /// A Markdown table, one row per architecture.
    static func markdown(root: URL, architectures: [Architecture]) -> String {
        var lines = [
            "| architecture | files | lines of code | types | protocols | test lines |",
            "| --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for architecture in architectures {
            let stats = CodeStats.measure(architecture, root: root)
            lines.append(
                "| \(architecture.title) | \(stats.files) | \(stats.linesOfCode) | \(stats.types) | "
                    + "\(stats.protocols) | \(stats.testLines) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
