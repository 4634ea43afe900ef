import Foundation

/// The Swift the package needs, stated once: Package.swift's `// swift-tools-version:` line.
/// The docs write "Swift 6.2 or later (the swift-tools-version line of Package.swift)", and
/// `archlab docs` fills the number in from that line (`--check` fails when it differs), as
/// Scripts/workshop-preflight.sh reads it, so no second hand-typed version can drift.
enum SwiftMinimum {
    /// The version on the manifest's first line, e.g. "6.2".
    static func version(root: URL) throws -> String {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return try version(manifest: manifest)
    }

    /// The version on `manifest`'s first line.
    static func version(manifest: String) throws -> String {
        let first = manifest.split(separator: "\n", maxSplits: 1).first ?? ""
        guard let match = first.wholeMatch(of: #/// swift-tools-version:\s*([0-9]+(\.[0-9]+)*)\s*/#) else {
            throw PerformanceDocument.Failure(
                description: "Package.swift does not start with a swift-tools-version line")
        }
        return String(match.1)
    }

    /// `text` with the number of every "Swift N or later (the swift-tools-version line…" set to
    /// `version`; the words may wrap across lines.
    static func regenerate(_ text: String, version: String) -> String {
        text.replacing(#/(Swift\s+)[0-9]+(\.[0-9]+)*(\s+or\s+later\s+\(the\s+swift-tools-version\s+line)/#) {
            "\($0.1)\(version)\($0.3)"
        }
    }
}
