import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The detail's business rules, through a spy Presenter, a Worker the test answers and a
/// spy delegate standing for the list.
@Suite("User Detail Interactor")
@MainActor
struct UserDetailInteractorTests {
    private typealias Response = UserDetailModels.ShowUser.Response
    private typealias Form = UserDetailModels.Form

    private let user = Fixtures.user(2)

    @Test func showUserPresentsTheUserPassedIntoTheDataStore() {
        let (sut, presenter, _, _, _) = makeSUT()

        sut.showUser(request: .init())

        #expect(presenter.presentedUsers == [Response(user: user, mode: .viewing(justSaved: false))])
    }

    @Test func editStartsADraftPrefilledFromTheUser() {
        let (sut, presenter, _, _, _) = makeSUT()

        sut.edit(request: .init())

        #expect(
            presenter.presentedUsers == [
                Response(user: user, mode: .editing(Form(draft: UserDraft(user: user))))
            ])
    }

    @Test func changeFieldEditsTheDraftOnlyWhileEditing() {
        let (sut, presenter, _, _, _) = makeSUT()
        sut.changeField(request: .init(field: .firstName, text: "Ignored"))
        sut.edit(request: .init())

        sut.changeField(request: .init(field: .firstName, text: "Jane"))

        var draft = UserDraft(user: user)
        draft.firstName = "Jane"
        #expect(presenter.presentedUsers.count == 2)
        #expect(presenter.presentedUsers.last == Response(user: user, mode: .editing(Form(draft: draft))))
    }

    @Test func saveWithAnInvalidDraftPresentsEveryIssueAndSendsNothing() async {
        let (sut, presenter, worker, _, _) = makeSUT()
        sut.edit(request: .init())
        sut.changeField(request: .init(field: .firstName, text: " "))
        sut.changeField(request: .init(field: .email, text: "not-an-email"))

        sut.save(request: .init())

        guard case .editing(let form) = presenter.presentedUsers.last?.mode else {
            Issue.record("not editing")
            return
        }
        #expect(form.issues.map(\.message) == ["First name is required", "Email is not valid"])
        #expect(form.draft.firstName == " ")
        #expect(await worker.saves.count == 0)
    }

    @Test func aValidSavePresentsSavingThenTheSavedUserAndTellsTheDelegate() async {
        let (sut, presenter, worker, delegate, tracker) = makeSUT()
        sut.edit(request: .init())
        sut.changeField(request: .init(field: .lastName, text: "  Bluth  "))
        var trimmed = user
        trimmed.lastName = "Bluth"
        var stored = trimmed
        stored.email = "stored@example.com"

        sut.save(request: .init())
        let presentedBeforeTheWorkerAnswered = presenter.presentedUsers.last
        #expect(await worker.saves.argument(ofCall: 1) == trimmed)
        await worker.saves.answer(1, with: .success(stored))
        await tracker.settle()

        var draft = UserDraft(user: user)
        draft.lastName = "  Bluth  "
        #expect(presentedBeforeTheWorkerAnswered == Response(user: user, mode: .saving(draft)))
        #expect(presenter.presentedUsers.last == Response(user: stored, mode: .viewing(justSaved: true)))
        #expect(sut.user == stored)
        #expect(delegate.savedUsers == [stored])
    }

    @Test func aFailedSaveKeepsTheDraftWithTheReasonAndTellsNoOne() async {
        let (sut, presenter, worker, delegate, tracker) = makeSUT()
        sut.edit(request: .init())
        sut.changeField(request: .init(field: .firstName, text: "Jane"))

        sut.save(request: .init())
        _ = await worker.saves.argument(ofCall: 1)
        await worker.saves.answer(1, with: .failure(.server(status: 500)))
        await tracker.settle()

        var draft = UserDraft(user: user)
        draft.firstName = "Jane"
        #expect(
            presenter.presentedUsers.last
                == Response(user: user, mode: .editing(Form(draft: draft, saveFailure: .server(status: 500))))
        )
        #expect(delegate.savedUsers.isEmpty)
    }

    @Test func cancelDuringASaveShowsTheUserAndItsLateAnswerIsNeverPresented() async {
        let (sut, presenter, worker, delegate, tracker) = makeSUT()
        sut.edit(request: .init())
        sut.changeField(request: .init(field: .firstName, text: "Jane"))
        sut.save(request: .init())
        _ = await worker.saves.argument(ofCall: 1)

        sut.cancel(request: .init())
        let presentedCount = presenter.presentedUsers.count
        await worker.saves.answer(1, with: .success(Fixtures.user(2)))
        await tracker.settle()

        #expect(await worker.saves.wasCancelled(1))
        #expect(presenter.presentedUsers.count == presentedCount)
        #expect(presenter.presentedUsers.last == Response(user: user, mode: .viewing(justSaved: false)))
        #expect(delegate.savedUsers.isEmpty)
    }

    @Test func cancelWhileViewingChangesNothing() {
        let (sut, presenter, _, _, _) = makeSUT()

        sut.cancel(request: .init())

        #expect(presenter.presentedUsers.isEmpty)
    }

    @Test func backCancelsTheSaveInFlightAndPresentsLeaving() async {
        let (sut, presenter, worker, delegate, tracker) = makeSUT()
        sut.edit(request: .init())
        sut.save(request: .init())
        _ = await worker.saves.argument(ofCall: 1)

        sut.back(request: .init())
        await worker.saves.answer(1, with: .success(user))
        await tracker.settle()

        #expect(presenter.presentedBacks == 1)
        #expect(await worker.saves.wasCancelled(1))
        #expect(delegate.savedUsers.isEmpty)
    }

    // MARK: Helpers

    private func makeSUT() -> (
        UserDetailInteractor, UserDetailPresenterSpy, UserDetailWorkerStub, UserDetailDelegateSpy, TaskTracker
    ) {
        let presenter = UserDetailPresenterSpy()
        let worker = UserDetailWorkerStub()
        let delegate = UserDetailDelegateSpy()
        let tracker = TaskTracker()
        let sut = UserDetailInteractor(worker: worker, tracker: tracker)
        sut.presenter = presenter
        sut.delegate = delegate
        sut.user = user
        return (sut, presenter, worker, delegate, tracker)
    }
}
