/// Lays out single lines of already-inert text (see `InertText.make`) in terminal display columns.
public enum TextLayout {
    // Inputs must have gone through `InertText.make`: a control character would move the cursor,
    // and then no column count computed here would match the screen.
    // Cuts happen only at grapheme cluster boundaries, so accents, emoji sequences and flags are
    // never split. Lines from `columns`, `justify` and `trimTrailingSpaces` never end in spaces,
    // because a trailing space in the last column makes some terminals wrap and pollutes copies.

    /// The mark left where text was cut; U+2026 is one column wide outside legacy CJK settings.
    private static let ellipsis = "…"

    /// Returns `text` unchanged if it fits in `width` columns, otherwise its longest prefix plus `…`.
    public static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else {
            return ""
        }
        if DisplayWidth.of(text) <= width {
            return text
        }
        let budget = width - 1  // one column is reserved for the ellipsis
        var used = 0
        var end = text.startIndex
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            // A wide character straddling the limit is dropped whole; half of it cannot be drawn.
            if used + characterWidth > budget {
                break
            }
            used += characterWidth
            // Advancing by UTF-8 length reuses the cluster already found instead of breaking again.
            end = text.utf8.index(end, offsetBy: character.utf8.count)
        }
        return String(text[..<end]) + ellipsis
    }

    /// Returns `text` fitted to `width` columns, then padded with spaces to exactly `width` columns.
    public static func pad(_ text: String, to width: Int) -> String {
        // A padded cell is meant to be followed by more text, so it is the one result that may end
        // in spaces; the line-level functions remove whatever padding ends up last.
        let fitted = fit(text, width: width)
        return fitted + spaces(width - DisplayWidth.of(fitted))
    }

    /// Returns one line of columns, each fitted and padded to its width (nil shares the rest evenly).
    public static func columns(
        _ parts: [(text: String, width: Int?)], separator: String = "  ", totalWidth: Int
    ) -> String {
        guard totalWidth > 0, !parts.isEmpty else {
            return ""
        }
        let fixedWidth = parts.reduce(0) { $0 + max($1.width ?? 0, 0) }
        let separatorsWidth = DisplayWidth.of(separator) * (parts.count - 1)
        let rest = max(totalWidth - fixedWidth - separatorsWidth, 0)
        let flexibleCount = parts.count(where: { $0.width == nil })
        var flexibleSeen = 0
        var cells: [String] = []
        cells.reserveCapacity(parts.count)
        for part in parts {
            if let width = part.width {
                cells.append(pad(part.text, to: width))
            } else {
                // Sharing evenly keeps several flexible columns aligned; the odd columns go first.
                let share = rest / flexibleCount + (flexibleSeen < rest % flexibleCount ? 1 : 0)
                flexibleSeen += 1
                cells.append(pad(part.text, to: share))
            }
        }
        // Trimming before fitting keeps padding alone from forcing an ellipsis onto a line that fits.
        return fit(trimTrailingSpaces(cells.joined(separator: separator)), width: totalWidth)
    }

    /// Returns `left` and a right-aligned `right` on one `width`-column line, cutting `left` first.
    public static func justify(left: String, right: String, width: Int) -> String {
        guard width > 0 else {
            return ""
        }
        let left = trimTrailingSpaces(left)
        let right = trimTrailingSpaces(right)
        let rightWidth = DisplayWidth.of(right)
        // Padding followed by an invisible right part would still look like trailing spaces.
        guard rightWidth > 0 else {
            return fit(left, width: width)
        }
        let leftWidth = DisplayWidth.of(left)
        if leftWidth + 1 + rightWidth <= width {
            return left + spaces(width - leftWidth - rightWidth) + right
        }
        // The right part (a status, a time) usually matters more, so the left part gives way
        // first, down to a lone ellipsis, always keeping one space between the two.
        let leftBudget = width - rightWidth - 1
        if leftBudget >= 1 {
            let shownLeft = fit(left, width: leftBudget)
            return shownLeft + spaces(width - DisplayWidth.of(shownLeft) - rightWidth) + right
        }
        // Not even an ellipsis fits on the left: show the right part alone, cut if it must be.
        let shownRight = fit(right, width: width)
        return spaces(width - DisplayWidth.of(shownRight)) + shownRight
    }

    /// Returns `line` without its trailing U+0020 spaces.
    public static func trimTrailingSpaces(_ line: String) -> String {
        // Only plain spaces go: they are what padding adds, while a space carrying a combining mark
        // is a visible character and other whitespace in content is deliberate.
        guard line.last == " " else {
            return line
        }
        var trimmed = Substring(line)
        while trimmed.last == " " {
            trimmed.removeLast()
        }
        return String(trimmed)
    }

    /// Returns `count` spaces, or an empty string when `count` is not positive.
    private static func spaces(_ count: Int) -> String {
        String(repeating: " ", count: max(count, 0))
    }
}
