import Foundation

/// The Swift code quoted in the guides (`Docs/**/*.md`), cut from the sources by `archlab docs`
/// and checked by `archlab docs --check`, so no excerpt is typed or pasted by hand.
///
/// An excerpt is a fenced `swift` block right after a marker line naming a source file and the
/// declarations to cut from it, whole, with their doc comments and in the order named:
///
///     <!-- swift: Sources/MVVM/Features/UserList/UserListViewModel.swift State Phase -->
///
/// A declaration is found by its keyword and name (`struct State`, `enum Phase`, `func load`)
/// at the start of a line, and ends at the line that closes its first brace. A name the file
/// does not declare, or a file that does not exist, fails the run rather than leave the block.
enum SwiftExcerpts {
    static let markerStart = "<!-- swift: "

    /// `text` with every marked excerpt cut again from the sources under `root`.
    static func regenerate(_ text: String, root: URL) throws -> String {
        try MarkedBlocks.regenerate(text, markerStart: markerStart, fences: ["```swift"]) { argument, _ in
            let words = argument.split(separator: " ").map(String.init)
            guard let path = words.first, words.count >= 2 else {
                throw MarkedBlocks.Failure(description: "\(markerStart)\(argument) --> names no declaration")
            }
            let source: String
            do {
                source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            } catch {
                throw MarkedBlocks.Failure(
                    description: "\(path), quoted in the docs, cannot be read: \(error)")
            }
            return try words.dropFirst().map { try declaration($0, in: source, path: path) }
                .joined(separator: "\n").components(separatedBy: "\n")
        }
    }

    /// Whether `line` is an excerpt marker.
    static func isMarker(_ line: String) -> Bool { marker(line) != nil }

    /// The file and declaration names of marker `line`.
    private static func marker(_ line: String) -> (path: String, names: [String])? {
        guard line.hasPrefix(markerStart), line.hasSuffix(" -->") else { return nil }
        let words = line.dropFirst(markerStart.count).dropLast(4).split(separator: " ").map(String.init)
        guard words.count >= 2 else { return nil }
        return (words[0], Array(words.dropFirst()))
    }

    /// Declaration `name` of `source`, with the doc comments and attributes above it, indented
    /// as little as its least indented line allows.
    static func declaration(
        _ name: String, in source: String, path: String = "the source"
    ) throws -> String {
        let lines = source.components(separatedBy: "\n")
        let keywords = #"(?:struct|enum|class|actor|protocol|extension|func|var|let|typealias)"#
        let pattern =
            #"^\s*(?:(?:@\w+|public|package|internal|private|fileprivate|final|static|nonisolated|mutating)\s+)*"#
            + keywords + #"\s+"# + NSRegularExpression.escapedPattern(for: name) + #"\b"#
        guard
            let start = lines.firstIndex(where: { $0.range(of: pattern, options: .regularExpression) != nil })
        else { throw MarkedBlocks.Failure(description: "\(path) declares no \(name), which the docs quote") }
        var first = start
        while first > 0,
            lines[first - 1].trimmingCharacters(in: .whitespaces).hasPrefix("///")
                || lines[first - 1].trimmingCharacters(in: .whitespaces).hasPrefix("@")
        {
            first -= 1
        }
        var depth = 0
        var opened = false
        var last = start
        for (offset, line) in lines[start...].enumerated() {
            for character in line {
                if character == "{" { depth += 1; opened = true }
                if character == "}" { depth -= 1 }
            }
            last = start + offset
            if opened && depth <= 0 { break }
        }
        let cut = lines[first...last]
        let indent =
            cut.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return cut.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            .joined(separator: "\n")
    }
}
