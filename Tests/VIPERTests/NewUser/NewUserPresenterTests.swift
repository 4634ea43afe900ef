import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIPER

/// The new-user Presenter with a mock View, a stub Interactor, a spy Router and a spy module
/// output: the test plays the snapshots the Interactor pushes and checks the view data and the
/// calls that follow. The Presenter keeps no state of its own.
@Suite("New-user Presenter", .noTaskLeftRunning)
@MainActor
struct NewUserPresenterTests {
    private let view = NewUserViewMock()
    private let interactor = NewUserInteractorStub()
    private let router = NewUserRouterSpy()
    private let moduleOutput = NewUserModuleOutputSpy()

    private func makeSUT() -> NewUserPresenter {
        let presenter = NewUserPresenter(interactor: interactor, router: router)
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

    /// A form with `first`, `last` and `email` typed in.
    private func typed(_ first: String, _ last: String = "", _ email: String = "") -> UserForm {
        var form = UserForm(UserDraft())
        form.change(.firstName, to: first)
        form.change(.lastName, to: last)
        form.change(.email, to: email)
        return form
    }

    /// Ada's valid form, on its way to the server.
    private func adaSaving() -> UserForm {
        var form = typed("Ada", "Lovelace", "ada@example.com")
        let isOnItsWay = form.beginSaving()
        #expect(isOnItsWay)
        return form
    }

    private let ada = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    @Test func viewDidLoadAsksTheInteractorForTheDraft() {
        let sut = makeSUT()

        sut.viewDidLoad()

        #expect(interactor.calls == [.loadDraft])
    }

    @Test func typingAndSavingBecomeUseCases() {
        let sut = makeSUT()

        sut.didChange(.email, to: "ada@example.com")
        sut.didTapSave()

        #expect(interactor.calls == [.change(.email, "ada@example.com"), .saveDraft])
        #expect(router.closeCount == 0)
    }

    @Test func cancelAndBackAskTheRouterToCloseAndTellNoOne() {
        let sut = makeSUT()

        sut.didTapCancel()
        sut.didTapBack()

        #expect(router.closeCount == 2)
        #expect(interactor.calls.isEmpty)
        #expect(moduleOutput.createdUsers.isEmpty)
        #expect(moduleOutput.sessionsEnded == 0)
    }

    @Test func theEmptyDraftShowsTheNewUserTitleEditingAndEmptyFields() {
        let sut = makeSUT()

        sut.interactorDidUpdate(UserForm(UserDraft()))

        #expect(
            view.shown == NewUserViewData(title: "New user", subtitle: "Editing", fields: fields("", "", "")))
    }

    @Test func typingShowsTheDraftAsTyped() {
        let sut = makeSUT()

        sut.interactorDidUpdate(typed("  Ada "))

        #expect(view.shown?.fields == fields("  Ada ", "", ""))
        #expect(view.shown?.messages == [])
        #expect(view.shown?.status == nil)
    }

    @Test func rejectedDraftShowsEveryIssueUnderTheForm() {
        let sut = makeSUT()
        var form = UserForm(UserDraft())
        let isOnItsWay = form.beginSaving()
        #expect(!isOnItsWay)

        sut.interactorDidUpdate(form)

        #expect(
            view.shown?.messages == [
                "! First name is required", "! Last name is required", "! Email is not valid",
            ])
        #expect(view.shown?.status == nil)
    }

    @Test func savingShowsSavingUnderTheDraft() {
        let sut = makeSUT()

        sut.interactorDidUpdate(adaSaving())

        #expect(view.shown?.status == "Saving…")
        #expect(view.shown?.messages == [])
        #expect(view.shown?.fields == fields("Ada", "Lovelace", "ada@example.com"))
    }

    @Test(arguments: [UsersError.offline, .timeout, .cancelled])
    func failedSaveKeepsTheDraftAndShowsTheExactReason(error: UsersError) {
        let sut = makeSUT()

        var failed = adaSaving()
        failed.failSaving(with: error)

        sut.interactorDidUpdate(failed)

        #expect(view.shown?.title == "New user")
        #expect(view.shown?.subtitle == "Editing")
        #expect(view.shown?.fields == fields("Ada", "Lovelace", "ada@example.com"))
        #expect(view.shown?.messages == ["! Could not save: \(error.reason)"])
        #expect(view.shown?.status == nil)
    }

    @Test func createdUserClosesTheFormThenIsToldToTheModuleOutput() {
        let sut = makeSUT()
        var toldWhenClosing: [User]?
        router.onClose = { [moduleOutput] in toldWhenClosing = moduleOutput.createdUsers }

        sut.interactorDidCreate(ada)

        #expect(router.closeCount == 1)
        #expect(toldWhenClosing == [])
        #expect(moduleOutput.createdUsers == [ada])
    }

    @Test func expiredSessionIsToldToTheModuleOutputWhoseRouterClosesTheForm() {
        let sut = makeSUT()

        sut.interactorDidEndSession()

        #expect(moduleOutput.sessionsEnded == 1)
        #expect(moduleOutput.createdUsers.isEmpty)
        #expect(router.closeCount == 0)
    }
}
