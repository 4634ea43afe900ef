import Testing

@testable import TerminalUI

/// The new-user screen's texts (SPEC N1, N3): the list's `Added` line and the form drawn with
/// `DetailScreen`.
@Suite("The new-user screen's texts")
@MainActor
struct NewUserScreenTests {
    private func makeList(
        added: ListScreen.Added?, banner: [String] = [], search: String? = nil, rows: Int = 1
    ) -> ListScreen {
        ListScreen(
            title: "Users", counter: "6 of 13", added: added, banner: banner, search: search, rowCount: rows,
            row: { ListScreen.Row(number: $0 + 1, title: "George Bluth", detail: "george.bluth@reqres.in") })
    }

    private func render(_ screen: ListScreen, width: Int = 72) -> [String] {
        screen.render(in: ScreenSize(width: width), viewport: ListViewport())
    }

    @Test func theAddedLineComesDirectlyUnderTheHeaderAboveTheBannerAndTheSearch() {
        let lines = render(
            makeList(
                added: ListScreen.Added(name: "Ada Lovelace", id: 13),
                banner: ["Offline: showing saved users"],
                search: #"Search "ada": 0 of 6 loaded users"#))

        #expect(lines[0] == "Users" + String(repeating: " ", count: 60) + "6 of 13")
        #expect(lines[1] == "Added Ada Lovelace (#13)")
        #expect(lines[2] == "Offline: showing saved users")
        #expect(lines[3] == #"Search "ada": 0 of 6 loaded users"#)
        #expect(lines[4].hasPrefix("   1  George Bluth"))
    }

    @Test func withoutAnAddedUserThereIsNoLine() {
        let lines = render(makeList(added: nil))

        #expect(lines.count == 2)
        #expect(!lines.joined().contains("Added"))
    }

    @Test func atANarrowWidthTheNameIsCutFirstAndTheIdNever() {
        let lines = render(makeList(added: ListScreen.Added(name: "Ada Lovelace", id: 13)), width: 20)

        #expect(lines[1] == "Added Ada Lov… (#13)")
    }

    @Test(arguments: [20, 21, 24, 30, 40, 72])
    func theIdIsNeverCutAndTheLineNeverOverflows(width: Int) {
        let name = "Augusta Ada King, Countess of Lovelace"
        let line = render(makeList(added: ListScreen.Added(name: name, id: 1_234_567)), width: width)[1]

        #expect(line.hasPrefix("Added "))
        #expect(line.hasSuffix(" (#1234567)"))
        #expect(DisplayWidth.of(line) <= width)
        #expect(!line.hasSuffix(" "))
    }

    @Test func aWideNameIsCutByDisplayColumnsNeverThroughACharacter() {
        // 山田 太郎: each CJK character takes two columns; 8 are left for the name at width 20.
        let line = render(makeList(added: ListScreen.Added(name: "山田 太郎 花子", id: 13)), width: 20)[1]

        #expect(line == "Added 山田 太… (#13)")
        #expect(DisplayWidth.of(line) == 20)
    }

    @Test func aNameThatFitsIsDrawnWholeWhateverItsScript() {
        let line = render(makeList(added: ListScreen.Added(name: "Zoë Nguyễn 美咲", id: 7)))[1]

        #expect(line == "Added Zoë Nguyễn 美咲 (#7)")
    }

    @Test func theNameIsDrawnInert() {
        let line = render(makeList(added: ListScreen.Added(name: "Ada\u{1B}[2J Lovelace", id: 13)))[1]

        #expect(line == #"Added Ada\u{1B}[2J Lovelace (#13)"#)
        #expect(!line.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func anIdTooLongForTheNameGivesUpTheNameThenTheWord() {
        let id = Int.max
        let lines = render(makeList(added: ListScreen.Added(name: "Ada Lovelace", id: id)), width: 20)

        // "(#9223372036854775807)" is 22 columns: not even it fits in 20, and nothing overflows.
        #expect(DisplayWidth.of(lines[1]) <= 20)
        #expect(!lines[1].contains("Ada"))
    }

    @Test func theNewUserFormIsADetailScreenWithEmptyFieldsAndNoTrailingSpaces() {
        let form = DetailScreen(
            title: "New user", subtitle: "Editing",
            fields: [
                DetailScreen.Field("First name", ""), DetailScreen.Field("Last name", ""), .init("Email", ""),
            ])

        let lines = form.render(in: ScreenSize(width: 72))

        #expect(lines == ["New user", "Editing", "First name:", "Last name:", "Email:"])
    }

    @Test func theNewUserFormShowsItsMessagesAndItsStatus() {
        let form = DetailScreen(
            title: "New user", subtitle: "Editing",
            fields: [.init("First name", "Ada"), .init("Last name", " "), .init("Email", "ada@example.com")],
            messages: ["! Last name is required"], status: "Saving…")

        let lines = form.render(in: ScreenSize(width: 20))

        #expect(
            lines == [
                "New user", "Editing", "First name: Ada", "Last name:", "Email: ada@example.…",
                "! Last name is requ…", "Saving…",
            ])
    }
}
