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
            worker: UserDetailWorker(repository: ControllableUserRepository()), tracker: TaskTracker()
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
        let sut = makeSUT(
            navigation: navigation, delegate: UserDetailDelegateSpy(),
            dataStore: UserListDataStoreStub(selectedUser: Fixtures.user(2)))
        let list = try #require(sut.viewController)
        let listRequests = UserListBusinessLogicSpy()
        list.interactor = listRequests
        navigation.appear()
        sut.routeToUserDetail()

        sut.openUser(id: 3)
        sut.openUser(id: 4)

        let detail = try #require(navigation.top as? UserDetailViewController)
        #expect(navigation.screens.count == 2)
        #expect(detail.router?.dataStore?.userID == 4)
        // The list asks for its users each time it appears: once, when the app did.
        #expect(listRequests.requests == [.fetchUsers])
    }

    // MARK: Session expiry

    @Test func routeToSignedOutClosesTheDetail() {
        let navigation = NavigationStack()
        let sut = makeSUT(navigation: navigation, delegate: UserDetailDelegateSpy(), dataStore: nil)
        sut.openUser(id: 3)

        sut.routeToSignedOut()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top === sut.viewController)
    }

    @Test func routeToSignedOutOnTheListStaysOnTheList() {
        let navigation = NavigationStack()
        let sut = makeSUT(navigation: navigation, delegate: UserDetailDelegateSpy(), dataStore: nil)

        sut.routeToSignedOut()

        #expect(navigation.screens.count == 1)
    }

    @Test func withoutADataStoreNothingIsPushed() {
        let navigation = NavigationStack()
        let delegate = UserDetailDelegateSpy()
        let sut = makeSUT(navigation: navigation, delegate: delegate, dataStore: nil)

        sut.routeToUserDetail()

        #expect(navigation.screens.count == 1)
    }

    // MARK: New user

    @Test func routeToNewUserPushesTheFormWhichOpensAtOnceEmpty() throws {
        let navigation = NavigationStack()
        let sut = makeSUT(
            navigation: navigation, delegate: UserDetailDelegateSpy(),
            dataStore: UserListDataStoreStub(selectedUser: nil, canAddUser: true))

        sut.routeToNewUser()

        let form = try #require(navigation.top as? NewUserViewController)
        #expect(navigation.screens.count == 2)
        #expect(
            form.render(in: ScreenSize()) == ["New user", "Editing", "First name:", "Last name:", "Email:"])
    }

    @Test func whileTheListCannotTakeANewUserTheFormIsNotPushed() {
        let navigation = NavigationStack()
        let sut = makeSUT(
            navigation: navigation, delegate: UserDetailDelegateSpy(),
            dataStore: UserListDataStoreStub(selectedUser: Fixtures.user(2), canAddUser: false))

        sut.routeToNewUser()

        #expect(navigation.screens.count == 1)
    }

    @Test func withoutADataStoreTheFormIsNotPushed() {
        let navigation = NavigationStack()
        let sut = makeSUT(navigation: navigation, delegate: UserDetailDelegateSpy(), dataStore: nil)

        sut.routeToNewUser()

        #expect(navigation.screens.count == 1)
    }

    @Test func openUserFromTheFormReplacesItByTheDetailAndTheListDoesNotAppear() throws {
        let navigation = NavigationStack()
        let sut = makeSUT(
            navigation: navigation, delegate: UserDetailDelegateSpy(),
            dataStore: UserListDataStoreStub(selectedUser: nil, canAddUser: true))
        let list = try #require(sut.viewController)
        let listRequests = UserListBusinessLogicSpy()
        list.interactor = listRequests
        navigation.appear()
        sut.routeToNewUser()
        weak let form = navigation.top as? NewUserViewController

        sut.openUser(id: 3)

        let detail = try #require(navigation.top as? UserDetailViewController)
        #expect(navigation.screens.count == 2)
        #expect(detail.router?.dataStore?.userID == 3)
        #expect(form == nil, "the replaced form is freed with its draft")
        #expect(listRequests.requests == [.fetchUsers])
    }

    @Test func routeToSignedOutClosesTheForm() {
        let navigation = NavigationStack()
        let sut = makeSUT(
            navigation: navigation, delegate: UserDetailDelegateSpy(),
            dataStore: UserListDataStoreStub(selectedUser: nil, canAddUser: true))
        sut.routeToNewUser()

        sut.routeToSignedOut()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top === sut.viewController)
    }

    // MARK: Helpers

    /// A Router whose View is the root of `navigation` (which owns it), opening real details and
    /// real New user forms.
    private func makeSUT(
        navigation: NavigationStack, delegate: UserDetailDelegateSpy, dataStore: (any UserListDataStore)?
    ) -> UserListRouter {
        let list = UserListViewController()
        navigation.push(list)
        let userDetail = UserDetailConfigurator(
            worker: UserDetailWorker(repository: ControllableUserRepository()), tracker: TaskTracker())
        let newUser = NewUserConfigurator(
            worker: NewUserWorker(repository: ControllableUserRepository()), tracker: TaskTracker())
        let newUserDelegate = NewUserDelegateSpy()
        let sut = UserListRouter(
            userDetail: { userDetail.configure(delegate: delegate) },
            newUser: { newUser.configure(delegate: newUserDelegate) })
        sut.viewController = list
        sut.dataStore = dataStore
        return sut
    }
}
