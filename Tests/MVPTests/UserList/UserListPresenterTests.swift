import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVP

/// The list's Presenter drives a mock View from a controllable repository: each test checks the
/// exact commands the View received, in order.
@Suite("UserListPresenter", .noTaskLeftRunning)
@MainActor
struct UserListPresenterTests {
    // Every test gets a fresh suite, so a fresh Presenter wired to its spies.
    private let sut: UserListPresenter
    private let view: UserListViewSpy
    private let server: HeldRequests
    private let repository: ControllableUserRepository
    private let navigator: UserListNavigatorSpy

    init() {
        let tracker = TaskTracker()
        server = HeldRequests(tracker: tracker)
        repository = server.repository
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
        let request = await latestCall()

        #expect(
            view.commands == [
                .showLoading("Loading users…"), .hideAdded, .hideBanner, .hideSearch, .hideFooter,
            ])
        #expect(repository.calls[request - 1] == .fetchPage(1, perPage: 6))
        await answer(request, with: .page(.page(1, of: 12)))
    }

    @Test func pageOne_showsItsRowsTheCounterAndScrollDownForMore() async {
        let request = await holdRequest { sut.viewWillAppear() }

        await answer(request, with: .page(.page(1, of: 12)))

        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"), .hideAdded, .hideBanner, .hideSearch,
                .showFooter("Scroll down for more"),
            ])
    }

    @Test func appear_onceLoaded_sendsNoRequest() async {
        await showPageOne(of: 12)

        sut.viewWillAppear()

        #expect(repository.calls.count == 1)
        #expect(view.commands.isEmpty)
    }

    @Test func anEmptyListing_showsNoUsers() async {
        let request = await holdRequest { sut.viewWillAppear() }

        await answer(request, with: .page(.page(1, of: 0)))

        #expect(
            view.commands == [
                .showPlaceholder(["No users"]), .hideAdded, .hideBanner, .hideSearch, .hideFooter,
            ])
    }

    // MARK: Next page

    @Test func reachingTheEnd_showsLoadingMoreThenAppendsTheNextPage() async {
        await showPageOne(of: 12)

        sut.didReachEnd()
        let request = await latestCall()
        let whileLoading = view.commands
        view.commands.removeAll()
        await answer(request, with: .page(.page(2, of: 12)))

        #expect(repository.calls[request - 1] == .fetchPage(2, perPage: 6))
        #expect(
            whileLoading == [
                .showRows(count: 6, counter: "6 of 12"), .hideAdded, .hideBanner, .hideSearch,
                .showFooter("Loading more…"),
            ])
        #expect(
            view.commands == [
                .showRows(count: 12, counter: "12 of 12"), .hideAdded, .hideBanner, .hideSearch,
                .showFooter("End of list"),
            ])
        #expect(sut.row(at: 11) == UserRowViewData(number: 12, name: "User 12", email: "user12@example.com"))
    }

    @Test func reachingTheEnd_whileALoadIsInFlight_sendsNoRequest() async {
        await showPageOne(of: 18)
        let request = await holdRequest { sut.didReachEnd() }

        sut.didReachEnd()

        #expect(repository.calls.count == 2)
        #expect(view.commands.isEmpty)
        await answer(request, with: .page(.page(2, of: 18)))
    }

    @Test func reachingTheEnd_withEveryPageLoaded_sendsNoRequest() async {
        await showPageOne(of: 6)

        sut.didReachEnd()

        #expect(repository.calls.count == 1)
        #expect(view.commands.isEmpty)
    }

    // MARK: Refresh and latest intent wins

    @Test func refresh_withRows_showsRefreshingThenReplacesTheRowsByPageOne() async {
        await showPageOne(of: 12)

        sut.didPullToRefresh()
        let request = await latestCall()
        let whileRefreshing = view.commands
        view.commands.removeAll()
        await answer(request, with: .page(.page(1, of: 11)))

        #expect(repository.calls[request - 1] == .fetchPage(1, perPage: 6))
        #expect(
            whileRefreshing == [
                .showRows(count: 6, counter: "6 of 12"), .hideAdded, .hideBanner, .hideSearch,
                .showFooter("Refreshing…"),
            ])
        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 11"), .hideAdded, .hideBanner, .hideSearch,
                .showFooter("Scroll down for more"),
            ])
    }

    @Test func refresh_duringANextPageLoad_cancelsItAndIgnoresItsLateAnswer() async {
        await showPageOne(of: 12)
        sut.didReachEnd()
        let nextPage = await latestCall()

        let refresh = await holdRequest { sut.didPullToRefresh() }
        await answer(nextPage, with: .page(.page(2, of: 12)))

        #expect(repository.cancelled.contains(nextPage))
        #expect(view.commands.isEmpty)
        await answer(refresh, with: .page(.page(1, of: 12)))
        #expect(view.commands.first == .showRows(count: 6, counter: "6 of 12"))
    }

    @Test func rapidRefreshes_showOnlyTheLatestAnswer() async {
        await showPageOne(of: 12)
        sut.didPullToRefresh()
        let first = await latestCall()
        let second = await holdRequest { sut.didPullToRefresh() }

        await answer(second, with: .page(.page(1, of: 10)))
        await answer(first, with: .page(.page(1, of: 30)))

        #expect(repository.cancelled.contains(first))
        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 10"), .hideAdded, .hideBanner, .hideSearch,
                .showFooter("Scroll down for more"),
            ])
    }

    @Test func aCancelledAnswerToTheCurrentRefresh_endsRefreshing_keepsTheRowsAndOffersRetry() async {
        await showPageOne(of: 12)
        let refresh = await holdRequest { sut.didPullToRefresh() }

        await answer(refresh, with: .failure(.cancelled))

        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"),
                .hideAdded,
                .showError(["! Could not load users: The request was cancelled", "  retry to try again"]),
                .hideSearch, .showFooter("Scroll down for more"),
            ])
        #expect(sut.row(at: 5).name == "User 6")
    }

    @Test func aCancelledAnswerToTheCurrentFirstPage_canBeRetried() async {
        let request = await holdRequest { sut.viewWillAppear() }
        await answer(request, with: .failure(.cancelled))

        sut.didTapRetry()
        let retry = await latestCall()

        #expect(retry == 2)
        #expect(repository.calls[retry - 1] == .fetchPage(1, perPage: 6))
        await answer(retry, with: .page(.page(1, of: 12)))
    }

    // MARK: Page size changes (L3)

    @Test func aNextPageOfAnotherSize_reloadsFromPageOneAsRefreshDoes() async {
        await showPageOne(of: 12)
        let nextPage = await holdRequest { sut.didReachEnd() }

        await answer(nextPage, with: .page(.page(2, of: 12, perPage: 8)))
        let reload = await latestCall()
        let whileReloading = view.commands.suffix(5)
        view.commands.removeAll()
        await answer(reload, with: .page(.page(1, of: 12, perPage: 8)))

        #expect(repository.calls[reload - 1] == .fetchPage(1, perPage: 6))
        #expect(
            Array(whileReloading) == [
                .showRows(count: 6, counter: "6 of 12"), .hideAdded, .hideBanner, .hideSearch,
                .showFooter("Refreshing…"),
            ])
        #expect(
            view.commands == [
                .showRows(count: 8, counter: "8 of 12"), .hideAdded, .hideBanner, .hideSearch,
                .showFooter("Scroll down for more"),
            ])
        #expect((0..<8).map { sut.row(at: $0).number } == Array(1...8))
    }

    @Test func aNextPagePastTheEnd_reloadsFromPageOneAndNeverShowsAnUnexpectedResponse() async {
        await showPageOne(of: 18)
        sut.didReachEnd()
        await answerNextRequest(with: .page(.page(2, of: 18)))
        let nextPage = await holdRequest { sut.didReachEnd() }

        // The server's page size was raised to 10: page 3 no longer exists.
        await answer(nextPage, with: .page(.page(3, of: 18, perPage: 10)))
        let reload = await latestCall()
        await answer(reload, with: .page(.page(1, of: 18, perPage: 10)))

        #expect(reload == nextPage + 1)
        #expect(repository.calls[reload - 1] == .fetchPage(1, perPage: 6))
        #expect(
            view.commands.suffix(5) == [
                .showRows(count: 10, counter: "10 of 18"), .hideAdded, .hideBanner, .hideSearch,
                .showFooter("Scroll down for more"),
            ])
    }

    @Test func aReloadedPageOneThatIsTheListingsOwn_keepsTheRowsAndSaysThePagesOverlap() async {
        await showPageOne(of: 12)
        let nextPage = await holdRequest { sut.didReachEnd() }

        // The server's page 2 repeats page 1's users: its pages overlap.
        await answer(
            nextPage, with: .page(.generated(2, perPage: 6, total: 12, first: 1, user: User.numbered)))
        let reload = await latestCall()
        view.commands.removeAll()
        await answer(reload, with: .page(.page(1, of: 12)))

        #expect(repository.calls[reload - 1] == .fetchPage(1, perPage: 6))
        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"),
                .hideAdded,
                .showError(["! Could not load users: The server's pages overlap", "  retry to try again"]),
                .hideSearch, .showFooter("Scroll down for more"),
            ])
        #expect((0..<6).map { sut.row(at: $0).number } == Array(1...6))
    }

    @Test func retry_afterOverlappingPages_repeatsTheNextPage() async {
        await showPageOne(of: 12)
        sut.didReachEnd()
        await answerNextRequest(
            with: .page(.generated(2, perPage: 6, total: 12, first: 1, user: User.numbered)))
        await answerNextRequest(with: .page(.page(1, of: 12)))

        sut.didTapRetry()
        let retry = await latestCall()
        await answer(retry, with: .page(.page(2, of: 12)))

        #expect(repository.calls[retry - 1] == .fetchPage(2, perPage: 6))
        #expect(
            view.commands.suffix(5) == [
                .showRows(count: 12, counter: "12 of 12"), .hideAdded, .hideBanner, .hideSearch,
                .showFooter("End of list"),
            ])
    }

    @Test func theFooter_saysEndOfListOnlyWhenEveryCountedUserIsLoaded() async {
        let request = await holdRequest { sut.viewWillAppear() }
        // The server counts 14 users but has no page after this one.
        let short = UsersPage(
            page: 1, perPage: 6, total: 14, totalPages: 1, users: (1...6).map(User.numbered), source: .remote)

        await answer(request, with: .page(short))
        sut.didReachEnd()

        #expect(view.commands.last == .showFooter("Scroll down for more"))
        #expect(repository.calls.count == 1)
    }

    // MARK: Failures

    @Test func aFailure_withRows_keepsThemAndShowsTheBannerWithRetry() async {
        await showPageOne(of: 12)
        let request = await holdRequest { sut.didReachEnd() }

        await answer(request, with: .failure(.server(status: 503)))

        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"),
                .hideAdded,
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
        let retry = await latestCall()

        #expect(repository.calls[retry - 1] == .fetchPage(2, perPage: 6))
        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"), .hideAdded, .hideBanner, .hideSearch,
                .showFooter("Loading more…"),
            ])
        await answer(retry, with: .page(.page(2, of: 12)))
    }

    @Test func aFirstPageFailure_showsOnlyTheBanner() async {
        let request = await holdRequest { sut.viewWillAppear() }

        await answer(request, with: .failure(.offline))

        #expect(
            view.commands == [
                .hideRows, .hideAdded,
                .showError(["! Could not load users: You are offline", "  retry to try again"]),
                .hideSearch, .hideFooter,
            ])
    }

    @Test func appear_afterAFailedFirstLoad_loadsPageOneAgain() async {
        let first = await holdRequest { sut.viewWillAppear() }
        await answer(first, with: .failure(.offline))

        sut.viewWillAppear()
        let again = await latestCall()

        #expect(again == 2)
        #expect(repository.calls[again - 1] == .fetchPage(1, perPage: 6))
        await answer(again, with: .page(.page(1, of: 12)))
    }

    @Test func appear_whileTheFirstLoadIsInFlight_sendsNoRequest() async {
        let first = await holdRequest { sut.viewWillAppear() }

        sut.viewWillAppear()

        #expect(repository.calls.count == 1)
        await answer(first, with: .page(.page(1, of: 12)))
    }

    @Test func retry_withoutAFailure_sendsNoRequest() async {
        await showPageOne(of: 12)

        sut.didTapRetry()

        #expect(repository.calls.count == 1)
        #expect(view.commands.isEmpty)
    }

    @Test func unauthorized_showsSignedOutWithNoUserData_andRetryAsksForPageOne() async {
        await showPageOne(of: 12)
        sut.didReachEnd()
        await answerNextRequest(with: .failure(.unauthorized))
        let signedOut = view.commands.suffix(5)

        sut.didTapRetry()
        let retry = await latestCall()

        #expect(
            Array(signedOut) == [
                .showPlaceholder(["Signed out", "Sign in again, then retry or refresh."]), .hideAdded,
                .hideBanner,
                .hideSearch, .hideFooter,
            ])
        #expect(repository.calls[retry - 1] == .fetchPage(1, perPage: 6))
        #expect(
            view.commands.suffix(5) == [
                .showLoading("Loading users…"), .hideAdded, .hideBanner, .hideSearch, .hideFooter,
            ])
        await answer(retry, with: .page(.page(1, of: 12)))
    }

    @Test func unauthorizedOnTheListsOwnRequest_asksTheNavigatorToCloseAnyDetail() async {
        await showPageOne(of: 12)
        sut.didReachEnd()

        await answerNextRequest(with: .failure(.unauthorized))

        #expect(navigator.closesAfterSignOut == 1)
    }

    @Test func theDetailsExpiredSession_leavesClosingTheDetailToTheDetail() async {
        await showPageOne(of: 12)

        sut.userDetailSessionDidExpire()

        #expect(navigator.closesAfterSignOut == 0)
    }

    @Test func theDetailsExpiredSession_signsOutForgettingRowsAndSearch_andAppearingLoadsNothing() async {
        await showPageOne(of: 12)
        sut.didSearch("2")
        view.commands.removeAll()

        sut.userDetailSessionDidExpire()
        sut.viewWillAppear()

        #expect(
            view.commands == [
                .showPlaceholder(["Signed out", "Sign in again, then retry or refresh."]), .hideAdded,
                .hideBanner,
                .hideSearch, .hideFooter,
            ])
        #expect(repository.calls.count == 1)
        sut.didPullToRefresh()
        let refresh = await latestCall()
        await answer(refresh, with: .page(.page(1, of: 12)))
        #expect(view.commands.suffix(5).first == .showRows(count: 6, counter: "6 of 12"))
        #expect(!view.commands.contains { if case .showSearch = $0 { true } else { false } })
    }

    @Test func backFromADetail_afterSigningOut_loadsPageOne() async {
        await showPageOne(of: 12)
        sut.userDetailSessionDidExpire()
        sut.viewWillAppear()
        #expect(repository.calls.count == 1)

        sut.userDetailDidClose()
        let load = await latestCall()
        sut.viewWillAppear()
        await answer(load, with: .page(.page(1, of: 12)))

        #expect(repository.calls.count == 2)
        #expect(repository.calls[load - 1] == .fetchPage(1, perPage: 6))
        #expect(view.commands.suffix(5).first == .showRows(count: 6, counter: "6 of 12"))
    }

    @Test func backFromADetail_withRowsLoadedOrALoadInFlight_sendsNoRequest() async {
        await showPageOne(of: 12)
        sut.userDetailDidClose()
        #expect(repository.calls.count == 1)

        let refresh = await holdRequest { sut.didPullToRefresh() }
        sut.userDetailSessionDidExpire()
        sut.didTapRetry()
        let retry = await latestCall()
        sut.userDetailDidClose()

        #expect(repository.calls.count == 3)
        #expect(retry == refresh + 1)
        await answer(refresh, with: .page(.page(1, of: 12)))
        await answer(retry, with: .page(.page(1, of: 12)))
    }

    @Test func theDetailsExpiredSession_cancelsTheLoadInFlight() async {
        await showPageOne(of: 12)
        let nextPage = await holdRequest { sut.didReachEnd() }

        sut.userDetailSessionDidExpire()
        view.commands.removeAll()
        await answer(nextPage, with: .page(.page(2, of: 12)))

        #expect(repository.cancelled == [nextPage])
        #expect(view.commands.isEmpty)
    }

    @Test func aPageFromTheCache_showsTheOfflineNotice() async {
        let request = await holdRequest { sut.viewWillAppear() }

        await answer(request, with: .page(.page(1, of: 12, source: .cache)))

        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 12"), .hideAdded,
                .showNotice("Offline: showing saved users"),
                .hideSearch, .showFooter("Scroll down for more"),
            ])
    }

    @Test func theFailureBanner_winsOverTheOfflineNotice() async {
        sut.viewWillAppear()
        await answerNextRequest(with: .page(.page(1, of: 12, source: .cache)))
        let request = await holdRequest { sut.didReachEnd() }

        await answer(request, with: .failure(.offline))

        #expect(
            view.commands[2]
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
                .showRows(count: 1, counter: "6 of 12"), .hideAdded, .hideBanner,
                .showSearch(#"Search "user 2": 1 of 6 loaded users"#), .showFooter("Scroll down for more"),
            ])
        #expect(sut.row(at: 0) == UserRowViewData(number: 2, name: "User 2", email: "user2@example.com"))
    }

    @Test func search_beforeAnythingIsLoaded_isKeptForPageOne() async {
        sut.didSearch("2")
        let beforeLoading = view.commands
        let request = await holdRequest { sut.viewWillAppear() }
        await answer(request, with: .page(.page(1, of: 12)))

        #expect(
            beforeLoading == [
                .hideRows, .hideAdded, .hideBanner, .showSearch(#"Search "2": 0 of 0 loaded users"#),
                .hideFooter,
            ])
        #expect(
            view.commands == [
                .showRows(count: 1, counter: "6 of 12"), .hideAdded, .hideBanner,
                .showSearch(#"Search "2": 1 of 6 loaded users"#), .showFooter("Scroll down for more"),
            ])
    }

    @Test func aNextPage_whileSearching_addsItsMatchingRows() async {
        await showPageOne(of: 12)
        sut.didSearch("2")
        let request = await holdRequest { sut.didReachEnd() }

        await answer(request, with: .page(.page(2, of: 12)))

        #expect(
            view.commands == [
                .showRows(count: 2, counter: "12 of 12"), .hideAdded, .hideBanner,
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

        await answer(request, with: .page(newRows))

        #expect(
            view.commands == [
                .showRows(count: 2, counter: "3 of 3"), .hideAdded, .hideBanner,
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
                .showRows(count: 1, counter: "6 of 12"), .hideAdded, .hideBanner,
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
                .showRows(count: 6, counter: "6 of 12"), .hideAdded, .hideBanner, .hideSearch,
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

    @Test func search_onAnEmptyOrFailedList_showsZeroOfZero_andWhileTheFirstPageLoads() async {
        sut.didSearch("wo")
        let loading = await holdRequest { sut.viewWillAppear() }
        #expect(repository.calls.count == 1)
        await answer(loading, with: .failure(.offline))
        let failed = view.commands
        sut.didPullToRefresh()
        await answerNextRequest(with: .page(.page(1, of: 0)))

        let zero = UserListViewSpy.Command.showSearch(#"Search "wo": 0 of 0 loaded users"#)
        #expect(
            failed == [
                .hideRows, .hideAdded,
                .showError(["! Could not load users: You are offline", "  retry to try again"]),
                zero, .hideFooter,
            ])
        #expect(
            view.commands.suffix(5) == [
                .showPlaceholder(["No users"]), .hideAdded, .hideBanner, zero, .hideFooter,
            ])
    }

    @Test func search_onSignedOut_showsNoLine_andAppliesToTheNextLoad() async {
        await showPageOne(of: 12)
        sut.userDetailSessionDidExpire()

        sut.didSearch("2")
        let signedOut = view.commands.suffix(5)
        sut.didTapRetry()
        await answerNextRequest(with: .page(.page(1, of: 12)))

        #expect(signedOut.dropFirst(3).first == .hideSearch)
        #expect(view.commands.suffix(2).first == .showSearch(#"Search "2": 1 of 6 loaded users"#))
    }

    @Test func signingOut_whileSearching_hidesTheSearchLine() async {
        await showPageOne(of: 12)
        sut.didSearch("2")
        let request = await holdRequest { sut.didPullToRefresh() }

        await answer(request, with: .failure(.unauthorized))

        #expect(view.commands.dropFirst(3).first == .hideSearch)
    }

    // MARK: New user

    @Test func new_onceThePageIsShown_opensTheFormAndListensForTheCreatedUser() async {
        await showPageOne(of: 12)

        sut.didTapNew()

        #expect(navigator.newUserForms == 1)
        #expect(navigator.lastNewUserDelegate === sut)
        #expect(view.commands.isEmpty)
    }

    @Test func new_overNoUsersOrTheCachedPage_opensTheForm() async {
        sut.viewWillAppear()
        await answerNextRequest(with: .page(.page(1, of: 0)))
        sut.didTapNew()
        sut.didPullToRefresh()
        await answerNextRequest(with: .page(.page(1, of: 12, source: .cache)))

        sut.didTapNew()

        #expect(navigator.newUserForms == 2)
    }

    @Test func new_beforeTheFirstPage_whileItLoads_orAfterItFailed_changesNothing() async {
        sut.didTapNew()
        let load = await holdRequest { sut.viewWillAppear() }
        sut.didTapNew()
        await answer(load, with: .failure(.offline))

        sut.didTapNew()

        #expect(navigator.newUserForms == 0)
    }

    @Test func new_duringANextPageLoadOrARefresh_changesNothing() async {
        await showPageOne(of: 12)
        let nextPage = await holdRequest { sut.didReachEnd() }
        sut.didTapNew()
        let refresh = await holdRequest { sut.didPullToRefresh() }

        sut.didTapNew()

        #expect(navigator.newUserForms == 0)
        await answer(nextPage, with: .page(.page(2, of: 12)))
        await answer(refresh, with: .page(.page(1, of: 12)))
    }

    @Test func new_onSignedOut_changesNothing() async {
        await showPageOne(of: 12)
        sut.userDetailSessionDidExpire()

        sut.didTapNew()

        #expect(navigator.newUserForms == 0)
    }

    @Test func aCreatedUser_isCountedAtOnceAndNoticedUnderTheHeader_arrivingWithItsPage() async {
        await showPageOne(of: 12)

        sut.newUser(didCreate: Self.ada(id: 13))

        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 13"), .showAdded(name: "Ada Lovelace", id: 13),
                .hideBanner,
                .hideSearch, .showFooter("Scroll down for more"),
            ])
    }

    @Test func theNextPage_withTheNewTotal_continuesTheListing() async {
        await showPageOne(of: 12)
        sut.newUser(didCreate: Self.ada(id: 13))

        sut.didReachEnd()
        await answerNextRequest(with: .page(.page(2, of: 13)))

        #expect(repository.calls == [.fetchPage(1, perPage: 6), .fetchPage(2, perPage: 6)])
        #expect(view.commands.suffix(5).first == .showRows(count: 12, counter: "12 of 13"))
    }

    @Test func aCreatedUser_withEveryPageLoaded_isAppendedAsTheLastRow() async {
        await showPageOne(of: 6)

        sut.newUser(didCreate: Self.ada(id: 7))

        #expect(
            view.commands == [
                .showRows(count: 7, counter: "7 of 7"), .showAdded(name: "Ada Lovelace", id: 7), .hideBanner,
                .hideSearch, .showFooter("End of list"),
            ])
        #expect(sut.row(at: 6) == UserRowViewData(number: 7, name: "Ada Lovelace", email: "ada@example.com"))
    }

    @Test func aCreatedUser_onNoUsers_becomesTheOnlyRow() async {
        await showPageOne(of: 0)

        sut.newUser(didCreate: Self.ada(id: 1))

        #expect(view.commands.first == .showRows(count: 1, counter: "1 of 1"))
        #expect(view.commands.last == .showFooter("End of list"))
    }

    @Test func aCreatedUser_withTheIdOfALoadedOne_replacesItsRowInPlace() async {
        await showPageOne(of: 6)

        sut.newUser(didCreate: Self.ada(id: 6))

        #expect(view.commands.first == .showRows(count: 6, counter: "6 of 6"))
        #expect(sut.row(at: 5) == UserRowViewData(number: 6, name: "Ada Lovelace", email: "ada@example.com"))
    }

    @Test func aCreatedUser_whileSearching_isNoticed_andItsRowShowsOnlyIfItMatches() async {
        await showPageOne(of: 6)
        sut.didSearch("user")
        view.commands.removeAll()

        sut.newUser(didCreate: Self.ada(id: 7))
        let notMatching = view.commands
        sut.didTapNew()
        sut.newUser(didCreate: User(id: 8, firstName: "User", lastName: "Eight", email: "u8@example.com"))

        #expect(
            notMatching == [
                .showRows(count: 6, counter: "7 of 7"), .showAdded(name: "Ada Lovelace", id: 7), .hideBanner,
                .showSearch(#"Search "user": 6 of 7 loaded users"#), .showFooter("End of list"),
            ])
        #expect(view.commands.suffix(5).first == .showRows(count: 7, counter: "8 of 8"))
        #expect(sut.row(at: 6).number == 8)
    }

    @Test(arguments: NoticeEnder.allCases)
    func theAddedNotice_endsWithTheNextGesture_evenOneThatChangesNothing(gesture: NoticeEnder) async {
        await showPageOne(of: 6)
        sut.newUser(didCreate: Self.ada(id: 7))
        view.commands.removeAll()

        gesture.send(to: sut)

        #expect(
            view.commands == [
                .showRows(count: 7, counter: "7 of 7"), .hideAdded, .hideBanner, .hideSearch,
                .showFooter("End of list"),
            ])
        #expect(repository.calls.count == 1)
    }

    @Test func theAddedNotice_endsWithARefresh_atOnceAndWhenItsPageArrives() async {
        await showPageOne(of: 6)
        sut.newUser(didCreate: Self.ada(id: 7))
        view.commands.removeAll()

        sut.didPullToRefresh()
        let atOnce = view.commands
        await answerNextRequest(with: .page(.page(1, of: 7)))

        #expect(atOnce.contains(.hideAdded))
        #expect(!view.commands.contains(.showAdded(name: "Ada Lovelace", id: 7)))
    }

    @Test func theAddedNotice_endsWithASearch_whetherOrNotTheUserMatches() async {
        await showPageOne(of: 6)
        sut.newUser(didCreate: Self.ada(id: 7))
        view.commands.removeAll()

        sut.didSearch("Ada")

        #expect(view.commands.contains(.hideAdded))
        #expect(!view.commands.contains(.showAdded(name: "Ada Lovelace", id: 7)))
    }

    @Test func theFormsExpiredSession_signsOut() async {
        await showPageOne(of: 12)

        sut.newUserSessionDidExpire()

        #expect(
            view.commands == [
                .showPlaceholder(["Signed out", "Sign in again, then retry or refresh."]), .hideAdded,
                .hideBanner,
                .hideSearch, .hideFooter,
            ])
    }

    /// The gestures that change nothing on a complete list without a banner, each still ending
    /// the notice of a created user.
    enum NoticeEnder: CaseIterable {
        case tapOnARowThatIsNotLoaded, retryWithoutABanner, scrollToEndOfACompleteList, scrollToTop
        case anotherScreensGesture, appearAgain

        @MainActor func send(to presenter: UserListPresenter) {
            switch self {
            case .tapOnARowThatIsNotLoaded: presenter.didTapRow(number: 99)
            case .retryWithoutABanner: presenter.didTapRetry()
            case .scrollToEndOfACompleteList: presenter.didReachEnd()
            case .scrollToTop: presenter.didScrollToTop()
            case .anotherScreensGesture: presenter.didInteract()
            case .appearAgain: presenter.viewWillAppear()
            }
        }
    }

    @Test func thePresenter_holdsItsViewWeakly() {
        var view: UserListViewSpy? = UserListViewSpy()
        sut.view = view

        view = nil

        #expect(sut.view == nil)
    }

    // MARK: Helpers

    /// Ada Lovelace, as the server created her with `id`.
    private static func ada(id: Int) -> User {
        User(id: id, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")
    }

    /// Arrange step: page 1 of `total` users is on screen and the command history is cleared.
    private func showPageOne(of total: Int) async {
        sut.viewWillAppear()
        await answerNextRequest(with: .page(.page(1, of: total)))
        view.commands.removeAll()
    }

    /// Arrange step: `send` makes the Presenter ask for a page; the request is held unanswered
    /// and the command history is cleared. Returns the request's number.
    private func holdRequest(sentBy send: () -> Void) async -> Int {
        send()
        let request = await latestCall()
        view.commands.removeAll()
        return request
    }

    /// The number of the latest request, once every request sent is held.
    private func latestCall() async -> Int {
        await server.latestCall()
    }

    /// Answers request `number` and returns once the Presenter has handled the answer.
    private func answer(_ number: Int, with answer: ControllableUserRepository.Answer) async {
        await server.answer(number, with: answer)
    }

    /// Answers the latest call, once it is held.
    private func answerNextRequest(with answer: ControllableUserRepository.Answer) async {
        await self.answer(await latestCall(), with: answer)
    }
}
