import ArchLabTestSupport
import Foundation
import Testing

@testable import LabTools

/// The guides' Swift excerpts are cut from the sources (`SwiftExcerpts`), never pasted.
@Suite("Swift excerpts in the guides")
struct SwiftExcerptsTests {
    static let source = """
        import SharedDomain

        /// A state.
        struct State: Equatable {
            var query = ""
            func matches(_ name: String) -> Bool { name.contains(query) }
        }

        extension Other {
            /// A phase.
            @MainActor
            enum Phase {
                case idle
            }
        }
        """

    @Test func aDeclarationIsCutWholeWithItsDocCommentsAndAttributesAndDedented() throws {
        #expect(
            try SwiftExcerpts.declaration("State", in: Self.source) == """
                /// A state.
                struct State: Equatable {
                    var query = ""
                    func matches(_ name: String) -> Bool { name.contains(query) }
                }
                """)
        #expect(
            try SwiftExcerpts.declaration("Phase", in: Self.source) == """
                /// A phase.
                @MainActor
                enum Phase {
                    case idle
                }
                """)
    }

    @Test func aNameTheFileDoesNotDeclareFailsTheRun() {
        #expect(throws: MarkedBlocks.Failure.self) {
            try SwiftExcerpts.declaration("Missing", in: Self.source)
        }
        // A name that only begins a declared one is not it.
        #expect(throws: MarkedBlocks.Failure.self) {
            try SwiftExcerpts.declaration("Stat", in: Self.source)
        }
    }

    @Test func aMarkedBlockIsReplacedByTheDeclarationsItNames() throws {
        let root = try TemporaryFolder("archlab-excerpt")
        try Data(Self.source.utf8).write(to: root.appending("File.swift"))
        let page = "Text\n<!-- swift: File.swift Phase State -->\n```swift\nstale\n```\nafter\n"

        let generated = try SwiftExcerpts.regenerate(page, root: root.url)

        let phase = try SwiftExcerpts.declaration("Phase", in: Self.source)
        let state = try SwiftExcerpts.declaration("State", in: Self.source)
        #expect(
            generated
                == "Text\n<!-- swift: File.swift Phase State -->\n```swift\n\(phase)\n\(state)\n```\nafter\n")
    }

    /// Every fenced Swift block of `Docs/` sits under an excerpt marker, so `archlab docs`
    /// cuts it from the code and `--check` fails when the code moves on.
    @Test func everySwiftBlockInTheDocsIsCutFromTheCode() throws {
        let docs = PackageRoot.appending("Docs")
        let pages = (FileManager.default.enumerator(atPath: docs.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") }
        var unmarked: [String] = []
        var blocks = 0
        for page in pages {
            let lines = try String(contentsOf: docs.appendingPathComponent(page), encoding: .utf8)
                .components(separatedBy: "\n")
            for (index, line) in lines.enumerated()
            where line.trimmingCharacters(in: .whitespaces) == "```swift" {
                blocks += 1
                if index == 0 || !SwiftExcerpts.isMarker(lines[index - 1]) {
                    unmarked.append("Docs/\(page):\(index + 1)")
                }
            }
        }
        #expect(blocks > 0, "no Swift block found: the check would pass on nothing")
        #expect(unmarked.isEmpty, "Swift blocks typed or pasted by hand: \(unmarked)")
    }
}
