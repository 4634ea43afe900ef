/// Renders untrusted text harmless to print: control characters become visible escapes.
public enum InertText {
    /// Returns `text` with every control character spelled as a Swift escape such as `\u{1B}`,
    /// and so is a scalar at either end that would fuse with whatever is printed next to it.
    public static func make(_ text: String) -> String {
        // A server that can put ESC, CSI or BEL on our screen can move the cursor, clear the
        // screen, retitle the window or hide text behind bidi overrides. Spelling those scalars out
        // keeps them readable for debugging while the terminal never acts on them. Everything
        // else, including a literal backslash, is kept byte for byte.
        // A text laid out in a cell must also stand alone. One that begins with a combining mark,
        // a spacing vowel sign or a ZWJ would join the cluster before it — the mark drawn on the
        // column separator, the line a column wider than its cells add up to — and one that ends
        // in a prepended mark (U+0600…) would pull the next cell's first character into itself.
        // Those two ends are spelled out as well; inside the text every cluster is kept as it is.
        let scalars = text.unicodeScalars
        guard let firstByte = text.utf8.first, let lastByte = text.utf8.last else {
            return text
        }
        // Most text begins and ends in ASCII, which neither test needs to decode: a scalar from
        // U+0300 on is written from byte 0xCC on, and an ASCII byte ends an ASCII scalar.
        let lastIndex = scalars.index(before: scalars.endIndex)
        let escapesFirst = firstByte >= 0xCC && joinsWhatPrecedes(scalars[scalars.startIndex])
        let escapesLast = lastByte >= 0x80 && joinsWhatFollows(scalars[lastIndex])
        // Nearly all text is clean; returning the original avoids copying it.
        guard escapesFirst || escapesLast || scalars.contains(where: needsEscape) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for index in scalars.indices {
            let scalar = scalars[index]
            if needsEscape(scalar) || index == scalars.startIndex && escapesFirst
                || index == lastIndex && escapesLast
            {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Tells whether `scalar` printed after other text would become part of that text's last
    /// cluster: a combining mark, a spacing mark or a ZWJ (Unicode's grapheme rules GB9, GB9a).
    private static func joinsWhatPrecedes(_ scalar: Unicode.Scalar) -> Bool {
        // No scalar below U+0300, the first combining mark, extends a cluster; the standard
        // library's own grapheme breaking answers for the rest, so no table can fall behind it.
        scalar.value >= 0x300 && ("a" + String(scalar)).count == 1
    }

    /// Tells whether `scalar` would take the text printed after it into its own cluster: a
    /// prepended concatenation mark such as U+0600 ARABIC NUMBER SIGN (rule GB9b).
    private static func joinsWhatFollows(_ scalar: Unicode.Scalar) -> Bool {
        // Prepend begins at U+0600; a space is what layout prints after a cell.
        scalar.value >= 0x600 && (String(scalar) + " ").count == 1
    }

    /// Tells whether a terminal could act on `scalar` instead of just drawing it.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F:
            // C0 controls, DEL and C1 controls; U+009B alone is a complete CSI introducer.
            return true
        case 0x2028, 0x2029:
            // The line and paragraph separators: some terminals and every log viewer break the
            // line there, so a name could forge a row of its own.
            return true
        case 0x202A...0x202E, 0x2066...0x2069:
            // Bidi embeddings, overrides and isolates can make text display in a misleading order.
            return true
        case 0xFEFF:
            // The byte-order mark: invisible, it hides inside a name and changes what is compared.
            return true
        default:
            return false
        }
    }
}
