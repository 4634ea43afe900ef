/// The one shape every generated part of a guide has: a marker line, an HTML comment that starts
/// with `markerStart` and names what to generate, right above a fenced block that `archlab docs`
/// fills. Each generator (excerpts, ownership diagrams, file maps) gives the fence it writes and
/// how to make the block's lines from the marker's argument.
enum MarkedBlocks {
    /// A generated part that cannot be made: a file or folder it names is gone, a declaration it
    /// quotes is not there, its end marker is missing.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `text` with the block under every marker starting with `markerStart` and opened by one of
    /// `fences` replaced by `make(argument, fence)`, the argument being what the marker holds
    /// between `markerStart` and ` -->`.
    static func regenerate(
        _ text: String, markerStart: String, fences: Set<String>,
        make: (_ argument: String, _ fence: String) throws -> [String]
    ) rethrows -> String {
        var lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            let line = lines[index]
            guard line.hasPrefix(markerStart), line.hasSuffix(" -->"), index + 1 < lines.count,
                fences.contains(lines[index + 1]), let end = lines[(index + 2)...].firstIndex(of: "```")
            else { continue }
            let argument = String(line.dropFirst(markerStart.count).dropLast(4))
            lines.replaceSubrange((index + 2)..<end, with: try make(argument, lines[index + 1]))
        }
        return lines.joined(separator: "\n")
    }
}
