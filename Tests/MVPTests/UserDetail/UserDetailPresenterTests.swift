import SharedDomain
import TerminalUI
import Testing

@testable import MVP

/// The detail's Presenter drives a mock View from a stub repository: each test checks the
/// exact commands the View received, in order.
@Suite("UserDetailPresenter")
@MainActor
struct UserDetailPresenterTests {
    private static let emma = User(id: 3, firstName: "Emma", lastName: "Wong", email: "emma.wong@reqres.in")

    // MARK: Viewing and editing

    @Test func viewDidLoad_showsTheUserAtOnce() {
        let (sut, view, _, _, _) = makeSUT()

        sut.viewDidLoad()

        #expect(
            view.commands == [
                .showTitle("User #3"), .hideSubtitle,
                .showFields(Self.shown("Emma Wong", "emma.wong@reqres.in")),
                .hideMessages, .hideStatus,
            ])
    }

    @Test func edit_showsTheFormPrefilledWithTheUser() {
        let (sut, view, _, _, _) = makeSUT()

        sut.didTapEdit()

        #expect(
            view.commands == [
                .showSubtitle("Editing"), .showFields(Self.form("Emma", "Wong", "emma.wong@reqres.in")),
                .hideMessages,
                .hideStatus,
            ])
    }

    @Test func typing_whileEditing_showsTheDraft() {
        let (sut, view, _, _, _) = makeSUT()
        sut.didTapEdit()
        view.commands.removeAll()

        sut.didChange(.firstName, to: "Emmy")

        #expect(view.commands[1] == .showFields(Self.form("Emmy", "Wong", "emma.wong@reqres.in")))
    }

    @Test func typing_whileViewing_changesNothing() {
        let (sut, view, _, _, _) = makeSUT()

        sut.didChange(.firstName, to: "Emmy")

        #expect(view.commands.isEmpty)
    }

    @Test func cancel_discardsTheDraft() {
        let (sut, view, _, _, _) = makeSUT()
        sut.didTapEdit()
        sut.didChange(.firstName, to: "Emmy")
        sut.didTapCancel()
        view.commands.removeAll()

        sut.didTapEdit()

        #expect(view.commands[1] == .showFields(Self.form("Emma", "Wong", "emma.wong@reqres.in")))
    }

    // MARK: Saving

    @Test func save_withAnInvalidDraft_showsEveryIssueAndSendsNothing() {
        let (sut, view, repository, _, _) = makeSUT()
        sut.didTapEdit()
        sut.didChange(.firstName, to: "  ")
        sut.didChange(.email, to: "emma@")
        view.commands.removeAll()

        sut.didTapSave()

        #expect(view.commands[2] == .showMessages(["! First name is required", "! Email is not valid"]))
        #expect(repository.saves.count == 0)
    }

    @Test func aValidSave_showsSavingThenSavedAndTellsTheDelegate() async {
        let (sut, view, repository, _, delegate) = makeSUT()
        sut.didTapEdit()
        sut.didChange(.firstName, to: " Emmy ")
        view.commands.removeAll()

        sut.didTapSave()
        let save = await repository.saves.next()
        let whileSaving = view.commands
        view.commands.removeAll()
        let saved = User(id: 3, firstName: "Emmy", lastName: "Wong", email: "emma.wong@reqres.in")
        await repository.saves.answer(save, with: .success(saved))

        #expect(save.argument == saved)
        #expect(
            whileSaving == [
                .showSubtitle("Editing"), .showFields(Self.form(" Emmy ", "Wong", "emma.wong@reqres.in")),
                .hideMessages, .showStatus("Saving…"),
            ])
        #expect(
            view.commands == [
                .hideSubtitle,
                .showFields(Self.shown("Emmy Wong", "emma.wong@reqres.in")),
                .hideMessages, .showStatus("Saved"),
            ])
        #expect(delegate.savedUsers == [saved])
    }

    @Test func aFailedSave_keepsTheDraftAndShowsWhy() async {
        let (sut, view, repository, _, delegate) = makeSUT()
        sut.didTapEdit()
        sut.didChange(.firstName, to: "Emmy")
        sut.didTapSave()
        let save = await repository.saves.next()
        view.commands.removeAll()

        await repository.saves.answer(save, with: .failure(.offline))

        #expect(
            view.commands == [
                .showSubtitle("Editing"), .showFields(Self.form("Emmy", "Wong", "emma.wong@reqres.in")),
                .showMessages(["! Could not save: You are offline"]), .hideStatus,
            ])
        #expect(delegate.savedUsers.isEmpty)
    }

    @Test func cancel_whileSaving_cancelsTheSaveAndIgnoresItsLateAnswer() async {
        let (sut, view, repository, _, delegate) = makeSUT()
        sut.didTapEdit()
        sut.didTapSave()
        let save = await repository.saves.next()

        sut.didTapCancel()
        let afterCancel = Array(view.commands.suffix(4))
        view.commands.removeAll()
        await repository.saves.answer(save, with: .success(Self.emma))

        #expect(repository.saves.wasCancelled(save))
        #expect(
            afterCancel == [
                .hideSubtitle, .showFields(Self.shown("Emma Wong", "emma.wong@reqres.in")), .hideMessages,
                .hideStatus,
            ])
        #expect(view.commands.isEmpty)
        #expect(delegate.savedUsers.isEmpty)
    }

    @Test func aCancelledAnswer_changesNothing() async {
        let (sut, view, repository, _, _) = makeSUT()
        sut.didTapEdit()
        sut.didTapSave()
        let save = await repository.saves.next()
        view.commands.removeAll()

        await repository.saves.answer(save, with: .failure(.cancelled))

        #expect(view.commands.isEmpty)
    }

    // MARK: Leaving

    @Test func back_cancelsTheSaveInFlightAndClosesTheDetail() async {
        let (sut, _, repository, navigator, delegate) = makeSUT()
        sut.didTapEdit()
        sut.didTapSave()
        let save = await repository.saves.next()

        sut.didTapBack()
        await repository.saves.answer(save, with: .success(Self.emma))

        #expect(navigator.closeCount == 1)
        #expect(repository.saves.wasCancelled(save))
        #expect(delegate.savedUsers.isEmpty)
    }

    // MARK: Helpers

    private func makeSUT() -> (
        UserDetailPresenter, UserDetailViewSpy, UserRepositoryStub, UserDetailNavigatorSpy,
        UserDetailDelegateSpy
    ) {
        let tracker = TaskTracker()
        let repository = UserRepositoryStub(tracker: tracker)
        let navigator = UserDetailNavigatorSpy()
        let delegate = UserDetailDelegateSpy()
        let view = UserDetailViewSpy()
        let sut = UserDetailPresenter(
            user: Self.emma, repository: repository, tracker: tracker, navigator: navigator,
            delegate: delegate)
        sut.view = view
        return (sut, view, repository, navigator, delegate)
    }

    private static func shown(_ name: String, _ email: String) -> [UserFieldViewData] {
        [.init(label: "Name", value: name), .init(label: "Email", value: email)]
    }

    private static func form(_ firstName: String, _ lastName: String, _ email: String) -> [UserFieldViewData]
    {
        [
            .init(label: "First name", value: firstName), .init(label: "Last name", value: lastName),
            .init(label: "Email", value: email),
        ]
    }
}
