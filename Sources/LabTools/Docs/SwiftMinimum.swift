import Foundation

/// What the package needs, stated once in Package.swift: the Swift on its `// swift-tools-version:`
/// line and the macOS on its `platforms:` line. The docs write "Swift 6.2 or later (the
/// swift-tools-version line of Package.swift)" and "macOS 15.4 or later (the platforms line of
/// Package.swift)", and `archlab docs` fills each number in from its line (`--check` fails when
/// one differs), as Scripts/workshop-preflight.sh reads them, so no second hand-typed version
/// can drift.
enum SwiftMinimum {
    /// The version on the manifest's first line, e.g. "6.2".
    static func version(root: URL) throws -> String {
        try version(manifest: manifest(root: root))
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

    /// The macOS on the manifest's platforms line, e.g. "15.4".
    static func macOS(root: URL) throws -> String {
        try macOS(manifest: manifest(root: root))
    }

    /// The macOS on `manifest`'s platforms line, written either way the manifest API takes it:
    /// `.macOS(.v14)` (or `.v10_15`) and `.macOS("15.4")`. A line that is only a comment does not
    /// count.
    static func macOS(manifest: String) throws -> String {
        let platforms =
            #/platforms:\s*\[[^\]]*\.macOS\(\s*(?:\.v([0-9]+(?:_[0-9]+)*)|"([0-9]+(?:\.[0-9]+)*)")\s*\)/#
        for line in manifest.split(separator: "\n")
        where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            if let match = line.firstMatch(of: platforms) {
                if let named = match.1 { return String(named.replacing("_", with: ".")) }
                if let quoted = match.2 { return String(quoted) }
            }
        }
        throw PerformanceDocument.Failure(
            description: "Package.swift has no platforms line naming a macOS (platforms: [.macOS(…)])")
    }

    /// `text` with the number of every "Swift N or later (the swift-tools-version line…" set to
    /// `version`; the words may wrap across lines.
    static func regenerate(_ text: String, version: String) -> String {
        text.replacing(#/(Swift\s+)[0-9]+(\.[0-9]+)*(\s+or\s+later\s+\(the\s+swift-tools-version\s+line)/#) {
            "\($0.1)\(version)\($0.3)"
        }
    }

    /// `text` with the number of every "macOS N or later (the platforms line…" set to `macOS`;
    /// the words may wrap across lines.
    static func regenerate(_ text: String, macOS: String) -> String {
        text.replacing(#/(macOS\s+)[0-9]+(\.[0-9]+)*(\s+or\s+later\s+\(the\s+platforms\s+line)/#) {
            "\($0.1)\(macOS)\($0.3)"
        }
    }

    private static func manifest(root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    }
}
