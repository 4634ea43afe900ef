import SharedDomain
import TerminalUI
import Testing

@testable import MVVM

/// The list view model in the MVVM idiom: inputs in, the history of state and outputs asserted.
@Suite("UserListViewModel")
@MainActor
struct UserListViewModelTests {
    private let repository = ControlledRepository()
    private let tracker = TaskTracker()

    private func makeSUT() -> UserListViewModel {
        UserListViewModel(repository: repository, tracker: tracker, perPage: nil)
    }

    private func loadFirstPage(_ sut: UserListViewModel) async {
        sut.appear()
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(1), with: .success(page(1)))
        await tracker.waitUntilIdle()
    }

    @Test func appearShowsLoadingThenPageOneWithItsCounter() async {
        let sut = makeSUT()

        sut.appear()
        #expect(sut.state == .loading)
        #expect(sut.placeholderLines == ["Loading users…"])
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(1), with: .success(page(1)))
        await tracker.waitUntilIdle()

        #expect(sut.counterText == "6 of 12")
        #expect(sut.rowCount == 6)
        #expect(sut.row(at: 0) == .init(number: 1, name: "First1 Last1", email: "u1@x.io"))
        #expect(sut.footerText == "Scroll down for more")
        #expect(sut.bannerLines.isEmpty && sut.placeholderLines.isEmpty)
    }

    @Test func reachingTheEndAppendsTheNextPageAndThenSaysEndOfList() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.reachedEnd()
        #expect(sut.footerText == "Loading more…")
        #expect(sut.rowCount == 6)
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(2), with: .success(page(2)))
        await tracker.waitUntilIdle()

        #expect(sut.counterText == "12 of 12")
        #expect(sut.footerText == "End of list")
        sut.reachedEnd()
        #expect(repository.calls == [.fetchPage(1), .fetchPage(2)])
    }

    @Test func aFailedFirstLoadShowsTheBannerAndRetryRepeatsIt() async {
        let sut = makeSUT()
        sut.appear()
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(1), with: .failure(.offline))
        await tracker.waitUntilIdle()

        #expect(sut.state == .failed(.offline))
        #expect(sut.bannerLines == ["! Could not load users: You are offline", "  retry to try again"])

        sut.retry()
        #expect(sut.state == .loading)
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(1), with: .success(page(1)))
        await tracker.waitUntilIdle()
        #expect(sut.bannerLines.isEmpty)
        #expect(repository.calls == [.fetchPage(1), .fetchPage(1)])
    }

    @Test func aFailedNextPageKeepsTheRowsAndRetryAsksForTheNextPageAgain() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.reachedEnd()
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(2), with: .failure(.server(status: 503)))
        await tracker.waitUntilIdle()

        #expect(sut.rowCount == 6)
        #expect(sut.bannerLines.first == "! Could not load users: Server error (503)")
        sut.retry()
        await repository.waitForPending(1)
        #expect(repository.calls.last == .fetchPage(2))
    }

    @Test func refreshDuringANextPageLoadCancelsItAndIgnoresItsLateResponse() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.reachedEnd()
        await repository.waitForPending(1)
        sut.refresh()
        await repository.waitForPending(2)
        #expect(sut.footerText == "Refreshing…")
        #expect(repository.cancelled == [.fetchPage(2)])

        repository.resolve(.fetchPage(2), with: .success(page(2)))
        repository.resolve(.fetchPage(1), with: .success(page(1, total: 7)))
        await tracker.waitUntilIdle()

        #expect(sut.counterText == "6 of 7")
        #expect(sut.footerText == "Scroll down for more")
    }

    @Test func ofTwoRefreshesOnlyTheLatestIsShownWhateverOrderTheyAnswerIn() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.refresh()
        sut.refresh()
        await repository.waitForPending(2)
        repository.resolve(.fetchPage(1), stale: false, with: .success(page(1, total: 9)))
        repository.resolve(.fetchPage(1), stale: true, with: .success(page(1, total: 30)))
        await tracker.waitUntilIdle()

        #expect(sut.counterText == "6 of 9")
    }

    @Test func unauthorizedShowsSignedOutWithNoUserData() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.refresh()
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(1), with: .failure(.unauthorized))
        await tracker.waitUntilIdle()

        #expect(sut.state == .signedOut)
        #expect(sut.rowCount == 0 && sut.counterText == nil)
        #expect(sut.placeholderLines == ["Signed out", "Sign in again, then retry or refresh."])
    }

    @Test func aPageFromTheCacheSaysOfflineAndAnEmptyListSaysNoUsers() async {
        let sut = makeSUT()
        sut.appear()
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(1), with: .success(page(1, source: .cache)))
        await tracker.waitUntilIdle()
        #expect(sut.bannerLines == ["Offline: showing saved users"])

        sut.refresh()
        await repository.waitForPending(1)
        repository.resolve(
            .fetchPage(1), with: .success(UsersPage(page: 1, perPage: 6, total: 0, totalPages: 0, users: [])))
        await tracker.waitUntilIdle()
        #expect(sut.placeholderLines == ["No users"])
        #expect(sut.footerText == nil && sut.counterText == nil)
    }

    @Test func tappingALoadedRowSelectsItsUserAndAnyOtherNumberDoesNothing() async {
        let sut = makeSUT()
        var selected: [Int] = []
        sut.onSelect = { selected.append($0.id) }
        await loadFirstPage(sut)

        sut.select(number: 0)
        sut.select(number: 7)
        sut.select(number: 3)

        #expect(selected == [3])
    }

    @Test func aSavedUserReplacesItsRow() async {
        let sut = makeSUT()
        await loadFirstPage(sut)

        sut.userSaved(User(id: 2, firstName: "Jane", lastName: "Doe", email: "j@x.io"))

        #expect(sut.row(at: 1).name == "Jane Doe")
        #expect(sut.rowCount == 6)
    }
}

@Suite("UserListViewModel search")
@MainActor
struct UserListViewModelSearchTests {
    private let repository = ControlledRepository()
    private let tracker = TaskTracker()

    @Test func searchShowsOnlyMatchingRowsKeepingTheirNumbersAndFollowsNewPages() async {
        let sut = UserListViewModel(repository: repository, tracker: tracker, perPage: nil)
        sut.appear()
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(1), with: .success(page(1)))
        await tracker.waitUntilIdle()

        sut.search("first1")
        #expect(sut.rowCount == 1)
        #expect(sut.row(at: 0).number == 1)
        #expect(sut.searchLine == #"Search "first1": 1 of 6 loaded users"#)

        sut.reachedEnd()
        await repository.waitForPending(1)
        repository.resolve(.fetchPage(2), with: .success(page(2, total: 12, first: 10)))
        await tracker.waitUntilIdle()
        #expect(sut.rowCount == 4)
        #expect((0..<4).map { sut.row(at: $0).number } == [1, 7, 8, 9])

        sut.search("")
        #expect(sut.rowCount == 9 && sut.searchLine == nil)
    }
}
