import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIPER

/// The list Presenter with a mock View, a stub Interactor and a spy Router: the test plays the
/// snapshots and shown users the Interactor pushes and checks the view data and the calls that
/// follow. The Presenter keeps nothing and decides nothing about loading.
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
        var listed: UserListing?
        for page in pages {
            if listed == nil {
                listed = UserListing(firstPage: .fixture(page))
            } else {
                listed?.append(.fixture(page))
            }
        }
        var search = UserListSearch(query: query)
        search.match(in: listed)
        return UserListSnapshot(listing: listed, search: search, activity: activity)
    }

    /// Users `ids` as the Interactor shows them, numbered by id (as the fixtures are loaded).
    private func shown(_ ids: ClosedRange<Int>) -> [UserListShownUser] {
        ids.map { UserListShownUser(number: $0, user: .fixture(id: $0)) }
    }

    @Test func viewDidLoadShowsTheTitleAlone() {
        let sut = makeSUT()

        sut.viewDidLoad()

        #expect(view.shown == UserListViewData(title: "Users"))
    }

    @Test func everyAppearanceAsksTheInteractorWhichDecidesWhetherToLoad() {
        let sut = makeSUT()

        sut.viewWillAppear()
        sut.interactorDidUpdate(snapshot(pages: [], .loading(.firstPage)), rows: .unchanged)
        sut.viewWillAppear()

        #expect(
            interactor.calls == [
                .loadFirstPageIfNothingLoaded(signedOutIncluded: false),
                .loadFirstPageIfNothingLoaded(signedOutIncluded: false),
            ])
    }

    @Test func firstLoadWithNothingLoadedShowsLoadingUsers() {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(pages: [], .loading(.firstPage)), rows: .unchanged)

        #expect(view.shown == UserListViewData(title: "Users", placeholder: ["Loading users…"]))
    }

    @Test func loadedPageShowsTheCounterItsRowsAndScrollDownForMore() {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(), rows: .replaced(shown(1...2)))

        #expect(
            view.shown
                == UserListViewData(
                    title: "Users", counter: "6 of 12",
                    rows: .replaced([
                        UserListRowViewData(number: 1, name: "George Bluth", email: "george.bluth@reqres.in"),
                        UserListRowViewData(number: 2, name: "Janet Weaver", email: "janet.weaver@reqres.in"),
                    ]), footer: "Scroll down for more"))
    }

    @Test func theUsersPushedBecomeRowsUnderTheirNumberAndOnlyThose() {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(pages: [1, 2]), rows: .appended(shown(7...8)))
        let appended = view.shown?.rows
        sut.interactorDidUpdate(snapshot(query: "wong"), rows: .replaced(shown(3...3)))
        let matches = view.shown?.rows
        sut.interactorDidUpdate(snapshot(.loading(.nextPage)), rows: .unchanged)

        #expect(
            appended
                == .appended(
                    shown(7...8).map {
                        UserListRowViewData(number: $0.number, name: $0.user.name, email: $0.user.email)
                    }))
        #expect(
            matches
                == .replaced([UserListRowViewData(number: 3, name: "Emma Wong", email: "emma.wong@reqres.in")]
                ))
        #expect(view.shown?.rows == .unchanged)
        #expect(interactor.calls.isEmpty)
    }

    @Test func everyUserLoadedShowsEndOfList() {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(pages: [1, 2]), rows: .unchanged)

        #expect(view.shown?.footer == "End of list")
    }

    @Test func lastPageOfTheServerWithUsersMissingShowsScrollDownForMoreNotEndOfList() {
        let sut = makeSUT()
        // The server counts 13 users but says page 1 is its only page: the list is not complete.
        let short = UsersPage(page: 1, perPage: 6, total: 13, totalPages: 1, users: (1...6).map(User.fixture))

        sut.interactorDidUpdate(UserListSnapshot(listing: UserListing(firstPage: short)), rows: .unchanged)

        #expect(view.shown?.footer == "Scroll down for more")
    }

    @Test func loadingMoreAndRefreshingAreWordedUnderTheRows() {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(.loading(.nextPage)), rows: .unchanged)
        let loadingMore = view.shown?.footer
        sut.interactorDidUpdate(snapshot(.loading(.firstPage)), rows: .unchanged)
        let refreshing = view.shown?.footer
        sut.interactorDidUpdate(snapshot(.loading(.reloadForNextPage)), rows: .unchanged)

        #expect(loadingMore == "Loading more…")
        #expect(refreshing == "Refreshing…")
        #expect(view.shown?.footer == "Refreshing…")
        #expect(view.shown?.counter == "6 of 12")
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

        sut.interactorDidUpdate(snapshot(.failed(.nextPage, error)), rows: .unchanged)

        #expect(view.shown?.banner == ["! Could not load users: \(reason)", "  retry to try again"])
        #expect(view.shown?.rows == .unchanged)
        #expect(view.shown?.counter == "6 of 12")
        #expect(view.shown?.footer == "Scroll down for more")
    }

    @Test func signOutShowsSignedOutWithNoUserDataAndClosesTheModuleOnTop() {
        let sut = makeSUT()
        sut.interactorDidUpdate(snapshot(), rows: .replaced(shown(1...6)))

        sut.interactorDidSignOut(UserListSnapshot(activity: .signedOut))

        #expect(
            view.shown
                == UserListViewData(
                    title: "Users", placeholder: ["Signed out", "Sign in again, then retry or refresh."],
                    rows: .replaced([])))
        #expect(router.openedModulesClosed == 1)
    }

    @Test func backFromTheDetailAsksTheInteractorToLoadPageOneIfNothingIsLoaded() {
        let sut = makeSUT()

        sut.userDetailDidClose()

        #expect(interactor.calls == [.loadFirstPageIfNothingLoaded(signedOutIncluded: true)])
    }

    @Test func detailReportingAnExpiredSessionSignsTheListOut() {
        let sut = makeSUT()

        sut.userDetailDidEndSession()

        #expect(interactor.calls == [.signOut])
    }

    @Test func pageFromTheCacheShowsTheOfflineBannerUnlessALoadFailed() {
        let sut = makeSUT()
        let cached = UserListSnapshot(listing: UserListing(firstPage: .fixture(1, source: .cache)))

        sut.interactorDidUpdate(cached, rows: .unchanged)
        let offline = view.shown?.banner
        var failed = cached
        failed.activity = .failed(.nextPage, .offline)
        sut.interactorDidUpdate(failed, rows: .unchanged)

        #expect(offline == ["Offline: showing saved users"])
        #expect(view.shown?.banner.first == "! Could not load users: You are offline")
    }

    @Test func emptyListingShowsNoUsersWithoutCounterOrFooter() {
        let sut = makeSUT()

        sut.interactorDidUpdate(
            UserListSnapshot(listing: UserListing(firstPage: .empty)), rows: .replaced([]))

        #expect(
            view.shown == UserListViewData(title: "Users", placeholder: ["No users"], rows: .replaced([])))
    }

    @Test func aTapAsksTheInteractorToSelectThatRowsUserAndNotTheRouter() {
        let sut = makeSUT()
        sut.interactorDidUpdate(snapshot(), rows: .replaced(shown(1...6)))

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

        sut.interactorDidUpdate(snapshot(query: "wong"), rows: .replaced(shown(3...3)))

        #expect(view.shown?.search == "Search \"wong\": 1 of 6 loaded users")
        #expect(
            view.shown?.rows
                == .replaced([UserListRowViewData(number: 3, name: "Emma Wong", email: "emma.wong@reqres.in")]
                ))
    }

    @Test(arguments: [
        UserListSnapshot.Activity.idle, .loading(.firstPage), .failed(.firstPage, .offline),
    ])
    func aSearchWithNothingLoadedShowsZeroOfZero(activity: UserListSnapshot.Activity) {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(pages: [], query: "wo", activity), rows: .unchanged)

        #expect(view.shown?.search == "Search \"wo\": 0 of 0 loaded users")
    }

    @Test func aSearchOverNoUsersShowsZeroOfZeroAndOneTypedOnSignedOutShowsNoLine() {
        let sut = makeSUT()
        var search = UserListSearch(query: "wo")
        let empty = UserListing(firstPage: .empty)
        search.match(in: empty)

        sut.interactorDidUpdate(UserListSnapshot(listing: empty, search: search), rows: .replaced([]))
        let noUsers = view.shown
        // Signed out, the user searches: the search waits for the rows the next load brings.
        sut.interactorDidUpdate(
            UserListSnapshot(search: UserListSearch(query: "wo"), activity: .signedOut), rows: .unchanged)

        #expect(noUsers?.search == "Search \"wo\": 0 of 0 loaded users")
        #expect(noUsers?.placeholder == ["No users"])
        #expect(view.shown?.search == nil)
        #expect(view.shown?.placeholder.first == "Signed out")
    }

    private let ada = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    @Test func newAsksTheInteractorAndNotTheRouter() {
        let sut = makeSUT()

        sut.didTapNew()

        #expect(interactor.calls == [.startNewUser])
        #expect(router.newUsersShown == 0)
    }

    @Test func aStartedNewUserIsOpenedByTheRouter() {
        let sut = makeSUT()

        sut.interactorDidStartNewUser()

        #expect(router.newUsersShown == 1)
        #expect(interactor.calls.isEmpty)
    }

    @Test func aUserCreatedInTheFormIsHandedToTheInteractor() {
        let sut = makeSUT()

        sut.newUserDidCreate(ada)

        #expect(interactor.calls == [.addCreated(ada)])
    }

    @Test func theFormReportingAnExpiredSessionSignsTheListOut() {
        let sut = makeSUT()

        sut.newUserDidEndSession()

        #expect(interactor.calls == [.signOut])
    }

    @Test func anAddedUserIsNamedUnderTheTitleWithTheNewTotal() {
        let sut = makeSUT()
        var listing = UserListing(firstPage: .fixture(1))
        listing.addCreated(ada)

        sut.interactorDidAdd(ada, in: UserListSnapshot(listing: listing), rows: .appended([]))

        #expect(
            view.shown
                == UserListViewData(
                    title: "Users", counter: "6 of 13", added: .init(name: "Ada Lovelace", id: 13),
                    rows: .appended([]), footer: "Scroll down for more"))
    }

    @Test func anAddedUserKeepsTheBannerAndTheSearchLine() {
        let sut = makeSUT()
        var listing = UserListing(firstPage: .fixture(1, source: .cache))
        listing.addCreated(ada)
        var search = UserListSearch(query: "george")
        search.match(in: listing)

        sut.interactorDidAdd(ada, in: UserListSnapshot(listing: listing, search: search), rows: .appended([]))

        #expect(view.shown?.added == .init(name: "Ada Lovelace", id: 13))
        #expect(view.shown?.banner == ["Offline: showing saved users"])
        #expect(view.shown?.search == "Search \"george\": 1 of 6 loaded users")
        #expect(view.shown?.counter == "6 of 13")
    }

    @Test func onlyTheAddedOutputNamesTheUser() {
        let sut = makeSUT()

        sut.interactorDidUpdate(snapshot(), rows: .unchanged)

        #expect(view.shown?.added == nil)
    }
}
