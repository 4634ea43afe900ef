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

        #expect(view.commands == [.showLoading("Loading users…"), .hideBanner, .hideFooter])
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
                .showRows(count: 6, counter: "6 of 12"), .hideBanner, .showFooter("Scroll down for more"),
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

        #expect(view.commands == [.showPlaceholder(["No users"]), .hideBanner, .hideFooter])
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
                .showRows(count: 6, counter: "6 of 12"), .hideBanner, .showFooter("Loading more…"),
            ])
        #expect(
            view.commands == [
                .showRows(count: 12, counter: "12 of 12"), .hideBanner, .showFooter("End of list"),
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
                .showRows(count: 6, counter: "6 of 12"), .hideBanner, .showFooter("Refreshing…"),
            ])
        #expect(
            view.commands == [
                .showRows(count: 6, counter: "6 of 11"), .hideBanner, .showFooter("Scroll down for more"),
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
                .showRows(count: 6, counter: "6 of 10"), .hideBanner, .showFooter("Scroll down for more"),
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
                .showFooter("Scroll down for more"),
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
                .showRows(count: 6, counter: "6 of 12"), .hideBanner, .showFooter("Loading more…"),
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
                .hideFooter,
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
        let signedOut = view.commands.suffix(3)

        sut.didTapRetry()
        let retry = await repository.pageRequests.next()

        #expect(
            Array(signedOut) == [
                .showPlaceholder(["Signed out", "Sign in again, then retry or refresh."]), .hideBanner,
                .hideFooter,
            ])
        #expect(retry.argument.page == 1)
        #expect(view.commands.suffix(3) == [.showLoading("Loading users…"), .hideBanner, .hideFooter])
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
                .showFooter("Scroll down for more"),
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
