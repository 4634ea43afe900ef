import ArchLabTestSupport
import TerminalUI
import Testing

@testable import VIPER

/// The new-user View with a spy Presenter: gestures become events, view data becomes lines.
@Suite("New-user View", .noTaskLeftRunning)
@MainActor
struct NewUserViewTests {
    private let output = NewUserViewOutputSpy()

    @Test func pushingLoadsTheViewOnceAndTellsThePresenter() {
        let sut = NewUserView(output: output)
        let navigation = NavigationStack()

        navigation.push(sut)
        navigation.appear()
        navigation.appear()

        #expect(output.events == [.viewDidLoad])
    }

    @Test func formGesturesBecomeEventsAndTheListsChangeNothing() {
        let sut = NewUserView(output: output)

        for gesture in [
            Gesture.set(field: "first-name", text: "Ada"), .set(field: "nickname", text: "x"), .retry, .new,
            .tap(1), .scrollToEnd, .scrollToTop, .refresh, .search("a"), .edit, .save, .cancel, .back,
        ] {
            sut.handle(gesture)
        }

        #expect(
            output.events == [.didChange(.firstName, "Ada"), .didTapSave, .didTapCancel, .didTapBack])
    }

    @Test func drawsTheDisplayedViewDataAsTheDetailsEditModeIsDrawn() {
        let sut = NewUserView(output: output)
        sut.display(
            NewUserViewData(
                title: "New user", subtitle: "Editing",
                fields: [
                    .init(label: "First name", value: "Ada"), .init(label: "Last name", value: ""),
                    .init(label: "Email", value: ""),
                ],
                messages: ["! Email is not valid"], status: "Saving…"))

        let lines = sut.render(in: ScreenSize())

        #expect(
            lines == [
                "New user", "Editing", "First name: Ada", "Last name:", "Email:", "! Email is not valid",
                "Saving…",
            ])
        #expect(output.events.isEmpty)
    }

    @Test func eachDisplayAsksTheHostToRepaint() {
        let sut = NewUserView(output: output)
        let navigation = NavigationStack()
        navigation.push(sut)
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        sut.display(NewUserViewData(title: "New user", subtitle: "Editing", fields: []))

        #expect(repaints == 1)
    }
}
