/// Measures how many terminal columns text occupies, one grapheme cluster at a time.
public enum DisplayWidth {
    // Widths follow the Python `wcwidth` package (`wcswidth`), the reference terminals and
    // Tests/TerminalUITests/WcwidthCorpus.swift agree on; DisplayWidthTables.swift holds its tables,
    // and Scripts/generate-wcwidth-corpus.py regenerates both. One deliberate change: `wcswidth`
    // lets a ZWJ hide whatever follows it, even across a grapheme cluster boundary, while here each
    // cluster is measured alone, so that the width of text is the sum of its clusters' widths and
    // cutting text between two clusters never changes either of them.

    /// Returns the number of terminal columns `text` occupies when printed.
    public static func of(_ text: String) -> Int {
        // Most text in a terminal UI is ASCII, where one byte is one column; skipping grapheme
        // breaking for it keeps layout of long tables cheap.
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            return utf8.count
        }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Returns the number of terminal columns `character` occupies, usually 0, 1 or 2.
    ///
    /// A cluster can be wider than 2: a letter followed by a skin-tone modifier is 3 columns, as
    /// terminals draw the modifier as a swatch of its own.
    public static func of(_ character: Character) -> Int {
        // Counting bytes keeps this in step with the ASCII fast path of `of(_: String)`, so that
        // summing characters always gives the width of the string, even for "\r\n".
        if character.isASCII {
            return character.utf8.count
        }
        let scalars = character.unicodeScalars
        // Most clusters outside ASCII are one scalar (CJK, accented letters, symbols).
        if scalars.index(after: scalars.startIndex) == scalars.endIndex {
            let value = scalars[scalars.startIndex].value
            let width = width(of: value)
            return width == 0 && standaloneSpacingMarks.contains(value) ? 1 : width
        }
        return width(ofCluster: scalars)
    }

    /// Returns the width of a cluster of several scalars, following `wcswidth` within the cluster.
    private static func width(ofCluster scalars: Character.UnicodeScalarView) -> Int {
        var total = 0
        // The last scalar that took columns (or paired a flag): a skin tone after an emoji merges.
        var lastMeasured: UInt32?
        // The last scalar that took columns, until a VS16 or a spacing mark has spoken for it.
        var widenable: UInt32?
        var previousWasVirama = false
        var conjunctPending = false
        var regionalIndicatorsInARow = 0
        var skipNext = false
        var startsCluster = true
        for scalar in scalars {
            let value = scalar.value
            defer { startsCluster = false }
            let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(value)
            defer { regionalIndicatorsInARow = isRegionalIndicator ? regionalIndicatorsInARow + 1 : 0 }
            if skipNext {
                // A ZWJ makes what it joins part of the glyph before it (the woman in 👨‍👩).
                skipNext = false
                continue
            }
            switch value {
            case 0x200D:
                // After a virama a ZWJ only asks for a half form; the consonant still follows.
                if !previousWasVirama {
                    skipNext = true
                }
                continue
            case 0xFE0F where widenable != nil:
                // VS16 asks for the emoji glyph: two columns where the text glyph had one.
                if let widenable, isInTable(widenable, emojiPresentationWideningRanges) {
                    total += 1
                }
                widenable = nil
                continue
            case 0x1F1E6...0x1F1FF where regionalIndicatorsInARow % 2 == 1:
                // The second indicator of a pair draws inside the first one's flag.
                lastMeasured = value
                continue
            case 0x1F3FB...0x1F3FF:
                // A skin tone merges into the emoji it follows; after anything else it shows alone.
                if let lastMeasured, isPictographic(lastMeasured) {
                    continue
                }
            default:
                break
            }
            if previousWasVirama && isInTable(value, conjunctConsonantRanges) {
                // The consonant fuses into a conjunct; its column is added once the conjunct ends.
                lastMeasured = value
                widenable = value
                previousWasVirama = false
                conjunctPending = true
                continue
            }
            let scalarWidth = width(of: value)
            if scalarWidth > 0 {
                if conjunctPending {
                    total += 1
                    conjunctPending = false
                }
                total += scalarWidth
                lastMeasured = value
                widenable = value
                previousWasVirama = false
            } else if widenable != nil && isInTable(value, spacingMarkRanges)
                || startsCluster && standaloneSpacingMarks.contains(value)
            {
                // A spacing vowel sign such as Devanagari ा takes a column of its own; a few (in
                // Myanmar, Tai Tham…) are clusters of their own, measured as if after their letter.
                total += 1
                widenable = nil
                previousWasVirama = false
                conjunctPending = false
            } else {
                previousWasVirama = viramas.contains(value)
            }
        }
        return conjunctPending ? total + 1 : total
    }

    /// Returns the columns one scalar takes on its own: 0, 1 or 2.
    private static func width(of value: UInt32) -> Int {
        // Controls are drawn inert before they are measured; raw, they count one column like the
        // ASCII byte count. Nothing else below U+0300, the first combining mark, is 0 or 2 wide.
        if value < 0x300 {
            return 1
        }
        let ranges = nonNarrowRanges
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.first {
                high = middle - 1
            } else if value > range.last {
                low = middle + 1
            } else {
                return Int(range.width)
            }
        }
        return 1
    }

    /// Tells whether `value` is Extended_Pictographic or a regional indicator.
    private static func isPictographic(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value) || isInTable(value, pictographicRanges)
    }

    /// Tells whether `value` lies in one of the sorted, disjoint `ranges`, by binary search.
    private static func isInTable(_ value: UInt32, _ ranges: [(first: UInt32, last: UInt32)]) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].first {
                high = middle - 1
            } else if value > ranges[middle].last {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
