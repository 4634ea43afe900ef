import ArchLabTestSupport
import TerminalUI
import Testing

@testable import VIPER

/// The detail View with a spy Presenter: gestures become events, view data becomes lines.
@Suite("Detail View", .noTaskLeftRunning)
@MainActor
struct UserDetailViewTests {
    private let output = UserDetailViewOutputSpy()

    @Test func pushingLoadsTheViewOnceAndTellsThePresenter() {
        let sut = UserDetailView(output: output)
        let navigation = NavigationStack()

        navigation.push(sut)
        navigation.appear()

        #expect(output.events == [.viewDidLoad])
    }

    @Test func gesturesBecomeEventsForThePresenter() {
        let sut = UserDetailView(output: output)

        for gesture in [
            Gesture.edit, .set(field: "last-name", text: "Wang"), .save, .cancel, .refresh, .search("x"),
            .back,
        ] {
            sut.handle(gesture)
        }

        #expect(
            output.events == [
                .didTapEdit, .didChange(.lastName, "Wang"), .didTapSave, .didTapCancel,
                .didTapBack,
            ])
    }

    @Test func drawsTheDisplayedViewData() {
        let sut = UserDetailView(output: output)
        sut.display(
            UserDetailViewData(
                title: "User #3", subtitle: "Editing", fields: [.init(label: "First name", value: "Emma")],
                messages: ["! Email is not valid"], status: "Saving…"))

        let lines = sut.render(in: ScreenSize())

        #expect(lines == ["User #3", "Editing", "First name: Emma", "! Email is not valid", "Saving…"])
        #expect(output.events.isEmpty)
    }
}
