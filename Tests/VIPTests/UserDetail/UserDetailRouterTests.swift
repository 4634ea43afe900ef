import ArchLabTestSupport
import TerminalUI
import Testing

@testable import VIP

/// The detail's Router: back to the list, which is left as it was, by popping its own View.
@Suite("User Detail Router", .noTaskLeftRunning)
@MainActor
struct UserDetailRouterTests {
    @Test func routeToUserListPopsTheDetailAndKeepsTheListBelow() {
        let navigation = NavigationStack()
        let list = StillScreen()
        navigation.push(list)
        let sut = makeSUT(on: navigation)

        sut.routeToUserList()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top === list)
    }

    @Test func routeToUserListPopsNothingWhenItsDetailIsNotTheScreenShown() {
        let navigation = NavigationStack()
        navigation.push(StillScreen())
        let sut = makeSUT(on: navigation)
        let covering = StillScreen()
        navigation.push(covering)

        sut.routeToUserList()

        #expect(navigation.screens.count == 3)
        #expect(navigation.top === covering)
    }

    @Test func routeToUserListOffAnyStackDoesNothing() {
        let sut = UserDetailRouter()
        let detail = UserDetailViewController()
        sut.viewController = detail

        sut.routeToUserList()

        #expect(detail.navigationStack == nil)
    }

    // MARK: Helpers

    /// A Router whose View is pushed on `navigation`, which owns it.
    private func makeSUT(on navigation: NavigationStack) -> UserDetailRouter {
        let detail = UserDetailViewController()
        navigation.push(detail)
        let sut = UserDetailRouter()
        sut.viewController = detail
        return sut
    }
}
