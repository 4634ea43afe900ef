import SharedDomain
import TerminalUI
import Testing

@testable import MVP

/// The list's Presenter drives a mock View from a stub repository: each test checks the exact
/// commands the View received, in order.
@Suite("UserListPresenter")
@MainActor
struct UserListPresenterTests {
    // MARK: First load

    @Test func viewDidLoad_showsTheTitle() {
        let (sut, view, _, _) = makeSUT()

        sut.viewDidLoad()

        #expect(view.commands == [.showTitle("Users")])
    }

    @Test func appear_showsLoadingAndAsksForPageOne() async {
        let (sut, view, repository, _) = makeSUT()

        sut.viewDidAppear()
        let request = await repository.pageRequests.next()

        #expect(view.commands == [.showLoading("Loading users…"), .hideBanner, .hideSearch, .hideFooter])
        #expect(request.argument == .init(page: 1, perPage: 6))
        await repository.pageRequests.answer(request, with: .success(.page(1, of: 12)))
    }

    @Test func pageOne_showsItsRowsTheCounterAndScrollDownForMore() async {
        let (sut, view, repository, _) = makeSUT()
        sut.viewDidAppear()
        let request = await repository.pageRequests.next()
        view.commands.removeAll()

        await repository.pageRequests.answer(request, with: .success(.page(1, of: 12)))

        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"), .hideBanner, .hideSearch,
                .showFooter("Scroll down for more"),
            ])
    }

    @Test func appear_onceLoaded_sendsNoRequest() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)

        sut.viewDidAppear()

        #expect(repository.pageRequests.count == 1)
        #expect(view.commands.isEmpty)
    }

    @Test func anEmptyListing_showsNoUsers() async {
        let (sut, view, repository, _) = makeSUT()
        sut.viewDidAppear()
        let request = await repository.pageRequests.next()
        view.commands.removeAll()

        await repository.pageRequests.answer(request, with: .success(.page(1, of: 0)))

        #expect(view.commands == [.showPlaceholder(["No users"]), .hideBanner, .hideSearch, .hideFooter])
    }

    // MARK: Next page

    @Test func reachingTheEnd_showsLoadingMoreThenAppendsTheNextPage() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)

        sut.didReachEnd()
        let request = await repository.pageRequests.next()
        let whileLoading = view.commands
        view.commands.removeAll()
        await repository.pageRequests.answer(request, with: .success(.page(2, of: 12)))

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
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 18, sut, repository, view)
        sut.didReachEnd()
        let request = await repository.pageRequests.next()
        view.commands.removeAll()

        sut.didReachEnd()

        #expect(repository.pageRequests.count == 2)
        #expect(view.commands.isEmpty)
        await repository.pageRequests.answer(request, with: .success(.page(2, of: 18)))
    }

    @Test func reachingTheEnd_withEveryPageLoaded_sendsNoRequest() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 6, sut, repository, view)

        sut.didReachEnd()

        #expect(repository.pageRequests.count == 1)
        #expect(view.commands.isEmpty)
    }

    // MARK: Refresh and latest intent wins

    @Test func refresh_withRows_showsRefreshingThenReplacesTheRowsByPageOne() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)

        sut.didPullToRefresh()
        let request = await repository.pageRequests.next()
        let whileRefreshing = view.commands
        view.commands.removeAll()
        await repository.pageRequests.answer(request, with: .success(.page(1, of: 11)))

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
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
        sut.didReachEnd()
        let nextPage = await repository.pageRequests.next()

        sut.didPullToRefresh()
        let refresh = await repository.pageRequests.next()
        view.commands.removeAll()
        await repository.pageRequests.answer(nextPage, with: .success(.page(2, of: 12)))

        #expect(repository.pageRequests.wasCancelled(nextPage))
        #expect(view.commands.isEmpty)
        await repository.pageRequests.answer(refresh, with: .success(.page(1, of: 12)))
        #expect(view.commands.first == .showRows(count: 6, counter: "6 of 12"))
    }

    @Test func rapidRefreshes_showOnlyTheLatestAnswer() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
        sut.didPullToRefresh()
        let first = await repository.pageRequests.next()
        sut.didPullToRefresh()
        let second = await repository.pageRequests.next()
        view.commands.removeAll()

        await repository.pageRequests.answer(second, with: .success(.page(1, of: 10)))
        await repository.pageRequests.answer(first, with: .success(.page(1, of: 30)))

        #expect(repository.pageRequests.wasCancelled(first))
        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 10"), .hideBanner, .hideSearch,
                .showFooter("Scroll down for more"),
            ])
    }

    @Test func aCancelledAnswer_keepsTheRowsAndChangesNothing() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
        sut.didPullToRefresh()
        let refresh = await repository.pageRequests.next()
        view.commands.removeAll()

        await repository.pageRequests.answer(refresh, with: .failure(.cancelled))

        #expect(view.commands.isEmpty)
        #expect(sut.row(at: 5).name == "User 6")
    }

    // MARK: Failures

    @Test func aFailure_withRows_keepsThemAndShowsTheBannerWithRetry() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
        sut.didReachEnd()
        let request = await repository.pageRequests.next()
        view.commands.removeAll()

        await repository.pageRequests.answer(request, with: .failure(.server(status: 503)))

        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"),
                .showError(["! Could not load users: Server error (503)", "  retry to try again"]),
                .hideSearch, .showFooter("Scroll down for more"),
            ])
    }

    @Test func retry_repeatsTheFailedNextPageAndClearsTheBanner() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
        sut.didReachEnd()
        await repository.pageRequests.answer(await repository.pageRequests.next(), with: .failure(.timeout))
        view.commands.removeAll()

        sut.didTapRetry()
        let retry = await repository.pageRequests.next()

        #expect(retry.argument.page == 2)
        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"), .hideBanner, .hideSearch,
                .showFooter("Loading more…"),
            ])
        await repository.pageRequests.answer(retry, with: .success(.page(2, of: 12)))
    }

    @Test func aFirstPageFailure_showsOnlyTheBanner() async {
        let (sut, view, repository, _) = makeSUT()
        sut.viewDidAppear()
        let request = await repository.pageRequests.next()
        view.commands.removeAll()

        await repository.pageRequests.answer(request, with: .failure(.offline))

        #expect(
            view.commands == [
                .hideRows, .showError(["! Could not load users: You are offline", "  retry to try again"]),
                .hideSearch, .hideFooter,
            ])
    }

    @Test func retry_withoutAFailure_sendsNoRequest() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)

        sut.didTapRetry()

        #expect(repository.pageRequests.count == 1)
        #expect(view.commands.isEmpty)
    }

    @Test func unauthorized_showsSignedOutWithNoUserData_andRetryAsksForPageOne() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
        sut.didReachEnd()
        await repository.pageRequests.answer(
            await repository.pageRequests.next(), with: .failure(.unauthorized))
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
        await repository.pageRequests.answer(retry, with: .success(.page(1, of: 12)))
    }

    @Test func aPageFromTheCache_showsTheOfflineNotice() async {
        let (sut, view, repository, _) = makeSUT()
        sut.viewDidAppear()
        let request = await repository.pageRequests.next()
        view.commands.removeAll()

        await repository.pageRequests.answer(request, with: .success(.page(1, of: 12, source: .cache)))

        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"), .showNotice("Offline: showing saved users"),
                .hideSearch, .showFooter("Scroll down for more"),
            ])
    }

    @Test func theFailureBanner_winsOverTheOfflineNotice() async {
        let (sut, view, repository, _) = makeSUT()
        sut.viewDidAppear()
        await repository.pageRequests.answer(
            await repository.pageRequests.next(), with: .success(.page(1, of: 12, source: .cache)))
        sut.didReachEnd()
        let request = await repository.pageRequests.next()
        view.commands.removeAll()

        await repository.pageRequests.answer(request, with: .failure(.offline))

        #expect(
            view.commands[1]
                == .showError(["! Could not load users: You are offline", "  retry to try again"]))
    }

    // MARK: Rows, selection and saves

    @Test func rows_areMappedOneAtATimeByIndex() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)

        let row = sut.row(at: 2)

        #expect(row == UserRowViewData(number: 3, name: "User 3", email: "user3@example.com"))
    }

    @Test func tappingALoadedRow_opensItsDetailAndListensForSaves() async {
        let (sut, view, repository, navigator) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)

        sut.didTapRow(number: 4)

        #expect(navigator.openedUsers == [.numbered(4)])
        #expect(navigator.lastDelegate === sut)
    }

    @Test func tappingARowThatIsNotLoaded_changesNothing() async {
        let (sut, view, repository, navigator) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)

        sut.didTapRow(number: 7)
        sut.didTapRow(number: 0)

        #expect(navigator.openedUsers.isEmpty)
        #expect(view.commands.isEmpty)
    }

    @Test func aSaveInTheDetail_showsTheNewValuesInItsRow() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
        let renamed = User(id: 4, firstName: "Eve", lastName: "Holtz", email: "eve@example.com")

        sut.userDetail(didSave: renamed)

        #expect(view.commands.first == .showRows(count: 6, counter: "6 of 12"))
        #expect(sut.row(at: 3) == UserRowViewData(number: 4, name: "Eve Holtz", email: "eve@example.com"))
    }

    // MARK: Search

    @Test func search_showsOnlyTheMatchingRows_keepingTheirNumbers_underASearchLine() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)

        sut.didSearch("user 2")

        #expect(
            view.commands == [
                .showRows(count: 1, counter: "6 of 12"), .hideBanner,
                .showSearch(#"Search "user 2": 1 of 6 loaded users"#), .showFooter("Scroll down for more"),
            ])
        #expect(sut.row(at: 0) == UserRowViewData(number: 2, name: "User 2", email: "user2@example.com"))
    }

    @Test func search_beforeAnythingIsLoaded_isKeptForPageOne() async {
        let (sut, view, repository, _) = makeSUT()

        sut.didSearch("2")
        let beforeLoading = view.commands
        sut.viewDidAppear()
        let request = await repository.pageRequests.next()
        view.commands.removeAll()
        await repository.pageRequests.answer(request, with: .success(.page(1, of: 12)))

        #expect(beforeLoading == [.hideRows, .hideBanner, .hideSearch, .hideFooter])
        #expect(
            view.commands == [
                .showRows(count: 1, counter: "6 of 12"), .hideBanner,
                .showSearch(#"Search "2": 1 of 6 loaded users"#), .showFooter("Scroll down for more"),
            ])
    }

    @Test func aNextPage_whileSearching_addsItsMatchingRows() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
        sut.didSearch("2")
        sut.didReachEnd()
        let request = await repository.pageRequests.next()
        view.commands.removeAll()

        await repository.pageRequests.answer(request, with: .success(.page(2, of: 12)))

        #expect(
            view.commands == [
                .showRows(count: 2, counter: "12 of 12"), .hideBanner,
                .showSearch(#"Search "2": 2 of 12 loaded users"#), .showFooter("End of list"),
            ])
        #expect([sut.row(at: 0).number, sut.row(at: 1).number] == [2, 12])
    }

    @Test func aRefresh_whileSearching_matchesTheNewRows() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
        sut.didSearch("2")
        sut.didPullToRefresh()
        let request = await repository.pageRequests.next()
        view.commands.removeAll()
        let newRows = UsersPage(
            page: 1, perPage: 6, total: 3, totalPages: 1,
            users: [.numbered(20), .numbered(21), .numbered(31)],
            source: .remote)

        await repository.pageRequests.answer(request, with: .success(newRows))

        #expect(
            view.commands == [
                .showRows(count: 2, counter: "3 of 3"), .hideBanner,
                .showSearch(#"Search "2": 2 of 3 loaded users"#), .showFooter("End of list"),
            ])
        #expect(sut.row(at: 1) == UserRowViewData(number: 2, name: "User 21", email: "user21@example.com"))
    }

    @Test func aSavedRename_whileSearching_canMakeARowMatch() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
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
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
        sut.didSearch("user 4")
        view.commands.removeAll()

        sut.userDetail(didSave: User(id: 4, firstName: "Eve", lastName: "Holt", email: "eve@example.com"))

        #expect(view.commands.first == .showRows(count: 0, counter: "6 of 12"))
        #expect(view.commands.contains(.showSearch(#"Search "user 4": 0 of 6 loaded users"#)))
    }

    @Test func tapping_whileSearching_opensLoadedRowNumberNShownOrNot() async {
        let (sut, view, repository, navigator) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
        sut.didSearch("2")

        sut.didTapRow(number: 4)
        sut.didTapRow(number: 2)

        #expect(navigator.openedUsers == [.numbered(4), .numbered(2)])
    }

    @Test func anEmptySearch_showsEveryRowAgainWithoutTheSearchLine() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
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
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)

        sut.didSearch("  ")

        #expect(view.commands.first == .showRows(count: 0, counter: "6 of 12"))
        #expect(view.commands.contains(.showSearch(#"Search "  ": 0 of 6 loaded users"#)))
    }

    @Test func signingOut_whileSearching_hidesTheSearchLine() async {
        let (sut, view, repository, _) = makeSUT()
        await showPageOne(of: 12, sut, repository, view)
        sut.didSearch("2")
        sut.didPullToRefresh()
        let request = await repository.pageRequests.next()
        view.commands.removeAll()

        await repository.pageRequests.answer(request, with: .failure(.unauthorized))

        #expect(view.commands.dropFirst(2).first == .hideSearch)
    }

    @Test func thePresenter_holdsItsViewWeakly() {
        let (sut, _, _, _) = makeSUT()
        var view: UserListViewSpy? = UserListViewSpy()
        sut.view = view

        view = nil

        #expect(sut.view == nil)
    }

    // MARK: Helpers

    private func makeSUT() -> (UserListPresenter, UserListViewSpy, UserRepositoryStub, UserListNavigatorSpy) {
        let tracker = TaskTracker()
        let repository = UserRepositoryStub(tracker: tracker)
        let navigator = UserListNavigatorSpy()
        let view = UserListViewSpy()
        let sut = UserListPresenter(
            repository: repository, tracker: tracker, perPage: 6, navigator: navigator)
        sut.view = view
        return (sut, view, repository, navigator)
    }

    /// Arrange step: page 1 of `total` users is on screen and the command history is cleared.
    private func showPageOne(
        of total: Int, _ sut: UserListPresenter, _ repository: UserRepositoryStub, _ view: UserListViewSpy
    ) async {
        sut.viewDidAppear()
        await repository.pageRequests.answer(
            await repository.pageRequests.next(), with: .success(.page(1, of: total)))
        view.commands.removeAll()
    }
}
