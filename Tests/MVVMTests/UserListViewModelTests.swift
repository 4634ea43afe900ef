import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVVM

/// The list view model in the MVVM idiom: inputs in, the state and outputs asserted, and what it
/// told its coordinator through the closures it was given.
@Suite("UserListViewModel", .noTaskLeftRunning)
@MainActor
struct UserListViewModelTests {
    private let repository: ControllableUserRepository
    private let tracker = TaskTracker()
    private let settler: Settler
    private let coordinator = CoordinatorSpy()

    init() {
        repository = ControllableUserRepository()
        settler = Settler(tracker: tracker, repository: repository)
    }

    private func makeSUT() -> UserListViewModel {
        UserListViewModel(
            repository: repository, tracker: tracker, perPage: nil,
            onNewUser: { [coordinator] in coordinator.record(.newUser) },
            onSelect: { [coordinator] in coordinator.record(.select($0.id)) },
            onSessionExpired: { [coordinator] in coordinator.record(.sessionExpired) })
    }

    /// Appears and answers call `number` with page 1.
    private func loadFirstPage(_ sut: UserListViewModel, call number: Int = 1) async {
        sut.appear()
        await answer(number, with: .page(page(1)))
    }

    private func answer(_ number: Int, with answer: ControllableUserRepository.Answer) async {
        await settler.settle()
        repository.answer(number, with: answer)
        await settler.settle()
    }

    @Test func appearShowsLoadingThenPageOneWithItsCounter() async {
        let sut = makeSUT()

        sut.appear()
        #expect(sut.state == .init(phase: .loading))
        #expect(sut.placeholderLines == ["Loading users…"])
        await answer(1, with: .page(page(1)))

        #expect(sut.counterText == "6 of 12")
        #expect(sut.rowCount == 6)
        #expect(sut.row(at: 0) == .init(number: 1, name: "First1 Last1", email: "u1@x.io"))
        #expect(sut.footerText == "Scroll down for more")
        #expect(sut.bannerLines.isEmpty && sut.placeholderLines.isEmpty)
    }

    @Test func appearAfterAFailedFirstLoadLoadsPageOneAgain() async {
        let sut = makeSUT()
        sut.appear()
        await answer(1, with: .failure(.offline))

        sut.appear()

        #expect(sut.state == .init(phase: .loading))
        await answer(2, with: .page(page(1)))
        #expect(sut.counterText == "6 of 12")
        #expect(repository.calls == [.fetchPage(1, perPage: nil), .fetchPage(1, perPage: nil)])
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func appearWithALoadInFlightOrRowsLoadedSendsNothing() async {
        let sut = makeSUT()
        sut.appear()
        sut.appear()
        await answer(1, with: .page(page(1)))

        sut.appear()

        #expect(repository.calls.count == 1)
    }

    @Test func reachingTheEndAppendsTheNextPageAndThenSaysEndOfList() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.reachedEnd()
        #expect(sut.footerText == "Loading more…")
        #expect(sut.rowCount == 6)
        await answer(2, with: .page(page(2)))

        #expect(sut.counterText == "12 of 12")
        #expect(sut.footerText == "End of list")
        sut.reachedEnd()
        #expect(repository.calls == [.fetchPage(1, perPage: nil), .fetchPage(2, perPage: nil)])
    }

    @Test func endOfListIsShownOnlyWhenEveryUserTheServerCountsIsLoaded() async {
        let sut = makeSUT()
        sut.appear()
        // The server says one page in all, but counts 8 users: some are missing.
        await answer(
            1, with: .page(UsersPage(page: 1, perPage: 6, total: 8, totalPages: 1, users: page(1).users)))

        #expect(sut.footerText == "Scroll down for more")
        sut.reachedEnd()
        #expect(repository.calls.count == 1)
    }

    @Test func aNextPageOfAnotherSizeReloadsFromPageOneAsRefreshDoes() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.reachedEnd()
        await answer(2, with: .page(page(2, perPage: 8)))

        #expect(sut.footerText == "Refreshing…")
        #expect(sut.rowCount == 6)
        #expect(repository.calls.last == .fetchPage(1, perPage: nil))
        await answer(3, with: .page(page(1, perPage: 8)))
        #expect(sut.counterText == "8 of 12")
        #expect((0..<8).map { sut.row(at: $0).number } == Array(1...8))
    }

    @Test func aNextPagePastTheEndReloadsFromPageOneAndNeverShowsAnUnexpectedResponse() async {
        let sut = makeSUT()
        sut.appear()
        await answer(1, with: .page(page(1, total: 18)))
        sut.reachedEnd()
        await answer(2, with: .page(page(2, total: 18)))

        sut.reachedEnd()
        // The server's page size was raised to 10: page 3 no longer exists.
        await answer(3, with: .page(page(3, total: 18, perPage: 10)))

        #expect(sut.footerText == "Refreshing…" && sut.bannerLines.isEmpty)
        #expect(repository.calls.last == .fetchPage(1, perPage: nil))
        await answer(4, with: .page(page(1, total: 18, perPage: 10)))
        #expect(sut.counterText == "10 of 18")
        #expect(sut.footerText == "Scroll down for more" && sut.bannerLines.isEmpty)
    }

    @Test func aReloadedPageOneThatIsTheListingsOwnKeepsTheRowsAndRetryAsksTheNextPageAgain() async {
        let sut = makeSUT()
        await loadFirstPage(sut)
        sut.reachedEnd()
        // The server's page 2 repeats page 1's users: its pages overlap.
        await answer(2, with: .page(page(2, first: 1)))
        #expect(sut.footerText == "Refreshing…")

        await answer(3, with: .page(page(1)))

        #expect(repository.calls.last == .fetchPage(1, perPage: nil))
        guard case .loaded(let content) = sut.state.phase else {
            Issue.record("no rows loaded")
            return
        }
        #expect(content.listing == UserListing(firstPage: page(1)))
        #expect(content.status == .failed(.init(error: .pagesOverlap, load: .nextPage)))
        #expect(
            sut.bannerLines == ["! Could not load users: The server's pages overlap", "  retry to try again"])
        #expect(sut.counterText == "6 of 12" && sut.footerText == "Scroll down for more")
        sut.retry()
        await answer(4, with: .page(page(2)))
        #expect(repository.calls.last == .fetchPage(2, perPage: nil))
        #expect(sut.counterText == "12 of 12" && sut.bannerLines.isEmpty)
    }

    @Test func aFailedFirstLoadShowsTheBannerAndRetryRepeatsIt() async {
        let sut = makeSUT()
        sut.appear()
        await answer(1, with: .failure(.offline))

        #expect(sut.state == .init(phase: .failed(.offline)))
        #expect(sut.bannerLines == ["! Could not load users: You are offline", "  retry to try again"])

        sut.retry()
        #expect(sut.state == .init(phase: .loading))
        await answer(2, with: .page(page(1)))
        #expect(sut.bannerLines.isEmpty)
        #expect(repository.calls == [.fetchPage(1, perPage: nil), .fetchPage(1, perPage: nil)])
    }

    @Test func aFailedNextPageKeepsTheRowsAndRetryAsksForTheNextPageAgain() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.reachedEnd()
        await answer(2, with: .failure(.server(status: 503)))

        #expect(sut.rowCount == 6)
        #expect(sut.bannerLines.first == "! Could not load users: Server error (503)")
        sut.retry()
        await settler.settle()
        #expect(repository.calls.last == .fetchPage(2, perPage: nil))
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func aCancelledFirstLoadEndsLoadingWithTheBannerAndRetryLoadsAgain() async {
        let sut = makeSUT()
        sut.appear()
        await answer(1, with: .failure(.cancelled))

        #expect(sut.state == .init(phase: .failed(.cancelled)))
        #expect(sut.placeholderLines.isEmpty)
        #expect(
            sut.bannerLines == ["! Could not load users: The request was cancelled", "  retry to try again"])
        sut.retry()
        await answer(2, with: .page(page(1)))
        #expect(sut.counterText == "6 of 12")
    }

    @Test func aCancelledRefreshEndsRefreshingAndKeepsTheRows() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.refresh()
        await answer(2, with: .failure(.cancelled))

        #expect(sut.footerText == "Scroll down for more")
        #expect(sut.rowCount == 6)
        #expect(sut.bannerLines.first == "! Could not load users: The request was cancelled")
        sut.retry()
        #expect(sut.footerText == "Refreshing…")
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func refreshDuringANextPageLoadCancelsItAndIgnoresItsLateResponse() async {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let settler = Settler(tracker: tracker, repository: repository)
        let sut = UserListViewModel(
            repository: repository, tracker: tracker, perPage: nil, onNewUser: {}, onSelect: { _ in },
            onSessionExpired: {})
        sut.appear()
        await settler.settle()
        repository.answer(1, with: .page(page(1)))
        await settler.settle()

        sut.reachedEnd()
        await settler.settle()
        sut.refresh()
        await settler.settle()
        #expect(sut.footerText == "Refreshing…")
        #expect(repository.cancelled == [2])

        repository.answer(2, with: .page(page(2)))
        repository.answer(3, with: .page(page(1, total: 7)))
        await settler.settle()

        #expect(sut.counterText == "6 of 7")
        #expect(sut.footerText == "Scroll down for more")
    }

    @Test func ofTwoRefreshesOnlyTheLatestIsShownWhateverOrderTheyAnswerIn() async {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let settler = Settler(tracker: tracker, repository: repository)
        let sut = UserListViewModel(
            repository: repository, tracker: tracker, perPage: nil, onNewUser: {}, onSelect: { _ in },
            onSessionExpired: {})
        sut.refresh()
        await settler.settle()
        sut.refresh()
        await settler.settle()

        repository.answer(2, with: .page(page(1, total: 9)))
        repository.answer(1, with: .page(page(1, total: 30)))
        await settler.settle()

        #expect(sut.counterText == "6 of 9")
    }

    @Test func unauthorizedTellsTheCoordinatorAndLeavesSigningOutToIt() async {
        let sut = makeSUT()
        await loadFirstPage(sut)
        sut.reachedEnd()
        let loadingMore = sut.state

        await answer(2, with: .failure(.unauthorized))

        #expect(coordinator.messages == [.sessionExpired])
        #expect(sut.state == loadingMore)
    }

    @Test func signOutForgetsRowsAndSearchAndRetryLoadsPageOneAgain() async {
        let sut = makeSUT()
        await loadFirstPage(sut)
        sut.search("first1")

        sut.signOut()

        #expect(sut.state == .init(query: "", phase: .signedOut))
        #expect(sut.rowCount == 0 && sut.counterText == nil && sut.searchLine == nil)
        #expect(sut.placeholderLines == ["Signed out", "Sign in again, then retry or refresh."])
        sut.retry()
        await answer(2, with: .page(page(1)))
        #expect(sut.counterText == "6 of 12" && sut.searchLine == nil)
    }

    @Test func signOutCancelsTheLoadInFlight() async {
        let sut = makeSUT()
        await loadFirstPage(sut)
        sut.refresh()
        await settler.settle()

        sut.signOut()
        await settler.settle()

        #expect(sut.state == .init(query: "", phase: .signedOut))
        #expect(repository.cancelled == [2])
        sut.appear()
        #expect(repository.calls.count == 2)
    }

    @Test func aPageFromTheCacheSaysOfflineAndAnEmptyListSaysNoUsers() async {
        let sut = makeSUT()
        sut.appear()
        await answer(1, with: .page(page(1, source: .cache)))
        #expect(sut.bannerLines == ["Offline: showing saved users"])

        sut.refresh()
        await answer(2, with: .page(UsersPage(page: 1, perPage: 6, total: 0, totalPages: 0, users: [])))
        #expect(sut.placeholderLines == ["No users"])
        #expect(sut.footerText == nil && sut.counterText == nil)
    }

    @Test func tappingALoadedRowSelectsItsUserAndAnyOtherNumberDoesNothing() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.select(number: 0)
        sut.select(number: 7)
        sut.select(number: 3)

        #expect(coordinator.messages == [.select(3)])
    }

    @Test func aSavedUserReplacesItsRow() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.userSaved(User(id: 2, firstName: "Jane", lastName: "Doe", email: "j@x.io"))

        #expect(sut.row(at: 1).name == "Jane Doe")
        #expect(sut.rowCount == 6)
    }

    @Test func searchShowsOnlyMatchingRowsKeepingTheirNumbersAndFollowsNewPages() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.search("first1")
        #expect(sut.rowCount == 1)
        #expect(sut.row(at: 0).number == 1)
        #expect(sut.searchLine == #"Search "first1": 1 of 6 loaded users"#)

        sut.reachedEnd()
        await answer(2, with: .page(page(2, total: 12, first: 10)))
        #expect(sut.rowCount == 4)
        #expect((0..<4).map { sut.row(at: $0).number } == [1, 7, 8, 9])

        sut.search("")
        #expect(sut.rowCount == 9 && sut.searchLine == nil)
    }

    @Test func aSearchTypedWhileThePageLoadsIsKeptInTheState() async {
        let sut = makeSUT()
        sut.appear()
        sut.search("first2")

        #expect(sut.state == .init(query: "first2", phase: .loading))
        await answer(1, with: .page(page(1)))
        #expect(sut.rowCount == 1 && sut.row(at: 0).number == 2)
    }

    @Test func aSearchTypedBeforeTheListAppearsFiltersTheFirstPage() async {
        let sut = makeSUT()

        sut.search("first3")
        #expect(sut.state == .init(query: "first3", phase: .idle))
        await loadFirstPage(sut)

        #expect(sut.rowCount == 1 && sut.row(at: 0).number == 3)
        #expect(sut.searchLine == #"Search "first3": 1 of 6 loaded users"#)
    }

    @Test func theSearchLineSaysZeroOfZeroBeforeTheFirstPageWhileItLoadsOnAFailureAndOnNoUsers() async {
        let sut = makeSUT()
        let zero = #"Search "wo": 0 of 0 loaded users"#

        sut.search("wo")
        #expect(sut.searchLine == zero)
        sut.appear()
        #expect(sut.searchLine == zero)
        await answer(1, with: .failure(.offline))
        #expect(sut.searchLine == zero && sut.bannerLines.first == "! Could not load users: You are offline")
        sut.retry()
        await answer(2, with: .page(UsersPage(page: 1, perPage: 6, total: 0, totalPages: 0, users: [])))
        #expect(sut.searchLine == zero && sut.placeholderLines == ["No users"])
    }

    @Test func backFromADetailLoadsPageOneWhenNothingIsLoadedSignedOutIncluded() async {
        let sut = makeSUT()
        await loadFirstPage(sut)
        sut.detailClosed()
        #expect(repository.calls.count == 1)
        sut.signOut()
        sut.appear()
        #expect(repository.calls.count == 1)

        sut.detailClosed()
        sut.detailClosed()

        #expect(sut.state == .init(phase: .loading))
        await answer(2, with: .page(page(1)))
        #expect(repository.calls == [.fetchPage(1, perPage: nil), .fetchPage(1, perPage: nil)])
        #expect(sut.counterText == "6 of 12")
    }

    @Test func aSearchTypedOnTheSignedOutScreenFiltersTheRowsOfTheRetry() async {
        let sut = makeSUT()
        await loadFirstPage(sut)
        sut.signOut()

        sut.search("first4")
        #expect(sut.state == .init(query: "first4", phase: .signedOut))
        #expect(sut.searchLine == nil)
        #expect(sut.placeholderLines == ["Signed out", "Sign in again, then retry or refresh."])
        sut.retry()
        await answer(2, with: .page(page(1)))

        #expect(sut.rowCount == 1 && sut.row(at: 0).number == 4)
        #expect(sut.searchLine == #"Search "first4": 1 of 6 loaded users"#)
    }

    // MARK: The New user form (SPEC N1, N3)

    @Test func newOpensTheFormOnlyOnAShownFirstPageWithNoLoadInFlight() async {
        let sut = makeSUT()
        sut.newUser()
        sut.appear()
        sut.newUser()
        await answer(1, with: .page(page(1)))
        #expect(coordinator.messages.isEmpty)

        sut.newUser()
        #expect(coordinator.messages == [.newUser])
        sut.reachedEnd()
        sut.newUser()
        await answer(2, with: .failure(.offline))
        sut.newUser()
        #expect(coordinator.messages == [.newUser, .newUser])
        sut.refresh()
        sut.newUser()
        await answer(3, with: .failure(.unauthorized))
        sut.signOut()
        sut.newUser()

        #expect(coordinator.messages == [.newUser, .newUser, .sessionExpired])
    }

    @Test func newOpensTheFormOverNoUsersAndOverTheCachedPageButNotOverAFailedFirstLoad() async {
        let sut = makeSUT()
        sut.appear()
        await answer(1, with: .failure(.offline))
        sut.newUser()
        #expect(coordinator.messages.isEmpty)

        sut.retry()
        await answer(2, with: .page(UsersPage(page: 1, perPage: 6, total: 0, totalPages: 0, users: [])))
        sut.newUser()
        sut.refresh()
        await answer(3, with: .page(page(1, source: .cache)))
        sut.newUser()

        #expect(coordinator.messages == [.newUser, .newUser])
    }

    @Test func aCreatedUserIsCountedAtOnceAndShownAsAddedButArrivesWithItsPage() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.userCreated(user(13))

        #expect(sut.added?.name == "First13 Last13" && sut.added?.id == 13)
        #expect(sut.counterText == "6 of 13")
        #expect(sut.rowCount == 6 && sut.footerText == "Scroll down for more")
        sut.reachedEnd()
        await answer(2, with: .page(page(2, total: 13)))
        #expect(sut.counterText == "12 of 13" && sut.footerText == "Scroll down for more")
        #expect(repository.calls.last == .fetchPage(2, perPage: nil))
    }

    @Test func aCreatedUserIsTheLastRowWhenEveryUserWasLoaded() async {
        let sut = makeSUT()
        sut.appear()
        await answer(1, with: .page(UsersPage(page: 1, perPage: 6, total: 0, totalPages: 0, users: [])))
        #expect(sut.placeholderLines == ["No users"])

        sut.userCreated(user(1))

        #expect(sut.placeholderLines.isEmpty)
        #expect(sut.counterText == "1 of 1" && sut.footerText == "End of list")
        #expect(
            sut.rowCount == 1 && sut.row(at: 0) == .init(number: 1, name: "First1 Last1", email: "u1@x.io"))
    }

    @Test func theAddedLineShowsWhateverTheSearchAndTheRowOnlyIfItMatches() async {
        let sut = makeSUT()
        sut.appear()
        await answer(1, with: .page(page(1, total: 6)))
        sut.search("ada")

        sut.userCreated(User(id: 7, firstName: "Grace", lastName: "Hopper", email: "g@x.io"))
        #expect(sut.added?.name == "Grace Hopper")
        #expect(sut.rowCount == 0 && sut.searchLine == #"Search "ada": 0 of 7 loaded users"#)
        sut.userCreated(User(id: 8, firstName: "Ada", lastName: "Lovelace", email: "a@x.io"))

        #expect(sut.added?.name == "Ada Lovelace")
        #expect(sut.rowCount == 1 && sut.row(at: 0).number == 8)
    }

    @Test func theAddedLineEndsAtTheNextGestureWhateverItDoes() async {
        let sut = makeSUT()
        await loadFirstPage(sut)
        let gestures: [(String, () -> Void)] = [
            ("tap 99", { sut.select(number: 99) }), ("retry", { sut.retry() }),
            ("search again", { sut.search("") }), ("another gesture", { sut.otherGesture() }),
            ("appear", { sut.appear() }), ("new", { sut.newUser() }), ("tap 1", { sut.select(number: 1) }),
            ("scroll-to-end", { sut.reachedEnd() }),
        ]

        for (offset, (name, gesture)) in gestures.enumerated() {
            sut.userCreated(user(13 + offset))
            #expect(sut.added?.id == 13 + offset)
            gesture()
            #expect(sut.added == nil, "\(name) left the Added line")
        }
        #expect(coordinator.messages == [.newUser, .select(1)])
        await answer(2, with: .failure(.offline))
    }
}
