import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIPER

/// The detail Presenter with a mock View, a stub Interactor, a spy Router and a spy module
/// output: the test plays the user snapshots the Interactor pushes and checks the view data and
/// the calls that follow. The Presenter keeps no mode of its own.
@Suite("Detail Presenter", .noTaskLeftRunning)
@MainActor
struct UserDetailPresenterTests {
    private let view = UserDetailViewMock()
    private let interactor = UserDetailInteractorStub()
    private let router = UserDetailRouterSpy()
    private let moduleOutput = UserDetailModuleOutputSpy()

    private func makeSUT() -> UserDetailPresenter {
        let presenter = UserDetailPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.moduleOutput = moduleOutput
        return presenter
    }

    private func fields(_ first: String, _ last: String, _ email: String) -> [UserFieldViewData] {
        [
            .init(label: "First name", value: first), .init(label: "Last name", value: last),
            .init(label: "Email", value: email),
        ]
    }

    private let emma: [UserFieldViewData] = [
        .init(label: "Name", value: "Emma Wong"), .init(label: "Email", value: "emma.wong@reqres.in"),
    ]

    /// User 3 being edited, `firstName` typed in.
    private func editing(firstName: String = "Emma") -> EditableUser {
        var user = EditableUser(.fixture(id: 3))
        user.beginEditing()
        user.change(.firstName, to: firstName)
        return user
    }

    /// User 3 being edited, `firstName` typed in, and on its way to the server.
    private func saving(firstName: String) -> EditableUser {
        var user = editing(firstName: firstName)
        let isOnItsWay = user.beginSaving()
        #expect(isOnItsWay)
        return user
    }

    @Test func viewDidLoadAsksTheInteractorForTheUser() {
        let sut = makeSUT()

        sut.viewDidLoad()

        #expect(interactor.calls == [.loadUser])
    }

    @Test func gesturesBecomeUseCasesAndBackAsksTheRouterToClose() {
        let sut = makeSUT()

        sut.didTapRetry()
        sut.didTapEdit()
        sut.didChange(.email, to: "e@x.io")
        sut.didTapSave()
        sut.didTapCancel()
        sut.didTapBack()

        #expect(
            interactor.calls == [
                .retryLoading, .beginEditing, .change(.email, "e@x.io"), .saveDraft, .cancelEditing,
            ])
        #expect(router.closeCount == 1)
        // Back, and only back, tells the opener the detail closed (SPEC D8).
        #expect(moduleOutput.closes == 1)
    }

    @Test func loadingShowsTheTitleAndLoadingUser() {
        let sut = makeSUT()

        sut.interactorDidStartLoading(userID: 3)

        #expect(view.shown == UserDetailViewData(title: "User #3", messages: ["Loading user…"]))
    }

    @Test func loadedUserShowsItsFields() {
        let sut = makeSUT()

        sut.interactorDidUpdate(EditableUser(.fixture(id: 3)))

        #expect(view.shown == UserDetailViewData(title: "User #3", fields: emma))
    }

    @Test func userFromTheCacheShowsTheOfflineLineUnderTheFields() {
        let sut = makeSUT()

        sut.interactorDidUpdate(EditableUser(.fixture(id: 3), isFromCache: true))

        #expect(
            view.shown
                == UserDetailViewData(
                    title: "User #3", fields: emma, messages: ["Offline: showing saved user"]))
    }

    @Test func failedLoadShowsTheReasonAndRetryButANotFoundShowsNoUser() {
        let sut = makeSUT()

        sut.interactorDidFailLoading(userID: 3, with: .offline)
        let offline = view.shown
        sut.interactorDidFailLoading(userID: 99, with: .notFound)

        #expect(
            offline
                == UserDetailViewData(
                    title: "User #3",
                    messages: ["! Could not load user: You are offline", "  retry to try again"]))
        #expect(view.shown == UserDetailViewData(title: "User #99", messages: ["! No user #99"]))
    }

    @Test func beginningAnEditShowsTheFormWithTheUsersValues() {
        let sut = makeSUT()

        sut.interactorDidUpdate(editing())

        #expect(
            view.shown
                == UserDetailViewData(
                    title: "User #3", subtitle: "Editing",
                    fields: fields("Emma", "Wong", "emma.wong@reqres.in")
                ))
    }

    @Test func editingShowsTheDraftInTheForm() {
        let sut = makeSUT()

        sut.interactorDidUpdate(editing(firstName: "Emmy"))

        #expect(
            view.shown
                == UserDetailViewData(
                    title: "User #3", subtitle: "Editing",
                    fields: fields("Emmy", "Wong", "emma.wong@reqres.in")
                ))
    }

    @Test func rejectedDraftShowsEveryIssueUnderTheFormAndTheyStayWhileTyping() {
        let sut = makeSUT()
        var user = editing(firstName: "")
        user.change(.lastName, to: "")
        user.change(.email, to: "x")
        let isOnItsWay = user.beginSaving()
        #expect(!isOnItsWay)
        user.change(.firstName, to: "J")

        sut.interactorDidUpdate(user)

        #expect(
            view.shown?.messages == [
                "! First name is required", "! Last name is required", "! Email is not valid",
            ])
    }

    @Test func savingShowsSavingUnderTheDraft() {
        let sut = makeSUT()

        sut.interactorDidUpdate(saving(firstName: "Emmy"))

        #expect(view.shown?.status == "Saving…")
        #expect(view.shown?.fields == fields("Emmy", "Wong", "emma.wong@reqres.in"))
    }

    @Test func savedUserIsShownWithSavedAndToldToTheModuleOutput() {
        let sut = makeSUT()
        var saved = User.fixture(id: 3)
        saved.firstName = "Emmy"

        sut.interactorDidSave(EditableUser(saved))

        #expect(view.shown?.status == "Saved")
        #expect(view.shown?.subtitle == nil)
        #expect(moduleOutput.savedUsers == [saved])
    }

    @Test(arguments: [UsersError.offline, .cancelled])
    func failedSaveKeepsTheDraftAndShowsTheExactReason(error: UsersError) {
        let sut = makeSUT()

        var failed = saving(firstName: "Emmy")
        failed.failSaving(with: error)

        sut.interactorDidUpdate(failed)

        #expect(view.shown?.subtitle == "Editing")
        #expect(view.shown?.fields == fields("Emmy", "Wong", "emma.wong@reqres.in"))
        #expect(view.shown?.messages == ["! Could not save: \(error.reason)"])
        #expect(view.shown?.status == nil)
    }

    @Test func expiredSessionIsToldToTheModuleOutputWhoseRouterClosesTheDetail() {
        let sut = makeSUT()

        sut.interactorDidEndSession()

        #expect(moduleOutput.sessionsEnded == 1)
        #expect(router.closeCount == 0)
    }
}
