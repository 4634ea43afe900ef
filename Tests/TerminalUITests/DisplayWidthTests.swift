import TerminalUI
import Testing

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0),
        ("a", 1),
        ("hello world", 11),
        ("~!@#$%^&*()_+", 13),
    ])
    func asciiTextCountsOneColumnPerCharacter(text: String, expected: Int) {
        let width = DisplayWidth.of(text)

        #expect(width == expected)
    }

    @Test func precomposedAccentedLetterCountsOneColumn() {
        let text = "caf\u{E9}"

        let width = DisplayWidth.of(text)

        #expect(width == 4)
    }

    @Test func decomposedAccentedLetterCountsOneColumn() {
        let text = "e\u{301}"

        let width = DisplayWidth.of(text)

        #expect(width == 1)
    }

    @Test(arguments: [
        ("e\u{301}\u{323}\u{302}", 1),  // three marks stacked on one base letter
        ("a\u{20DD}", 1),  // enclosing circle
        ("Z\u{335}\u{321}a\u{337}l\u{338}g\u{336}o", 5),  // "zalgo" text
        ("n\u{303}an\u{303}a", 4),
        ("\u{1EA1}\u{302}", 1),  // precomposed letter plus one more mark
    ])
    func combiningMarksAddNoColumnsToTheirBase(text: String, expected: Int) {
        let width = DisplayWidth.of(text)

        #expect(width == expected)
    }

    @Test(arguments: [
        ("山田太郎", 8),
        ("日本語", 6),
        ("ひらがな", 8),
        ("カタカナ", 8),
        ("「。、」", 8),  // CJK symbols and punctuation
        ("\u{3000}", 2),  // ideographic space
        ("\u{20BB7}", 2),  // ideograph outside the Basic Multilingual Plane
    ])
    func cjkCharactersCountTwoColumns(text: String, expected: Int) {
        let width = DisplayWidth.of(text)

        #expect(width == expected)
    }

    @Test(arguments: [
        ("한국어", 6),
        ("\u{1112}\u{1161}\u{11AB}", 2),  // 한 spelled with conjoining jamo
    ])
    func hangulSyllablesCountTwoColumns(text: String, expected: Int) {
        let width = DisplayWidth.of(text)

        #expect(width == expected)
    }

    @Test(arguments: [
        "😀",
        "👍🏽",  // skin tone modifier
        "👨‍👩‍👧‍👦",  // family ZWJ sequence
        "🇯🇵",  // regional indicator flag
        "❤️",  // text-default heart with VS16
        "🏳️‍🌈",  // ZWJ sequence on a text-default base
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",  // tag sequence flag
        "\u{1F441}\u{FE0F}\u{200D}\u{1F5E8}\u{FE0F}",  // ZWJ sequence on a text-default base
        "1️⃣",  // keycap
    ])
    func emojiPresentedAsEmojiCountTwoColumns(emoji: String) {
        let width = DisplayWidth.of(emoji)

        #expect(width == 2)
    }

    @Test(arguments: [
        ("\u{2764}\u{FE0E}", 1),  // text presentation asked for with VS15
        ("\u{1F441}\u{200D}\u{1F5E8}", 1),  // text-default eye joined without VS16: the eye alone
        ("\u{261D}\u{1F3FD}", 1),  // a text-default pictograph absorbs its skin tone
    ])
    func textDefaultEmojiWithoutVariationSelector16KeepTheirTextWidth(text: String, expected: Int) {
        let width = DisplayWidth.of(text)

        #expect(width == expected)
    }

    @Test(arguments: [
        ("a\u{1F3FD}", 3),  // a letter does not absorb the modifier, drawn as a swatch
        ("\u{915}\u{93E}", 2),  // Devanagari का: the vowel sign takes a column
        ("\u{915}\u{94D}\u{937}", 2),  // Devanagari conjunct क्ष
        ("\u{E01}\u{E33}", 2),  // Thai กำ: SARA AM takes a column
        ("\u{1000}\u{102B}", 2),  // Myanmar: a spacing mark that is a cluster of its own
        ("\u{1F1EF}", 2),  // a lone regional indicator
        ("#\u{FE0F}\u{20E3}", 2),  // keycap
    ])
    func clustersMeasureAsTheWcwidthReferenceSays(text: String, expected: Int) {
        let width = DisplayWidth.of(text)

        #expect(width == expected)
    }

    @Test func letterWithSkinToneIsOneClusterOfThreeColumnsThatFitNeverSplits() {
        let text = "a\u{1F3FD}b"

        let fitted = TextLayout.fit(text, width: 3)

        #expect(DisplayWidth.of(text) == 4)
        #expect(fitted == "…")
    }

    @Test(arguments: ["\u{2764}", "\u{A9}", "\u{263A}", "\u{2122}"])
    func textStyleSymbolsWithoutVariationSelectorCountOneColumn(symbol: String) {
        let width = DisplayWidth.of(symbol)

        #expect(width == 1)
    }

    @Test(arguments: [
        "\u{200D}",  // zero width joiner alone
        "\u{200C}",  // zero width non-joiner
        "\u{200B}",  // zero width space
        "\u{FE0F}",  // variation selector 16 alone
        "\u{FE0E}",  // variation selector 15 alone
        "\u{301}",  // combining mark with nothing to combine with
        "\u{200D}\u{200D}",
    ])
    func zeroWidthCharactersAloneCountZeroColumns(text: String) {
        let width = DisplayWidth.of(text)

        #expect(width == 0)
    }

    @Test(arguments: [
        ("ＡＢＣ", 6),
        ("！", 2),
        ("１２３", 6),
        ("ｱｲｳ", 3),  // halfwidth katakana stay narrow
    ])
    func fullwidthFormsCountTwoColumns(text: String, expected: Int) {
        let width = DisplayWidth.of(text)

        #expect(width == expected)
    }

    @Test func mixedScriptsAddUpPerGraphemeCluster() {
        let text = "a山😀e\u{301}한\u{200D}Ａ"

        let width = DisplayWidth.of(text)

        #expect(width == 1 + 2 + 2 + 1 + 2 + 0 + 2)
    }

    @Test(arguments: [
        "plain ascii", "山田太郎", "👨‍👩‍👧‍👦 family", "e\u{301}\u{302}x", "🇯🇵🇫🇷", "\u{200D}a",
    ])
    func stringWidthIsTheSumOfCharacterWidths(text: String) {
        let characterSum = text.reduce(0) { $0 + DisplayWidth.of($1) }

        let width = DisplayWidth.of(text)

        #expect(width == characterSum)
    }

    @Test func carriageReturnLineFeedPairCountsOneColumnPerByteLikeTheAsciiFastPath() {
        let pair: Character = "\r\n"

        let width = DisplayWidth.of(pair)

        #expect(width == DisplayWidth.of("\r\n"))
        #expect(width == 2)
    }
}
