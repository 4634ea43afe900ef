import Foundation
import TerminalUI

/// `archlab trace`: the boundary crossings of each step, as text or as a Mermaid diagram.
public enum TraceReport {
    /// "▶ 1 appear" then one indented line per crossing.
    public static func text(_ steps: [StepRecord]) -> String {
        var lines: [String] = []
        for step in steps {
            lines.append("▶ \(step.label)")
            lines += step.crossings.map { InertText.make("  \($0)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid `sequenceDiagram`: participants in order of appearance, a note per step.
    public static func mermaid(_ steps: [StepRecord]) -> String {
        var participants: [String] = []
        for crossing in steps.flatMap(\.crossings) {
            for role in [crossing.from, crossing.to] where !participants.contains(role) {
                participants.append(role)
            }
        }
        var lines = ["sequenceDiagram"]
        lines += participants.map { "    participant \(identifier($0)) as \($0)" }
        for step in steps where !step.crossings.isEmpty {
            let first = identifier(step.crossings[0].from)
            lines.append("    Note over \(first): \(escape(step.label))")
            for crossing in step.crossings {
                let arrow = crossing.message.hasPrefix("→ ") ? "-->>" : "->>"
                lines.append(
                    "    \(identifier(crossing.from))\(arrow)\(identifier(crossing.to)): \(escape(crossing.message))"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid-safe participant id (letters and digits only).
    private static func identifier(_ role: String) -> String {
        String(role.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// Mermaid message text: no semicolons or `#`, which it would read as syntax, and no
    /// control characters.
    private static func escape(_ text: String) -> String {
        InertText.make(text).replacingOccurrences(of: ";", with: ",").replacingOccurrences(of: "#", with: "№")
    }
}
