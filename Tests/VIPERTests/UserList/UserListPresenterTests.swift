import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIPER

/// The list Presenter with a mock View, a stub Interactor and a spy Router: the test plays the
/// snapshots the Interactor pushes and checks the view data and the calls that follow. The
/// Presenter keeps nothing: it decides nothing about loading, and asks the Interactor which user
/// a row shows.
@Suite("List Presenter", .noTaskLeftRunning)
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

    private func snapshot(
        pages: [Int] = [1], query: String = "", _ activity: UserListSnapshot.Activity = .idle
    ) -> UserListSnapshot {
        var listed: UserListPages?
        for page in pages {
            if listed == nil {
                listed = UserListPages(firstPage: .fixture(page))
            } else {
                listed?.append(.fixture(page))
            }
        }
        var search = UserListSearch(query: query)
        search.match(in: listed)
        return UserListSnapshot(pages: listed, search: search, activity: activity)
    }

    @Test func viewDidLoadShowsTheTitleAlone() {
        let sut = makeSUT()

        sut.viewDidLoad()

        #expect(view.shown == UserListViewData(title: "Users"))
    }

    @Test func everyAppearanceAsksTheInteractorWhichDecidesWhetherToLoad() {
        let sut = makeSUT()

        sut.viewWillAppear()
        sut.interactorDidUpdate(snapshot(pages: [], .loading(.firstPage)))
        sut.viewWillAppear()

        #expect(interactor.calls == [.loadFirstPageIfNeeded, .loadFirstPageIfNeeded])
    }

    @Test func firstLoadWithNothingLoadedShowsLoadingUsers() {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(pages: [], .loading(.firstPage)))

        #expect(view.shown == UserListViewData(title: "Users", placeholder: ["Loading users…"]))
    }

    @Test func loadedPageShowsTheCounterTheRowCountAndScrollDownForMore() {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot())

        #expect(
            view.shown
                == UserListViewData(
                    title: "Users", counter: "6 of 12", rowCount: 6, footer: "Scroll down for more"))
    }

    @Test func rowsAreMadeOneAtATimeFromTheUserTheInteractorSaysTheRowShows() {
        let sut = makeSUT()
        interactor.rows[0] = (number: 3, user: .fixture(id: 3))

        #expect(
            sut.rowViewData(at: 0)
                == UserListRowViewData(number: 3, name: "Emma Wong", email: "emma.wong@reqres.in"))
        #expect(sut.rowViewData(at: 1) == UserListRowViewData(number: 2, name: "", email: ""))
        #expect(interactor.calls.isEmpty)
    }

    @Test func everyUserLoadedShowsEndOfList() {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(pages: [1, 2]))

        #expect(view.shown?.footer == "End of list")
    }

    @Test func lastPageOfTheServerWithUsersMissingShowsScrollDownForMoreNotEndOfList() {
        let sut = makeSUT()
        // The server counts 13 users but says page 1 is its only page: the list is not complete.
        let short = UsersPage(page: 1, perPage: 6, total: 13, totalPages: 1, users: (1...6).map(User.fixture))

        sut.interactorDidUpdate(UserListSnapshot(pages: UserListPages(firstPage: short)))

        #expect(view.shown?.footer == "Scroll down for more")
    }

    @Test func loadingMoreAndRefreshingAreWordedUnderTheRows() {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(.loading(.nextPage)))
        let loadingMore = view.shown?.footer
        sut.interactorDidUpdate(snapshot(.loading(.firstPage)))
        let refreshing = view.shown?.footer
        sut.interactorDidUpdate(snapshot(.loading(.reloadForNextPage)))

        #expect(loadingMore == "Loading more…")
        #expect(refreshing == "Refreshing…")
        #expect(view.shown?.footer == "Refreshing…")
        #expect(view.shown?.rowCount == 6)
    }

    @Test func gesturesBecomeUseCases() {
        let sut = makeSUT()

        sut.didScrollToEnd()
        sut.didPullToRefresh()
        sut.didTapRetry()
        sut.didSearch(for: "wo")

        #expect(interactor.calls == [.loadNextPage, .loadFirstPage, .retryFailedLoad, .search("wo")])
    }

    @Test(arguments: [
        (UsersError.offline, "You are offline"), (.timeout, "The request timed out"),
        (.server(status: 503), "Server error (503)"),
        (.unexpectedResponse, "The server sent an unexpected response"),
        (.cancelled, "The request was cancelled"), (.pagesOverlap, "The server's pages overlap"),
    ])
    func failureShowsTheBannerWithTheExactReasonAndKeepsTheRows(error: UsersError, reason: String) {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(.failed(.nextPage, error)))

        #expect(view.shown?.banner == ["! Could not load users: \(reason)", "  retry to try again"])
        #expect(view.shown?.rowCount == 6)
        #expect(view.shown?.footer == "Scroll down for more")
    }

    @Test func signOutShowsSignedOutWithNoUserDataAndClosesAnyDetail() {
        let sut = makeSUT()
        sut.interactorDidUpdate(snapshot())

        sut.interactorDidSignOut(UserListSnapshot(activity: .signedOut))

        #expect(
            view.shown
                == UserListViewData(
                    title: "Users", placeholder: ["Signed out", "Sign in again, then retry or refresh."]))
        #expect(router.detailsClosed == 1)
    }

    @Test func backFromTheDetailAsksTheInteractorToLoadPageOneIfNothingIsLoaded() {
        let sut = makeSUT()

        sut.userDetailDidClose()

        #expect(interactor.calls == [.loadFirstPageIfNothingLoaded])
    }

    @Test func detailReportingAnExpiredSessionSignsTheListOut() {
        let sut = makeSUT()

        sut.userDetailDidEndSession()

        #expect(interactor.calls == [.signOut])
    }

    @Test func pageFromTheCacheShowsTheOfflineBannerUnlessALoadFailed() {
        let sut = makeSUT()
        let cached = UserListSnapshot(pages: UserListPages(firstPage: .fixture(1, source: .cache)))

        sut.interactorDidUpdate(cached)
        let offline = view.shown?.banner
        var failed = cached
        failed.activity = .failed(.nextPage, .offline)
        sut.interactorDidUpdate(failed)

        #expect(offline == ["Offline: showing saved users"])
        #expect(view.shown?.banner.first == "! Could not load users: You are offline")
    }

    @Test func emptyListingShowsNoUsersWithoutCounterOrFooter() {
        let sut = makeSUT()

        sut.interactorDidUpdate(UserListSnapshot(pages: UserListPages(firstPage: .empty)))

        #expect(view.shown == UserListViewData(title: "Users", placeholder: ["No users"]))
    }

    @Test func aTapAsksTheInteractorToSelectThatRowsUserAndNotTheRouter() {
        let sut = makeSUT()
        sut.interactorDidUpdate(snapshot())

        sut.didTapRow(at: 2)

        #expect(interactor.calls == [.selectUser(at: 2)])
        #expect(router.detailsShown.isEmpty)
    }

    @Test func aSelectedUserIsOpenedByTheRouter() {
        let sut = makeSUT()

        sut.interactorDidSelect(.fixture(id: 3))

        #expect(router.detailsShown == [.fixture(id: 3)])
    }

    @Test func userSavedInTheDetailIsHandedToTheInteractor() {
        let sut = makeSUT()

        sut.userDetailDidSave(.fixture(id: 3))

        #expect(interactor.calls == [.replace(.fixture(id: 3))])
    }

    @Test func searchInForceShowsOnlyTheMatchesKeepingTheirNumbers() {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(query: "wong"))

        #expect(view.shown?.search == "Search \"wong\": 1 of 6 loaded users")
        #expect(view.shown?.rowCount == 1)
    }

    @Test(arguments: [
        UserListSnapshot.Activity.idle, .loading(.firstPage), .failed(.firstPage, .offline),
    ])
    func aSearchWithNothingLoadedShowsZeroOfZero(activity: UserListSnapshot.Activity) {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(pages: [], query: "wo", activity))

        #expect(view.shown?.search == "Search \"wo\": 0 of 0 loaded users")
    }

    @Test func aSearchOverNoUsersShowsZeroOfZeroAndOnSignedOutNoLine() {
        let sut = makeSUT()
        var search = UserListSearch(query: "wo")
        let empty = UserListPages(firstPage: .empty)
        search.match(in: empty)

        sut.interactorDidUpdate(UserListSnapshot(pages: empty, search: search))
        let noUsers = view.shown
        sut.interactorDidSignOut(UserListSnapshot(search: search, activity: .signedOut))

        #expect(noUsers?.search == "Search \"wo\": 0 of 0 loaded users")
        #expect(noUsers?.placeholder == ["No users"])
        #expect(view.shown?.search == nil)
    }
}
