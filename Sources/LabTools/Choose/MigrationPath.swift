import Foundation
import Lab

/// One migration guide of Docs/Migrations: the path it covers and the risks it names.
struct MigrationGuide: Equatable, Sendable {
    /// Where it starts.
    let from: Architecture
    /// Where it ends.
    let to: Architecture
    /// Relative to the package: `Docs/Migrations/VIP-to-MVVM.md`.
    let path: String
    /// Its risks section's heading, as written: "4. Risks, and what catches them".
    let risksHeading: String
    /// The first column of its risks table, one risk a row.
    let risks: [String]

    /// Its risks section as a link target: `Docs/Migrations/VIP-to-MVVM.md#4-risks-and-what-catches-them`.
    var risksAnchor: String {
        let slug = risksHeading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
            .replacingOccurrences(of: " ", with: "-")
        return "\(path)#\(slug)"
    }

    /// The guide in `text`, found at `path` (`Docs/Migrations/<FROM>-to-<TO>.md`); nil when its
    /// name does not name two of the five.
    static func parse(path: String, text: String) -> MigrationGuide? {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let ends = name.components(separatedBy: "-to-")
        guard ends.count == 2,
            let from = Architectures.builtIn.first(where: { $0.title == ends[0] }),
            let to = Architectures.builtIn.first(where: { $0.title == ends[1] })
        else { return nil }
        let lines = text.components(separatedBy: "\n")
        var heading = ""
        var risks: [String] = []
        if let start = lines.firstIndex(where: { $0.hasPrefix("## ") && $0.contains("Risks") }) {
            heading = String(lines[start].dropFirst(3))
            let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
            // The section's first table, after its header and separator: the first cell is the risk.
            let table = section.drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
            let rows = table.dropFirst(2)
            risks = rows.compactMap { row in
                row.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        return MigrationGuide(from: from, to: to, path: path, risksHeading: heading, risks: risks)
    }

    /// Every guide in the package at `root`, in name order.
    static func all(root: URL) -> [MigrationGuide] {
        let folder = root.appendingPathComponent("Docs/Migrations")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            guard name.hasSuffix(".md"),
                let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            else { return nil }
            return parse(path: "Docs/Migrations/\(name)", text: text)
        }
    }
}

/// The way from one architecture to another through the guides: the fewest guides followed
/// forwards, or, when none lead there, the fewest with some read backwards.
struct MigrationPath: Equatable, Sendable {
    /// One guide on the way.
    struct Leg: Equatable, Sendable {
        /// The guide.
        let guide: MigrationGuide
        /// Whether it is read backwards (its `to` is where this leg starts).
        let backwards: Bool

        /// Where this leg starts.
        var from: Architecture { backwards ? guide.to : guide.from }
        /// Where it ends.
        var to: Architecture { backwards ? guide.from : guide.to }
    }

    /// The guides in order; empty when `from` is the target.
    let legs: [Leg]

    /// The shortest path from `from` to `to` over `guides`; nil when no chain of them joins the two.
    static func find(from: Architecture, to: Architecture, guides: [MigrationGuide]) -> MigrationPath? {
        search(from: from, to: to, guides: guides, backwards: false)
            ?? search(from: from, to: to, guides: guides, backwards: true)
    }

    /// Breadth first: the first path found is one of the fewest guides.
    private static func search(
        from: Architecture, to: Architecture, guides: [MigrationGuide], backwards: Bool
    ) -> MigrationPath? {
        let edges =
            guides.map { Leg(guide: $0, backwards: false) }
            + (backwards ? guides.map { Leg(guide: $0, backwards: true) } : [])
        var reached: [Architecture: [Leg]] = [from: []]
        var queue = [from]
        while !queue.isEmpty {
            let here = queue.removeFirst()
            if here == to { return MigrationPath(legs: reached[here]!) }
            for edge in edges where edge.from == here && reached[edge.to] == nil {
                reached[edge.to] = reached[here]! + [edge]
                queue.append(edge.to)
            }
        }
        return nil
    }

    /// The gate that verifies a leg, after every step: the structural workshop check.
    static func gate(for target: Architecture) -> String {
        "archlab workshop check --as \(target.name)"
    }
}
