import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// The detail's business rules, through a spy Presenter, the real Worker over a repository
/// the test answers, and a spy delegate standing for the list.
@Suite("User Detail Interactor", .noTaskLeftRunning)
@MainActor
struct UserDetailInteractorTests {
    private typealias Response = UserDetailModels.ShowUser.Response
    private typealias Form = UserDetailModels.Form

    private let user = Fixtures.user(2)

    private func viewing(_ user: User, justSaved: Bool = false, source: UsersPage.Source = .remote)
        -> Response
    {
        Response(id: user.id, content: .user(user, source: source, mode: .viewing(justSaved: justSaved)))
    }

    private func mode(_ user: User, _ mode: UserDetailModels.Mode) -> Response {
        Response(id: user.id, content: .user(user, source: .remote, mode: mode))
    }

    @Test func showUserPresentsTheUserPassedIntoTheDataStoreAndLoadsNothing() async {
        let (sut, presenter, _, scene) = makeSUT()

        sut.showUser()
        await scene.settle()

        #expect(presenter.presentedUsers == [viewing(user)])
        #expect(scene.repository.calls.isEmpty)
    }

    // MARK: Deep link

    @Test func showUserWithOnlyAnIdPresentsLoadingThenTheUserFromTheServer() async {
        let (sut, presenter, _, scene) = makeSUT(deepLinkTo: 3)

        sut.showUser()
        let presentedBeforeTheAnswer = presenter.presentedUsers
        await scene.settle()
        await scene.answer(1, with: .fetched(FetchedUser(user: Fixtures.user(3))))

        #expect(scene.repository.calls == [.fetchUser(id: 3)])
        #expect(presentedBeforeTheAnswer == [Response(id: 3, content: .loading)])
        #expect(presenter.presentedUsers.last == viewing(Fixtures.user(3)))
    }

    @Test func aUserFromTheCacheIsPresentedAsSuch() async {
        let (sut, presenter, _, scene) = makeSUT(deepLinkTo: 3)

        sut.showUser()
        await scene.settle()
        await scene.answer(1, with: .fetched(FetchedUser(user: Fixtures.user(3), source: .cache)))

        #expect(presenter.presentedUsers.last == viewing(Fixtures.user(3), source: .cache))
    }

    @Test func aSavedCachedUserIsTheServersAgain() async {
        let (sut, presenter, _, scene) = makeSUT(deepLinkTo: 3)
        sut.showUser()
        await scene.settle()
        await scene.answer(1, with: .fetched(FetchedUser(user: Fixtures.user(3), source: .cache)))
        sut.edit()

        sut.save()
        await scene.settle()
        await scene.answer(2, with: .user(Fixtures.user(3)))

        #expect(presenter.presentedUsers.last == viewing(Fixtures.user(3), justSaved: true))
    }

    @Test func anUnknownIdPresentsNotFoundAndRetryAsksNothing() async {
        let (sut, presenter, _, scene) = makeSUT(deepLinkTo: 99)
        sut.showUser()
        await scene.settle()
        await scene.answer(1, with: .failure(.notFound))

        sut.retry()
        await scene.settle()

        #expect(presenter.presentedUsers.last == Response(id: 99, content: .notFound))
        #expect(scene.repository.calls.count == 1)
    }

    @Test(arguments: [UsersError.offline, .timeout, .server(status: 503), .cancelled])
    func aFailedLoadPresentsItsReasonAndRetryLoadsAgain(error: UsersError) async {
        let (sut, presenter, _, scene) = makeSUT(deepLinkTo: 3)
        sut.showUser()
        await scene.settle()
        await scene.answer(1, with: .failure(error))
        let presentedAfterTheFailure = presenter.presentedUsers.last

        sut.retry()
        let presentedWhileRetrying = presenter.presentedUsers.last
        await scene.settle()
        await scene.answer(2, with: .user(Fixtures.user(3)))

        #expect(presentedAfterTheFailure == Response(id: 3, content: .loadFailed(error)))
        #expect(presentedWhileRetrying == Response(id: 3, content: .loading))
        #expect(scene.repository.calls == [.fetchUser(id: 3), .fetchUser(id: 3)])
        #expect(presenter.presentedUsers.last == viewing(Fixtures.user(3)))
    }

    @Test func aLoadAnswered401TellsTheDelegateTheSessionExpiredAndPresentsNoUser() async {
        let (sut, presenter, delegate, scene) = makeSUT(deepLinkTo: 3)
        sut.showUser()
        await scene.settle()

        await scene.answer(1, with: .failure(.unauthorized))

        #expect(delegate.sessionExpiries == 1)
        #expect(presenter.presentedUsers == [Response(id: 3, content: .loading)])
    }

    @Test func backDuringALoadCancelsItAndItsLateAnswerIsNeverPresented() async {
        let scene = ControlledScene(honoursCancellation: false)
        let (sut, presenter, _, _) = makeSUT(deepLinkTo: 3, in: scene)
        sut.showUser()
        await scene.settle()

        sut.back()
        await scene.answer(1, with: .user(Fixtures.user(3)))

        #expect(scene.repository.cancelled == [1])
        #expect(presenter.presentedUsers == [Response(id: 3, content: .loading)])
    }

    // MARK: Editing and saving

    @Test func editStartsADraftPrefilledFromTheUser() {
        let (sut, presenter, _, _) = makeSUT()

        sut.edit()

        #expect(presenter.presentedUsers == [mode(user, .editing(Form(draft: UserDraft(user: user))))])
    }

    @Test func changeFieldEditsTheDraftOnlyWhileEditing() {
        let (sut, presenter, _, _) = makeSUT()
        sut.changeField(request: .init(field: .firstName, text: "Ignored"))
        sut.edit()

        sut.changeField(request: .init(field: .firstName, text: "Jane"))

        var draft = UserDraft(user: user)
        draft.firstName = "Jane"
        #expect(presenter.presentedUsers.count == 2)
        #expect(presenter.presentedUsers.last == mode(user, .editing(Form(draft: draft))))
    }

    @Test func saveWithAnInvalidDraftPresentsEveryIssueAndSendsNothing() async {
        let (sut, presenter, _, scene) = makeSUT()
        sut.edit()
        sut.changeField(request: .init(field: .firstName, text: " "))
        sut.changeField(request: .init(field: .email, text: "not-an-email"))

        sut.save()
        await scene.settle()

        guard case .user(_, _, .editing(let form)) = presenter.presentedUsers.last?.content else {
            Issue.record("not editing")
            return
        }
        #expect(form.issues.map(\.message) == ["First name is required", "Email is not valid"])
        #expect(form.draft.firstName == " ")
        #expect(scene.repository.calls.isEmpty)
    }

    @Test func aValidSavePresentsSavingThenTheSavedUserAndTellsTheDelegate() async {
        let (sut, presenter, delegate, scene) = makeSUT()
        sut.edit()
        sut.changeField(request: .init(field: .lastName, text: "  Bluth  "))
        var trimmed = user
        trimmed.lastName = "Bluth"
        var stored = trimmed
        stored.email = "stored@example.com"

        sut.save()
        let presentedBeforeTheWorkerAnswered = presenter.presentedUsers.last
        await scene.settle()
        #expect(scene.repository.calls == [.updateUser(trimmed)])
        await scene.answer(1, with: .user(stored))

        var draft = UserDraft(user: user)
        draft.lastName = "  Bluth  "
        #expect(presentedBeforeTheWorkerAnswered == mode(user, .saving(draft)))
        #expect(presenter.presentedUsers.last == viewing(stored, justSaved: true))
        #expect(sut.user == stored)
        #expect(delegate.savedUsers == [stored])
    }

    @Test(arguments: [UsersError.server(status: 500), .cancelled])
    func aFailedSaveKeepsTheDraftInEditModeWithTheReasonAndTellsNoOne(error: UsersError) async {
        let (sut, presenter, delegate, scene) = makeSUT()
        sut.edit()
        sut.changeField(request: .init(field: .firstName, text: "Jane"))

        sut.save()
        await scene.settle()
        await scene.answer(1, with: .failure(error))

        var draft = UserDraft(user: user)
        draft.firstName = "Jane"
        #expect(presenter.presentedUsers.last == mode(user, .editing(Form(draft: draft, saveFailure: error))))
        #expect(delegate.savedUsers.isEmpty)
    }

    @Test func aSaveAnswered401TellsTheDelegateTheSessionExpired() async {
        let (sut, _, delegate, scene) = makeSUT()
        sut.edit()
        sut.save()
        await scene.settle()

        await scene.answer(1, with: .failure(.unauthorized))

        #expect(delegate.sessionExpiries == 1)
        #expect(delegate.savedUsers.isEmpty)
    }

    @Test func cancelDuringASaveShowsTheUserAndItsLateAnswerIsNeverPresented() async {
        let scene = ControlledScene(honoursCancellation: false)
        let (sut, presenter, delegate, _) = makeSUT(in: scene)
        sut.edit()
        sut.changeField(request: .init(field: .firstName, text: "Jane"))
        sut.save()
        await scene.settle()

        sut.cancel()
        let presentedCount = presenter.presentedUsers.count
        await scene.answer(1, with: .user(Fixtures.user(2)))

        #expect(scene.repository.cancelled == [1])
        #expect(presenter.presentedUsers.count == presentedCount)
        #expect(presenter.presentedUsers.last == viewing(user))
        #expect(delegate.savedUsers.isEmpty)
    }

    @Test func cancelWhileViewingChangesNothing() {
        let (sut, presenter, _, _) = makeSUT()

        sut.cancel()

        #expect(presenter.presentedUsers.isEmpty)
    }

    @Test func backCancelsTheSaveInFlightAndTellsTheSceneBelow() async {
        let scene = ControlledScene(honoursCancellation: false)
        let (sut, presenter, delegate, _) = makeSUT(in: scene)
        sut.edit()
        sut.save()
        await scene.settle()

        sut.back()
        await scene.answer(1, with: .user(user))

        #expect(presenter.presentedUsers.last == mode(user, .saving(UserDraft(user: user))))
        #expect(scene.repository.cancelled == [1])
        #expect(delegate.savedUsers.isEmpty)
        // The scene below hears the detail closed, so it can load page 1 if it holds nothing.
        #expect(delegate.closes == 1)
    }

    // MARK: Helpers

    /// A detail Interactor given the user a tapped row passes in, or, with `deepLinkTo`, only
    /// the id a deep link passes in.
    private func makeSUT(
        deepLinkTo id: Int? = nil, in scene: ControlledScene = ControlledScene()
    ) -> (UserDetailInteractor, UserDetailPresenterSpy, UserDetailDelegateSpy, ControlledScene) {
        let presenter = UserDetailPresenterSpy()
        let delegate = UserDetailDelegateSpy()
        let sut = UserDetailInteractor(
            worker: UserDetailWorker(repository: scene.repository), tracker: scene.tracker)
        sut.presenter = presenter
        sut.delegate = delegate
        if let id { sut.userID = id } else { sut.user = user }
        return (sut, presenter, delegate, scene)
    }
}
