/// The navigation's rules as a pure function: which detail, if any, is on top of the list.
/// Called by the `UsersCoordinator` (and by reducer tests); it knows no screen.
struct UsersNavigationReducer {
    /// The rules; they hold no state of their own.
    init() {}

    /// Applies `action` to `state`. A new detail replaces the one shown: there is never more
    /// than one (SPEC D8).
    func reduce(_ state: inout UsersNavigationState, action: UsersNavigationAction) {
        switch action {
        case .rowTapped(let user): open(.user(user), in: &state)
        case .deepLinkOpened(let id): open(.userID(id), in: &state)
        case .detailClosed, .sessionExpired: state.detail = nil
        }
    }

    private func open(_ content: UsersNavigationState.Detail.Content, in state: inout UsersNavigationState) {
        state.openings += 1
        state.detail = UsersNavigationState.Detail(opening: state.openings, content: content)
    }
}
