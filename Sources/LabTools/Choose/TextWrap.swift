/// Prose broken into lines at spaces, for the answer and the interview's screen.
enum TextWrap {
    /// `text` in lines of at most `width` columns (a longer word stands alone): the first line
    /// after `indent`, the others after `hanging`.
    static func lines(_ text: String, width: Int, indent: String = "", hanging: String? = nil) -> [String] {
        let hanging = hanging ?? indent
        var lines: [String] = []
        var line = indent
        var empty = true
        for word in text.split(separator: " ") {
            if !empty && line.count + 1 + word.count > width {
                lines.append(line)
                line = hanging
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        lines.append(line)
        return lines
    }
}
