import SharedDomain
import TerminalUI
import Testing

@testable import MVVM

/// The list's view is bound to its view model by Observation: what a drawing read, changing,
/// asks the host to repaint. Without the observation nothing would.
@Suite("UserListView: the binding")
@MainActor
struct UserListViewTests {
    private let tracker = TaskTracker()
    private let repository = ControlledRepository()

    /// A list view on a navigation stack, with its view model.
    private func makeSUT() -> (UserListView, UserListViewModel, NavigationStack) {
        let viewModel = UserListViewModel(repository: repository, tracker: tracker, perPage: nil)
        let sut = UserListView(viewModel: viewModel)
        let navigation = NavigationStack()
        navigation.push(sut)
        return (sut, viewModel, navigation)
    }

    private func answerPageOne() async {
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(1), with: .success(page(1)))
        await tracker.waitUntilIdle()
    }

    @Test func aChangeToAnOutputTheDrawingReadAsksTheHostToRepaint() async {
        let (sut, _, navigation) = makeSUT()
        _ = sut.render(in: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        navigation.appear()

        #expect(repaints > 0)
        #expect(sut.render(in: ScreenSize()) == ["Users", "Loading users…"])
        await answerPageOne()
    }

    @Test func anAnswerArrivingLaterRepaintsToo() async {
        let (sut, _, navigation) = makeSUT()
        navigation.appear()
        _ = sut.render(in: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        await answerPageOne()

        #expect(repaints > 0)
        #expect(sut.render(in: ScreenSize()).first?.hasSuffix("6 of 12") == true)
    }

    @Test func onlyWhatADrawingReadIsObserved_soAViewThatNeverDrewIsNeverRepainted() async {
        let (sut, viewModel, navigation) = makeSUT()
        navigation.appear()
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        await answerPageOne()
        viewModel.search("wo")
        let beforeDrawing = repaints
        _ = sut.render(in: ScreenSize())
        viewModel.search("e")

        #expect(beforeDrawing == 0)
        #expect(repaints == 1)
    }
}
