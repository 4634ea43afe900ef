import TerminalUI
import Testing

/// DisplayWidth against the `wcwidth` reference: every code point and every sequence of the corpus.
@Suite("wcwidth corpus")
struct WcwidthCorpusTests {
    /// One line of the corpus: what `wcwidth` says, and what ArchLab says where it deliberately differs.
    struct Entry {
        let line: String
        let reference: Int
        /// The width ArchLab gives instead, nil when it follows the reference, and nil also for `skip`.
        let deliberate: Int?
        let reason: String?
        let isSkipped: Bool

        /// The width DisplayWidth must give.
        var expected: Int { deliberate ?? reference }
    }

    /// A code point range of the corpus, all of one width.
    struct CodePointRange {
        let first: UInt32
        let last: UInt32
        let entry: Entry
    }

    /// A sequence of the corpus: its kind (`zwj`, `flag`…) and its scalars.
    struct Sequence {
        let kind: String
        let text: String
        let entry: Entry
    }

    static let codePointRanges: [CodePointRange] = lines(of: WcwidthCorpus.codePoints).map { line in
        let (fields, entry) = parse(line)
        return CodePointRange(first: hex(fields[0]), last: hex(fields[1]), entry: entry(Int(fields[2])!))
    }

    static let sequences: [Sequence] = lines(of: WcwidthCorpus.sequences).map { line in
        let (fields, entry) = parse(line)
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: fields.dropFirst(2).map { Unicode.Scalar(hex($0))! })
        return Sequence(kind: String(fields[1]), text: String(scalars), entry: entry(Int(fields[0])!))
    }

    @Test func everyCodePointMeasuresAsWcwidthSays() {
        var mismatches: [String] = []
        var measured = 0

        for range in Self.codePointRanges where !range.entry.isSkipped {
            for value in range.first...range.last {
                let text = String(Character(Unicode.Scalar(value)!))
                let width = DisplayWidth.of(text)
                measured += 1
                if width != range.entry.expected {
                    let hex = String(value, radix: 16, uppercase: true)
                    mismatches.append("U+\(hex): \(width), corpus: \(range.entry.line)")
                }
            }
        }

        // Every scalar: all code points but the 2 048 surrogates.
        #expect(measured == 0x110000 - 0x800)
        #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(20))")
    }

    @Test func everySequenceMeasuresAsWcswidthSays() {
        var mismatches: [String] = []

        for sequence in Self.sequences where !sequence.entry.isSkipped {
            let width = DisplayWidth.of(sequence.text)
            if width != sequence.entry.expected {
                mismatches.append("\(width), corpus: \(sequence.entry.line)")
            }
        }

        #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(20))")
    }

    @Test func everyDeliberateDifferenceNamesItsReasonAndStillDiffers() {
        let entries = Self.codePointRanges.map(\.entry) + Self.sequences.map(\.entry)
        let marked = entries.filter { $0.reason != nil }

        #expect(!marked.isEmpty)
        for entry in marked {
            #expect(WcwidthCorpus.reasons[entry.reason!] != nil, "no reason given: \(entry.line)")
            // A mark whose width now equals the reference is stale and would hide a regression.
            #expect(entry.isSkipped || entry.deliberate != entry.reference, "stale mark: \(entry.line)")
        }
    }

    @Test func corpusCoversEveryCodePointExactlyOnce() {
        var next: UInt32 = 0

        for range in Self.codePointRanges {
            #expect(range.first == next, "gap or overlap at \(range.entry.line)")
            #expect(range.first <= range.last)
            next = range.last + 1
        }

        #expect(next == 0x11_0000)
    }

    @Test(arguments: ["vs16", "vs15", "zwj", "flag", "keycap", "skin-tone", "indic", "thai", "hangul"])
    func corpusHasSequencesOfEveryKind(kind: String) {
        let count = Self.sequences.count(where: { $0.kind == kind })

        #expect(count > 0)
    }

    @Test func corpusAndWidthTablesFollowTheSameUnicodeVersion() {
        #expect(!WcwidthCorpus.wcwidthVersion.isEmpty)
        #expect(WcwidthCorpus.unicodeVersion == DisplayWidth.unicodeVersion)
    }

    @Test func fitNeverSplitsTheClustersOfACorpusSequence() {
        var splits: [String] = []

        for sequence in Self.sequences {
            let clusters = Array(sequence.text)
            for width in 0...DisplayWidth.of(sequence.text) + 1 {
                let fitted = TextLayout.fit(sequence.text, width: width)
                let kept = fitted == sequence.text ? fitted : String(fitted.dropLast())
                let keptClusters = Array(kept)
                let isClusterPrefix =
                    keptClusters.count <= clusters.count
                    && String(clusters.prefix(keptClusters.count)).unicodeScalars.elementsEqual(
                        kept.unicodeScalars)
                if !isClusterPrefix || DisplayWidth.of(fitted) > width {
                    splits.append("\(fitted.debugDescription) @ \(width), corpus: \(sequence.entry.line)")
                }
            }
        }

        #expect(splits.isEmpty, "\(splits.count) wrong: \(splits.prefix(20))")
    }

    // MARK: - Reading the corpus

    private static func lines(of text: String) -> [Substring] {
        text.split(separator: "\n")
    }

    private static func hex(_ field: Substring) -> UInt32 {
        UInt32(field, radix: 16)!
    }

    /// Splits `line` into its fields and a maker of its entry, given the reference width.
    private static func parse(_ line: Substring) -> ([Substring], (Int) -> Entry) {
        let parts = line.split(separator: ";", maxSplits: 1)
        let fields = parts[0].split(separator: " ")
        var deliberate: Int?
        var reason: String?
        var isSkipped = false
        // A mark reads `; archlab 2: joins-nothing` or `; archlab skip: surrogate`.
        if parts.count == 2 {
            let mark = parts[1].split(separator: ":", maxSplits: 1)
            let verdict = mark[0].split(separator: " ").last!
            isSkipped = verdict == "skip"
            deliberate = Int(verdict)
            reason = mark[1].trimmingPrefix(" ").description
        }
        return (
            fields,
            { reference in
                Entry(
                    line: String(line), reference: reference, deliberate: deliberate, reason: reason,
                    isSkipped: isSkipped)
            }
        )
    }
}
