import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVVM

/// What each gesture becomes: the views call their view model's inputs (here a spy view model
/// that records them) and keep only a scroll position of their own.
@Suite("MVVM views: gestures become inputs", .noTaskLeftRunning)
@MainActor
struct ViewGestureTests {
    private let tracker = TaskTracker()
    private let repository = ControllableUserRepository()
    private let settler: Settler

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    private func makeListViewModel() -> UserListViewModel {
        UserListViewModel(
            repository: repository, tracker: tracker, perPage: nil, onNewUser: {}, onSelect: { _ in },
            onSessionExpired: {})
    }

    /// Every gesture the list is sent reaches its view model, which ends the Added notice on each
    /// (SPEC N3); `appear` and `open` are never sent to a screen.
    @Test func everyListGestureBecomesItsInputAndTheOthersTellTheViewModelOfAGesture() {
        let inputs = UserListViewModelSpy()
        let sut = UserListView(viewModel: inputs)

        for gesture in [
            Gesture.appear, .scrollToEnd, .refresh, .retry, .tap(3), .search("wo"), .new, .scrollToTop, .back,
            .edit, .set(field: "email", text: "x"), .save, .cancel, .open(2),
        ] {
            sut.handle(gesture)
        }

        #expect(
            inputs.inputs == [
                .reachedEnd, .refresh, .retry, .select(3), .search("wo"), .newUser, .otherGesture,
                .otherGesture, .otherGesture, .otherGesture, .otherGesture, .otherGesture,
            ])
    }

    @Test func theListViewTellsItsInputsEachTimeItAppears() {
        let inputs = UserListViewModelSpy()
        let sut = UserListView(viewModel: inputs)
        let navigation = NavigationStack()

        navigation.push(sut)
        navigation.appear()
        navigation.appear()

        #expect(inputs.inputs == [.appear, .appear])
    }

    @Test func scrollingMovesTheWindowOverTheRowsAndRepaintsEachTime() async {
        let viewModel = makeListViewModel()
        viewModel.appear()
        await settler.settle()
        repository.answer(1, with: .page(page(1, total: 6)))
        await settler.settle()
        let sut = UserListView(viewModel: viewModel)
        let size = ScreenSize(visibleRows: 3)
        let repaints = RepaintCounter(showing: sut, size: size)

        sut.handle(.scrollToEnd)
        let end = sut.render(in: size)
        sut.handle(.scrollToTop)
        let top = sut.render(in: size)

        #expect(rowNames(end) == ["First4 Last4", "First5 Last5", "First6 Last6"])
        #expect(rowNames(top) == ["First1 Last1", "First2 Last2", "First3 Last3"])
        #expect(repaints.count == 2)
    }

    @Test func everyDetailGestureBecomesItsInputAndNoOtherGestureDoesAnything() {
        let inputs = UserDetailViewModelSpy()
        let sut = UserDetailView(viewModel: inputs)

        for gesture in [
            Gesture.retry, .edit, .set(field: "first-name", text: "Jane"),
            .set(field: "last-name", text: "Roe"), .set(field: "email", text: "j@x.io"),
            .save, .cancel, .back, .appear, .scrollToEnd, .scrollToTop, .refresh, .tap(1), .search("x"),
            .open(2),
        ] {
            sut.handle(gesture)
        }

        #expect(
            inputs.inputs == [
                .retry, .edit, .set(.firstName, "Jane"), .set(.lastName, "Roe"), .set(.email, "j@x.io"),
                .save,
                .cancel, .back,
            ])
    }

    @Test func theDetailViewAsksForItsUserOnceWhenItLoads() {
        let inputs = UserDetailViewModelSpy()
        let sut = UserDetailView(viewModel: inputs)
        let navigation = NavigationStack()

        navigation.push(sut)
        navigation.appear()
        _ = sut.render(in: ScreenSize())

        #expect(inputs.inputs == [.load])
    }

    @Test func everyFormGestureBecomesItsInputAndNoOtherGestureDoesAnything() {
        let inputs = NewUserViewModelSpy()
        let sut = NewUserView(viewModel: inputs)

        for gesture in [
            Gesture.set(field: "first-name", text: "Ada"), .set(field: "last-name", text: "Lovelace"),
            .set(field: "email", text: "a@x.io"), .set(field: "nickname", text: "x"), .save, .cancel, .back,
            .appear, .retry, .edit, .new, .scrollToEnd, .scrollToTop, .refresh, .tap(1), .search("x"),
            .open(2),
        ] {
            sut.handle(gesture)
        }

        #expect(
            inputs.inputs == [
                .set(.firstName, "Ada"), .set(.lastName, "Lovelace"), .set(.email, "a@x.io"), .save, .close,
                .close,
            ])
    }

    @Test func theFormCallsNoInputWhenItLoadsAppearsOrIsDrawn() {
        let inputs = NewUserViewModelSpy()
        let sut = NewUserView(viewModel: inputs)
        let navigation = NavigationStack()

        navigation.push(sut)
        navigation.appear()
        _ = sut.render(in: ScreenSize())

        #expect(inputs.inputs.isEmpty)
    }

    /// The names on the rows of a drawn list (a row is "   N  First Last   email").
    private func rowNames(_ lines: [String]) -> [String] {
        lines.compactMap { line in
            let words = line.split(separator: " ")
            guard words.count >= 3, Int(words[0]) != nil else { return nil }
            return "\(words[1]) \(words[2])"
        }
    }
}
