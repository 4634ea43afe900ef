import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// The list Interactor with a repository the test answers and a spy on its output: every
/// report carries a snapshot of the users loaded, the search and where loading stands, and an
/// update the shown users that changed.
@Suite("List Interactor", .noTaskLeftRunning)
@MainActor
struct UserListInteractorTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let output = UserListInteractorOutputSpy()
    private let settler: Settler

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    private func makeSUT(perPage: Int? = 6) -> UserListInteractor {
        let interactor = UserListInteractor(repository: repository, tracker: tracker, perPage: perPage)
        interactor.output = output
        return interactor
    }

    /// Loads page 1 of `.fixture` through `sut` (call 1) and waits until it is applied.
    private func loadPageOne(_ sut: UserListInteractor) async {
        sut.loadFirstPage()
        await settler.settle()
        await repository.answer(repository.calls.count, withPage: 1, settling: settler)
    }

    private var users: [User]? { output.snapshot?.listing?.users }

    /// Users `ids` as the list shows them, numbered by id (as the fixtures are loaded).
    private func shown(_ ids: [Int]) -> [UserListShownUser] {
        ids.map { UserListShownUser(number: $0, user: .fixture(id: $0)) }
    }

    @Test func loadFirstPageAsksTheRepositoryForPageOneAndPushesItsUsers() async {
        let sut = makeSUT(perPage: 6)

        await loadPageOne(sut)

        #expect(repository.calls == [.fetchPage(1, perPage: 6)])
        #expect(output.reports == [.started(.firstPage), .shown])
        #expect(users == (1...6).map(User.fixture))
        #expect(output.rows == [.unchanged, .replaced(shown(Array(1...6)))])
        #expect(output.snapshot?.activity == .idle)
    }

    @Test func loadNextPageAppendsTheNextPageToTheLoadedOnes() async {
        let sut = makeSUT()
        await loadPageOne(sut)

        sut.loadNextPage()
        await settler.settle()
        await repository.answer(2, withPage: 2, settling: settler)

        #expect(repository.calls.last == .fetchPage(2, perPage: 6))
        #expect(output.reports.suffix(2) == [.started(.nextPage), .shown])
        #expect(users?.count == 12)
        #expect(output.snapshot?.listing?.isComplete == true)
        // Only the new users are pushed: the earlier rows are shown already.
        #expect(output.rows.suffix(2) == [.unchanged, .appended(shown(Array(7...12)))])
    }

    @Test func loadNextPageDoesNothingBeforePageOneWhileALoadIsInFlightOrWhenNoMoreExist() async {
        let sut = makeSUT()
        sut.loadNextPage()
        #expect(tracker.started == 0)

        sut.loadFirstPage()
        sut.loadNextPage()
        #expect(tracker.started == 1)
        await settler.settle()
        repository.answer(1, with: .page(.fixture(1)))
        await settler.settle()
        sut.loadNextPage()
        await settler.settle()
        await repository.answer(2, withPage: 2, settling: settler)

        sut.loadNextPage()

        #expect(tracker.started == 2)
    }

    @Test func appearLoadsPageOneOnlyWhenNothingIsLoadedAndNoLoadIsInFlight() async {
        let sut = makeSUT()

        sut.loadFirstPageIfNothingLoaded(signedOutIncluded: false)
        sut.loadFirstPageIfNothingLoaded(signedOutIncluded: false)
        #expect(tracker.started == 1)
        await settler.settle()
        await repository.answer(1, withPage: 1, settling: settler)
        sut.loadFirstPageIfNothingLoaded(signedOutIncluded: false)

        #expect(tracker.started == 1)
    }

    @Test func appearAfterAFailedFirstLoadLoadsPageOneAgain() async {
        let sut = makeSUT()
        sut.loadFirstPageIfNothingLoaded(signedOutIncluded: false)
        await settler.settle()
        repository.answer(1, with: .failure(.offline))
        await settler.settle()

        sut.loadFirstPageIfNothingLoaded(signedOutIncluded: false)
        await settler.settle()

        #expect(repository.calls == [.fetchPage(1, perPage: 6), .fetchPage(1, perPage: 6)])
        #expect(output.reports.last == .started(.firstPage))
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func nextPageOfAnotherSizeReloadsFromPageOneAsRefreshDoes() async {
        let sut = makeSUT(perPage: nil)
        await loadPageOne(sut)
        sut.loadNextPage()
        await settler.settle()
        let biggerPage = UsersPage(
            page: 2, perPage: 8, total: 12, totalPages: 2, users: (9...12).map(User.fixture))

        repository.answer(2, with: .page(biggerPage))
        await settler.settle()

        #expect(repository.calls.last == .fetchPage(1, perPage: nil))
        #expect(output.reports.suffix(2) == [.started(.nextPage), .started(.reloadForNextPage)])
        #expect(users?.count == 6)
        let pageOfEight = UsersPage(
            page: 1, perPage: 8, total: 12, totalPages: 2, users: (1...8).map(User.fixture))
        repository.answer(3, with: .page(pageOfEight))
        await settler.settle()
        #expect(users?.count == 8)
        #expect(output.rows.last == .replaced(shown(Array(1...8))))
    }

    @Test func aReloadedPageOneThatIsThePagesOwnKeepsThemAndRetryAsksTheNextPageAgain() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadNextPage()
        await settler.settle()
        // The server's page 2 repeats page 1's users: its pages overlap.
        repository.answer(2, with: .page(.generated(2, perPage: 6, total: 12, first: 1, user: User.fixture)))
        await settler.settle()

        await repository.answer(3, withPage: 1, settling: settler)

        #expect(repository.calls.last == .fetchPage(1, perPage: 6))
        #expect(
            output.reports.suffix(3) == [
                .started(.nextPage), .started(.reloadForNextPage), .failed(.pagesOverlap),
            ])
        #expect(output.snapshot?.activity == .failed(.nextPage, .pagesOverlap))
        #expect(users?.count == 6)
        sut.retryFailedLoad()
        await settler.settle()
        await repository.answer(4, withPage: 2, settling: settler)
        #expect(repository.calls.last == .fetchPage(2, perPage: 6))
        #expect(users?.count == 12)
    }

    @Test func loadFirstPageCancelsTheNextPageInFlightAndIgnoresItsLateAnswer() async {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let settler = Settler(tracker: tracker, repository: repository)
        let sut = UserListInteractor(repository: repository, tracker: tracker, perPage: 6)
        sut.output = output
        sut.loadFirstPage()
        await settler.settle()
        repository.answer(1, with: .page(.fixture(1)))
        await settler.settle()
        sut.loadNextPage()
        await settler.settle()

        sut.loadFirstPage()
        await settler.settle()
        repository.answer(2, with: .page(.fixture(2)))
        await settler.settle()

        #expect(repository.cancelled == [2])
        #expect(output.reports.last == .started(.firstPage))
        #expect(users?.count == 6)
        repository.answer(3, with: .page(.fixture(1)))
        await settler.settle()
        #expect(output.reports.last == .shown)
    }

    @Test func cancelledAnswerToTheCurrentLoadEndsItLikeAnyFailureAndKeepsTheRows() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadNextPage()
        await settler.settle()

        repository.answer(2, with: .failure(.cancelled))
        await settler.settle()

        #expect(output.reports.last == .failed(.cancelled))
        #expect(output.snapshot?.activity == .failed(.nextPage, .cancelled))
        #expect(users?.count == 6)
        sut.retryFailedLoad()
        await settler.settle()
        #expect(repository.calls.last == .fetchPage(2, perPage: 6))
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func failedLoadIsReportedWithItsErrorAndRetryRepeatsThatLoad() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadNextPage()
        await settler.settle()
        repository.answer(2, with: .failure(.server(status: 500)))
        await settler.settle()

        sut.retryFailedLoad()
        await settler.settle()
        await repository.answer(3, withPage: 2, settling: settler)

        #expect(
            output.reports.suffix(4) == [
                .started(.nextPage), .failed(.server(status: 500)), .started(.nextPage), .shown,
            ])
        #expect(users?.count == 12)
    }

    @Test func retryDoesNothingWhenNoLoadFailed() async {
        let sut = makeSUT()
        await loadPageOne(sut)

        sut.retryFailedLoad()

        #expect(tracker.started == 1)
    }

    @Test func unauthorizedSignsOutForgettingTheUsersAndTheSearchAndRetryStartsFromPageOne() async {
        let sut = makeSUT()
        sut.search(for: "e")
        await loadPageOne(sut)
        sut.loadNextPage()
        await settler.settle()

        repository.answer(2, with: .failure(.unauthorized))
        await settler.settle()

        #expect(output.reports.last == .signedOut)
        #expect(output.snapshot?.activity == .signedOut)
        #expect(users == nil)
        #expect(output.snapshot?.search.isActive == false)
        sut.loadFirstPageIfNothingLoaded(signedOutIncluded: false)
        #expect(tracker.started == 2)
        sut.retryFailedLoad()
        await settler.settle()
        #expect(repository.calls.last == .fetchPage(1, perPage: 6))
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func nextPagePastTheEndReloadsFromPageOneAndNeverFails() async {
        let sut = makeSUT(perPage: nil)
        sut.loadFirstPage()
        await settler.settle()
        repository.answer(1, with: .page(.generated(1, perPage: 6, total: 18)))
        await settler.settle()
        sut.loadNextPage()
        await settler.settle()
        repository.answer(2, with: .page(.generated(2, perPage: 6, total: 18)))
        await settler.settle()
        sut.loadNextPage()
        await settler.settle()

        // The server's page size was raised to 10: page 3 no longer exists.
        repository.answer(3, with: .page(.generated(3, perPage: 10, total: 18)))
        await settler.settle()

        #expect(repository.calls.last == .fetchPage(1, perPage: nil))
        #expect(output.reports.suffix(2) == [.started(.nextPage), .started(.reloadForNextPage)])
        repository.answer(4, with: .page(.generated(1, perPage: 10, total: 18)))
        await settler.settle()
        #expect(users?.count == 10)
        #expect(output.snapshot?.activity == .idle)
    }

    @Test func signedOutIncludedLoadsPageOneSignedOutButNotOverRowsOrALoad() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadFirstPageIfNothingLoaded(signedOutIncluded: true)
        #expect(tracker.started == 1)
        sut.signOut()
        sut.loadFirstPageIfNothingLoaded(signedOutIncluded: false)
        #expect(tracker.started == 1)

        sut.loadFirstPageIfNothingLoaded(signedOutIncluded: true)
        sut.loadFirstPageIfNothingLoaded(signedOutIncluded: true)
        await settler.settle()

        #expect(tracker.started == 2)
        #expect(repository.calls == [.fetchPage(1, perPage: 6), .fetchPage(1, perPage: 6)])
        await repository.answer(2, withPage: 1, settling: settler)
        #expect(users?.count == 6)
    }

    @Test func signOutFromAnotherModuleCancelsTheLoadInFlightAndForgetsEverything() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadFirstPage()
        await settler.settle()

        sut.signOut()
        await settler.settle()

        #expect(repository.cancelled == [2])
        #expect(output.reports.last == .signedOut)
        #expect(users == nil)
    }

    @Test func replacePushesTheSavedValuesOfALoadedUser() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        var saved = User.fixture(id: 4)
        saved.firstName = "Evelyn"

        sut.replace(saved)

        #expect(output.reports.last == .shown)
        #expect(users?[3] == saved)
        guard case .replaced(let rows) = output.rows.last else {
            Issue.record("the shown rows are pushed again")
            return
        }
        #expect(rows.map(\.user) == users)
    }

    @Test func searchMatchesTheLoadedUsersByNameAndKeepsMatchingLaterPages() async {
        let sut = makeSUT()
        sut.search(for: "GEORGE")
        await loadPageOne(sut)
        #expect(output.snapshot?.search.matchCount == 1)

        sut.loadNextPage()
        await settler.settle()
        await repository.answer(2, withPage: 2, settling: settler)

        #expect(output.snapshot?.search.matchCount == 2)
        // Page 2's match alone, under its number among all loaded users.
        #expect(output.rows.last == .appended([UserListShownUser(number: 11, user: .fixture(id: 11))]))
    }

    @Test func renamedUserStartsOrStopsMatching() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.search(for: "jan")
        var janet = User.fixture(id: 2)
        janet.firstName = "Jo"

        sut.replace(janet)

        #expect(output.snapshot?.search.matchCount == 0)
    }

    @Test func selectingALoadedPositionReportsItsUserAndOneNotLoadedReportsNothing() async {
        let sut = makeSUT()
        await loadPageOne(sut)

        sut.selectUser(at: 2)
        sut.selectUser(at: 6)
        sut.selectUser(at: -1)

        #expect(output.reports.suffix(2) == [.shown, .selected(.fixture(id: 3))])
    }

    @Test func aSearchPushesItsMatchesUnderTheirNumberAmongAllLoadedUsers() async {
        let sut = makeSUT()
        await loadPageOne(sut)

        sut.search(for: "wong")

        #expect(output.rows.last == .replaced(shown([3])))
        sut.selectUser(at: 2)
        #expect(output.reports.last == .selected(.fixture(id: 3)))
    }

    @Test func emptyQueryEndsTheSearch() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.search(for: "wong")

        sut.search(for: "")

        #expect(output.snapshot?.search.isActive == false)
        #expect(output.rows.last == .replaced(shown(Array(1...6))))
    }

    private let ada = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    @Test func startNewUserBeforeTheFirstPageOrDuringItsLoadReportsNothing() async {
        let sut = makeSUT()
        sut.startNewUser()
        sut.loadFirstPage()

        sut.startNewUser()

        #expect(output.reports == [.started(.firstPage)])
        await settler.settle()
        await repository.answer(1, withPage: 1, settling: settler)
        sut.startNewUser()
        #expect(output.reports.last == .startedNewUser)
    }

    @Test(arguments: [UserListLoad.nextPage, .firstPage])
    func startNewUserWhileALoadIsInFlightOverTheRowsReportsNothing(load: UserListLoad) async {
        let sut = makeSUT()
        await loadPageOne(sut)
        if load == .nextPage { sut.loadNextPage() } else { sut.loadFirstPage() }

        sut.startNewUser()

        #expect(output.reports.last == .started(load))
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func startNewUserOverRowsNoUsersOrTheCachedPageReportsIt() async {
        let sut = makeSUT()
        sut.loadFirstPage()
        await settler.settle()
        repository.answer(1, with: .page(.empty))
        await settler.settle()
        sut.startNewUser()
        #expect(output.reports.last == .startedNewUser)

        sut.loadFirstPage()
        await settler.settle()
        repository.answer(2, with: .page(.fixture(1, source: .cache)))
        await settler.settle()
        sut.startNewUser()

        #expect(output.snapshot?.listing?.source == .cache)
        #expect(output.reports.suffix(2) == [.shown, .startedNewUser])
    }

    @Test func startNewUserAfterAFailedFirstLoadOrSignedOutReportsNothing() async {
        let sut = makeSUT()
        sut.loadFirstPage()
        await settler.settle()
        repository.answer(1, with: .failure(.offline))
        await settler.settle()
        sut.startNewUser()
        await loadPageOne(sut)

        sut.signOut()
        sut.startNewUser()

        #expect(!output.reports.contains(.startedNewUser))
        #expect(output.reports.last == .signedOut)
    }

    @Test func addCreatedCountsTheUserAtOnceAndLeavesItToItsPageWhenUsersAreMissing() async {
        let sut = makeSUT()
        await loadPageOne(sut)

        sut.addCreated(ada)

        #expect(output.reports.last == .added(ada))
        #expect(output.snapshot?.listing?.total == 13)
        #expect(users == (1...6).map(User.fixture))
        #expect(output.rows.last == .appended([]))
        #expect(tracker.started == 1)
    }

    @Test func addCreatedAppendsTheUserAsTheLastRowWhenEveryUserIsLoaded() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadNextPage()
        await settler.settle()
        await repository.answer(2, withPage: 2, settling: settler)

        sut.addCreated(ada)

        #expect(output.reports.last == .added(ada))
        #expect(users?.last == ada)
        #expect(output.snapshot?.listing?.total == 13)
        #expect(output.snapshot?.listing?.isComplete == true)
        #expect(output.rows.last == .appended([UserListShownUser(number: 13, user: ada)]))
    }

    @Test func addCreatedOnAnEmptyListIsItsFirstRow() async {
        let sut = makeSUT()
        sut.loadFirstPage()
        await settler.settle()
        repository.answer(1, with: .page(.empty))
        await settler.settle()
        var first = ada
        first.id = 1

        sut.addCreated(first)

        #expect(users == [first])
        #expect(output.rows.last == .appended([UserListShownUser(number: 1, user: first)]))
    }

    @Test func addCreatedWithTheIdOfALoadedUserReplacesItsRowInPlace() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        var reused = ada
        reused.id = 4

        sut.addCreated(reused)

        #expect(users?.count == 6)
        #expect(users?[3] == reused)
        #expect(output.snapshot?.listing?.total == 12)
        guard case .replaced(let rows) = output.rows.last else {
            Issue.record("the shown rows are pushed again")
            return
        }
        #expect(rows.map(\.user) == users)
    }

    @Test func addCreatedKeepsTheSearchAndShowsTheNewRowOnlyIfItMatches() async {
        let sut = makeSUT()
        await loadPageOne(sut)
        sut.loadNextPage()
        await settler.settle()
        await repository.answer(2, withPage: 2, settling: settler)
        sut.search(for: "george")

        sut.addCreated(ada)
        let notMatching = output.rows.last
        let boole = User(id: 14, firstName: "George", lastName: "Boole", email: "george@example.com")
        sut.addCreated(boole)

        #expect(notMatching == .appended([]))
        #expect(output.rows.last == .appended([UserListShownUser(number: 14, user: boole)]))
        #expect(output.snapshot?.search.query == "george")
        #expect(output.snapshot?.search.matchCount == 3)
        #expect(users?.count == 14)
    }
}
