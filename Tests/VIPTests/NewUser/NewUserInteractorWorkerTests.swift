import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// What the form's Interactor asks its Worker and does with the answers, through a worker spy
/// that answers at once: the Worker is the Interactor's only path to the data.
@Suite("New User Interactor and its Worker", .noTaskLeftRunning)
@MainActor
struct NewUserInteractorWorkerTests {
    @Test func aValidSaveSendsTheDraftAsTypedToTheWorkerAndReportsWhatItCreated() async {
        let (sut, worker, presenter, delegate, scene) = makeSUT()
        let draft = Fixtures.draft(first: " Ada ")
        type(draft, into: sut)

        sut.save()
        await scene.settle()

        #expect(worker.drafts == [draft])
        #expect(delegate.createdUsers == [Fixtures.created(draft, id: 13)])
        #expect(presenter.presentedCreations == 1)
    }

    @Test func anInvalidDraftNeverReachesTheWorker() async {
        let (sut, worker, _, _, scene) = makeSUT()
        type(Fixtures.draft(email: "not-an-email"), into: sut)

        sut.save()
        await scene.settle()

        #expect(worker.drafts.isEmpty)
    }

    @Test func aSaveTheWorkerRefusesKeepsTheDraftAndTellsWhy() async {
        let (sut, worker, presenter, delegate, scene) = makeSUT()
        worker.failure = .server(status: 503)
        let draft = Fixtures.draft()
        type(draft, into: sut)

        sut.save()
        await scene.settle()

        #expect(delegate.createdUsers.isEmpty)
        #expect(
            presenter.presentedForms.last
                == NewUserModels.ShowForm.Response(
                    mode: .editing(NewUserModels.Form(draft: draft, saveFailure: .server(status: 503)))))
    }

    // MARK: Helpers

    private func type(_ draft: UserDraft, into sut: NewUserInteractor) {
        for field in UserDraft.Field.allCases {
            sut.changeField(request: .init(field: field, text: draft[field]))
        }
    }

    private func makeSUT() -> (
        NewUserInteractor, NewUserWorkerSpy, NewUserPresenterSpy, NewUserDelegateSpy, ControlledScene
    ) {
        let scene = ControlledScene()
        let worker = NewUserWorkerSpy()
        let presenter = NewUserPresenterSpy()
        let delegate = NewUserDelegateSpy()
        let sut = NewUserInteractor(worker: worker, tracker: scene.tracker)
        sut.presenter = presenter
        sut.delegate = delegate
        return (sut, worker, presenter, delegate, scene)
    }
}
