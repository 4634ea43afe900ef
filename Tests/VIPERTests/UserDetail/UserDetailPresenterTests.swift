import SharedDomain
import Testing

@testable import VIPER

/// The detail Presenter with a mock View, a stub Interactor, a spy Router and a spy module
/// output: the test plays the Interactor's output and checks the view data and the calls.
@Suite("Detail Presenter")
@MainActor
struct UserDetailPresenterTests {
    private let view = UserDetailViewMock()
    private let interactor = UserDetailInteractorStub(user: .fixture(id: 2))
    private let router = UserDetailRouterSpy()
    private let moduleOutput = UserDetailModuleOutputSpy()

    private func makeSUT() -> UserDetailPresenter {
        let presenter = UserDetailPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.moduleOutput = moduleOutput
        return presenter
    }

    /// The edit form as the view data shows it.
    private func form(_ first: String, _ last: String, _ email: String) -> [UserDetailViewData.Field] {
        [
            .init(label: "First name", value: first), .init(label: "Last name", value: last),
            .init(label: "Email", value: email),
        ]
    }

    @Test func viewDidLoadShowsTheUserAtOnce() {
        let sut = makeSUT()

        sut.viewDidLoad()

        #expect(
            view.shown
                == UserDetailViewData(
                    title: "User #2",
                    fields: [
                        .init(label: "Name", value: "Janet Weaver"),
                        .init(label: "Email", value: "janet.weaver@reqres.in"),
                    ]))
    }

    @Test func editStartsADraftAndShowsTheFormPrefilled() {
        let sut = makeSUT()

        sut.didTapEdit()

        #expect(interactor.calls == [.beginEditing])
        #expect(
            view.shown
                == UserDetailViewData(
                    title: "User #2", subtitle: "Editing",
                    fields: form("Janet", "Weaver", "janet.weaver@reqres.in")))
    }

    @Test func typingChangesTheDraftOnlyWhileEditing() {
        let sut = makeSUT()
        sut.didChange(.firstName, to: "Ignored")
        sut.didTapEdit()

        sut.didChange(.firstName, to: "Jane")

        #expect(interactor.calls == [.beginEditing, .change(.firstName, "Jane")])
        #expect(view.shown?.fields == form("Jane", "Weaver", "janet.weaver@reqres.in"))
    }

    @Test func saveAsksTheInteractorOnlyWhileEditing() {
        let sut = makeSUT()
        sut.didTapSave()
        sut.didTapEdit()

        sut.didTapSave()

        #expect(interactor.calls == [.beginEditing, .saveDraft])
    }

    @Test func rejectedDraftShowsEveryIssueUnderTheForm() {
        let sut = makeSUT()
        sut.didTapEdit()
        sut.didChange(.firstName, to: " ")
        sut.didChange(.email, to: "janet")
        sut.didTapSave()

        sut.interactorDidRejectDraft(with: interactor.user.draft?.issues ?? [])

        #expect(view.shown?.messages == ["! First name is required", "! Email is not valid"])
        #expect(view.shown?.subtitle == "Editing")
        #expect(view.shown?.fields == form(" ", "Weaver", "janet"))
    }

    @Test func savingShowsSavingWithTheDraftStillShown() {
        let sut = makeSUT()
        sut.didTapEdit()
        sut.didChange(.firstName, to: "Jane")
        sut.didTapSave()

        sut.interactorDidStartSaving()

        #expect(
            view.shown
                == UserDetailViewData(
                    title: "User #2", subtitle: "Editing",
                    fields: form("Jane", "Weaver", "janet.weaver@reqres.in"),
                    status: "Saving…"))
    }

    @Test func savedUserIsShownWithSavedAndToldToTheModuleOutput() {
        let sut = makeSUT()
        sut.didTapEdit()
        sut.didTapSave()
        sut.interactorDidStartSaving()
        var saved = User.fixture(id: 2)
        saved.firstName = "Jane"
        interactor.user.draft = nil
        interactor.user = EditableUser(saved)

        sut.interactorDidSave(saved)

        #expect(
            view.shown
                == UserDetailViewData(
                    title: "User #2",
                    fields: [
                        .init(label: "Name", value: "Jane Weaver"),
                        .init(label: "Email", value: "janet.weaver@reqres.in"),
                    ],
                    status: "Saved"))
        #expect(moduleOutput.savedUsers == [saved])
    }

    @Test func failedSaveKeepsTheDraftAndShowsTheExactReasonAlone() {
        let sut = makeSUT()
        sut.didTapEdit()
        sut.didChange(.lastName, to: "Weaving")
        sut.didTapSave()
        sut.interactorDidStartSaving()

        sut.interactorDidFailSaving(with: .timeout)

        #expect(
            view.shown
                == UserDetailViewData(
                    title: "User #2", subtitle: "Editing",
                    fields: form("Janet", "Weaving", "janet.weaver@reqres.in"),
                    messages: ["! Could not save: The request timed out"]))
        #expect(moduleOutput.savedUsers.isEmpty)
    }

    @Test func saveAgainAfterAFailureRetries() {
        let sut = makeSUT()
        sut.didTapEdit()
        sut.didTapSave()
        sut.interactorDidStartSaving()
        sut.interactorDidFailSaving(with: .offline)

        sut.didTapSave()

        #expect(interactor.calls == [.beginEditing, .saveDraft, .saveDraft])
    }

    @Test func cancelWhileSavingCancelsTheSaveAndShowsTheUserWithoutSaved() {
        let sut = makeSUT()
        sut.didTapEdit()
        sut.didChange(.firstName, to: "Jane")
        sut.didTapSave()
        sut.interactorDidStartSaving()

        sut.didTapCancel()

        #expect(interactor.calls.last == .cancelEditing)
        #expect(
            view.shown
                == UserDetailViewData(
                    title: "User #2",
                    fields: [
                        .init(label: "Name", value: "Janet Weaver"),
                        .init(label: "Email", value: "janet.weaver@reqres.in"),
                    ]))
    }

    @Test func cancelWhileViewingDoesNothing() {
        let sut = makeSUT()

        sut.didTapCancel()

        #expect(interactor.calls.isEmpty)
        #expect(view.displayed.isEmpty)
    }

    @Test func backCancelsAnySaveAndAsksTheRouterToClose() {
        let sut = makeSUT()
        sut.didTapEdit()
        sut.didTapSave()
        sut.interactorDidStartSaving()

        sut.didTapBack()

        #expect(interactor.calls.last == .cancelEditing)
        #expect(router.closeCount == 1)
    }
}
