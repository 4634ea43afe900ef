/// Swift source (or C, which it lexes well enough) as lines of code, for the rules on the source:
/// comments removed where they really are, outside string literals, so a `//` in `"http://…"`
/// hides nothing after it. Handles `"…"` with its escapes, raw strings (`#"…"#`), multi-line
/// strings (`"""`), interpolations (`"\(f("x"))"`), extended regex literals (`#/…/#`) and nested
/// block comments.
struct SwiftCodeLines {
    /// Each line without its comments; string and regex literals as written.
    let lines: [String]
    /// Each line without its comments, and every string and regex literal's contents blanked
    /// (delimiters and interpolated code kept): what the code calls, not what it says.
    let bare: [String]

    init(_ text: String) {
        var lexer = Lexer(Array(text.utf8))
        lexer.run()
        lines = String(decoding: lexer.lines, as: UTF8.self).components(separatedBy: "\n")
        bare = String(decoding: lexer.bare, as: UTF8.self).components(separatedBy: "\n")
    }

    /// The words and punctuation of a line of code: each identifier or number whole, every
    /// other character but a space alone ("x.close()" is "x", ".", "close", "(", ")").
    static func tokens(_ line: String) -> [String] {
        var tokens: [String] = []
        var word: [UInt8] = []
        func endWord() {
            if !word.isEmpty {
                tokens.append(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
            }
        }
        for byte in line.utf8 {
            // Letters, digits, `_`, and every byte of a character beyond ASCII.
            if byte >= 0x80 || byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                || (0x61...0x7A).contains(byte)
            {
                word.append(byte)
                continue
            }
            endWord()
            if byte != 0x20, byte != 0x09 { tokens.append(String(UnicodeScalar(byte))) }
        }
        endWord()
        return tokens
    }

    /// Works on the UTF-8 bytes: every delimiter is ASCII, and a byte of a character beyond
    /// ASCII is never one.
    private struct Lexer {
        enum State {
            /// Code at the top, or inside an interpolation whose parentheses are `depth` deep.
            case code, interpolation(depth: Int)
            case string(hashes: Int, multiline: Bool)
            case regex(hashes: Int)
            case blockComment(depth: Int)
        }

        static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/")
        static let star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        static let open = UInt8(ascii: "("), close = UInt8(ascii: ")"), space = UInt8(ascii: " ")

        let bytes: [UInt8]
        var index = 0
        var stack: [State] = [.code]
        var lines: [UInt8] = []
        var bare: [UInt8] = []

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            lines.reserveCapacity(bytes.count)
            bare.reserveCapacity(bytes.count)
        }

        func at(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        /// Whether `count` times `byte` start at `index + offset`.
        func repeated(_ byte: UInt8, _ count: Int, at offset: Int = 0) -> Bool {
            (0..<count).allSatisfy { at(offset + $0) == byte }
        }

        /// The number of `#` from `index + offset`.
        func hashes(at offset: Int = 0) -> Int {
            var count = 0
            while at(offset + count) == Self.hash { count += 1 }
            return count
        }

        /// Copies `count` bytes to both outputs (or only a blank to `bare`).
        mutating func emit(_ count: Int, blank: Bool = false) {
            for _ in 0..<count where index < bytes.count {
                let byte = bytes[index]
                lines.append(byte)
                bare.append(blank && byte != Self.newline ? Self.space : byte)
                index += 1
            }
        }

        /// Skips `count` bytes of a comment, keeping its line breaks.
        mutating func skip(_ count: Int) {
            for _ in 0..<count where index < bytes.count {
                if bytes[index] == Self.newline {
                    lines.append(Self.newline)
                    bare.append(Self.newline)
                }
                index += 1
            }
        }

        mutating func run() {
            while index < bytes.count {
                switch stack[stack.count - 1] {
                case .code, .interpolation: code()
                case .string(let hashes, let multiline): string(hashes: hashes, multiline: multiline)
                case .regex(let hashes): regex(hashes: hashes)
                case .blockComment(let depth): blockComment(depth: depth)
                }
            }
        }

        mutating func code() {
            let byte = bytes[index]
            if byte == Self.slash, at(1) == Self.slash {
                while let next = at(0), next != Self.newline { index += 1 }
                return
            }
            if byte == Self.slash, at(1) == Self.star {
                stack.append(.blockComment(depth: 1))
                skip(2)
                return
            }
            let hashes = byte == Self.hash ? hashes() : 0
            if repeated(Self.quote, 3, at: hashes) {
                stack.append(.string(hashes: hashes, multiline: true))
                emit(hashes + 3)
                return
            }
            if at(hashes) == Self.quote {
                stack.append(.string(hashes: hashes, multiline: false))
                emit(hashes + 1)
                return
            }
            if hashes > 0, at(hashes) == Self.slash {
                stack.append(.regex(hashes: hashes))
                emit(hashes + 1)
                return
            }
            if case .interpolation(let depth) = stack[stack.count - 1] {
                if byte == Self.open {
                    stack[stack.count - 1] = .interpolation(depth: depth + 1)
                } else if byte == Self.close {
                    if depth == 0 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .interpolation(depth: depth - 1)
                    }
                }
            }
            emit(max(hashes, 1))
        }

        mutating func string(hashes: Int, multiline: Bool) {
            let byte = bytes[index]
            if byte == Self.backslash, repeated(Self.hash, hashes, at: 1) {
                if at(hashes + 1) == Self.open {
                    emit(hashes + 2)
                    stack.append(.interpolation(depth: 0))
                } else {
                    emit(hashes + 2, blank: true)
                }
                return
            }
            let quotes = multiline ? 3 : 1
            if byte == Self.quote, repeated(Self.quote, quotes), repeated(Self.hash, hashes, at: quotes) {
                stack.removeLast()
                emit(quotes + hashes)
                return
            }
            if !multiline, byte == Self.newline {
                stack.removeLast()  // Unterminated: the line ends it, as the compiler would say.
                return
            }
            emit(1, blank: true)
        }

        mutating func regex(hashes: Int) {
            let byte = bytes[index]
            if byte == Self.slash, repeated(Self.hash, hashes, at: 1) {
                stack.removeLast()
                emit(hashes + 1)
            } else if byte == Self.newline {
                stack.removeLast()  // Unterminated, or a `#/` that was no regex.
            } else {
                emit(byte == Self.backslash ? 2 : 1, blank: true)
            }
        }

        mutating func blockComment(depth: Int) {
            if bytes[index] == Self.slash, at(1) == Self.star {
                stack[stack.count - 1] = .blockComment(depth: depth + 1)
                skip(2)
            } else if bytes[index] == Self.star, at(1) == Self.slash {
                if depth == 1 {
                    stack.removeLast()
                    lines.append(Self.space)
                    bare.append(Self.space)
                } else {
                    stack[stack.count - 1] = .blockComment(depth: depth - 1)
                }
                skip(2)
            } else {
                skip(1)
            }
        }
    }
}
