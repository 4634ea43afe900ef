import ArchLabTestSupport
import Foundation
import Testing

@testable import LabTools

/// What the package needs is stated once, in Package.swift, and the docs' phrases are generated
/// from it: the Swift of the swift-tools-version line and the macOS of the platforms line.
@Suite("Swift and macOS minimums read from Package.swift")
struct SwiftMinimumTests {
    private static let manifest = """
        // swift-tools-version: 6.2
        // A comment naming platforms: [.macOS(.v13)] is not the line.
        import PackageDescription

        let package = Package(
            name: "Sample",
            platforms: [.macOS("15.4")],
            targets: [])
        """

    @Test func theSwiftIsTheToolsVersionOnTheFirstLine() throws {
        #expect(try SwiftMinimum.version(manifest: Self.manifest) == "6.2")
        #expect(throws: PerformanceDocument.Failure.self) {
            try SwiftMinimum.version(manifest: "import PackageDescription\n// swift-tools-version: 6.2\n")
        }
    }

    @Test func theMacOSIsReadFromThePlatformsLineEitherWayItIsWritten() throws {
        #expect(try SwiftMinimum.macOS(manifest: Self.manifest) == "15.4")
        #expect(try SwiftMinimum.macOS(manifest: "    platforms: [.macOS(.v14)],\n") == "14")
        #expect(try SwiftMinimum.macOS(manifest: "platforms: [.iOS(.v17), .macOS(.v10_15)]") == "10.15")
        #expect(try SwiftMinimum.macOS(manifest: #"platforms: [.macOS( "26.0" )]"#) == "26.0")
    }

    @Test func aManifestWithoutAPlatformsLineFails() {
        let commentedOut =
            "// swift-tools-version: 6.2\n// platforms: [.macOS(.v14)],\nlet package = Package()\n"
        let linuxOnly = "// swift-tools-version: 6.2\nlet package = Package(platforms: [.iOS(.v17)])\n"

        for manifest in [commentedOut, linuxOnly] {
            #expect(throws: PerformanceDocument.Failure.self) { try SwiftMinimum.macOS(manifest: manifest) }
        }
    }

    @Test func theMacOSPhraseIsRegeneratedEvenWhenItsWordsWrap() {
        let text = """
            Runs on macOS 14 or later (the platforms line of Package.swift); on a Mac: macOS
            13.5 or later (the platforms
            line of Package.swift). macOS 14 alone, or macOS 14 or later without the source, stays.
            """

        #expect(
            SwiftMinimum.regenerate(text, macOS: "15.4") == """
                Runs on macOS 15.4 or later (the platforms line of Package.swift); on a Mac: macOS
                15.4 or later (the platforms
                line of Package.swift). macOS 14 alone, or macOS 14 or later without the source, stays.
                """)
    }

    @Test func theSwiftPhraseIsRegeneratedAndLeavesTheMacOSOneAlone() {
        let text =
            "Swift 6.0 or later (the swift-tools-version line of Package.swift), macOS 14 or later (the platforms line)"

        #expect(
            SwiftMinimum.regenerate(text, version: "6.2")
                == "Swift 6.2 or later (the swift-tools-version line of Package.swift), macOS 14 or later (the platforms line)"
        )
    }

    // The real package states both, and every page that quotes them says what it states.

    @Test @MainActor func thePackageStatesBothAndTheDocsQuoteThem() throws {
        let root = PackageRoot.url
        let macOS = try SwiftMinimum.macOS(root: root)
        let swift = try SwiftMinimum.version(root: root)
        #expect(macOS == "15.4")

        let pages = GuideDiagrams.guides(root: root).map(\.path) + ["README.md"]
        #expect(pages.contains("Docs/Workshop/README.md"), "\(pages)")
        var quoting: [String] = []
        for path in pages {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            guard text.contains(#/or\s+later\s+\(the\s+platforms\s+line/#) else { continue }
            quoting.append(path)
            #expect(SwiftMinimum.regenerate(text, macOS: macOS) == text, "\(path) states another macOS")
            #expect(SwiftMinimum.regenerate(text, version: swift) == text, "\(path) states another Swift")
        }
        #expect(quoting.contains("README.md") && quoting.contains("Docs/Workshop/README.md"), "\(quoting)")
    }
}
