import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// The list Interactor with a repository the test answers and a spy on its output.
@Suite("List Interactor")
@MainActor
struct UserListInteractorTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let output = UserListInteractorOutputSpy()

    private func makeSUT(perPage: Int? = 6) -> UserListInteractor {
        let interactor = UserListInteractor(repository: repository, tracker: tracker, perPage: perPage)
        interactor.output = output
        return interactor
    }

    /// Loads page 1 of `.fixture` through `sut` and waits until it is applied.
    private func loadPageOne(_ sut: UserListInteractor) async {
        sut.loadFirstPage()
        await repository.nextPageRequest().succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)
    }

    @Test func loadFirstPageAsksTheRepositoryForPageOneAndReportsItsUsers() async {
        let sut = makeSUT(perPage: 6)

        sut.loadFirstPage()
        let request = await repository.nextPageRequest()
        request.succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)

        #expect(request.page == 1)
        #expect(request.perPage == 6)
        #expect(output.reports == [.started(.firstPage), .finished(.firstPage)])
        #expect(sut.pages?.count == 6)
        #expect(sut.pages?.user(at: 0) == .fixture(id: 1))
    }

    @Test func loadNextPageAppendsTheNextPageToTheLoadedOnes() async {
        let sut = makeSUT()
        await loadPageOne(sut)

        sut.loadNextPage()
        let request = await repository.nextPageRequest()
        request.succeed(with: .fixture(2))
        await tracker.waitUntilRunning(atMost: 0)

        #expect(request.page == 2)
        #expect(output.reports.suffix(2) == [.started(.nextPage), .finished(.nextPage)])
        #expect(sut.pages?.count == 12)
        #expect(sut.pages?.user(at: 11) == .fixture(id: 12))
        #expect(sut.pages?.hasMore == false)
    }

    @Test func loadNextPageDoesNothingBeforePageOne() {
        let sut = makeSUT()

        sut.loadNextPage()

        #expect(output.reports.isEmpty)
        #expect(tracker.started == 0)
    }

    @Test func loadNextPageDoesNothingWhileALoadIsInFlight() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadNextPage()
        let inFlight = await repository.nextPageRequest()

        sut.loadNextPage()

        #expect(output.reports.filter { $0 == .started(.nextPage) }.count == 1)
        #expect(tracker.started == 2)
        inFlight.succeed(with: .fixture(2))
        await tracker.waitUntilRunning(atMost: 0)
    }

    @Test func loadNextPageDoesNothingWhenEveryPageIsLoaded() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadNextPage()
        await repository.nextPageRequest().succeed(with: .fixture(2))
        await tracker.waitUntilRunning(atMost: 0)

        sut.loadNextPage()

        #expect(tracker.started == 2)
    }

    @Test func loadFirstPageCancelsTheNextPageInFlightAndIgnoresItsLateAnswer() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadNextPage()
        let superseded = await repository.nextPageRequest()

        sut.loadFirstPage()
        let latest = await repository.nextPageRequest()
        superseded.succeed(with: .fixture(2))
        await tracker.waitUntilRunning(atMost: 1)

        #expect(repository.wasCancelled(superseded.number))
        #expect(output.reports.last == .started(.firstPage))
        #expect(sut.pages?.count == 6)

        latest.succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)

        #expect(output.reports.last == .finished(.firstPage))
        #expect(sut.pages?.count == 6)
    }

    @Test func failedLoadIsReportedWithItsErrorAndRetryRepeatsThatLoad() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadNextPage()
        await repository.nextPageRequest().fail(with: .timeout)
        await tracker.waitUntilRunning(atMost: 0)

        sut.retryFailedLoad()
        let retried = await repository.nextPageRequest()
        retried.succeed(with: .fixture(2))
        await tracker.waitUntilRunning(atMost: 0)

        #expect(retried.page == 2)
        #expect(
            output.reports.suffix(4) == [
                .started(.nextPage), .failed(.nextPage, .timeout), .started(.nextPage), .finished(.nextPage),
            ])
        #expect(sut.pages?.count == 12)
    }

    @Test func failedLoadKeepsTheUsersAlreadyLoaded() async {
        let sut = makeSUT()
        await loadPageOne(sut)

        sut.loadFirstPage()
        await repository.nextPageRequest().fail(with: .offline)
        await tracker.waitUntilRunning(atMost: 0)

        #expect(output.reports.last == .failed(.firstPage, .offline))
        #expect(sut.pages?.count == 6)
    }

    @Test func unauthorizedDropsTheLoadedUsersAndRetryStartsFromPageOne() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadNextPage()
        await repository.nextPageRequest().fail(with: .unauthorized)
        await tracker.waitUntilRunning(atMost: 0)

        sut.retryFailedLoad()
        let retried = await repository.nextPageRequest()

        #expect(sut.pages == nil)
        #expect(
            output.reports.suffix(3) == [
                .started(.nextPage), .failed(.nextPage, .unauthorized), .started(.firstPage),
            ])
        #expect(retried.page == 1)
        retried.succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)
    }

    @Test func retryDoesNothingWhenNoLoadFailed() async {
        let sut = makeSUT()
        await loadPageOne(sut)

        sut.retryFailedLoad()

        #expect(tracker.started == 1)
    }

    @Test func cancelledAnswerIsNeverReported() async {
        let sut = makeSUT()

        sut.loadFirstPage()
        await repository.nextPageRequest().fail(with: .cancelled)
        await tracker.waitUntilRunning(atMost: 0)

        #expect(output.reports == [.started(.firstPage)])
        #expect(sut.pages == nil)
    }

    @Test func replaceShowsTheSavedValuesOfALoadedUser() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        var saved = User.fixture(id: 4)
        saved.lastName = "Holtz"

        sut.replace(saved)

        #expect(sut.pages?.user(at: 3) == saved)
        #expect(sut.pages?.count == 6)
    }

    // MARK: Search

    @Test func searchMatchesTheLoadedUsersByNameIgnoringCase() async {
        let sut = makeSUT()
        await loadPageOne(sut)

        sut.search(for: "GEORGE")

        #expect(sut.search.query == "GEORGE")
        #expect(sut.search.matchCount == 1)
        #expect(sut.search.rowCount(amongLoaded: 6) == 1)
        #expect(sut.search.loadedPosition(ofRow: 0) == 0)
        #expect(tracker.started == 1)
    }

    @Test func searchBeforeAnythingIsLoadedIsKeptAndMatchesPageOne() async {
        let sut = makeSUT()

        sut.search(for: "george")
        await loadPageOne(sut)

        #expect(sut.search.matchCount == 1)
    }

    @Test func nextPageAddsItsMatchesAfterThoseFound() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.search(for: "george")

        sut.loadNextPage()
        await repository.nextPageRequest().succeed(with: .fixture(2))
        await tracker.waitUntilRunning(atMost: 0)

        #expect(sut.search.matchCount == 2)
        #expect(sut.search.loadedPosition(ofRow: 1) == 10)
    }

    @Test func refreshMatchesTheNewRowsAgain() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadNextPage()
        await repository.nextPageRequest().succeed(with: .fixture(2))
        await tracker.waitUntilRunning(atMost: 0)
        sut.search(for: "george")

        sut.loadFirstPage()
        await repository.nextPageRequest().succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)

        #expect(sut.search.matchCount == 1)
        #expect(sut.search.loadedPosition(ofRow: 1) == nil)
    }

    @Test func renamedUserStartsOrStopsMatching() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.search(for: "george")
        var janet = User.fixture(id: 2)
        janet.firstName = "Georgette"
        var george = User.fixture(id: 1)
        george.firstName = "Bob"

        sut.replace(janet)
        sut.replace(george)

        #expect(sut.search.matchCount == 1)
        #expect(sut.search.loadedPosition(ofRow: 0) == 1)
    }

    @Test func emptyQueryEndsTheSearchAndShowsEveryLoadedRow() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.search(for: "george")

        sut.search(for: "")

        #expect(!sut.search.isActive)
        #expect(sut.search.rowCount(amongLoaded: 6) == 6)
        #expect(sut.search.loadedPosition(ofRow: 4) == 4)
    }

    @Test func queryOfSpacesIsASearch() async {
        let sut = makeSUT()
        await loadPageOne(sut)

        sut.search(for: "  ")

        #expect(sut.search.isActive)
        #expect(sut.search.rowCount(amongLoaded: 6) == 0)
    }

    @Test func signOutDropsTheMatchesWithTheUsersButKeepsTheQuery() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.search(for: "george")
        sut.loadNextPage()
        await repository.nextPageRequest().fail(with: .unauthorized)
        await tracker.waitUntilRunning(atMost: 0)

        let signedOut = sut.search
        sut.retryFailedLoad()
        await repository.nextPageRequest().succeed(with: .fixture(1))
        await tracker.waitUntilRunning(atMost: 0)

        #expect(signedOut.query == "george")
        #expect(signedOut.matchCount == 0)
        #expect(sut.search.matchCount == 1)
    }
}
