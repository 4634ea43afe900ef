import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVI

/// Navigation as state: the reducer decides which detail, if any, is on top of the list.
@Suite("UsersNavigationReducer", .noTaskLeftRunning)
struct UsersNavigationReducerTests {
    typealias Detail = UsersNavigationState.Detail

    let reducer = UsersNavigationReducer()

    @Test func aTappedRowOpensItsUsersDetail() {
        var state = UsersNavigationState()

        reducer.reduce(&state, action: .rowTapped(.fixture(id: 2)))

        #expect(
            state
                == UsersNavigationState(
                    detail: Detail(opening: 1, content: .user(.fixture(id: 2))), openings: 1))
    }

    @Test func aDeepLinkReplacesTheDetailShownEvenForTheSameUser() {
        var state = UsersNavigationState(detail: Detail(opening: 1, content: .userID(3)), openings: 1)

        reducer.reduce(&state, action: .deepLinkOpened(userID: 3))

        #expect(state == UsersNavigationState(detail: Detail(opening: 2, content: .userID(3)), openings: 2))
    }

    @Test(arguments: [UsersNavigationAction.detailClosed, .sessionExpired])
    func closingOrAnExpiredSessionLeavesTheListAlone(action: UsersNavigationAction) {
        var state = UsersNavigationState(detail: Detail(opening: 1, content: .userID(3)), openings: 1)

        reducer.reduce(&state, action: action)

        #expect(state == UsersNavigationState(openings: 1))
    }
}
