import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVI

/// The list View renders `store.state` and nothing else, and turns each gesture into an intent.
@Suite("UserListView", .noTaskLeftRunning)
@MainActor
struct UserListViewTests {
    private func makeView(_ state: UserListState) -> UserListView {
        UserListView(store: IntentRecorder().store(UsersState(list: state)))
    }

    /// `view` on a navigation stack drawing `size`, as the app shows it.
    @discardableResult
    private func show(_ view: UserListView, at size: ScreenSize) -> NavigationStack {
        let navigation = NavigationStack()
        navigation.size = size
        navigation.push(view)
        return navigation
    }

    private func twoPages() -> UserListing {
        var listing = UserListing(firstPage: .fixture(1))
        listing.append(.fixture(2))
        return listing
    }

    @Test func loadingWithNothingLoadedShowsThePlaceholder() {
        let view = makeView(UserListState(phase: .loading(.page(1))))

        #expect(view.render(in: ScreenSize()) == ["Users", "Loading users…"])
    }

    @Test func signedOutShowsNoUserData() {
        let view = makeView(UserListState(phase: .signedOut))

        #expect(
            view.render(in: ScreenSize()) == ["Users", "Signed out", "Sign in again, then retry or refresh."])
    }

    @Test func aFailureWithNothingLoadedShowsTheBanner() {
        let view = makeView(UserListState(phase: .failed(.init(load: .firstPage, error: .offline))))

        #expect(
            view.render(in: ScreenSize())
                == ["Users", "! Could not load users: You are offline", "  retry to try again"])
    }

    @Test func anEmptyListingShowsNoUsers() {
        let view = makeView(
            UserListState(listing: UserListing(firstPage: .fixture(1, total: 0))))

        #expect(view.render(in: ScreenSize()) == ["Users", "No users"])
    }

    @Test func rowsShowTheCounterAndTheFooterOfWhatIsHappening() {
        let idle = makeView(UserListState(listing: UserListing(firstPage: .fixture(1))))
        let loadingMore = makeView(
            UserListState(listing: UserListing(firstPage: .fixture(1)), phase: .loading(.page(2))))
        let refreshing = makeView(UserListState(listing: twoPages(), phase: .loading(.page(1))))
        let reloading = makeView(
            UserListState(
                listing: UserListing(firstPage: .fixture(1)), phase: .loading(.reloadForNextPage(number: 3))))
        let complete = makeView(UserListState(listing: twoPages()))

        #expect(idle.render(in: ScreenSize()).first?.hasSuffix("2 of 4") == true)
        #expect(idle.render(in: ScreenSize()).last == "Scroll down for more")
        #expect(loadingMore.render(in: ScreenSize()).last == "Loading more…")
        #expect(refreshing.render(in: ScreenSize()).last == "Refreshing…")
        #expect(reloading.render(in: ScreenSize()).last == "Refreshing…")
        #expect(complete.render(in: ScreenSize()).last == "End of list")
    }

    @Test func theFooterSaysEndOfListOnlyWhenEveryUserTheServerCountsIsLoaded() {
        // The server counts 5 users but says it has one page: rows are missing, so not the end.
        let short = UsersPage(
            page: 1, perPage: 2, total: 5, totalPages: 1, users: [.fixture(id: 1), .fixture(id: 2)])
        let view = makeView(UserListState(listing: UserListing(firstPage: short)))

        #expect(view.render(in: ScreenSize()).last == "Scroll down for more")
    }

    @Test func aFailureBannerWinsOverTheOfflineNotice() {
        let cached = UserListing(firstPage: .fixture(1, source: .cache))
        let offline = makeView(UserListState(listing: cached))
        let failed = makeView(
            UserListState(listing: cached, phase: .failed(.init(load: .nextPage(2), error: .timeout))))

        #expect(offline.render(in: ScreenSize())[1] == "Offline: showing saved users")
        #expect(failed.render(in: ScreenSize())[1] == "! Could not load users: The request timed out")
        #expect(!failed.render(in: ScreenSize()).contains("Offline: showing saved users"))
    }

    @Test func onlyTheVisibleRowsAreDrawnAndScrollingMovesTheWindowAndRepaintsEachTime() {
        let view = makeView(UserListState(listing: twoPages()))
        let size = ScreenSize(visibleRows: 2)
        let navigation = show(view, at: size)
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        let top = view.render(in: size)
        view.handle(.scrollToEnd)
        let end = view.render(in: size)
        view.handle(.scrollToTop)
        let back = view.render(in: size)

        #expect(top.count == 4)
        #expect(top[1].contains("First1 Last1") && top[2].contains("First2 Last2"))
        #expect(end[1].contains("First3 Last3") && end[2].contains("First4 Last4"))
        #expect(back == top)
        // Each scroll repaints, and so does the store's publication after its intent.
        #expect(repaints == 4)
    }

    @Test func aSearchShowsItsLineAndOnlyTheMatchesNumberedAmongAllLoadedRows() {
        let listing = twoPages()
        let view = makeView(
            UserListState(listing: listing, search: UserListSearch(query: "Last3", over: listing.users)))

        let lines = view.render(in: ScreenSize())

        #expect(lines.count == 4)
        #expect(lines[0].hasSuffix("4 of 4"))
        #expect(lines[1] == "Search \"Last3\": 1 of 4 loaded users")
        #expect(lines[2].hasPrefix("   3  First3 Last3"))
        #expect(lines[3] == "End of list")
    }

    @Test func aSearchWithNothingLoadedShowsZeroOfZero_beforeLoadingWhileLoadingFailedOrEmpty() {
        let search = UserListSearch(query: "Ada", over: [])
        let zero = "Search \"Ada\": 0 of 0 loaded users"

        #expect(makeView(UserListState(search: search)).render(in: ScreenSize()) == ["Users", zero])
        #expect(
            makeView(UserListState(phase: .loading(.page(1)), search: search)).render(in: ScreenSize())
                == ["Users", zero, "Loading users…"])
        #expect(
            makeView(UserListState(phase: .failed(.init(load: .firstPage, error: .offline)), search: search))
                .render(in: ScreenSize())
                == ["Users", "! Could not load users: You are offline", "  retry to try again", zero])
        #expect(
            makeView(UserListState(listing: UserListing(firstPage: .fixture(1, total: 0)), search: search))
                .render(in: ScreenSize()) == ["Users", zero, "No users"])
    }

    @Test func aSearchOnSignedOutShowsNoSearchLine() {
        let view = makeView(
            UserListState(
                phase: .signedOut,
                search: UserListSearch(query: "Ada", over: []))
        )

        #expect(
            view.render(in: ScreenSize()) == ["Users", "Signed out", "Sign in again, then retry or refresh."])
    }

    @Test func scrollingToTheEndDuringASearchShowsTheLastMatches() {
        let listing = UserListing(firstPage: .fixture(1, perPage: 12, total: 12))
        // "1" matches users 1, 10, 11 and 12.
        let view = makeView(
            UserListState(listing: listing, search: UserListSearch(query: "1", over: listing.users)))
        let size = ScreenSize(visibleRows: 2)
        show(view, at: size)

        let top = view.render(in: size)
        view.handle(.scrollToEnd)
        let end = view.render(in: size)

        #expect(top[2].hasPrefix("   1  First1 ") && top[3].hasPrefix("  10  First10 "))
        #expect(end[2].hasPrefix("  11  First11 ") && end[3].hasPrefix("  12  First12 "))
    }

    @Test func eachAppearanceSendsAnIntentAndDrawingSendsNone() {
        let recorder = IntentRecorder()
        let view = UserListView(store: recorder.store(UsersState()))
        let navigation = show(view, at: ScreenSize())

        _ = view.render(in: ScreenSize())
        navigation.appear()
        navigation.appear()
        _ = view.render(in: ScreenSize())

        #expect(recorder.sent == [.list(.appeared), .list(.appeared)])
    }

    @Test func eachPublishedStateAsksTheHostToRepaint() {
        let recorder = IntentRecorder()
        let store = recorder.store(UsersState())
        let navigation = show(UserListView(store: store), at: ScreenSize())
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        recorder.nextState = UsersState(list: UserListState(phase: .loading(.page(1))))
        store.send(.list(.refreshPulled))
        recorder.nextState = UsersState(list: UserListState(listing: twoPages()))
        store.send(.list(.refreshPulled))

        #expect(repaints == 2)
    }

    @Test func gesturesBecomeIntents() {
        let recorder = IntentRecorder()
        let view = UserListView(store: recorder.store(UsersState(list: UserListState(listing: twoPages()))))

        for gesture: Gesture in [
            .appear, .scrollToEnd, .scrollToTop, .refresh, .retry, .tap(2), .search("Ada"), .search(""),
            .new, .back, .edit, .set(field: "email", text: "ada@example.com"), .save, .cancel, .open(3),
        ] {
            view.handle(gesture)
        }

        // Every gesture the list is given is an intent, one it has no use for too: any of them
        // ends a created user's notice. `appear` and `open` are the app's, never a screen's.
        #expect(
            recorder.sent == [
                .list(.reachedEnd), .list(.scrolledToTop), .list(.refreshPulled), .list(.retryTapped),
                .list(.rowTapped(2)), .list(.searchChanged("Ada")), .list(.searchChanged("")),
                .list(.newTapped), .list(.otherGestureMade), .list(.otherGestureMade),
                .list(.otherGestureMade), .list(.otherGestureMade), .list(.otherGestureMade),
            ])
    }

    @Test func aCreatedUserIsNoticedDirectlyUnderTheHeaderAboveTheBannerAndTheSearch() {
        let listing = UserListing(firstPage: .fixture(1, source: .cache))
        let ada = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")
        let view = makeView(
            UserListState(
                listing: listing, search: UserListSearch(query: "Ada", over: listing.users), added: ada))

        let lines = view.render(in: ScreenSize())

        #expect(lines[0].hasSuffix("2 of 4"))
        #expect(
            Array(lines[1...3]) == [
                "Added Ada Lovelace (#13)", "Offline: showing saved users",
                "Search \"Ada\": 0 of 2 loaded users",
            ])
        #expect(
            !makeView(UserListState(listing: listing)).render(in: ScreenSize()).joined().contains("Added"))
    }
}
