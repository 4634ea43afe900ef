import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// The list's texts, exactly as the screen shows them, through a spy display.
@Suite("User List Presenter", .noTaskLeftRunning)
@MainActor
struct UserListPresenterTests {
    private typealias Response = UserListModels.FetchUsers.Response
    private typealias DisplayedRow = UserListModels.FetchUsers.ViewModel.DisplayedRow

    @Test func nothingLoadedYetShowsNothing() throws {
        let (sut, display) = makeSUT()

        sut.presentUsers(response: Response())

        let viewModel = try #require(display.displayedUsers.last)
        #expect(viewModel.counter == nil)
        #expect(viewModel.banner.isEmpty)
        #expect(viewModel.placeholder.isEmpty)
        #expect(viewModel.rows == .replaced([]))
        #expect(viewModel.footer == nil)
    }

    @Test func theFirstLoadShowsTheLoadingPlaceholder() throws {
        let (sut, display) = makeSUT()

        sut.presentUsers(response: Response(activity: .loading(.firstPage)))

        let viewModel = try #require(display.displayedUsers.last)
        #expect(viewModel.placeholder == ["Loading users…"])
        #expect(viewModel.counter == nil)
        #expect(viewModel.rows == .replaced([]))
    }

    @Test func loadedRowsShowTheCounterTheRowsAsTextAndTheFooter() throws {
        let (sut, display) = makeSUT()
        let page1 = Fixtures.page(1)

        sut.presentUsers(
            response: Response(loaded: Fixtures.loaded(page1), rows: .replaced(Fixtures.numbered(page1))))

        let viewModel = try #require(display.displayedUsers.last)
        #expect(viewModel.counter == "3 of 6")
        #expect(
            viewModel.rows
                == .replaced([
                    DisplayedRow(number: 1, name: "First1 Last1", email: "user1@example.com"),
                    DisplayedRow(number: 2, name: "First2 Last2", email: "user2@example.com"),
                    DisplayedRow(number: 3, name: "First3 Last3", email: "user3@example.com"),
                ]))
        #expect(viewModel.banner.isEmpty)
        #expect(viewModel.search == nil)
        #expect(viewModel.placeholder.isEmpty)
        #expect(viewModel.footer == "Scroll down for more")
    }

    @Test func everyPageLoadedShowsEndOfList() throws {
        let (sut, display) = makeSUT()

        sut.presentUsers(response: Response(loaded: Fixtures.loaded(Fixtures.page(1), Fixtures.page(2))))

        let viewModel = try #require(display.displayedUsers.last)
        #expect(viewModel.counter == "6 of 6")
        #expect(viewModel.footer == "End of list")
    }

    @Test func aLoadWithRowsShownKeepsTheRowsAndSaysWhichLoadInTheFooter() throws {
        let (sut, display) = makeSUT()
        let loaded = Fixtures.loaded(Fixtures.page(1))

        sut.presentUsers(response: Response(loaded: loaded, activity: .loading(.nextPage)))
        sut.presentUsers(response: Response(loaded: loaded, activity: .loading(.firstPage)))
        sut.presentUsers(response: Response(loaded: loaded, activity: .loading(.reloadForNextPage)))

        #expect(display.displayedUsers.map(\.footer) == ["Loading more…", "Refreshing…", "Refreshing…"])
        #expect(display.displayedUsers.map(\.rows) == [.unchanged, .unchanged, .unchanged])
    }

    @Test func aFailureWithRowsKeepsThemUnderTheFailureBanner() throws {
        let (sut, display) = makeSUT()

        sut.presentUsers(
            response: Response(
                loaded: Fixtures.loaded(Fixtures.page(1)),
                activity: .failed(.server(status: 503), load: .nextPage)))

        let viewModel = try #require(display.displayedUsers.last)
        #expect(viewModel.banner == ["! Could not load users: Server error (503)", "  retry to try again"])
        #expect(viewModel.rows == .unchanged)
        #expect(viewModel.counter == "3 of 6")
    }

    @Test func aFailureWithoutRowsShowsOnlyTheFailureBanner() throws {
        let (sut, display) = makeSUT()

        sut.presentUsers(response: Response(activity: .failed(.offline, load: .firstPage)))

        let viewModel = try #require(display.displayedUsers.last)
        #expect(viewModel.banner == ["! Could not load users: You are offline", "  retry to try again"])
        #expect(viewModel.placeholder.isEmpty)
        #expect(viewModel.rows == .replaced([]))
        #expect(viewModel.footer == nil)
    }

    @Test func signedOutShowsTheSignedOutPlaceholderAndNoUserData() throws {
        let (sut, display) = makeSUT()

        sut.presentUsers(response: Response(activity: .signedOut))

        let viewModel = try #require(display.displayedUsers.last)
        #expect(viewModel.placeholder == ["Signed out", "Sign in again, then retry or refresh."])
        #expect(viewModel.banner.isEmpty)
        #expect(viewModel.counter == nil)
        #expect(viewModel.rows == .replaced([]))
    }

    @Test func aPageFromTheCacheShowsTheOfflineNoticeUnlessAFailureIsShown() throws {
        let (sut, display) = makeSUT()
        let cached = Fixtures.loaded(Fixtures.page(1, source: .cache))

        sut.presentUsers(response: Response(loaded: cached))
        sut.presentUsers(response: Response(loaded: cached, activity: .failed(.timeout, load: .firstPage)))

        #expect(
            display.displayedUsers.map(\.banner) == [
                ["Offline: showing saved users"],
                ["! Could not load users: The request timed out", "  retry to try again"],
            ])
    }

    @Test func anEmptyListingShowsNoUsersWithoutCounterOrFooter() throws {
        let (sut, display) = makeSUT()

        sut.presentUsers(response: Response(loaded: Fixtures.loaded(Fixtures.page(1, totalUsers: 0))))

        let viewModel = try #require(display.displayedUsers.last)
        #expect(viewModel.placeholder == ["No users"])
        #expect(viewModel.counter == nil)
        #expect(viewModel.footer == nil)
        #expect(viewModel.rows == .replaced([]))
    }

    @Test func aNextPagesRowsAreFormattedAloneToBeShownAfterThoseShown() throws {
        let (sut, display) = makeSUT()
        let (page1, page2) = (Fixtures.page(1), Fixtures.page(2))

        sut.presentUsers(
            response: Response(
                loaded: Fixtures.loaded(page1, page2),
                rows: .appended(Fixtures.numbered(page1, page2, at: [3]))))

        let viewModel = try #require(display.displayedUsers.last)
        #expect(
            viewModel.rows
                == .appended([DisplayedRow(number: 4, name: "First4 Last4", email: "user4@example.com")]))
        #expect(viewModel.counter == "6 of 6")
    }

    @Test func theEndOfTheListIsShownOnlyWhenEveryUserTheServerCountsIsLoaded() throws {
        let (sut, display) = makeSUT()
        // The server's last page, but one user short of the total it counts.
        let short = UsersPage(
            page: 2, perPage: 3, total: 7, totalPages: 2, users: Fixtures.page(2).users, source: .remote)

        sut.presentUsers(response: Response(loaded: Fixtures.loaded(Fixtures.page(1, totalUsers: 7), short)))

        #expect(display.displayedUsers.last?.footer == "Scroll down for more")
    }

    @Test func aCancelledLoadIsShownAsAFailureWithRetry() throws {
        let (sut, display) = makeSUT()

        sut.presentUsers(
            response: Response(
                loaded: Fixtures.loaded(Fixtures.page(1)), activity: .failed(.cancelled, load: .nextPage)))

        #expect(
            display.displayedUsers.last?.banner == [
                "! Could not load users: The request was cancelled", "  retry to try again",
            ])
        #expect(display.displayedUsers.last?.footer == "Scroll down for more")
    }

    // MARK: Search

    @Test func aSearchShowsItsLineAndOnlyTheMatchingRowsUnderTheirOwnNumbers() throws {
        let (sut, display) = makeSUT()

        let page1 = Fixtures.page(1)

        sut.presentUsers(
            response: Response(
                loaded: Fixtures.loaded(page1, matchCount: 2), query: "Fïrst",
                rows: .replaced(Fixtures.numbered(page1, at: [1, 2]))))

        let viewModel = try #require(display.displayedUsers.last)
        #expect(viewModel.search == #"Search "Fïrst": 2 of 3 loaded users"#)
        #expect(
            viewModel.rows
                == .replaced([
                    DisplayedRow(number: 2, name: "First2 Last2", email: "user2@example.com"),
                    DisplayedRow(number: 3, name: "First3 Last3", email: "user3@example.com"),
                ]))
        #expect(viewModel.counter == "3 of 6")
        #expect(viewModel.footer == "Scroll down for more")
    }

    @Test func aSearchThatFindsNobodyShowsItsLineAndNoRowsButKeepsTheCounterAndFooter() throws {
        let (sut, display) = makeSUT()

        sut.presentUsers(
            response: Response(
                loaded: Fixtures.loaded(Fixtures.page(1)), query: "nobody", rows: .replaced([])))

        let viewModel = try #require(display.displayedUsers.last)
        #expect(viewModel.search == #"Search "nobody": 0 of 3 loaded users"#)
        #expect(viewModel.rows == .replaced([]))
        #expect(viewModel.placeholder.isEmpty)
        #expect(viewModel.counter == "3 of 6")
        #expect(viewModel.footer == "Scroll down for more")
    }

    @Test func aSearchWithNoRowsToSearchShowsZeroOfZeroExceptOnSignedOut() throws {
        let (sut, display) = makeSUT()

        sut.presentUsers(response: Response(query: "wo"))
        sut.presentUsers(response: Response(activity: .loading(.firstPage), query: "wo"))
        sut.presentUsers(response: Response(activity: .failed(.offline, load: .firstPage), query: "wo"))
        sut.presentUsers(
            response: Response(loaded: Fixtures.loaded(Fixtures.page(1, totalUsers: 0)), query: "wo"))
        sut.presentUsers(response: Response(activity: .signedOut, query: "wo"))

        let zero = #"Search "wo": 0 of 0 loaded users"#
        #expect(display.displayedUsers.map(\.search) == [zero, zero, zero, zero, nil])
        #expect(
            display.displayedUsers.map(\.placeholder.first)
                == [nil, "Loading users…", nil, "No users", "Signed out"])
        #expect(display.displayedUsers[2].banner.first == "! Could not load users: You are offline")
    }

    @Test func theSignOutIsDisplayedForTheViewToRoute() {
        let (sut, display) = makeSUT()

        sut.presentSignedOut()

        #expect(display.displayedSignOuts == 1)
    }

    // MARK: New user

    @Test func anAddedUserIsDisplayedAsTheNameTheServerEchoedAndItsId() {
        let (sut, display) = makeSUT()
        let created = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

        sut.presentAddedUser(response: UserListModels.AddUser.Response(user: created))

        #expect(
            display.displayedAddedUsers == [UserListModels.AddUser.ViewModel(name: "Ada Lovelace", id: 13)])
        #expect(display.displayedUsers.isEmpty)
    }

    @Test func aNewTotalIsCountedAtOnceAndAnAppendedLastRowIsFormattedAlone() throws {
        let (sut, display) = makeSUT()
        var listing = Fixtures.listing(Fixtures.page(1), Fixtures.page(2))
        let created = User(id: 7, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")
        listing.addCreated(created)

        sut.presentUsers(
            response: Response(
                loaded: Fixtures.loaded(listing), rows: .appended([.init(number: 7, user: created)])))

        let viewModel = try #require(display.displayedUsers.last)
        #expect(viewModel.counter == "7 of 7")
        #expect(
            viewModel.rows
                == .appended([DisplayedRow(number: 7, name: "Ada Lovelace", email: "ada@example.com")]))
        #expect(viewModel.footer == "End of list")
    }

    // MARK: Helpers

    private func makeSUT() -> (UserListPresenter, UserListDisplaySpy) {
        let display = UserListDisplaySpy()
        let sut = UserListPresenter()
        sut.viewController = display
        return (sut, display)
    }
}
