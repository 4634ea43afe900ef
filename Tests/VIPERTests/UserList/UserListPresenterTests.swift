import SharedDomain
import Testing

@testable import VIPER

/// The list Presenter with a mock View, a stub Interactor and a spy Router: the test plays the
/// Interactor's output and checks the view data and the calls that follow.
@Suite("List Presenter")
@MainActor
struct UserListPresenterTests {
    private let view = UserListViewMock()
    private let interactor = UserListInteractorStub()
    private let router = UserListRouterSpy()

    private func makeSUT() -> UserListPresenter {
        let presenter = UserListPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }

    @Test func viewDidLoadShowsTheTitleAlone() {
        let sut = makeSUT()

        sut.viewDidLoad()

        #expect(view.shown == UserListViewData(title: "Users"))
    }

    @Test func appearAsksForPageOneOnlyWhileNothingHasStarted() {
        let sut = makeSUT()

        sut.viewWillAppear()
        sut.interactorDidStartLoading(.firstPage)
        sut.viewWillAppear()

        #expect(interactor.calls == [.loadFirstPage])
    }

    @Test func firstLoadWithNothingLoadedShowsLoadingUsers() {
        let sut = makeSUT()

        sut.interactorDidStartLoading(.firstPage)

        #expect(view.shown == UserListViewData(title: "Users", placeholder: ["Loading users…"]))
    }

    @Test func loadedPageShowsTheCounterTheRowCountAndScrollDownForMore() {
        let sut = makeSUT()
        sut.interactorDidStartLoading(.firstPage)
        interactor.pages = UserListPages(firstPage: .fixture(1))

        sut.interactorDidFinishLoading(.firstPage)

        #expect(
            view.shown
                == UserListViewData(
                    title: "Users", counter: "6 of 12", rowCount: 6, footer: "Scroll down for more"))
    }

    @Test func rowsAreMadeOneAtATimeFromTheInteractorsPages() {
        let sut = makeSUT()
        interactor.pages = UserListPages(firstPage: .fixture(1))

        let row = sut.rowViewData(at: 1)

        #expect(row == UserListRowViewData(number: 2, name: "Janet Weaver", email: "janet.weaver@reqres.in"))
    }

    @Test func lastPageLoadedShowsEndOfList() {
        let sut = makeSUT()
        var pages = UserListPages(firstPage: .fixture(1))
        pages.append(.fixture(2))
        interactor.pages = pages

        sut.interactorDidFinishLoading(.nextPage)

        #expect(view.shown?.counter == "12 of 12")
        #expect(view.shown?.footer == "End of list")
    }

    @Test func scrollToEndAsksForTheNextPageAndShowsLoadingMoreUnderTheRows() {
        let sut = makeSUT()
        interactor.pages = UserListPages(firstPage: .fixture(1))

        sut.didScrollToEnd()
        sut.interactorDidStartLoading(.nextPage)

        #expect(interactor.calls == [.loadNextPage])
        #expect(view.shown?.rowCount == 6)
        #expect(view.shown?.footer == "Loading more…")
    }

    @Test func refreshWhileLoadingMoreAsksForPageOneAndShowsRefreshing() {
        let sut = makeSUT()
        interactor.pages = UserListPages(firstPage: .fixture(1))
        sut.interactorDidStartLoading(.nextPage)

        sut.didPullToRefresh()
        sut.interactorDidStartLoading(.firstPage)

        #expect(interactor.calls == [.loadFirstPage])
        #expect(view.shown?.footer == "Refreshing…")
        #expect(view.shown?.rowCount == 6)
    }

    @Test(arguments: [
        (UsersError.offline, "You are offline"),
        (.timeout, "The request timed out"),
        (.server(status: 503), "Server error (503)"),
        (.notFound, "Server error (404)"),
        (.unexpectedResponse, "The server sent an unexpected response"),
    ])
    func failureWithNothingLoadedShowsTheBannerWithTheExactReason(error: UsersError, reason: String) {
        let sut = makeSUT()
        sut.interactorDidStartLoading(.firstPage)

        sut.interactorDidFailLoading(.firstPage, with: error)

        #expect(
            view.shown
                == UserListViewData(
                    title: "Users", banner: ["! Could not load users: \(reason)", "  retry to try again"]))
    }

    @Test func failureWithRowsLoadedKeepsTheRowsUnderTheBanner() {
        let sut = makeSUT()
        interactor.pages = UserListPages(firstPage: .fixture(1))
        sut.interactorDidStartLoading(.nextPage)

        sut.interactorDidFailLoading(.nextPage, with: .timeout)

        #expect(
            view.shown
                == UserListViewData(
                    title: "Users", counter: "6 of 12",
                    banner: ["! Could not load users: The request timed out", "  retry to try again"],
                    rowCount: 6,
                    footer: "Scroll down for more"))
    }

    @Test func retryAsksTheInteractorToRepeatTheFailedLoad() {
        let sut = makeSUT()
        sut.interactorDidFailLoading(.firstPage, with: .offline)

        sut.didTapRetry()

        #expect(interactor.calls == [.retryFailedLoad])
    }

    @Test func unauthorizedShowsSignedOutAndNoUserData() {
        let sut = makeSUT()
        sut.interactorDidStartLoading(.firstPage)

        sut.interactorDidFailLoading(.firstPage, with: .unauthorized)

        #expect(
            view.shown
                == UserListViewData(
                    title: "Users", placeholder: ["Signed out", "Sign in again, then retry or refresh."]))
    }

    @Test func pageFromTheCacheShowsTheOfflineBanner() {
        let sut = makeSUT()
        interactor.pages = UserListPages(firstPage: .fixture(1, source: .cache))

        sut.interactorDidFinishLoading(.firstPage)

        #expect(view.shown?.banner == ["Offline: showing saved users"])
        #expect(view.shown?.rowCount == 6)
    }

    @Test func failureBannerWinsOverTheOfflineBanner() {
        let sut = makeSUT()
        interactor.pages = UserListPages(firstPage: .fixture(1, source: .cache))

        sut.interactorDidFailLoading(.nextPage, with: .offline)

        #expect(view.shown?.banner == ["! Could not load users: You are offline", "  retry to try again"])
    }

    @Test func emptyListingShowsNoUsersWithoutCounterOrFooter() {
        let sut = makeSUT()
        interactor.pages = UserListPages(firstPage: .empty)

        sut.interactorDidFinishLoading(.firstPage)

        #expect(view.shown == UserListViewData(title: "Users", placeholder: ["No users"]))
    }

    @Test func tapOnALoadedRowAsksTheRouterForThatUsersDetail() {
        let sut = makeSUT()
        interactor.pages = UserListPages(firstPage: .fixture(1))

        sut.didTapRow(at: 2)

        #expect(router.detailsShown == [.fixture(id: 3)])
    }

    @Test func tapOnARowThatIsNotLoadedGoesNowhere() {
        let sut = makeSUT()
        interactor.pages = UserListPages(firstPage: .fixture(1))

        sut.didTapRow(at: 6)
        sut.didTapRow(at: -1)

        #expect(router.detailsShown.isEmpty)
    }

    @Test func userSavedInTheDetailIsReplacedInTheRowsAndShown() {
        let sut = makeSUT()
        interactor.pages = UserListPages(firstPage: .fixture(1))
        var saved = User.fixture(id: 3)
        saved.firstName = "Emmy"

        sut.userDetailDidSave(saved)

        #expect(interactor.calls == [.replace(saved)])
        #expect(view.displayed.count == 1)
    }

    // MARK: Search

    /// Gives the stub Interactor a search for `query` over the pages it serves.
    private func searchInForce(_ query: String) {
        var search = UserListSearch(query: query)
        search.match(in: interactor.pages)
        interactor.search = search
    }

    @Test func searchAsksTheInteractorToSearchAndShowsTheResult() {
        let sut = makeSUT()

        sut.didSearch(for: "GEORGE")

        #expect(interactor.calls == [.search("GEORGE")])
        #expect(view.displayed.count == 1)
    }

    @Test func searchInForceShowsOnlyTheMatchesUnderTheSearchLineWithCounterAndFooterUnchanged() {
        let sut = makeSUT()
        var pages = UserListPages(firstPage: .fixture(1))
        pages.append(.fixture(2))
        interactor.pages = pages
        searchInForce("george")

        sut.interactorDidFinishLoading(.nextPage)

        #expect(
            view.shown
                == UserListViewData(
                    title: "Users", counter: "12 of 12", search: #"Search "george": 2 of 12 loaded users"#,
                    rowCount: 2, footer: "End of list"))
    }

    @Test func shownRowsKeepTheirNumbersAmongAllLoadedRows() {
        let sut = makeSUT()
        var pages = UserListPages(firstPage: .fixture(1))
        pages.append(.fixture(2))
        interactor.pages = pages
        searchInForce("george")

        let rows = [sut.rowViewData(at: 0), sut.rowViewData(at: 1)]

        #expect(rows.map(\.number) == [1, 11])
        #expect(rows.map(\.name) == ["George Bluth", "George Edwards"])
    }

    @Test func tapStillOpensTheLoadedRowWithThatNumberWhileTheSearchHidesIt() {
        let sut = makeSUT()
        interactor.pages = UserListPages(firstPage: .fixture(1))
        searchInForce("george")

        sut.didTapRow(at: 1)

        #expect(router.detailsShown == [.fixture(id: 2)])
    }

    @Test func searchWithNothingLoadedShowsNoSearchLine() {
        let sut = makeSUT()
        searchInForce("george")

        sut.interactorDidStartLoading(.firstPage)

        #expect(view.shown == UserListViewData(title: "Users", placeholder: ["Loading users…"]))
    }

    @Test func queryOfSpacesIsASearchThatShowsNoRow() {
        let sut = makeSUT()
        interactor.pages = UserListPages(firstPage: .fixture(1))
        searchInForce("  ")

        sut.didSearch(for: "  ")

        #expect(view.shown?.search == #"Search "  ": 0 of 6 loaded users"#)
        #expect(view.shown?.rowCount == 0)
        #expect(view.shown?.footer == "Scroll down for more")
    }
}
