/// Renders untrusted text harmless to print: control characters become visible escapes.
public enum InertText {
    /// Returns `text` with every control character spelled as a Swift escape such as `\u{1B}`.
    public static func make(_ text: String) -> String {
        // A server that can put ESC, CSI or BEL on our screen can move the cursor, clear the
        // screen, retitle the window or hide text behind bidi overrides. Spelling those scalars out
        // keeps them readable for debugging while the terminal never acts on them. Everything
        // else, including a literal backslash, is kept byte for byte.
        // Nearly all text is clean; returning the original avoids copying it.
        guard text.unicodeScalars.contains(where: needsEscape) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
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
