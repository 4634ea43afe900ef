import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVVM

/// The views are bound to their view models by Observation: what a drawing read, changing, asks
/// the host to repaint. Without the observation nothing would. Loads start from the lifecycle,
/// never from drawing.
@Suite("MVVM views: lifecycle and the binding", .noTaskLeftRunning)
@MainActor
struct ViewBindingTests {
    private let tracker = TaskTracker()
    private let repository = ControllableUserRepository()
    private let settler: Settler

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    /// A list view on a navigation stack, with its view model.
    private func makeSUT() -> (UserListView, UserListViewModel, NavigationStack) {
        let viewModel = UserListViewModel(
            repository: repository, tracker: tracker, perPage: nil, onNewUser: {}, onSelect: { _ in },
            onSessionExpired: {})
        let sut = UserListView(viewModel: viewModel)
        let navigation = NavigationStack()
        navigation.push(sut)
        return (sut, viewModel, navigation)
    }

    private func answer(_ number: Int, with answer: ControllableUserRepository.Answer) async {
        await settler.settle()
        repository.answer(number, with: answer)
        await settler.settle()
    }

    @Test func drawingStartsNothingAndAppearingLoads() async {
        let (sut, _, navigation) = makeSUT()

        _ = sut.render(in: ScreenSize())
        await settler.settle()
        #expect(repository.calls.isEmpty)
        navigation.appear()
        await settler.settle()

        #expect(repository.calls == [.fetchPage(1, perPage: nil)])
        await answer(1, with: .page(page(1)))
    }

    /// The input is called on the view model directly: the stack's own `appear()` repaints
    /// too, so a repaint after it would prove nothing about the binding.
    @Test func aChangeToAnOutputTheDrawingReadAsksTheHostToRepaint() async {
        let (sut, viewModel, navigation) = makeSUT()
        _ = sut.render(in: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        viewModel.appear()

        #expect(repaints == 1)
        #expect(sut.render(in: ScreenSize()) == ["Users", "Loading users…"])
        await answer(1, with: .page(page(1)))
    }

    @Test func anAnswerArrivingLaterRepaintsToo() async {
        let (sut, _, navigation) = makeSUT()
        navigation.appear()
        _ = sut.render(in: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        await answer(1, with: .page(page(1)))

        #expect(repaints == 1)
        #expect(sut.render(in: ScreenSize()).first?.hasSuffix("6 of 12") == true)
    }

    @Test func onlyWhatADrawingReadIsObserved_soAViewThatNeverDrewIsNeverRepainted() async {
        let (sut, viewModel, navigation) = makeSUT()
        navigation.appear()
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        await answer(1, with: .page(page(1)))
        viewModel.search("wo")
        let beforeDrawing = repaints
        _ = sut.render(in: ScreenSize())
        viewModel.search("e")

        #expect(beforeDrawing == 0)
        #expect(repaints == 1)
    }

    /// Drawing again without a change (a scroll, a resize) watches nothing more: Observation
    /// keeps every watch until it fires, so one per frame would grow with every gesture.
    @Test func drawingManyTimesWithoutAChangeLeavesOneWatch_soOneChangeAsksForOneRepaint() async {
        let (sut, viewModel, navigation) = makeSUT()
        navigation.appear()
        await answer(1, with: .page(page(1)))
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        for _ in 0..<50 {
            sut.handle(.scrollToTop)
            _ = sut.render(in: ScreenSize())
        }
        let beforeTheChange = repaints
        viewModel.search("wo")

        #expect(repaints - beforeTheChange == 1)
        #expect(sut.render(in: ScreenSize()).contains { $0.contains("Search \"wo\"") })
    }

    /// Writing the observed `state` is what tells the View, so an input that changes nothing
    /// must not write it: no repaint for nothing, and no observed change in a trace.
    @Test func aDetailInputThatChangesNothingAsksForNoRepaint() {
        let (_, _, navigation) = makeSUT()
        let detail = UserDetailView(
            viewModel: UserDetailViewModel(
                opening: .user(user(3)), repository: repository, tracker: tracker, onSaved: { _ in },
                onClose: {}, onSessionExpired: {}))
        navigation.push(detail)
        _ = detail.render(in: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        for gesture in [Gesture.cancel, .set(field: "email", text: "x"), .save, .retry] {
            detail.handle(gesture)
        }
        let whileViewing = repaints
        detail.handle(.edit)
        _ = detail.render(in: ScreenSize())
        detail.handle(.edit)

        #expect(whileViewing == 0)
        #expect(repaints == 1)
        #expect(repository.calls.isEmpty)
    }

    @Test func theSameSearchAgainAsksForNoRepaint() async {
        let (sut, viewModel, navigation) = makeSUT()
        navigation.appear()
        await answer(1, with: .page(page(1)))
        viewModel.search("first")
        _ = sut.render(in: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        sut.handle(.search("first"))

        #expect(repaints == 0)
    }

    @Test func aSavedUserTheListHasNotLoadedAsksForNoRepaint() async {
        let (sut, viewModel, navigation) = makeSUT()
        navigation.appear()
        await answer(1, with: .page(page(1)))
        _ = sut.render(in: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        viewModel.userSaved(User(id: 999, firstName: "Not", lastName: "Loaded", email: "x@example.com"))

        #expect(repaints == 0)
        viewModel.userSaved(User(id: 1, firstName: "Ada", lastName: "Loaded", email: "a@example.com"))
        #expect(repaints == 1)
    }

    @Test func aDeepLinkedDetailFetchesWhenItLoadsAndRepaintsWhenTheUserArrives() async {
        let (_, _, navigation) = makeSUT()
        let viewModel = UserDetailViewModel(
            opening: .deepLink(id: 3), repository: repository, tracker: tracker, onSaved: { _ in },
            onClose: {}, onSessionExpired: {})
        let detail = UserDetailView(viewModel: viewModel)

        navigation.push(detail)
        await settler.settle()
        #expect(repository.calls == [.fetchUser(id: 3)])
        #expect(detail.render(in: ScreenSize()) == ["User #3", "Loading user…"])
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        await answer(1, with: .user(user(3)))

        #expect(repaints == 1)
        #expect(detail.render(in: ScreenSize()) == ["User #3", "Name: First3 Last3", "Email: u3@x.io"])
    }

    @Test func theDetailViewForwardsRetryToItsViewModel() async {
        let (_, _, navigation) = makeSUT()
        let viewModel = UserDetailViewModel(
            opening: .deepLink(id: 3), repository: repository, tracker: tracker, onSaved: { _ in },
            onClose: {}, onSessionExpired: {})
        let detail = UserDetailView(viewModel: viewModel)
        navigation.push(detail)
        await answer(1, with: .failure(.offline))

        detail.handle(.retry)

        #expect(detail.render(in: ScreenSize()) == ["User #3", "Loading user…"])
        await answer(2, with: .user(user(3)))
    }

    @Test func theFormRepaintsWhenItsDraftChangesAndNotForAnInputThatChangesNothing() async {
        let (_, _, navigation) = makeSUT()
        let form = NewUserView(
            viewModel: NewUserViewModel(
                repository: repository, tracker: tracker, onCreated: { _ in }, onClose: {},
                onSessionExpired: {}))
        navigation.push(form)
        _ = form.render(in: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        form.handle(.set(field: "first-name", text: "Ada"))
        #expect(repaints == 1)
        #expect(form.render(in: ScreenSize()).contains("First name: Ada"))
        form.handle(.set(field: "first-name", text: "Ada"))
        form.handle(.retry)

        #expect(repaints == 1)
        #expect(repository.calls.isEmpty)
    }

    /// A failed save is the form's to show, so it repaints; a created user is the coordinator's,
    /// which closes the form: its answer writes nothing, and the form asks for no repaint.
    @Test func theFormRepaintsForAFailedSaveButNotForTheUserItCreated() async {
        let (_, _, navigation) = makeSUT()
        var created: [User] = []
        let form = NewUserView(
            viewModel: NewUserViewModel(
                repository: repository, tracker: tracker, onCreated: { created.append($0) }, onClose: {},
                onSessionExpired: {}))
        navigation.push(form)
        form.handle(.set(field: "first-name", text: "Ada"))
        form.handle(.set(field: "last-name", text: "Lovelace"))
        form.handle(.set(field: "email", text: "ada@example.com"))
        form.handle(.save)
        _ = form.render(in: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        await answer(1, with: .failure(.offline))
        #expect(repaints == 1)
        form.handle(.save)
        #expect(form.render(in: ScreenSize()).last == "Saving…")
        let beforeTheAnswer = repaints
        await answer(2, with: .user(user(13)))

        #expect(created == [user(13)])
        #expect(repaints == beforeTheAnswer)
    }

    @Test func theAddedLineRepaintsWhenItComesAndWhenTheNextGestureEndsItButAGestureWithoutItAsksForNothing()
        async
    {
        let (sut, viewModel, navigation) = makeSUT()
        navigation.appear()
        await answer(1, with: .page(page(1)))
        _ = sut.render(in: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        sut.handle(.cancel)
        #expect(repaints == 0)
        viewModel.userCreated(user(13))
        #expect(repaints == 1)
        #expect(sut.render(in: ScreenSize()).dropFirst().first == "Added First13 Last13 (#13)")
        sut.handle(.cancel)

        #expect(repaints == 2)
        #expect(!sut.render(in: ScreenSize()).contains { $0.hasPrefix("Added") })
    }
}
