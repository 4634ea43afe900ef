import ArchLabTestSupport
import TerminalUI
import Testing

@testable import VIP

/// The detail's Router: back to the list, which is left as it was.
@Suite("User Detail Router", .noTaskLeftRunning)
@MainActor
struct UserDetailRouterTests {
    @Test func routeToUserListPopsTheDetailAndKeepsTheListBelow() {
        let navigation = NavigationStack()
        let list = StillScreen()
        navigation.push(list)
        navigation.push(StillScreen())
        let sut = UserDetailRouter(navigation: navigation)

        sut.routeToUserList()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top === list)
    }
}
