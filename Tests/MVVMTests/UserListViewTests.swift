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

    @Test func aChangeToAnOutputTheDrawingReadAsksTheHostToRepaint() async {
        let repository = ControlledRepository()
        let viewModel = UserListViewModel(repository: repository, tracker: tracker, perPage: nil)
        let sut = UserListView(viewModel: viewModel)
        let navigation = NavigationStack()
        navigation.push(sut)
        _ = sut.render(in: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        navigation.appear()

        #expect(repaints > 0)
        #expect(sut.render(in: ScreenSize()) == ["Users", "Loading users…"])
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(1), with: .success(page(1)))
        await tracker.waitUntilIdle()
    }

    @Test func anAnswerArrivingLaterRepaintsToo() async {
        let repository = ControlledRepository()
        let viewModel = UserListViewModel(repository: repository, tracker: tracker, perPage: nil)
        let sut = UserListView(viewModel: viewModel)
        let navigation = NavigationStack()
        navigation.push(sut)
        navigation.appear()
        _ = sut.render(in: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        await repository.waitForPending(1)
        repository.resolve(.fetchPage(1), with: .success(page(1)))
        await tracker.waitUntilIdle()

        #expect(repaints > 0)
        #expect(
            sut.render(in: ScreenSize()).first
                == "Users                                                            6 of 12")
    }

    @Test func onlyWhatADrawingReadIsObserved_soAViewThatNeverDrewIsNeverRepainted() async {
        let repository = ControlledRepository()
        let viewModel = UserListViewModel(repository: repository, tracker: tracker, perPage: nil)
        let sut = UserListView(viewModel: viewModel)
        let navigation = NavigationStack()
        navigation.push(sut)
        navigation.appear()
        await repository.waitForPending(1)
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        repository.resolve(.fetchPage(1), with: .success(page(1)))
        await tracker.waitUntilIdle()
        viewModel.search("wo")
        let beforeDrawing = repaints
        _ = sut.render(in: ScreenSize())
        viewModel.search("e")

        #expect(beforeDrawing == 0)
        #expect(repaints == 1)
    }
}
