import ArchLabTestSupport
import TerminalUI
import Testing

@testable import MVP

/// The New user form's passive View: it forwards gestures and draws exactly what it was told.
@Suite("NewUserTextView", .noTaskLeftRunning)
@MainActor
struct NewUserTextViewTests {
    @Test func loading_isForwardedToThePresenterOnce() {
        let (sut, presenter) = makeSUT()
        let navigation = NavigationStack()

        navigation.push(sut)
        navigation.appear()

        #expect(presenter.events == [.viewDidLoad])
    }

    @Test func theFormsGestures_areForwarded_andTheListsAreNot() {
        let (sut, presenter) = makeSUT()

        for gesture in [
            Gesture.set(field: "first-name", text: "Ada"), .set(field: "nickname", text: "Countess"), .save,
            .retry, .edit, .new, .tap(1), .scrollToEnd, .scrollToTop, .refresh, .search("ada"), .cancel,
            .back,
        ] {
            sut.handle(gesture)
        }

        #expect(presenter.events == [.didChange(.firstName, "Ada"), .didTapSave, .didTapCancel, .didTapBack])
    }

    @Test func itDraws_whatItWasTold() {
        let (sut, _) = makeSUT()

        sut.showTitle("New user")
        sut.showSubtitle("Editing")
        sut.showFields([
            .init(label: "First name", value: "Ada"), .init(label: "Last name", value: ""),
            .init(label: "Email", value: ""),
        ])
        sut.showMessages(["! Last name is required", "! Email is not valid"])
        sut.showStatus("Saving…")

        #expect(
            sut.render(in: ScreenSize(width: 40)) == [
                "New user", "Editing", "First name: Ada", "Last name:", "Email:", "! Last name is required",
                "! Email is not valid", "Saving…",
            ])
    }

    @Test func hideCommands_removeWhatWasShown() {
        let (sut, _) = makeSUT()
        sut.showTitle("New user")
        sut.showMessages(["! Could not save: You are offline"])
        sut.showStatus("Saving…")

        sut.hideMessages()
        sut.hideStatus()

        #expect(sut.render(in: ScreenSize(width: 40)) == ["New user"])
    }

    @Test func everyCommand_asksTheHostToRepaint() {
        let (sut, _) = makeSUT()
        let navigation = NavigationStack()
        navigation.push(sut)
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        sut.showFields([])
        sut.showMessages(["! First name is required"])
        sut.showStatus("Saving…")

        #expect(repaints == 3)
    }

    private func makeSUT() -> (NewUserTextView, NewUserPresenterSpy) {
        let presenter = NewUserPresenterSpy()
        return (NewUserTextView(presenter: presenter), presenter)
    }
}
