import Foundation

/// The guides' file maps, written from the folder by `archlab docs`: a fenced block after
/// `<!-- tree: FOLDER -->` lists every Swift file under the folder, indented by sub-folder, each
/// with the opening words of its first doc comment (up to its first colon or full stop), so a
/// file added, moved or deleted shows in the map and `docs --check` fails until it is written.
enum FileTrees {
    static let markerStart = "<!-- tree: "

    /// `text` with every marked map written again from the folders under `root`.
    static func regenerate(_ text: String, root: URL) throws -> String {
        try MarkedBlocks.regenerate(text, markerStart: markerStart, fences: ["```"]) { folder, _ in
            try tree(folder, root: root)
        }
    }

    /// The map of `folder`: its Swift files, folders first at each level, each file with its summary.
    static func tree(_ folder: String, root: URL) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        guard FileManager.default.fileExists(atPath: base.path),
            let walk = FileManager.default.enumerator(atPath: base.path)
        else {
            throw MarkedBlocks.Failure(description: "\(folder), named by a file map, does not exist")
        }
        let files = (walk.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
            .map { $0.split(separator: "/").map(String.init) }
            .sorted { lhs, rhs in
                // Folders before files at each level, then by name.
                for (left, right) in zip(lhs, rhs) where left != right {
                    let leftIsFolder = lhs.last != left
                    let rightIsFolder = rhs.last != right
                    if leftIsFolder != rightIsFolder { return leftIsFolder }
                    return left < right
                }
                return lhs.count < rhs.count
            }
        var entries: [(text: String, summary: String)] = [(folder.hasSuffix("/") ? folder : folder + "/", "")]
        var opened: [String] = []
        for parts in files {
            let folders = Array(parts.dropLast())
            var common = 0
            while common < min(opened.count, folders.count), opened[common] == folders[common] { common += 1 }
            for depth in common..<folders.count {
                entries.append((String(repeating: "  ", count: depth + 1) + folders[depth] + "/", ""))
            }
            opened = folders
            let text = try String(
                contentsOf: base.appendingPathComponent(parts.joined(separator: "/")), encoding: .utf8)
            entries.append(
                (String(repeating: "  ", count: folders.count + 1) + parts.last!, summary(of: text)))
        }
        let column = (entries.map(\.text.count).max() ?? 0) + 2
        return entries.map { entry in
            entry.summary.isEmpty
                ? entry.text
                : entry.text.padding(toLength: column, withPad: " ", startingAt: 0) + entry.summary
        }
    }

    /// The opening words of the first doc comment in `source`, up to its first colon or full stop.
    static func summary(of source: String) -> String {
        var words: [String] = []
        for line in source.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("///") else {
                if !words.isEmpty { break }
                continue
            }
            words.append(trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces))
        }
        let comment = words.joined(separator: " ")
        let stops = [": ", ". ", "; ", ".\u{0}"]
        let padded = comment + "\u{0}"
        let end = stops.compactMap { padded.range(of: $0)?.lowerBound }.min() ?? comment.endIndex
        return String(comment[..<min(end, comment.endIndex)]).replacingOccurrences(of: "`", with: "")
    }
}
