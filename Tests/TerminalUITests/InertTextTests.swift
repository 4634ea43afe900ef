import TerminalUI
import Testing

@Suite("InertText")
struct InertTextTests {
    /// Hostile input shown escaped in the test log, so the sequences under test cannot act on it.
    struct Hostile: Sendable, ExpressibleByStringLiteral, CustomTestStringConvertible {
        let text: String
        // All-ASCII escaping from the standard library, independent of the code under test; plain
        // debugDescription would still print C1 controls and bidi overrides raw.
        var testDescription: String {
            "\"" + text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined() + "\""
        }

        init(stringLiteral text: String) {
            self.text = text
        }
    }

    static let controlCharacters: [(Hostile, String)] = [
        ("\u{1B}", #"\u{1B}"#),  // ESC
        ("\u{1B}[2J", #"\u{1B}[2J"#),  // CSI "erase display"
        ("\u{7}", #"\u{7}"#),  // BEL
        ("\r", #"\u{D}"#),
        ("\n", #"\u{A}"#),
        ("\t", #"\u{9}"#),
        ("\u{0}", #"\u{0}"#),
        ("\u{1F}", #"\u{1F}"#),
        ("\u{7F}", #"\u{7F}"#),  // DEL
        ("\u{80}", #"\u{80}"#),
        ("\u{9B}", #"\u{9B}"#),  // C1 CSI
        ("\u{9F}", #"\u{9F}"#),
        ("\u{202A}", #"\u{202A}"#),
        ("\u{202E}", #"\u{202E}"#),  // right-to-left override
        ("\u{2066}", #"\u{2066}"#),
        ("\u{2069}", #"\u{2069}"#),
        ("\u{2028}", #"\u{2028}"#),  // line separator
        ("\u{2029}", #"\u{2029}"#),  // paragraph separator
        ("\u{FEFF}", #"\u{FEFF}"#),  // byte-order mark
    ]

    @Test(arguments: controlCharacters)
    func controlCharacterIsSpelledAsSwiftEscape(input: Hostile, expected: String) {
        let inert = InertText.make(input.text)

        #expect(inert == expected)
    }

    @Test func clearScreenSequenceBecomesVisibleText() {
        let hostile = "before\u{1B}[2J\u{1B}[Hafter"

        let inert = InertText.make(hostile)

        #expect(inert == #"before\u{1B}[2J\u{1B}[Hafter"#)
    }

    @Test func windowTitleSequenceBecomesVisibleText() {
        let hostile = "\u{1B}]0;pwned\u{7}"

        let inert = InertText.make(hostile)

        #expect(inert == #"\u{1B}]0;pwned\u{7}"#)
    }

    @Test func carriageReturnLineFeedPairEscapesBothScalars() {
        let text = "a\r\nb"

        let inert = InertText.make(text)

        #expect(inert == #"a\u{D}\u{A}b"#)
    }

    @Test(arguments: [
        "",
        "plain text",
        "山田太郎",
        "e\u{301} caf\u{E9}",
        "👨‍👩‍👧‍👦 🇯🇵 ❤️",
        "\u{A0}\u{200D}\u{A0}",  // unusual but not controls
        #"C:\path\u{1B}"#,  // already-escaped text stays as it is
    ])
    func textWithoutControlsIsReturnedUnchanged(text: String) {
        let inert = InertText.make(text)

        #expect(inert == text)
        #expect(Array(inert.utf8) == Array(text.utf8))
    }

    /// SPEC §4: the line and paragraph separators break a line where the layout sees none; the
    /// byte-order mark is invisible inside text.
    @Test(arguments: [("\u{2028}", #"\u{2028}"#), ("\u{2029}", #"\u{2029}"#), ("\u{FEFF}", #"\u{FEFF}"#)])
    func separatorsAndTheByteOrderMarkAreSpelledOut(scalar: String, spelled: String) {
        let inert = InertText.make("a\(scalar)b")

        #expect(inert == "a\(spelled)b")
    }

    @Test func literalBackslashIsKeptAsIs() {
        let text = #"C:\dir"# + "\u{7}"

        let inert = InertText.make(text)

        #expect(inert == #"C:\dir\u{7}"#)
    }

    @Test func charactersAroundControlsAreKeptByteForByte() {
        let text = "e\u{301}\u{1B}山👍🏽\u{9B}"

        let inert = InertText.make(text)

        #expect(Array(inert.utf8) == Array(("e\u{301}" + #"\u{1B}"# + "山👍🏽" + #"\u{9B}"#).utf8))
    }

    static let mixedHostileTexts: [Hostile] = [
        "\u{1B}[31mred\u{1B}[0m", "\u{9B}2J", "a\u{202E}cba", "\u{0}\u{7F}\u{85}", "tab\there",
    ]

    @Test(arguments: mixedHostileTexts)
    func resultContainsNoControlScalarsAndIsStable(input: Hostile) {
        let inert = InertText.make(input.text)

        let leftovers = inert.unicodeScalars.filter { scalar in
            let value = scalar.value
            return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
        }
        #expect(leftovers.isEmpty)
        #expect(InertText.make(inert) == inert)
    }

    /// A text that begins with a mark would join the cluster printed before it (a separator, a
    /// padding space); one that ends in a prepended mark would take in the one after it.
    @Test(arguments: [
        ("\u{301}Ada", #"\u{301}Ada"#),  // combining acute accent
        ("\u{16F5F}x", #"\u{16F5F}x"#),  // Miao vowel sign, a spacing mark
        ("\u{93E}", #"\u{93E}"#),  // Devanagari vowel sign AA
        ("\u{200D}\u{1F466}", #"\u{200D}"# + "\u{1F466}"),  // a leading ZWJ
        ("Ada\u{600}", #"Ada\u{600}"#),  // Arabic number sign, prepended to what follows
        ("\u{301}\u{302}", #"\u{301}"# + "\u{302}"),  // the second mark now rides on the brace
    ])
    func anEndThatWouldFuseWithItsNeighbourIsSpelledOut(text: String, expected: String) {
        let inert = InertText.make(text)

        #expect(inert == expected)
        #expect(("|" + inert + "|").count == 2 + inert.count)
        #expect(InertText.make(inert) == inert)
    }

    @Test(arguments: ["e\u{301}", "Ada\u{600}1", "\u{600}1", "a\u{200D}", "\u{1F468}\u{200D}\u{1F469}", "山"])
    func marksInsideTheTextAndEndsThatStandAloneAreKept(text: String) {
        #expect(InertText.make(text) == text)
    }
}
