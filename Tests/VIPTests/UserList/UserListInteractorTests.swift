import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The list's business rules, through a spy Presenter and a Worker the test answers.
@Suite("User List Interactor")
@MainActor
struct UserListInteractorTests {
    private typealias Presented = UserListPresenterSpy.PresentedUsers

    private let page1 = Fixtures.page(1)
    private let page2 = Fixtures.page(2)

    @Test func fetchUsersPresentsTheLoadingStateThenPageOne() async {
        let (sut, presenter, worker, tracker) = makeSUT()

        sut.fetchUsers(request: .init())
        let presentedBeforeTheWorkerAnswered = presenter.presentedUsers
        #expect(await worker.fetches.argument(ofCall: 1) == 1)
        await worker.fetches.answer(1, with: .success(page1))
        await tracker.settle()

        #expect(presentedBeforeTheWorkerAnswered == [Presented(loading: .firstPage)])
        #expect(presenter.presentedUsers.last == Presented(listing: Fixtures.listing(page1)))
    }

    @Test func fetchUsersOnceSomethingIsLoadedOrLoadingAsksNothing() async {
        let (sut, presenter, worker, tracker) = makeSUT()
        sut.fetchUsers(request: .init())

        sut.fetchUsers(request: .init())
        _ = await worker.fetches.argument(ofCall: 1)
        await worker.fetches.answer(1, with: .success(page1))
        await tracker.settle()
        sut.fetchUsers(request: .init())

        #expect(await worker.fetches.count == 1)
        #expect(presenter.presentedUsers.count == 2)
    }

    @Test func refreshShowsTheRowsWhileRefreshingThenReplacesThemWithoutDuplicates() async {
        let (sut, presenter, worker, tracker) = await makeSUTShowing(page1)

        sut.refresh(request: .init())
        let presentedWhileRefreshing = presenter.presentedUsers.last
        #expect(await worker.fetches.argument(ofCall: 2) == 1)
        await worker.fetches.answer(2, with: .success(page1))
        await tracker.settle()

        #expect(presentedWhileRefreshing == Presented(listing: Fixtures.listing(page1), loading: .firstPage))
        #expect(presenter.presentedUsers.last == Presented(listing: Fixtures.listing(page1)))
        #expect(presenter.presentedUsers.last?.listing?.users.count == 3)
    }

    @Test func nextPageAsksThePageAfterTheLastOneLoadedAndAppendsIt() async {
        let (sut, presenter, worker, tracker) = await makeSUTShowing(page1)

        sut.fetchNextPage(request: .init())
        let presentedWhileLoading = presenter.presentedUsers.last
        #expect(await worker.fetches.argument(ofCall: 2) == 2)
        await worker.fetches.answer(2, with: .success(page2))
        await tracker.settle()

        #expect(presentedWhileLoading == Presented(listing: Fixtures.listing(page1), loading: .nextPage))
        #expect(presenter.presentedUsers.last == Presented(listing: Fixtures.listing(page1, page2)))
    }

    @Test func nextPageAsksNothingWhileALoadIsInFlightOrWhenEveryPageIsLoaded() async {
        let (sut, presenter, worker, tracker) = await makeSUTShowing(page1)
        sut.fetchNextPage(request: .init())

        sut.fetchNextPage(request: .init())
        _ = await worker.fetches.argument(ofCall: 2)
        await worker.fetches.answer(2, with: .success(page2))
        await tracker.settle()
        let presentedCount = presenter.presentedUsers.count
        sut.fetchNextPage(request: .init())

        #expect(await worker.fetches.count == 2)
        #expect(presenter.presentedUsers.count == presentedCount)
        #expect(presenter.presentedUsers.last?.listing?.hasMore == false)
    }

    @Test func aFailedNextPageKeepsTheRowsAndRetryAsksThatPageAgain() async {
        let (sut, presenter, worker, tracker) = await makeSUTShowing(page1)
        sut.fetchNextPage(request: .init())
        _ = await worker.fetches.argument(ofCall: 2)
        await worker.fetches.answer(2, with: .failure(.offline))
        await tracker.settle()
        let presentedAfterTheFailure = presenter.presentedUsers.last

        sut.retry(request: .init())
        #expect(await worker.fetches.argument(ofCall: 3) == 2)
        await worker.fetches.answer(3, with: .success(page2))
        await tracker.settle()

        #expect(presentedAfterTheFailure == Presented(listing: Fixtures.listing(page1), failure: .offline))
        #expect(presenter.presentedUsers.last == Presented(listing: Fixtures.listing(page1, page2)))
    }

    @Test func aFailedFirstPageShowsNoRowsAndRetryAsksPageOneAgain() async {
        let (sut, presenter, worker, tracker) = makeSUT()
        sut.fetchUsers(request: .init())
        _ = await worker.fetches.argument(ofCall: 1)
        await worker.fetches.answer(1, with: .failure(.server(status: 503)))
        await tracker.settle()
        let presentedAfterTheFailure = presenter.presentedUsers.last

        sut.retry(request: .init())
        let presentedWhileRetrying = presenter.presentedUsers.last
        #expect(await worker.fetches.argument(ofCall: 2) == 1)
        await worker.fetches.answer(2, with: .success(page1))
        await tracker.settle()

        #expect(presentedAfterTheFailure == Presented(failure: .server(status: 503)))
        #expect(presentedWhileRetrying == Presented(loading: .firstPage))
        #expect(presenter.presentedUsers.last == Presented(listing: Fixtures.listing(page1)))
    }

    @Test func unauthorizedDropsTheRowsAndRetryStartsOverFromPageOne() async {
        let (sut, presenter, worker, tracker) = await makeSUTShowing(page1)
        sut.fetchNextPage(request: .init())
        _ = await worker.fetches.argument(ofCall: 2)
        await worker.fetches.answer(2, with: .failure(.unauthorized))
        await tracker.settle()
        let presentedWhenSignedOut = presenter.presentedUsers.last

        sut.retry(request: .init())
        #expect(await worker.fetches.argument(ofCall: 3) == 1)
        await worker.fetches.answer(3, with: .success(page1))
        await tracker.settle()

        #expect(presentedWhenSignedOut == Presented(failure: .unauthorized))
        #expect(presenter.presentedUsers.last == Presented(listing: Fixtures.listing(page1)))
    }

    @Test func retryWithoutAFailureAsksNothing() async {
        let (sut, presenter, worker, _) = await makeSUTShowing(page1)
        let presentedCount = presenter.presentedUsers.count

        sut.retry(request: .init())

        #expect(await worker.fetches.count == 1)
        #expect(presenter.presentedUsers.count == presentedCount)
    }

    @Test func aRefreshDuringANextPageCancelsItAndItsLateResponseIsNeverPresented() async {
        let (sut, presenter, worker, tracker) = await makeSUTShowing(page1)
        sut.fetchNextPage(request: .init())
        _ = await worker.fetches.argument(ofCall: 2)

        sut.refresh(request: .init())
        _ = await worker.fetches.argument(ofCall: 3)
        await worker.fetches.answer(3, with: .success(page1))
        await tracker.settle(leavingRunning: 1)
        let presentedCount = presenter.presentedUsers.count
        await worker.fetches.answer(2, with: .success(page2))
        await tracker.settle()

        #expect(await worker.fetches.wasCancelled(2))
        #expect(presenter.presentedUsers.count == presentedCount)
        #expect(presenter.presentedUsers.last == Presented(listing: Fixtures.listing(page1)))
    }

    @Test func aRefreshDuringARefreshKeepsOnlyTheLatestAnswer() async {
        let (sut, presenter, worker, tracker) = await makeSUTShowing(page1)
        let latest = Fixtures.page(1, totalUsers: 5)
        sut.refresh(request: .init())
        sut.refresh(request: .init())
        _ = await worker.fetches.argument(ofCall: 3)
        // The two tasks may reach the Worker in either order; the first one was cancelled.
        let stale = await worker.fetches.staleCall(among: [2, 3]) ?? 2
        let newest = stale == 2 ? 3 : 2

        await worker.fetches.answer(newest, with: .success(latest))
        await tracker.settle(leavingRunning: 1)
        await worker.fetches.answer(stale, with: .success(page1))
        await tracker.settle()

        #expect(presenter.presentedUsers.last == Presented(listing: Fixtures.listing(latest)))
    }

    @Test func selectRowStoresItsUserInTheDataStoreAndPresentsTheSelection() async {
        let (sut, presenter, _, _) = await makeSUTShowing(page1)

        sut.selectRow(request: .init(number: 2))

        #expect(sut.selectedUser == Fixtures.user(2))
        #expect(presenter.presentedSelections == 1)
    }

    @Test(arguments: [0, 4])
    func selectRowOutsideTheLoadedRowsChangesNothing(number: Int) async {
        let (sut, presenter, _, _) = await makeSUTShowing(page1)

        sut.selectRow(request: .init(number: number))

        #expect(sut.selectedUser == nil)
        #expect(presenter.presentedSelections == 0)
    }

    @Test func aUserSavedOnTheDetailReplacesItsRowAndTheListIsPresented() async {
        let (sut, presenter, _, _) = await makeSUTShowing(page1)
        var saved = Fixtures.user(2)
        saved.firstName = "Janet"

        sut.userDetailDidSave(saved)

        var expected = Fixtures.listing(page1)
        expected.replace(saved)
        #expect(presenter.presentedUsers.last == Presented(listing: expected))
    }

    // MARK: Search

    @Test func aSearchPresentsTheLoadedUsersWithThePositionsOfThoseWhoseNameMatches() async {
        let (sut, presenter, _, _) = await makeSUTShowing(page1)

        sut.search(request: .init(query: "FIRST2"))

        #expect(
            presenter.presentedUsers.last
                == Presented(listing: Fixtures.listing(page1), matches: [1], query: "FIRST2"))
    }

    @Test func aSearchTypedBeforeThePageArrivesIsKeptAndAppliedToIt() async {
        let (sut, presenter, worker, tracker) = makeSUT()
        sut.fetchUsers(request: .init())

        sut.search(request: .init(query: "first3"))
        let presentedWhileLoading = presenter.presentedUsers.last
        _ = await worker.fetches.argument(ofCall: 1)
        await worker.fetches.answer(1, with: .success(page1))
        await tracker.settle()

        #expect(presentedWhileLoading == Presented(loading: .firstPage, query: "first3"))
        #expect(
            presenter.presentedUsers.last
                == Presented(listing: Fixtures.listing(page1), matches: [2], query: "first3"))
    }

    @Test func aNextPageAddsTheMatchesAmongItsRowsToThoseAlreadyFound() async {
        let first = Fixtures.page(1, perPage: 6, totalUsers: 12)
        let second = Fixtures.page(2, perPage: 6, totalUsers: 12)
        let (sut, presenter, worker, tracker) = await makeSUTShowing(first)
        sut.search(request: .init(query: "1"))

        sut.fetchNextPage(request: .init())
        _ = await worker.fetches.argument(ofCall: 2)
        await worker.fetches.answer(2, with: .success(second))
        await tracker.settle()

        #expect(
            presenter.presentedUsers.last
                == Presented(listing: Fixtures.listing(first, second), matches: [0, 9, 10, 11], query: "1"))
    }

    @Test func aRefreshKeepsTheSearchAndMatchesItAgainstTheNewRows() async {
        let (sut, presenter, worker, tracker) = await makeSUTShowing(page1)
        sut.search(request: .init(query: "first2"))
        let reordered = UsersPage(
            page: 1, perPage: 3, total: 6, totalPages: 2,
            users: [Fixtures.user(3), Fixtures.user(1), Fixtures.user(2)], source: .remote)

        sut.refresh(request: .init())
        _ = await worker.fetches.argument(ofCall: 2)
        await worker.fetches.answer(2, with: .success(reordered))
        await tracker.settle()

        #expect(
            presenter.presentedUsers.last
                == Presented(listing: Fixtures.listing(reordered), matches: [2], query: "first2"))
    }

    @Test func aSavedEditMakesItsUserStartOrStopMatching() async {
        let (sut, presenter, _, _) = await makeSUTShowing(page1)
        sut.search(request: .init(query: "george"))
        var renamed = Fixtures.user(2)
        renamed.firstName = "Georgette"

        sut.userDetailDidSave(renamed)
        let presentedAfterTheRename = presenter.presentedUsers.last
        sut.userDetailDidSave(Fixtures.user(2))

        #expect(presentedAfterTheRename?.matches == [1])
        #expect(presenter.presentedUsers.last?.matches == [])
        #expect(presenter.presentedUsers.last?.query == "george")
    }

    @Test func anEmptySearchShowsEveryRowAgain() async {
        let (sut, presenter, _, _) = await makeSUTShowing(page1)
        sut.search(request: .init(query: "first2"))

        sut.search(request: .init(query: ""))

        #expect(presenter.presentedUsers.last == Presented(listing: Fixtures.listing(page1)))
    }

    @Test func aQueryOfSpacesIsASearchThatFindsNoName() async {
        let (sut, presenter, _, _) = await makeSUTShowing(page1)

        sut.search(request: .init(query: "  "))

        #expect(
            presenter.presentedUsers.last
                == Presented(listing: Fixtures.listing(page1), matches: [], query: "  "))
    }

    @Test func selectRowDuringASearchCountsAllTheLoadedRowsShownOrNot() async {
        let (sut, presenter, _, _) = await makeSUTShowing(page1)
        sut.search(request: .init(query: "first3"))

        sut.selectRow(request: .init(number: 2))

        #expect(sut.selectedUser == Fixtures.user(2))
        #expect(presenter.presentedSelections == 1)
    }

    // MARK: Helpers

    private func makeSUT() -> (UserListInteractor, UserListPresenterSpy, UserListWorkerStub, TaskTracker) {
        let presenter = UserListPresenterSpy()
        let worker = UserListWorkerStub()
        let tracker = TaskTracker()
        let sut = UserListInteractor(worker: worker, tracker: tracker)
        sut.presenter = presenter
        return (sut, presenter, worker, tracker)
    }

    /// An Interactor that fetched `page` as its first page (worker call 1).
    private func makeSUTShowing(
        _ page: UsersPage
    ) async -> (UserListInteractor, UserListPresenterSpy, UserListWorkerStub, TaskTracker) {
        let (sut, presenter, worker, tracker) = makeSUT()
        sut.fetchUsers(request: .init())
        _ = await worker.fetches.argument(ofCall: 1)
        await worker.fetches.answer(1, with: .success(page))
        await tracker.settle()
        return (sut, presenter, worker, tracker)
    }
}
