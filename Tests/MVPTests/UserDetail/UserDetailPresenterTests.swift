import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVP

/// The detail's Presenter drives a mock View from a controllable repository: each test checks
/// the exact commands the View received, in order.
@Suite("UserDetailPresenter", .noTaskLeftRunning)
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
        let (sut, view, server, _, _) = makeSUT()
        sut.didTapEdit()
        sut.didChange(.firstName, to: "  ")
        sut.didChange(.email, to: "emma@")
        view.commands.removeAll()

        sut.didTapSave()

        #expect(view.commands[2] == .showMessages(["! First name is required", "! Email is not valid"]))
        #expect(server.repository.calls.isEmpty)
    }

    @Test func aValidSave_showsSavingThenSavedAndTellsTheDelegate() async {
        let (sut, view, server, _, delegate) = makeSUT()
        sut.didTapEdit()
        sut.didChange(.firstName, to: " Emmy ")
        view.commands.removeAll()

        sut.didTapSave()
        let save = await server.latestCall()
        let whileSaving = view.commands
        view.commands.removeAll()
        let saved = User(id: 3, firstName: "Emmy", lastName: "Wong", email: "emma.wong@reqres.in")
        await server.answer(save, with: .user(saved))

        #expect(server.repository.calls == [.updateUser(saved)])
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
        let (sut, view, server, _, delegate) = makeSUT()
        sut.didTapEdit()
        sut.didChange(.firstName, to: "Emmy")
        sut.didTapSave()
        let save = await server.latestCall()
        view.commands.removeAll()

        await server.answer(save, with: .failure(.offline))

        #expect(
            view.commands == [
                .showSubtitle("Editing"), .showFields(Self.form("Emmy", "Wong", "emma.wong@reqres.in")),
                .showMessages(["! Could not save: You are offline"]), .hideStatus,
            ])
        #expect(delegate.savedUsers.isEmpty)
    }

    @Test func cancel_whileSaving_cancelsTheSaveAndIgnoresItsLateAnswer() async {
        let (sut, view, server, _, delegate) = makeSUT()
        sut.didTapEdit()
        sut.didTapSave()
        let save = await server.latestCall()

        sut.didTapCancel()
        let afterCancel = Array(view.commands.suffix(4))
        view.commands.removeAll()
        await server.answer(save, with: .user(Self.emma))

        #expect(server.repository.cancelled.contains(save))
        #expect(
            afterCancel == [
                .hideSubtitle, .showFields(Self.shown("Emma Wong", "emma.wong@reqres.in")), .hideMessages,
                .hideStatus,
            ])
        #expect(view.commands.isEmpty)
        #expect(delegate.savedUsers.isEmpty)
    }

    @Test func aCancelledAnswerToTheCurrentSave_keepsTheDraftInEditModeAndShowsWhy() async {
        let (sut, view, server, _, delegate) = makeSUT()
        sut.didTapEdit()
        sut.didChange(.firstName, to: "Emmy")
        sut.didTapSave()
        let save = await server.latestCall()
        view.commands.removeAll()

        await server.answer(save, with: .failure(.cancelled))
        sut.didTapSave()

        #expect(
            Array(view.commands.prefix(4)) == [
                .showSubtitle("Editing"), .showFields(Self.form("Emmy", "Wong", "emma.wong@reqres.in")),
                .showMessages(["! Could not save: The request was cancelled"]), .hideStatus,
            ])
        #expect(view.commands.last == .showStatus("Saving…"))
        #expect(delegate.savedUsers.isEmpty)
        await server.answer(await server.latestCall(), with: .user(Self.emma))
    }

    @Test func anExpiredSessionOnSave_tellsTheListFirstThenClosesTheDetail() async {
        let (sut, _, server, navigator, delegate) = makeSUT()
        sut.didTapEdit()
        sut.didTapSave()
        let save = await server.latestCall()

        await server.answer(save, with: .failure(.unauthorized))

        #expect(delegate.events == [.sessionDidExpire])
        #expect(navigator.closedAfterDelegateEvents == [1])
    }

    // MARK: A deep link

    @Test func aDeepLink_showsLoadingUserAndAsksTheServerForThatUser() async {
        let (sut, view, server, _, _) = makeSUT(loadingUserWithID: 3)

        sut.viewDidLoad()
        let load = await server.latestCall()

        #expect(server.repository.calls[load - 1] == .fetchUser(id: 3))
        #expect(
            view.commands == [
                .showTitle("User #3"), .hideSubtitle, .showFields([]), .hideMessages,
                .showStatus("Loading user…"),
            ])
        await server.answer(load, with: .user(Self.emma))
    }

    @Test func aDeepLinksUser_showsLikeATappedOne() async {
        let (sut, view, server, _, _) = makeSUT(loadingUserWithID: 3)
        sut.viewDidLoad()
        let load = await server.latestCall()
        view.commands.removeAll()

        await server.answer(load, with: .user(Self.emma))

        #expect(
            view.commands == [
                .hideSubtitle, .showFields(Self.shown("Emma Wong", "emma.wong@reqres.in")), .hideMessages,
                .hideStatus,
            ])
    }

    @Test func aDeepLinksUserFromTheCache_showsTheOfflineNoticeUnderTheFields() async {
        let (sut, view, server, _, _) = makeSUT(loadingUserWithID: 3)
        sut.viewDidLoad()
        let load = await server.latestCall()
        view.commands.removeAll()

        await server.answer(load, with: .fetched(FetchedUser(user: Self.emma, source: .cache)))

        #expect(
            view.commands == [
                .hideSubtitle, .showFields(Self.shown("Emma Wong", "emma.wong@reqres.in")),
                .showMessages(["Offline: showing saved user"]), .hideStatus,
            ])
    }

    @Test func aDeepLinksUserFromTheCache_showsNoOfflineNoticeWhileEditing() async {
        let (sut, view, server, _, _) = makeSUT(loadingUserWithID: 3)
        sut.viewDidLoad()
        await server.answer(
            await server.latestCall(), with: .fetched(FetchedUser(user: Self.emma, source: .cache)))
        view.commands.removeAll()

        sut.didTapEdit()

        #expect(view.commands[2] == .hideMessages)
    }

    @Test func aDeepLinksFailedLoad_showsWhyAndRetryLoadsAgain() async {
        let (sut, view, server, _, _) = makeSUT(loadingUserWithID: 3)
        sut.viewDidLoad()
        let load = await server.latestCall()
        view.commands.removeAll()

        await server.answer(load, with: .failure(.offline))
        let failed = view.commands
        sut.didTapRetry()
        let retry = await server.latestCall()

        #expect(
            failed[2] == .showMessages(["! Could not load user: You are offline", "  retry to try again"]))
        #expect(retry == 2)
        #expect(server.repository.calls[retry - 1] == .fetchUser(id: 3))
        #expect(view.commands.last == .showStatus("Loading user…"))
        await server.answer(retry, with: .user(Self.emma))
    }

    @Test func aDeepLinkToAnUnknownUser_showsNoUserAndRetrySendsNothing() async {
        let (sut, view, server, _, _) = makeSUT(loadingUserWithID: 99)
        sut.viewDidLoad()
        let load = await server.latestCall()
        view.commands.removeAll()

        await server.answer(load, with: .failure(.notFound))
        sut.didTapRetry()

        #expect(
            view.commands == [.hideSubtitle, .showFields([]), .showMessages(["! No user #99"]), .hideStatus])
        #expect(server.repository.calls.count == 1)
    }

    @Test func aCancelledAnswerToTheCurrentLoad_showsWhyAndCanBeRetried() async {
        let (sut, view, server, _, _) = makeSUT(loadingUserWithID: 3)
        sut.viewDidLoad()
        let load = await server.latestCall()
        view.commands.removeAll()

        await server.answer(load, with: .failure(.cancelled))
        let cancelled = view.commands
        sut.didTapRetry()
        let retry = await server.latestCall()

        #expect(
            cancelled[2]
                == .showMessages(["! Could not load user: The request was cancelled", "  retry to try again"])
        )
        #expect(retry == 2)
        #expect(server.repository.calls[retry - 1] == .fetchUser(id: 3))
        #expect(view.commands.last == .showStatus("Loading user…"))
        await server.answer(retry, with: .user(Self.emma))
    }

    @Test func anExpiredSessionOnTheDeepLinksLoad_tellsTheListThenClosesTheDetail() async {
        let (sut, _, server, navigator, delegate) = makeSUT(loadingUserWithID: 3)
        sut.viewDidLoad()

        await server.answer(await server.latestCall(), with: .failure(.unauthorized))

        #expect(delegate.events == [.sessionDidExpire])
        #expect(navigator.closedAfterDelegateEvents == [1])
    }

    @Test func back_whileTheDeepLinksUserLoads_cancelsTheLoadAndIgnoresItsLateAnswer() async {
        let (sut, view, server, navigator, _) = makeSUT(loadingUserWithID: 3)
        sut.viewDidLoad()
        let load = await server.latestCall()

        sut.didTapBack()
        view.commands.removeAll()
        await server.answer(load, with: .user(Self.emma))

        #expect(server.repository.cancelled == [load])
        #expect(navigator.closeCount == 1)
        #expect(view.commands.isEmpty)
    }

    // MARK: Leaving

    @Test func back_cancelsTheSaveInFlightAndClosesTheDetail() async {
        let (sut, _, server, navigator, delegate) = makeSUT()
        sut.didTapEdit()
        sut.didTapSave()
        let save = await server.latestCall()

        sut.didTapBack()
        await server.answer(save, with: .user(Self.emma))

        #expect(navigator.closeCount == 1)
        #expect(server.repository.cancelled.contains(save))
        #expect(delegate.savedUsers.isEmpty)
    }

    @Test func back_tellsTheListBeforeTheDetailCloses() async {
        let (sut, _, server, navigator, delegate) = makeSUT(loadingUserWithID: 3)
        sut.viewDidLoad()
        await server.answer(await server.latestCall(), with: .user(Self.emma))

        sut.didTapBack()

        #expect(delegate.events == [.didClose])
        #expect(navigator.closedAfterDelegateEvents == [1])
    }

    // MARK: Helpers

    private func makeSUT(loadingUserWithID id: Int? = nil) -> (
        UserDetailPresenter, UserDetailViewSpy, HeldRequests, UserDetailNavigatorSpy, UserDetailDelegateSpy
    ) {
        let tracker = TaskTracker()
        let server = HeldRequests(tracker: tracker)
        let repository = server.repository
        let delegate = UserDetailDelegateSpy()
        let navigator = UserDetailNavigatorSpy(delegate: delegate)
        let view = UserDetailViewSpy()
        let sut = UserDetailPresenter(
            id.map { .userID($0) } ?? .user(Self.emma), repository: repository, tracker: tracker,
            navigator: navigator, delegate: delegate)
        sut.view = view
        return (sut, view, server, navigator, delegate)
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
