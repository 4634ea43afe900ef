import SharedDomain
import TerminalUI
import Testing

@testable import MVP

/// The list's Presenter drives a mock View from a stub repository: each test checks the exact
/// commands the View received, in order.
@Suite("UserListPresenter")
@MainActor
struct UserListPresenterTests {
    // Every test gets a fresh suite, so a fresh Presenter wired to its spies.
    private let sut: UserListPresenter
    private let view: UserListViewSpy
    private let repository: UserRepositoryStub
    private let navigator: UserListNavigatorSpy

    init() {
        let tracker = TaskTracker()
        repository = UserRepositoryStub(tracker: tracker)
        navigator = UserListNavigatorSpy()
        view = UserListViewSpy()
        sut = UserListPresenter(repository: repository, tracker: tracker, perPage: 6, navigator: navigator)
        sut.view = view
    }

    // MARK: First load

    @Test func viewDidLoad_showsTheTitle() {
        sut.viewDidLoad()

        #expect(view.commands == [.showTitle("Users")])
    }

    @Test func appear_showsLoadingAndAsksForPageOne() async {
        sut.viewWillAppear()
        let request = await repository.pageRequests.next()

        #expect(view.commands == [.showLoading("Loading users…"), .hideBanner, .hideSearch, .hideFooter])
        #expect(request.argument == .init(page: 1, perPage: 6))
        await answer(request, with: .success(.page(1, of: 12)))
    }

    @Test func pageOne_showsItsRowsTheCounterAndScrollDownForMore() async {
        let request = await holdRequest { sut.viewWillAppear() }

        await answer(request, with: .success(.page(1, of: 12)))

        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"), .hideBanner, .hideSearch,
                .showFooter("Scroll down for more"),
            ])
    }

    @Test func appear_onceLoaded_sendsNoRequest() async {
        await showPageOne(of: 12)

        sut.viewWillAppear()

        #expect(repository.pageRequests.count == 1)
        #expect(view.commands.isEmpty)
    }

    @Test func anEmptyListing_showsNoUsers() async {
        let request = await holdRequest { sut.viewWillAppear() }

        await answer(request, with: .success(.page(1, of: 0)))

        #expect(view.commands == [.showPlaceholder(["No users"]), .hideBanner, .hideSearch, .hideFooter])
    }

    // MARK: Next page

    @Test func reachingTheEnd_showsLoadingMoreThenAppendsTheNextPage() async {
        await showPageOne(of: 12)

        sut.didReachEnd()
        let request = await repository.pageRequests.next()
        let whileLoading = view.commands
        view.commands.removeAll()
        await answer(request, with: .success(.page(2, of: 12)))

        #expect(request.argument.page == 2)
        #expect(
            whileLoading == [
                .showRows(count: 6, counter: "6 of 12"), .hideBanner, .hideSearch,
                .showFooter("Loading more…"),
            ])
        #expect(
            view.commands == [
                .showRows(count: 12, counter: "12 of 12"), .hideBanner, .hideSearch,
                .showFooter("End of list"),
            ])
        #expect(sut.row(at: 11) == UserRowViewData(number: 12, name: "User 12", email: "user12@example.com"))
    }

    @Test func reachingTheEnd_whileALoadIsInFlight_sendsNoRequest() async {
        await showPageOne(of: 18)
        let request = await holdRequest { sut.didReachEnd() }

        sut.didReachEnd()

        #expect(repository.pageRequests.count == 2)
        #expect(view.commands.isEmpty)
        await answer(request, with: .success(.page(2, of: 18)))
    }

    @Test func reachingTheEnd_withEveryPageLoaded_sendsNoRequest() async {
        await showPageOne(of: 6)

        sut.didReachEnd()

        #expect(repository.pageRequests.count == 1)
        #expect(view.commands.isEmpty)
    }

    // MARK: Refresh and latest intent wins

    @Test func refresh_withRows_showsRefreshingThenReplacesTheRowsByPageOne() async {
        await showPageOne(of: 12)

        sut.didPullToRefresh()
        let request = await repository.pageRequests.next()
        let whileRefreshing = view.commands
        view.commands.removeAll()
        await answer(request, with: .success(.page(1, of: 11)))

        #expect(request.argument.page == 1)
        #expect(
            whileRefreshing == [
                .showRows(count: 6, counter: "6 of 12"), .hideBanner, .hideSearch, .showFooter("Refreshing…"),
            ])
        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 11"), .hideBanner, .hideSearch,
                .showFooter("Scroll down for more"),
            ])
    }

    @Test func refresh_duringANextPageLoad_cancelsItAndIgnoresItsLateAnswer() async {
        await showPageOne(of: 12)
        sut.didReachEnd()
        let nextPage = await repository.pageRequests.next()

        let refresh = await holdRequest { sut.didPullToRefresh() }
        await answer(nextPage, with: .success(.page(2, of: 12)))

        #expect(repository.pageRequests.wasCancelled(nextPage))
        #expect(view.commands.isEmpty)
        await answer(refresh, with: .success(.page(1, of: 12)))
        #expect(view.commands.first == .showRows(count: 6, counter: "6 of 12"))
    }

    @Test func rapidRefreshes_showOnlyTheLatestAnswer() async {
        await showPageOne(of: 12)
        sut.didPullToRefresh()
        let first = await repository.pageRequests.next()
        let second = await holdRequest { sut.didPullToRefresh() }

        await answer(second, with: .success(.page(1, of: 10)))
        await answer(first, with: .success(.page(1, of: 30)))

        #expect(repository.pageRequests.wasCancelled(first))
        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 10"), .hideBanner, .hideSearch,
                .showFooter("Scroll down for more"),
            ])
    }

    @Test func aCancelledAnswer_keepsTheRowsAndChangesNothing() async {
        await showPageOne(of: 12)
        let refresh = await holdRequest { sut.didPullToRefresh() }

        await answer(refresh, with: .failure(.cancelled))

        #expect(view.commands.isEmpty)
        #expect(sut.row(at: 5).name == "User 6")
    }

    // MARK: Failures

    @Test func aFailure_withRows_keepsThemAndShowsTheBannerWithRetry() async {
        await showPageOne(of: 12)
        let request = await holdRequest { sut.didReachEnd() }

        await answer(request, with: .failure(.server(status: 503)))

        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"),
                .showError(["! Could not load users: Server error (503)", "  retry to try again"]),
                .hideSearch, .showFooter("Scroll down for more"),
            ])
    }

    @Test func retry_repeatsTheFailedNextPageAndClearsTheBanner() async {
        await showPageOne(of: 12)
        sut.didReachEnd()
        await answerNextRequest(with: .failure(.timeout))
        view.commands.removeAll()

        sut.didTapRetry()
        let retry = await repository.pageRequests.next()

        #expect(retry.argument.page == 2)
        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"), .hideBanner, .hideSearch,
                .showFooter("Loading more…"),
            ])
        await answer(retry, with: .success(.page(2, of: 12)))
    }

    @Test func aFirstPageFailure_showsOnlyTheBanner() async {
        let request = await holdRequest { sut.viewWillAppear() }

        await answer(request, with: .failure(.offline))

        #expect(
            view.commands == [
                .hideRows, .showError(["! Could not load users: You are offline", "  retry to try again"]),
                .hideSearch, .hideFooter,
            ])
    }

    @Test func retry_withoutAFailure_sendsNoRequest() async {
        await showPageOne(of: 12)

        sut.didTapRetry()

        #expect(repository.pageRequests.count == 1)
        #expect(view.commands.isEmpty)
    }

    @Test func unauthorized_showsSignedOutWithNoUserData_andRetryAsksForPageOne() async {
        await showPageOne(of: 12)
        sut.didReachEnd()
        await answerNextRequest(with: .failure(.unauthorized))
        let signedOut = view.commands.suffix(4)

        sut.didTapRetry()
        let retry = await repository.pageRequests.next()

        #expect(
            Array(signedOut) == [
                .showPlaceholder(["Signed out", "Sign in again, then retry or refresh."]), .hideBanner,
                .hideSearch, .hideFooter,
            ])
        #expect(retry.argument.page == 1)
        #expect(
            view.commands.suffix(4) == [
                .showLoading("Loading users…"), .hideBanner, .hideSearch, .hideFooter,
            ])
        await answer(retry, with: .success(.page(1, of: 12)))
    }

    @Test func aPageFromTheCache_showsTheOfflineNotice() async {
        let request = await holdRequest { sut.viewWillAppear() }

        await answer(request, with: .success(.page(1, of: 12, source: .cache)))

        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"), .showNotice("Offline: showing saved users"),
                .hideSearch, .showFooter("Scroll down for more"),
            ])
    }

    @Test func theFailureBanner_winsOverTheOfflineNotice() async {
        sut.viewWillAppear()
        await answerNextRequest(with: .success(.page(1, of: 12, source: .cache)))
        let request = await holdRequest { sut.didReachEnd() }

        await answer(request, with: .failure(.offline))

        #expect(
            view.commands[1]
                == .showError(["! Could not load users: You are offline", "  retry to try again"]))
    }

    // MARK: Rows, selection and saves

    @Test func rows_areMappedOneAtATimeByIndex() async {
        await showPageOne(of: 12)

        let row = sut.row(at: 2)

        #expect(row == UserRowViewData(number: 3, name: "User 3", email: "user3@example.com"))
    }

    @Test func tappingALoadedRow_opensItsDetailAndListensForSaves() async {
        await showPageOne(of: 12)

        sut.didTapRow(number: 4)

        #expect(navigator.openedUsers == [.numbered(4)])
        #expect(navigator.lastDelegate === sut)
    }

    @Test func tappingARowThatIsNotLoaded_changesNothing() async {
        await showPageOne(of: 12)

        sut.didTapRow(number: 7)
        sut.didTapRow(number: 0)

        #expect(navigator.openedUsers.isEmpty)
        #expect(view.commands.isEmpty)
    }

    @Test func aSaveInTheDetail_showsTheNewValuesInItsRow() async {
        await showPageOne(of: 12)
        let renamed = User(id: 4, firstName: "Eve", lastName: "Holtz", email: "eve@example.com")

        sut.userDetail(didSave: renamed)

        #expect(view.commands.first == .showRows(count: 6, counter: "6 of 12"))
        #expect(sut.row(at: 3) == UserRowViewData(number: 4, name: "Eve Holtz", email: "eve@example.com"))
    }

    // MARK: Search

    @Test func search_showsOnlyTheMatchingRows_keepingTheirNumbers_underASearchLine() async {
        await showPageOne(of: 12)

        sut.didSearch("user 2")

        #expect(
            view.commands == [
                .showRows(count: 1, counter: "6 of 12"), .hideBanner,
                .showSearch(#"Search "user 2": 1 of 6 loaded users"#), .showFooter("Scroll down for more"),
            ])
        #expect(sut.row(at: 0) == UserRowViewData(number: 2, name: "User 2", email: "user2@example.com"))
    }

    @Test func search_beforeAnythingIsLoaded_isKeptForPageOne() async {
        sut.didSearch("2")
        let beforeLoading = view.commands
        let request = await holdRequest { sut.viewWillAppear() }
        await answer(request, with: .success(.page(1, of: 12)))

        #expect(beforeLoading == [.hideRows, .hideBanner, .hideSearch, .hideFooter])
        #expect(
            view.commands == [
                .showRows(count: 1, counter: "6 of 12"), .hideBanner,
                .showSearch(#"Search "2": 1 of 6 loaded users"#), .showFooter("Scroll down for more"),
            ])
    }

    @Test func aNextPage_whileSearching_addsItsMatchingRows() async {
        await showPageOne(of: 12)
        sut.didSearch("2")
        let request = await holdRequest { sut.didReachEnd() }

        await answer(request, with: .success(.page(2, of: 12)))

        #expect(
            view.commands == [
                .showRows(count: 2, counter: "12 of 12"), .hideBanner,
                .showSearch(#"Search "2": 2 of 12 loaded users"#), .showFooter("End of list"),
            ])
        #expect([sut.row(at: 0).number, sut.row(at: 1).number] == [2, 12])
    }

    @Test func aRefresh_whileSearching_matchesTheNewRows() async {
        await showPageOne(of: 12)
        sut.didSearch("2")
        let request = await holdRequest { sut.didPullToRefresh() }
        let newRows = UsersPage(
            page: 1, perPage: 6, total: 3, totalPages: 1,
            users: [.numbered(20), .numbered(21), .numbered(31)],
            source: .remote)

        await answer(request, with: .success(newRows))

        #expect(
            view.commands == [
                .showRows(count: 2, counter: "3 of 3"), .hideBanner,
                .showSearch(#"Search "2": 2 of 3 loaded users"#), .showFooter("End of list"),
            ])
        #expect(sut.row(at: 1) == UserRowViewData(number: 2, name: "User 21", email: "user21@example.com"))
    }

    @Test func aSavedRename_whileSearching_canMakeARowMatch() async {
        await showPageOne(of: 12)
        sut.didSearch("holt")
        view.commands.removeAll()

        sut.userDetail(didSave: User(id: 4, firstName: "Eve", lastName: "Holt", email: "eve@example.com"))

        #expect(
            view.commands == [
                .showRows(count: 1, counter: "6 of 12"), .hideBanner,
                .showSearch(#"Search "holt": 1 of 6 loaded users"#), .showFooter("Scroll down for more"),
            ])
        #expect(sut.row(at: 0) == UserRowViewData(number: 4, name: "Eve Holt", email: "eve@example.com"))
    }

    @Test func aSavedRename_whileSearching_canMakeARowStopMatching() async {
        await showPageOne(of: 12)
        sut.didSearch("user 4")
        view.commands.removeAll()

        sut.userDetail(didSave: User(id: 4, firstName: "Eve", lastName: "Holt", email: "eve@example.com"))

        #expect(view.commands.first == .showRows(count: 0, counter: "6 of 12"))
        #expect(view.commands.contains(.showSearch(#"Search "user 4": 0 of 6 loaded users"#)))
    }

    @Test func tapping_whileSearching_opensLoadedRowNumberNShownOrNot() async {
        await showPageOne(of: 12)
        sut.didSearch("2")

        sut.didTapRow(number: 4)
        sut.didTapRow(number: 2)

        #expect(navigator.openedUsers == [.numbered(4), .numbered(2)])
    }

    @Test func anEmptySearch_showsEveryRowAgainWithoutTheSearchLine() async {
        await showPageOne(of: 12)
        sut.didSearch("2")
        view.commands.removeAll()

        sut.didSearch("")

        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"), .hideBanner, .hideSearch,
                .showFooter("Scroll down for more"),
            ])
        #expect(sut.row(at: 3).number == 4)
    }

    @Test func aSearchOfSpaces_isAQueryThatMatchesNoName() async {
        await showPageOne(of: 12)

        sut.didSearch("  ")

        #expect(view.commands.first == .showRows(count: 0, counter: "6 of 12"))
        #expect(view.commands.contains(.showSearch(#"Search "  ": 0 of 6 loaded users"#)))
    }

    @Test func signingOut_whileSearching_hidesTheSearchLine() async {
        await showPageOne(of: 12)
        sut.didSearch("2")
        let request = await holdRequest { sut.didPullToRefresh() }

        await answer(request, with: .failure(.unauthorized))

        #expect(view.commands.dropFirst(2).first == .hideSearch)
    }

    @Test func thePresenter_holdsItsViewWeakly() {
        var view: UserListViewSpy? = UserListViewSpy()
        sut.view = view

        view = nil

        #expect(sut.view == nil)
    }

    // MARK: Helpers

    /// A page request the test holds: answer it with `answer(_:with:)`.
    private typealias PageRequest = HeldCalls<UserRepositoryStub.PageRequest, UsersPage>.Call

    /// Arrange step: page 1 of `total` users is on screen and the command history is cleared.
    private func showPageOne(of total: Int) async {
        sut.viewWillAppear()
        await answerNextRequest(with: .success(.page(1, of: total)))
        view.commands.removeAll()
    }

    /// Arrange step: `send` makes the Presenter ask for a page; the request is held unanswered
    /// and the command history is cleared.
    private func holdRequest(sentBy send: () -> Void) async -> PageRequest {
        send()
        let request = await repository.pageRequests.next()
        view.commands.removeAll()
        return request
    }

    /// Answers `request` and returns once the Presenter has handled the answer.
    private func answer(_ request: PageRequest, with result: Result<UsersPage, UsersError>) async {
        await repository.pageRequests.answer(request, with: result)
    }

    /// Answers the next page request, waiting for it to arrive if need be.
    private func answerNextRequest(with result: Result<UsersPage, UsersError>) async {
        await answer(await repository.pageRequests.next(), with: result)
    }
}
