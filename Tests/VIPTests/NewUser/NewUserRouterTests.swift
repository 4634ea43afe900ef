import ArchLabTestSupport
import TerminalUI
import Testing

@testable import VIP

/// The form's Router: back to the list, which is left as it was, by popping its own View.
@Suite("New User Router", .noTaskLeftRunning)
@MainActor
struct NewUserRouterTests {
    @Test func routeToUserListPopsTheFormAndKeepsTheListBelow() {
        let navigation = NavigationStack()
        let list = StillScreen()
        navigation.push(list)
        let sut = makeSUT(on: navigation)

        sut.routeToUserList()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top === list)
    }

    @Test func routeToUserListPopsNothingWhenItsFormIsNotTheScreenShown() {
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
        let sut = NewUserRouter()
        let form = NewUserViewController()
        sut.viewController = form

        sut.routeToUserList()

        #expect(form.navigationStack == nil)
    }

    // MARK: Helpers

    /// A Router whose View is pushed on `navigation`, which owns it.
    private func makeSUT(on navigation: NavigationStack) -> NewUserRouter {
        let form = NewUserViewController()
        navigation.push(form)
        let sut = NewUserRouter()
        sut.viewController = form
        return sut
    }
}
