import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The list's Router: data passing from the list's DataStore to the detail's, and the push.
@Suite("User List Router", .noTaskLeftRunning)
@MainActor
struct UserListRouterTests {
    @Test func routeToUserDetailPassesTheSelectedUserToTheDetailsDataStoreAndPushesIt() throws {
        let navigation = NavigationStack()
        navigation.push(StillScreen())
        let delegate = UserDetailDelegateSpy()
        let dataStore = UserListDataStoreStub(selectedUser: Fixtures.user(2))
        let sut = makeSUT(navigation: navigation, delegate: delegate, dataStore: dataStore)

        sut.routeToUserDetail()

        let detail = try #require(navigation.top as? UserDetailViewController)
        #expect(navigation.screens.count == 2)
        #expect(detail.router?.dataStore?.user == Fixtures.user(2))
    }

    @Test func theOpenedDetailShowsThePassedUserAtOnce() {
        let navigation = NavigationStack()
        navigation.push(StillScreen())
        let delegate = UserDetailDelegateSpy()
        let sut = makeSUT(
            navigation: navigation, delegate: delegate,
            dataStore: UserListDataStoreStub(selectedUser: Fixtures.user(2)))

        sut.routeToUserDetail()

        #expect(
            navigation.top?.render(in: ScreenSize()) == [
                "User #2", "Name: First2 Last2", "Email: user2@example.com",
            ])
    }

    @Test func withoutASelectedUserNothingIsPushed() {
        let navigation = NavigationStack()
        navigation.push(StillScreen())
        let delegate = UserDetailDelegateSpy()
        let sut = makeSUT(
            navigation: navigation, delegate: delegate, dataStore: UserListDataStoreStub(selectedUser: nil))

        sut.routeToUserDetail()

        #expect(navigation.screens.count == 1)
    }

    @Test func passingDataToTheDetailGivesItsDataStoreTheSelectedUserAndNoIdToLoad() throws {
        let navigation = NavigationStack()
        let sut = makeSUT(navigation: navigation, delegate: UserDetailDelegateSpy(), dataStore: nil)
        let detail = UserDetailConfigurator(
            repository: ControllableUserRepository(), tracker: TaskTracker(), navigation: navigation
        ).configure(delegate: UserDetailDelegateSpy())
        let destination = try #require(detail.router?.dataStore)

        sut.passDataToUserDetail(
            source: UserListDataStoreStub(selectedUser: Fixtures.user(2)), destination: destination)

        #expect(destination.user == Fixtures.user(2))
        #expect(destination.userID == nil)
    }

    // MARK: Deep link

    @Test func openUserPassesTheIdToTheDetailsDataStoreAndPushesIt() throws {
        let navigation = NavigationStack()
        navigation.push(StillScreen())
        let sut = makeSUT(navigation: navigation, delegate: UserDetailDelegateSpy(), dataStore: nil)

        sut.openUser(id: 3)

        let detail = try #require(navigation.top as? UserDetailViewController)
        #expect(navigation.screens.count == 2)
        #expect(detail.router?.dataStore?.userID == 3)
        #expect(detail.router?.dataStore?.user == nil)
        #expect(detail.render(in: ScreenSize()) == ["User #3", "Loading user…"])
    }

    @Test func aSecondOpenUserReplacesTheDetailInsteadOfStackingItAndTheListDoesNotAppear() throws {
        let navigation = NavigationStack()
        let list = StillScreen()
        navigation.push(list)
        navigation.appear()
        let sut = makeSUT(
            navigation: navigation, delegate: UserDetailDelegateSpy(),
            dataStore: UserListDataStoreStub(selectedUser: Fixtures.user(2)))
        sut.routeToUserDetail()

        sut.openUser(id: 3)
        sut.openUser(id: 4)

        let detail = try #require(navigation.top as? UserDetailViewController)
        #expect(navigation.screens.count == 2)
        #expect(detail.router?.dataStore?.userID == 4)
        #expect(list.appearances == 1)
    }

    // MARK: Session expiry

    @Test func routeToSignedOutClosesTheDetail() {
        let navigation = NavigationStack()
        let list = StillScreen()
        navigation.push(list)
        let sut = makeSUT(navigation: navigation, delegate: UserDetailDelegateSpy(), dataStore: nil)
        sut.openUser(id: 3)

        sut.routeToSignedOut()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top === list)
    }

    @Test func routeToSignedOutOnTheListStaysOnTheList() {
        let navigation = NavigationStack()
        navigation.push(StillScreen())
        let sut = makeSUT(navigation: navigation, delegate: UserDetailDelegateSpy(), dataStore: nil)

        sut.routeToSignedOut()

        #expect(navigation.screens.count == 1)
    }

    @Test func withoutADataStoreNothingIsPushed() {
        let navigation = NavigationStack()
        navigation.push(StillScreen())
        let delegate = UserDetailDelegateSpy()
        let sut = makeSUT(navigation: navigation, delegate: delegate, dataStore: nil)

        sut.routeToUserDetail()

        #expect(navigation.screens.count == 1)
    }

    // MARK: Helpers

    private func makeSUT(
        navigation: NavigationStack, delegate: UserDetailDelegateSpy, dataStore: (any UserListDataStore)?
    ) -> UserListRouter {
        let userDetail = UserDetailConfigurator(
            repository: ControllableUserRepository(), tracker: TaskTracker(), navigation: navigation)
        let sut = UserListRouter(
            navigation: navigation, userDetail: { userDetail.configure(delegate: delegate) })
        sut.dataStore = dataStore
        return sut
    }
}
