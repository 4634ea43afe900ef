/// Measures how many terminal columns text occupies, one grapheme cluster at a time.
public enum DisplayWidth {
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

    /// Returns the number of terminal columns `character` occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        // Counting bytes keeps this in step with the ASCII fast path of `of(_: String)`, so that
        // summing characters always gives the width of the string, even for "\r\n".
        if character.isASCII {
            return character.utf8.count
        }
        var base: Unicode.Scalar?
        var hasEmojiVariationSelector = false
        var hasZeroWidthJoiner = false
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0xFE0F: hasEmojiVariationSelector = true
            case 0x200D: hasZeroWidthJoiner = true
            default: break
            }
            // The first visible scalar decides the cluster's width; marks and joiners ride on it.
            if base == nil && !isZeroWidth(scalar) {
                base = scalar
            }
        }
        guard let base else {
            return 0
        }
        // The table search is cheaper than a property lookup, so CJK text is settled first; the
        // few emoji inside the table are two columns either way, so the order changes no answer.
        if isEastAsianWide(base.value) {
            return 2
        }
        // U+231A WATCH is the first scalar with Emoji_Presentation; below it, skip the lookup.
        if base.value >= 0x231A && base.properties.isEmojiPresentation {
            return 2
        }
        // Text-style emoji such as U+2764 switch to the two-column emoji glyph when VS16 asks for
        // it or when they are joined with other emoji into a single ZWJ sequence.
        if hasEmojiVariationSelector || hasZeroWidthJoiner, base.properties.isEmoji {
            if hasEmojiVariationSelector {
                return 2
            }
            let emojiCount = character.unicodeScalars.count(where: { $0.properties.isEmoji })
            if emojiCount > 1 {
                return 2
            }
        }
        return 1
    }

    /// Tells whether `scalar` draws nothing by itself: combining marks, joiners, selectors.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        // Nothing below U+0300, the first combining mark, is zero-width: the only format character
        // there is U+00AD, treated as visible below. This spares Latin text a property lookup.
        guard scalar.value >= 0x300 else {
            return false
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return true
        case .format:
            // U+00AD SOFT HYPHEN is a format character, yet terminals draw it as a visible hyphen.
            return scalar.value != 0xAD
        default:
            return false
        }
    }

    /// Tells whether `value` lies in one of the sorted `wideRanges`, by binary search.
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        // Nothing below the Hangul Jamo block is wide, which covers Latin, Greek, Cyrillic, Arabic...
        guard value >= 0x1100 else {
            return false
        }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Width W and F code points (Unicode 16.0, EastAsianWidth.txt), sorted and merged.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        // Scalars with Emoji_Presentation are found through `Unicode.Scalar.Properties`, so they
        // are left out (or merged over), keeping the table to CJK-style blocks a reader can check.
        // Reserved code points in the ideograph planes are kept: the standard defaults them to W
        // so that ideographs added later already measure correctly.
        // Hangul Jamo leading consonants; vowels and finals fuse into the same cluster.
        0x1100...0x115F,
        // Angle brackets, trigrams and digrams.
        0x2329...0x232A, 0x2630...0x2637, 0x268A...0x268F,
        // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation.
        0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5, 0x2FF0...0x303E,
        // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, Kanbun, CJK strokes.
        0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F, 0x3131...0x318E, 0x3190...0x31E5,
        0x31EF...0x321E,
        // Enclosed CJK, CJK compatibility, CJK Unified Ideographs (with Extension A), Yi.
        0x3220...0x3247, 0x3250...0xA48C, 0xA490...0xA4C6,
        // Hangul Jamo Extended-A and Hangul syllables.
        0xA960...0xA97C, 0xAC00...0xD7A3,
        // CJK compatibility ideographs, vertical forms, small form variants.
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B,
        // Fullwidth ASCII variants and fullwidth signs.
        0xFF01...0xFF60, 0xFFE0...0xFFE6,
        // Ideographic symbols, Tangut, Khitan.
        0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5,
        0x18CFF...0x18D08,
        // Kana extensions, small kana, Nushu.
        0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE, 0x1B000...0x1B122,
        0x1B132...0x1B132, 0x1B150...0x1B152, 0x1B155...0x1B155, 0x1B164...0x1B167,
        0x1B170...0x1B2FB,
        // Tai Xuan Jing symbols and counting rod numerals.
        0x1D300...0x1D356, 0x1D360...0x1D376,
        // Enclosed ideographic supplement (the emoji among them are handled by properties).
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F260...0x1F265,
        // CJK Unified Ideographs Extension B and later, planes 2 and 3.
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
