import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// The form's business rules, through a spy Presenter, the real Worker over a repository the
/// test answers, and a spy delegate standing for the list.
@Suite("New User Interactor", .noTaskLeftRunning)
@MainActor
struct NewUserInteractorTests {
    private typealias Response = NewUserModels.ShowForm.Response
    private typealias Form = NewUserModels.Form

    @Test func showFormPresentsAnEmptyDraftAndSendsNothing() async {
        let (sut, presenter, _, scene) = makeSUT()

        sut.showForm()
        await scene.settle()

        #expect(presenter.presentedForms == [Response(mode: .editing(Form(draft: UserDraft())))])
        #expect(scene.repository.calls.isEmpty)
    }

    @Test func changeFieldFillsTheDraftAsTyped() {
        let (sut, presenter, _, _) = makeSUT()

        sut.changeField(request: .init(field: .firstName, text: "  Ada "))
        sut.changeField(request: .init(field: .email, text: "ada@"))

        var draft = UserDraft()
        draft.firstName = "  Ada "
        draft.email = "ada@"
        #expect(presenter.presentedForms.count == 2)
        #expect(presenter.presentedForms.last == Response(mode: .editing(Form(draft: draft))))
    }

    @Test func saveWithAnInvalidDraftPresentsEveryIssueAndSendsNothing() async {
        let (sut, presenter, delegate, scene) = makeSUT()
        sut.changeField(request: .init(field: .firstName, text: "   "))
        sut.changeField(request: .init(field: .email, text: "ada@"))

        sut.save()
        await scene.settle()

        guard case .editing(let form) = presenter.presentedForms.last?.mode else {
            Issue.record("not editing")
            return
        }
        #expect(
            form.issues.map(\.message) == [
                "First name is required", "Last name is required", "Email is not valid",
            ])
        #expect(form.draft.firstName == "   ")
        #expect(form.saveFailure == nil)
        #expect(scene.repository.calls.isEmpty)
        #expect(delegate.createdUsers.isEmpty)
    }

    @Test func aValidSavePresentsSavingSendsTheDraftThenClosesTheFormAndReportsTheCreatedUser() async {
        let (sut, presenter, delegate, scene) = makeSUT()
        let draft = fill(sut, Fixtures.draft(first: "  Ada ", email: " ada@example.com"))
        let created = Fixtures.created(draft, id: 13)
        var closedBeforeTheListLearned = false
        delegate.onCreate = { closedBeforeTheListLearned = presenter.presentedCreations == 1 }

        sut.save()
        let presentedBeforeTheWorkerAnswered = presenter.presentedForms.last
        await scene.settle()
        #expect(scene.repository.calls == [.createUser(draft)])
        await scene.answer(1, with: .user(created))

        #expect(presentedBeforeTheWorkerAnswered == Response(mode: .saving(draft)))
        #expect(presenter.presentedCreations == 1)
        #expect(delegate.createdUsers == [created])
        #expect(closedBeforeTheListLearned)
    }

    @Test func saveOrChangeFieldWhileSavingSendsNothingMore() async {
        let (sut, presenter, _, scene) = makeSUT()
        let draft = fill(sut, Fixtures.draft())
        sut.save()
        await scene.settle()
        let presented = presenter.presentedForms.count

        sut.save()
        sut.changeField(request: .init(field: .firstName, text: "Grace"))
        await scene.settle()

        #expect(scene.repository.calls == [.createUser(draft)])
        #expect(presenter.presentedForms.count == presented)
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await scene.answer(1, with: .failure(.offline))
    }

    @Test(arguments: [UsersError.offline, .timeout, .server(status: 500), .unexpectedResponse, .cancelled])
    func aFailedSaveKeepsTheDraftWithTheReasonTellsNoOneAndSaveAgainRetries(error: UsersError) async {
        let (sut, presenter, delegate, scene) = makeSUT()
        let draft = fill(sut, Fixtures.draft())
        sut.save()
        await scene.settle()

        await scene.answer(1, with: .failure(error))
        let presentedAfterTheFailure = presenter.presentedForms.last
        sut.save()
        let presentedWhileRetrying = presenter.presentedForms.last
        await scene.settle()
        await scene.answer(2, with: .user(Fixtures.created(draft, id: 13)))

        #expect(presentedAfterTheFailure == Response(mode: .editing(Form(draft: draft, saveFailure: error))))
        #expect(presentedWhileRetrying == Response(mode: .saving(draft)))
        #expect(scene.repository.calls == [.createUser(draft), .createUser(draft)])
        #expect(delegate.createdUsers == [Fixtures.created(draft, id: 13)])
    }

    @Test func aSaveAnswered401TellsTheDelegateTheSessionExpiredAndReportsNoUser() async {
        let (sut, presenter, delegate, scene) = makeSUT()
        let draft = fill(sut, Fixtures.draft())
        sut.save()
        await scene.settle()

        await scene.answer(1, with: .failure(.unauthorized))

        #expect(delegate.sessionExpiries == 1)
        #expect(delegate.createdUsers.isEmpty)
        #expect(presenter.presentedCreations == 0)
        #expect(presenter.presentedForms.last == Response(mode: .saving(draft)))
    }

    @Test func cancelDuringASaveCancelsItAndItsLateAnswerIsNeverPresentedNorReported() async {
        let scene = ControlledScene(honoursCancellation: false)
        let (sut, presenter, delegate, _) = makeSUT(in: scene)
        let draft = fill(sut, Fixtures.draft())
        sut.save()
        await scene.settle()

        sut.cancel()
        let presented = presenter.presentedForms.count
        await scene.answer(1, with: .user(Fixtures.created(draft, id: 13)))

        #expect(scene.repository.cancelled == [1])
        #expect(presenter.presentedForms.count == presented)
        #expect(presenter.presentedCreations == 0)
        #expect(delegate.createdUsers.isEmpty)
    }

    @Test func cancelWithNothingInFlightSendsAndPresentsNothing() async {
        let (sut, presenter, _, scene) = makeSUT()
        _ = fill(sut, Fixtures.draft())
        let presented = presenter.presentedForms.count

        sut.cancel()
        await scene.settle()

        #expect(presenter.presentedForms.count == presented)
        #expect(scene.repository.calls.isEmpty)
    }

    // MARK: Helpers

    /// Types `draft`'s fields into the form, as the user would; returns it.
    private func fill(_ sut: NewUserInteractor, _ draft: UserDraft) -> UserDraft {
        for field in UserDraft.Field.allCases {
            sut.changeField(request: .init(field: field, text: draft[field]))
        }
        return draft
    }

    private func makeSUT(
        in scene: ControlledScene = ControlledScene()
    ) -> (NewUserInteractor, NewUserPresenterSpy, NewUserDelegateSpy, ControlledScene) {
        let presenter = NewUserPresenterSpy()
        let delegate = NewUserDelegateSpy()
        let sut = NewUserInteractor(
            worker: NewUserWorker(repository: scene.repository), tracker: scene.tracker)
        sut.presenter = presenter
        sut.delegate = delegate
        return (sut, presenter, delegate, scene)
    }
}
