import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// What the detail's Interactor asks its Worker and does with the answers, through a worker
/// spy that answers at once: the Worker is the Interactor's only path to the data.
@Suite("User Detail Interactor and its Worker", .noTaskLeftRunning)
@MainActor
struct UserDetailInteractorWorkerTests {
    private typealias Response = UserDetailModels.ShowUser.Response

    private let user = Fixtures.user(4)

    @Test func showUserWithAnIdAsksTheWorkerAndPresentsWhatItAnswered() async {
        let (sut, worker, presenter, _, scene) = makeSUT()
        worker.fetched = .success(FetchedUser(user: user, source: .cache))
        sut.userID = 4

        sut.showUser()
        await scene.settle()

        #expect(worker.calls == [.fetchUser(id: 4)])
        #expect(
            presenter.presentedUsers.last
                == Response(id: 4, content: .user(user, source: .cache, mode: .viewing(justSaved: false))))
    }

    @Test func aValidSaveSendsTheUserToTheWorkerAndReportsWhatItStored() async {
        let (sut, worker, presenter, delegate, scene) = makeSUT()
        sut.user = user
        sut.edit()

        sut.save()
        await scene.settle()

        #expect(worker.calls == [.saveUser(user)])
        #expect(delegate.savedUsers == [user])
        #expect(
            presenter.presentedUsers.last
                == Response(id: 4, content: .user(user, source: .remote, mode: .viewing(justSaved: true))))
    }

    @Test func aSaveTheWorkerRefusesKeepsTheDraftAndTellsWhy() async {
        let (sut, worker, presenter, delegate, scene) = makeSUT()
        worker.saveFailure = .server(status: 500)
        sut.user = user
        sut.edit()

        sut.save()
        await scene.settle()

        let form = UserDetailModels.Form(draft: UserDraft(user: user), saveFailure: .server(status: 500))
        #expect(delegate.savedUsers.isEmpty)
        #expect(
            presenter.presentedUsers.last
                == Response(id: 4, content: .user(user, source: .remote, mode: .editing(form))))
    }

    // MARK: Helpers

    private func makeSUT() -> (
        UserDetailInteractor, UserDetailWorkerSpy, UserDetailPresenterSpy, UserDetailDelegateSpy,
        ControlledScene
    ) {
        let scene = ControlledScene()
        let worker = UserDetailWorkerSpy()
        let presenter = UserDetailPresenterSpy()
        let delegate = UserDetailDelegateSpy()
        let sut = UserDetailInteractor(worker: worker, tracker: scene.tracker)
        sut.presenter = presenter
        sut.delegate = delegate
        return (sut, worker, presenter, delegate, scene)
    }
}
