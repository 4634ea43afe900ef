import Foundation
import Lab

/// The sequence diagrams in the guides (`Docs/*.md`), regenerated from the running code by
/// `archlab docs` and checked by `archlab docs --check`, so none is drawn or pasted by hand.
///
/// A diagram is a fenced `mermaid` block right after a marker line naming the architecture and
/// the steps, e.g. `<!-- trace: mvi: appear -->` or `<!-- trace: vip: appear; tap 2; back -->`.
/// After the same marker, a plain fenced block is the trace as `archlab trace` prints it; `| show
/// 2 4` at the marker's end prints only those steps, `…` between steps left out.
@MainActor
enum GuideDiagrams {
    nonisolated static let markerStart = "<!-- trace: "

    /// `text` with every marked diagram regenerated.
    static func regenerate(_ text: String) async throws -> String {
        var lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard let (architecture, steps, shown) = marker(lines[index]), index + 1 < lines.count,
                ["```mermaid", "```", "```text"].contains(lines[index + 1]),
                let end = lines[(index + 2)...].firstIndex(of: "```")
            else { continue }
            let diagram = try await render(
                architecture: architecture, steps: steps, text: lines[index + 1] != "```mermaid", shown: shown
            )
            lines.replaceSubrange((index + 2)..<end, with: diagram.components(separatedBy: "\n"))
        }
        return lines.joined(separator: "\n")
    }

    /// The guides holding generated parts (diagram markers, Swift excerpts, quoted commands, or the Swift or
    /// macOS minimum, whose words may wrap), each read once: its path relative to the package
    /// root, and its text as it is now.
    static func guides(root: URL) -> [(path: String, text: String)] {
        let folder = root.appendingPathComponent("Docs")
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? [])
            .filter {
                $0.pathExtension == "md"
                    && !["Comparison.md", "Performance.md"].contains($0.lastPathComponent)
            }
            .compactMap { url -> (path: String, text: String)? in
                guard let text = try? String(contentsOf: url, encoding: .utf8),
                    text.contains(markerStart) || text.contains(SwiftExcerpts.markerStart)
                        || text.contains(RoleTables.markerStart) || text.contains(RoleDiagrams.markerStart)
                        || text.contains(FileTrees.markerStart)
                        || CommandBlocks.quotesCommands(text)
                        || text.contains(#/swift-tools-version\s+line|platforms\s+line/#)
                else { return nil }
                return ("Docs/" + url.path.dropFirst(folder.path.count + 1), text)
            }
    }

    private static func marker(_ line: String) -> (Architecture, String, shown: [Int]?)? {
        guard line.hasPrefix(markerStart), line.hasSuffix(" -->") else { return nil }
        var body = line.dropFirst(markerStart.count).dropLast(4)
        var shown: [Int]?
        if let show = body.range(of: " | show ") {
            shown = body[show.upperBound...].split(separator: " ").compactMap { Int($0) }
            body = body[..<show.lowerBound]
        }
        guard let colon = body.firstIndex(of: ":"),
            let architecture = Architectures.named(String(body[..<colon]))
        else { return nil }
        let steps = body[body.index(after: colon)...].split(separator: ";")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return (architecture, steps.joined(separator: "\n"), shown)
    }

    private static func render(
        architecture: Architecture, steps: String, text: Bool, shown: [Int]?
    ) async throws -> String {
        let scenario = try Scenario(parsing: steps)
        let session = try LabSession(architecture: architecture, configuration: SessionConfiguration())
        let result = await ScenarioRunner.run(scenario, in: session)
        guard text else { return TraceReport.mermaid(result.steps).trimmingCharacters(in: .newlines) }
        guard let shown else { return TraceReport.text(result.steps).trimmingCharacters(in: .newlines) }
        var parts: [String] = []
        var previous = 0
        for number in shown where (1...result.steps.count).contains(number) {
            if previous != 0 && number != previous + 1 { parts.append("…") }
            parts.append(TraceReport.text([result.steps[number - 1]]).trimmingCharacters(in: .newlines))
            previous = number
        }
        return parts.joined(separator: "\n")
    }
}
