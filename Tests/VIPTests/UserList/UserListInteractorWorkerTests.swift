import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// What the list's Interactor asks its Worker and does with the answers, through a worker spy
/// that answers at once: the Worker is the Interactor's only path to the data.
@Suite("User List Interactor and its Worker", .noTaskLeftRunning)
@MainActor
struct UserListInteractorWorkerTests {
    private typealias Response = UserListModels.FetchUsers.Response

    private let page1 = Fixtures.page(1)
    private let page2 = Fixtures.page(2)

    @Test func fetchUsersAsksTheWorkerForPageOneAndPresentsItsUsers() async {
        let (sut, worker, presenter, scene) = makeSUT()
        worker.pages = [page1]

        sut.fetchUsers()
        await scene.settle()

        #expect(worker.requestedPages == [1])
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(page1), rows: .replaced(Fixtures.numbered(page1))))
    }

    @Test func theNextPageAskedForIsTheOneAfterTheLastTheWorkerAnswered() async {
        let (sut, worker, presenter, scene) = makeSUT()
        worker.pages = [page1, page2]
        sut.fetchUsers()
        await scene.settle()

        sut.fetchNextPage()
        await scene.settle()

        #expect(worker.requestedPages == [1, 2])
        #expect(
            presenter.presentedUsers.last
                == Response(
                    loaded: Fixtures.loaded(page1, page2),
                    rows: .appended(Fixtures.numbered(page1, page2, at: [3, 4, 5]))))
    }

    @Test func aFailureOfTheWorkerIsPresentedAndRetryAsksItAgain() async {
        let (sut, worker, presenter, scene) = makeSUT()
        worker.failure = .offline
        sut.fetchUsers()
        await scene.settle()
        #expect(presenter.presentedUsers.last == Response(activity: .failed(.offline, load: .firstPage)))

        worker.failure = nil
        worker.pages = [page1]
        sut.retry()
        await scene.settle()

        #expect(worker.requestedPages == [1, 1])
        #expect(presenter.presentedUsers.last?.loaded == Fixtures.loaded(page1))
    }

    @Test func aWorkerAnswering401SignsOutAndAppearingAgainAsksNothing() async {
        let (sut, worker, presenter, scene) = makeSUT()
        worker.failure = .unauthorized
        sut.fetchUsers()
        await scene.settle()

        sut.fetchUsers()
        await scene.settle()

        #expect(worker.requestedPages == [1])
        #expect(presenter.presentedSignOuts == 1)
        #expect(presenter.presentedUsers.last == Response(activity: .signedOut, rows: .replaced([])))
    }

    // MARK: Helpers

    private func makeSUT() -> (UserListInteractor, UserListWorkerSpy, UserListPresenterSpy, ControlledScene) {
        let scene = ControlledScene()
        let worker = UserListWorkerSpy()
        let presenter = UserListPresenterSpy()
        let sut = UserListInteractor(worker: worker, tracker: scene.tracker)
        sut.presenter = presenter
        return (sut, worker, presenter, scene)
    }
}
