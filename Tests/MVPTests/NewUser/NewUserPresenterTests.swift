import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVP

/// The New user form's Presenter drives a mock View from a controllable repository: each test
/// checks the exact commands the View received, in order, and what the navigator and the
/// delegate heard.
@Suite("NewUserPresenter", .noTaskLeftRunning)
@MainActor
struct NewUserPresenterTests {
    private static let ada = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    // MARK: The form

    @Test func viewDidLoad_showsTheTitleEditingAndTheEmptyForm() {
        let (sut, view, _, _, _) = makeSUT()

        sut.viewDidLoad()

        #expect(
            view.commands == [
                .showTitle("New user"), .showSubtitle("Editing"), .showFields(Self.form("", "", "")),
                .hideMessages, .hideStatus,
            ])
    }

    @Test func typing_showsTheDraftAsTyped() {
        let (sut, view, _, _, _) = makeSUT()

        sut.didChange(.firstName, to: "  Ada ")
        sut.didChange(.email, to: "ada@")

        #expect(
            view.commands.suffix(3) == [
                .showFields(Self.form("  Ada ", "", "ada@")), .hideMessages, .hideStatus,
            ])
    }

    // MARK: Validation

    @Test func save_withAnEmptyDraft_showsEveryIssueAndSendsNothing() {
        let (sut, view, server, navigator, _) = makeSUT()

        sut.didTapSave()

        #expect(
            view.commands == [
                .showFields(Self.form("", "", "")),
                .showMessages(["! First name is required", "! Last name is required", "! Email is not valid"]
                ),
                .hideStatus,
            ])
        #expect(server.repository.calls.isEmpty)
        #expect(navigator.closeCount == 0)
    }

    @Test func save_trimsBeforeValidating_andTheIssuesStayWhileTyping() {
        let (sut, view, server, _, _) = makeSUT()
        sut.didChange(.firstName, to: "   ")
        sut.didChange(.lastName, to: "Lovelace")
        sut.didChange(.email, to: "ada@")
        sut.didTapSave()
        view.commands.removeAll()

        sut.didChange(.email, to: "ada@example.com")

        #expect(view.commands[1] == .showMessages(["! First name is required", "! Email is not valid"]))
        #expect(server.repository.calls.isEmpty)
    }

    // MARK: Saving

    @Test func aValidSave_showsSavingAndSendsTheDraftOnce() async {
        let (sut, view, server, _, _) = makeSUT()
        fill(sut, " Ada ", "Lovelace", "ada@example.com")
        view.commands.removeAll()

        sut.didTapSave()
        let save = await server.latestCall()

        #expect(server.repository.calls == [.createUser(Self.draft(" Ada ", "Lovelace", "ada@example.com"))])
        #expect(
            view.commands == [
                .showFields(Self.form(" Ada ", "Lovelace", "ada@example.com")), .hideMessages,
                .showStatus("Saving…"),
            ])
        await server.answer(save, with: .user(Self.ada))
    }

    @Test func save_whileSaving_sendsNothingMore() async {
        let (sut, view, server, _, _) = makeSUT()
        fill(sut, "Ada", "Lovelace", "ada@example.com")
        sut.didTapSave()
        let save = await server.latestCall()
        view.commands.removeAll()

        sut.didTapSave()
        sut.didChange(.firstName, to: "Grace")

        #expect(await server.latestCall() == save)
        #expect(view.commands.isEmpty)
        await server.answer(save, with: .user(Self.ada))
    }

    @Test func aCreatedUser_closesTheFormFirst_thenReachesTheList() async {
        let (sut, _, server, navigator, delegate) = makeSUT()
        fill(sut, "Ada", "Lovelace", "ada@example.com")
        sut.didTapSave()

        await server.answer(await server.latestCall(), with: .user(Self.ada))

        #expect(navigator.closedAfterDelegateEvents == [0])
        #expect(delegate.events == [.created(Self.ada)])
    }

    @Test func aFailedSave_keepsTheDraftOnTheFormAndShowsWhy_andSaveTriesAgain() async {
        let (sut, view, server, navigator, delegate) = makeSUT()
        fill(sut, "Ada", "Lovelace", "ada@example.com")
        sut.didTapSave()
        let save = await server.latestCall()
        view.commands.removeAll()

        await server.answer(save, with: .failure(.server(status: 500)))
        let failed = view.commands
        sut.didTapSave()
        let retry = await server.latestCall()

        #expect(
            failed == [
                .showFields(Self.form("Ada", "Lovelace", "ada@example.com")),
                .showMessages(["! Could not save: Server error (500)"]), .hideStatus,
            ])
        #expect(retry == save + 1)
        #expect(
            server.repository.calls[retry - 1]
                == .createUser(Self.draft("Ada", "Lovelace", "ada@example.com")))
        #expect(view.commands.last == .showStatus("Saving…"))
        #expect(navigator.closeCount == 0)
        #expect(delegate.events.isEmpty)
        await server.answer(retry, with: .user(Self.ada))
    }

    @Test func aCancelledAnswerToTheCurrentSave_endsSavingAndShowsWhy() async {
        let (sut, view, server, navigator, delegate) = makeSUT()
        fill(sut, "Ada", "Lovelace", "ada@example.com")
        sut.didTapSave()
        let save = await server.latestCall()
        view.commands.removeAll()

        await server.answer(save, with: .failure(.cancelled))

        #expect(
            view.commands == [
                .showFields(Self.form("Ada", "Lovelace", "ada@example.com")),
                .showMessages(["! Could not save: The request was cancelled"]), .hideStatus,
            ])
        #expect(navigator.closeCount == 0)
        #expect(delegate.events.isEmpty)
    }

    @Test func anExpiredSessionOnSave_tellsTheListFirstThenClosesTheForm() async {
        let (sut, _, server, navigator, delegate) = makeSUT()
        fill(sut, "Ada", "Lovelace", "ada@example.com")
        sut.didTapSave()

        await server.answer(await server.latestCall(), with: .failure(.unauthorized))

        #expect(delegate.events == [.sessionDidExpire])
        #expect(navigator.closedAfterDelegateEvents == [1])
    }

    // MARK: Leaving

    @Test func cancel_closesTheFormAndSendsNothing() {
        let (sut, view, server, navigator, _) = makeSUT()
        fill(sut, "Ada", "", "")
        view.commands.removeAll()

        sut.didTapCancel()

        #expect(navigator.closeCount == 1)
        #expect(server.repository.calls.isEmpty)
        #expect(view.commands.isEmpty)
    }

    @Test func back_closesTheFormAndSendsNothing() {
        let (sut, _, server, navigator, _) = makeSUT()
        fill(sut, "", "Lovelace", "")

        sut.didTapBack()

        #expect(navigator.closeCount == 1)
        #expect(server.repository.calls.isEmpty)
    }

    @Test(arguments: [false, true])
    func leaving_whileSaving_cancelsTheSaveAndIgnoresItsLateAnswer(back: Bool) async {
        let (sut, view, server, navigator, delegate) = makeSUT()
        fill(sut, "Ada", "Lovelace", "ada@example.com")
        sut.didTapSave()
        let save = await server.latestCall()

        if back { sut.didTapBack() } else { sut.didTapCancel() }
        view.commands.removeAll()
        await server.answer(save, with: .user(Self.ada))

        #expect(server.repository.cancelled == [save])
        #expect(navigator.closeCount == 1)
        #expect(view.commands.isEmpty)
        #expect(delegate.events.isEmpty)
    }

    @Test func thePresenter_holdsItsViewNavigatorAndDelegateWeakly() {
        let tracker = TaskTracker()
        var view: NewUserViewSpy? = NewUserViewSpy()
        var navigator: NewUserNavigatorSpy? = NewUserNavigatorSpy()
        var delegate: NewUserDelegateSpy? = NewUserDelegateSpy()
        let sut = NewUserPresenter(
            repository: HeldRequests(tracker: tracker).repository, tracker: tracker, navigator: navigator!,
            delegate: delegate!)
        sut.view = view
        weak let releasedNavigator = navigator
        weak let releasedDelegate = delegate

        (view, navigator, delegate) = (nil, nil, nil)

        #expect(sut.view == nil)
        #expect(releasedNavigator == nil)
        #expect(releasedDelegate == nil)
    }

    // MARK: Helpers

    private func makeSUT() -> (
        NewUserPresenter, NewUserViewSpy, HeldRequests, NewUserNavigatorSpy, NewUserDelegateSpy
    ) {
        let tracker = TaskTracker()
        let server = HeldRequests(tracker: tracker)
        let delegate = NewUserDelegateSpy()
        let navigator = NewUserNavigatorSpy(delegate: delegate)
        let view = NewUserViewSpy()
        let sut = NewUserPresenter(
            repository: server.repository, tracker: tracker, navigator: navigator, delegate: delegate)
        sut.view = view
        return (sut, view, server, navigator, delegate)
    }

    /// Arrange step: types the three fields, as `set` does.
    private func fill(_ sut: NewUserPresenter, _ firstName: String, _ lastName: String, _ email: String) {
        sut.didChange(.firstName, to: firstName)
        sut.didChange(.lastName, to: lastName)
        sut.didChange(.email, to: email)
    }

    private static func draft(_ firstName: String, _ lastName: String, _ email: String) -> UserDraft {
        var draft = UserDraft()
        (draft.firstName, draft.lastName, draft.email) = (firstName, lastName, email)
        return draft
    }

    private static func form(_ firstName: String, _ lastName: String, _ email: String) -> [UserFieldViewData]
    {
        [
            .init(label: "First name", value: firstName), .init(label: "Last name", value: lastName),
            .init(label: "Email", value: email),
        ]
    }
}
