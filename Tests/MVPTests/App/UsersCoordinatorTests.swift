import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVP

/// The coordinator routes a deep link (`open ID`), the New user form and an expired session
/// between the screens, through the app the composition root builds.
@Suite("UsersCoordinator: deep links, the New user form and an expired session", .noTaskLeftRunning)
@MainActor
struct UsersCoordinatorTests {
    private let tracker = TaskTracker()
    private let server: HeldRequests
    private let app: NavigationApp

    init() {
        server = HeldRequests(tracker: tracker)
        app = MVPComposition.makeApp(
            repository: server.repository, tracker: tracker, perPage: nil, size: ScreenSize(width: 60))
    }

    @Test func open_pushesTheDetailOverTheListAndAsksTheServerForThatUser() async {
        await showPageOne()

        app.send(.open(3))
        let load = await server.latestCall()

        #expect(app.depth == 2)
        #expect(server.repository.calls[load - 1] == .fetchUser(id: 3))
        #expect(app.frame().lines == ["User #3", "Loading user…"])
        await server.answer(load, with: .user(.numbered(3)))
        #expect(app.frame().lines == ["User #3", "Name: User 3", "Email: user3@example.com"])
    }

    @Test func open_beforeTheAppAppeared_showsTheDetail_andBackLoadsTheList() async {
        app.send(.open(3))
        let load = await server.latestCall()
        await server.answer(load, with: .user(.numbered(3)))

        app.send(.back)
        let page = await server.latestCall()

        #expect(load == 1)
        #expect(server.repository.calls[page - 1] == .fetchPage(1, perPage: nil))
        await server.answer(page, with: .page(.page(1, of: 12)))
        #expect(app.frame().contains("6 of 12"))
    }

    @Test func aSecondOpen_replacesTheDetail_cancellingTheReplacedLoad() async {
        await showPageOne()
        app.send(.open(2))
        let first = await server.latestCall()

        app.send(.open(3))
        let second = await server.latestCall()
        await server.answer(first, with: .user(.numbered(2)))

        #expect(app.depth == 2)
        #expect(server.repository.cancelled == [first])
        #expect(app.frame().lines == ["User #3", "Loading user…"])
        await server.answer(second, with: .user(.numbered(3)))
    }

    @Test func open_fromADetailInEditMode_discardsTheDraft() async {
        await showPageOne()
        app.send(.tap(1))
        app.send(.edit)
        app.send(.set(field: "first-name", text: "Georgina"))

        app.send(.open(4))
        await server.answer(await server.latestCall(), with: .user(.numbered(4)))
        app.send(.back)

        #expect(app.depth == 1)
        #expect(!app.frame().contains("Georgina"))
    }

    @Test func aSaveOnADeepLinkedDetail_updatesTheListsRow() async {
        await showPageOne()
        app.send(.open(2))
        await server.answer(await server.latestCall(), with: .user(.numbered(2)))
        app.send(.edit)
        app.send(.set(field: "last-name", text: "Weaver"))

        app.send(.save)
        await server.answer(
            await server.latestCall(),
            with: .user(User(id: 2, firstName: "User", lastName: "Weaver", email: "user2@example.com")))
        app.send(.back)

        #expect(app.frame().contains("User Weaver"))
    }

    @Test func anExpiredSessionOnSave_closesTheDetail_andTheListShowsSignedOut() async {
        await showPageOne()
        app.send(.search("user"))
        app.send(.tap(2))
        app.send(.edit)

        app.send(.save)
        await server.answer(await server.latestCall(), with: .failure(.unauthorized))

        #expect(app.depth == 1)
        #expect(app.frame().lines == ["Users", "Signed out", "Sign in again, then retry or refresh."])
        // Signed out, the list waits for retry or refresh: appearing again sent nothing.
        #expect(server.repository.calls.count == 2)
    }

    @Test func anExpiredSessionOnADeepLinksLoad_closesTheDetail_andTheListShowsSignedOut() async {
        await showPageOne()
        app.send(.open(3))

        await server.answer(await server.latestCall(), with: .failure(.unauthorized))

        #expect(app.depth == 1)
        #expect(app.frame().lines == ["Users", "Signed out", "Sign in again, then retry or refresh."])
    }

    // MARK: The New user form

    @Test func new_pushesTheEmptyFormOverTheList_andCancelClosesIt() async {
        await showPageOne()

        app.send(.new)
        let form = (depth: app.depth, lines: app.frame().lines)
        app.send(.new)
        app.send(.cancel)

        #expect(form.depth == 2)
        #expect(form.lines == ["New user", "Editing", "First name:", "Last name:", "Email:"])
        #expect(app.depth == 1)
        #expect(app.frame().contains("6 of 12"))
    }

    @Test func new_beforeTheFirstPageIsShown_changesNothing() async {
        app.send(.appear)
        let load = await server.latestCall()

        app.send(.new)

        #expect(app.depth == 1)
        await server.answer(load, with: .page(.page(1, of: 12)))
    }

    @Test func aCreatedUser_closesTheForm_andTheListShowsItsNoticeAndTheNewCount() async {
        await showPageOne()
        app.send(.new)
        fillTheForm()

        app.send(.save)
        let save = await server.latestCall()
        let saving = app.frame().lines.last
        await server.answer(
            save, with: .user(User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "a@b.co")))

        #expect(saving == "Saving…")
        #expect(app.depth == 1)
        #expect(app.frame().lines[0].hasSuffix(" 6 of 13"))
        #expect(app.frame().lines[1] == "Added Ada Lovelace (#13)")
        app.send(.tap(99))
        #expect(!app.frame().contains("Added"))
    }

    @Test func open_fromTheForm_replacesIt_andBackReturnsToTheList() async {
        await showPageOne()
        app.send(.new)
        app.send(.set(field: "first-name", text: "Ada"))

        app.send(.open(3))
        await server.answer(await server.latestCall(), with: .user(.numbered(3)))
        let detail = (depth: app.depth, title: app.frame().lines.first)
        app.send(.back)
        app.send(.new)

        #expect(detail.depth == 2)
        #expect(detail.title == "User #3")
        #expect(app.frame().lines.contains("First name:"))
        #expect(app.depth == 2)
    }

    @Test func open_fromTheFormWhileSaving_cancelsTheSave_andItsLateAnswerIsIgnored() async {
        await showPageOne()
        app.send(.new)
        fillTheForm()
        app.send(.save)
        let save = await server.latestCall()

        app.send(.open(3))
        let load = await server.latestCall()
        await server.answer(
            save, with: .user(User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "a@b.co")))
        await server.answer(load, with: .user(.numbered(3)))
        let detail = app.frame().lines
        app.send(.back)

        // The form went with its save: the list learns of that user when it loads its page (N5).
        #expect(server.repository.cancelled == [save])
        #expect(detail == ["User #3", "Name: User 3", "Email: user3@example.com"])
        #expect(app.depth == 1)
        #expect(app.frame().contains("6 of 12"))
        #expect(!app.frame().contains("Added"))
    }

    @Test func closingTheFormWhileSaving_cancelsTheSave_andItsLateAnswerIsIgnored() async {
        await showPageOne()
        app.send(.new)
        fillTheForm()
        app.send(.save)
        let save = await server.latestCall()

        app.send(.back)
        await server.answer(
            save, with: .user(User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "a@b.co")))

        #expect(server.repository.cancelled == [save])
        #expect(app.depth == 1)
        #expect(app.frame().contains("6 of 12"))
        #expect(!app.frame().contains("Added"))
    }

    @Test func anExpiredSessionOnTheFormsSave_closesIt_andTheListShowsSignedOut() async {
        await showPageOne()
        app.send(.new)
        fillTheForm()

        app.send(.save)
        await server.answer(await server.latestCall(), with: .failure(.unauthorized))

        #expect(app.depth == 1)
        #expect(app.frame().lines == ["Users", "Signed out", "Sign in again, then retry or refresh."])
    }

    /// Arrange step: the app shows page 1 of 12 users.
    private func showPageOne() async {
        app.send(.appear)
        await server.answer(await server.latestCall(), with: .page(.page(1, of: 12)))
    }

    /// Arrange step: types a valid new user into the open form.
    private func fillTheForm() {
        app.send(.set(field: "first-name", text: "Ada"))
        app.send(.set(field: "last-name", text: "Lovelace"))
        app.send(.set(field: "email", text: "a@b.co"))
    }
}
