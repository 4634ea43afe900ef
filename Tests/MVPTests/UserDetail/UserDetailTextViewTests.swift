import ArchLabTestSupport
import TerminalUI
import Testing

@testable import MVP

/// The detail's passive View: it forwards gestures and draws exactly what it was told.
@Suite("UserDetailTextView", .noTaskLeftRunning)
@MainActor
struct UserDetailTextViewTests {
    @Test func loading_isForwardedToThePresenterOnce() {
        let (sut, presenter) = makeSUT()
        let navigation = NavigationStack()

        navigation.push(sut)
        navigation.appear()

        #expect(presenter.events == [.viewDidLoad])
    }

    @Test func gestures_areForwardedToThePresenter() {
        let (sut, presenter) = makeSUT()

        for gesture in [
            Gesture.edit, .set(field: "last-name", text: "Holtz"), .set(field: "nickname", text: "Em"), .save,
            .cancel, .retry, .back, .refresh, .tap(1),
        ] {
            sut.handle(gesture)
        }

        #expect(
            presenter.events == [
                .didTapEdit, .didChange(.lastName, "Holtz"), .didTapSave, .didTapCancel, .didTapRetry,
                .didTapBack,
            ])
    }

    @Test func itDraws_whatItWasTold() {
        let (sut, _) = makeSUT()

        sut.showTitle("User #4")
        sut.showSubtitle("Editing")
        sut.showFields([.init(label: "First name", value: "Eve"), .init(label: "Last name", value: "")])
        sut.showMessages(["! Last name is required"])
        sut.showStatus("Saving…")

        #expect(
            sut.render(in: ScreenSize(width: 40)) == [
                "User #4", "Editing", "First name: Eve", "Last name:", "! Last name is required", "Saving…",
            ])
    }

    @Test func hideCommands_removeWhatWasShown() {
        let (sut, _) = makeSUT()
        sut.showTitle("User #4")
        sut.showSubtitle("Editing")
        sut.showMessages(["! Could not save: You are offline"])
        sut.showStatus("Saved")

        sut.hideSubtitle()
        sut.hideMessages()
        sut.hideStatus()

        #expect(sut.render(in: ScreenSize(width: 40)) == ["User #4"])
    }

    private func makeSUT() -> (UserDetailTextView, UserDetailPresenterSpy) {
        let presenter = UserDetailPresenterSpy()
        return (UserDetailTextView(presenter: presenter), presenter)
    }
}
