import SharedDomain

/// The Users flow's rules: the list's and the detail's reducers composed into one, and the
/// navigation between them (which detail, if any, is on top of the list) as rules over the same
/// state. A screen's outputs are handled here, in the reduction that produced them: a tapped
/// row opens a detail, a saved user reaches the list, an expired session signs the list out and
/// closes the detail. A detail's requests and answers carry its opening, so an answer is
/// recognised by the detail that asked as well as by its request: two openings of one user ask
/// alike. Called by the `Store` (and by reducer tests); it knows no screen.
struct UsersReducer: Sendable {
    /// The flow's cancellable work: each screen's, under its own ids.
    enum EffectID: Hashable, Sendable {
        /// The list's.
        case list(UserListReducer.EffectID)
        /// The detail's.
        case detail(UserDetailReducer.EffectID)
    }

    /// What the flow's rules return: work for the Store, and nothing to tell, as the root.
    typealias Effects = [Effect<UsersRequest, Never, EffectID>]

    /// The list's rules.
    let list = UserListReducer()
    /// The detail's rules.
    let detail = UserDetailReducer()

    func reduce(_ state: inout UsersState, intent: UsersIntent) -> Effects {
        switch intent {
        case .list(let intent):
            return lift(list.reduce(&state.list, intent: intent), in: &state)
        case .detail(let intent):
            return reduceDetail(&state) { detail.reduce(&$0, intent: intent) }
        case .deepLinkOpened(let id):
            // A new detail replaces the one shown, even for the same user, which it fetches.
            let opened = detail.open(userID: id)
            let closing = show(opened.state, in: &state)
            return closing + lift(opened.effects, of: state.openings, in: &state)
        }
    }

    func reduce(_ state: inout UsersState, action: UsersAction) -> Effects {
        switch action {
        case .list(let action):
            return lift(list.reduce(&state.list, action: action), in: &state)
        case .detail(let action, let opening):
            // An answer for a detail that is gone (closed, or replaced by a deep link) is dropped.
            guard state.detail?.opening == opening else { return [] }
            return reduceDetail(&state) { detail.reduce(&$0, action: action) }
        }
    }

    /// Applies `reduce` to the detail on top, if there is one.
    private func reduceDetail(
        _ state: inout UsersState, _ reduce: (inout UserDetailState) -> UserDetailReducer.Effects
    ) -> Effects {
        guard var shown = state.detail else { return [] }
        let effects = reduce(&shown.screen)
        state.detail = shown
        return lift(effects, of: shown.opening, in: &state)
    }

    /// Puts a detail showing `screen` on top of the list, in place of the one shown, whose work
    /// is cancelled.
    private func show(_ screen: UserDetailState, in state: inout UsersState) -> Effects {
        let closing = closeDetail(in: &state)
        state.openings += 1
        state.detail = UsersState.Detail(opening: state.openings, screen: screen)
        return closing
    }

    /// Removes the detail, if any, cancelling its request in flight.
    private func closeDetail(in state: inout UsersState) -> Effects {
        guard let shown = state.detail else { return [] }
        state.detail = nil
        return lift(detail.close(shown.screen), of: shown.opening, in: &state)
    }

    // MARK: The list's effects

    private func lift(_ effects: UserListReducer.Effects, in state: inout UsersState) -> Effects {
        var lifted: Effects = []
        for effect in effects {
            switch effect {
            case .run(let request, let id): lifted.append(.run(.list(request), id: .list(id)))
            case .cancel(let id): lifted.append(.cancel(.list(id)))
            case .output(.openDetail(let user)):
                let viewing = UserDetailState.Mode.viewing(FetchedUser(user: user), justSaved: false)
                lifted += show(UserDetailState(userID: user.id, mode: viewing), in: &state)
            case .output(.sessionExpired):
                lifted += closeDetail(in: &state)
            }
        }
        return lifted
    }

    // MARK: The detail's effects

    /// Files the effects of detail number `opening` under the detail's ids, its requests under
    /// its opening, and handles its outputs.
    private func lift(
        _ effects: UserDetailReducer.Effects, of opening: Int, in state: inout UsersState
    ) -> Effects {
        var lifted: Effects = []
        for effect in effects {
            switch effect {
            case .run(let request, let id):
                lifted.append(.run(.detail(request, opening: opening), id: .detail(id)))
            case .cancel(let id): lifted.append(.cancel(.detail(id)))
            case .output(.userSaved(let user)):
                lifted += lift(list.reduce(&state.list, action: .userSaved(user)), in: &state)
            case .output(.close):
                // The detail cancelled its own work; back on the list, which may load (D8).
                state.detail = nil
                lifted += lift(list.reduce(&state.list, action: .detailClosed), in: &state)
            case .output(.sessionExpired):
                // The list forgets first, so it is already signed out when it shows again.
                lifted += lift(list.reduce(&state.list, action: .sessionExpired), in: &state)
                lifted += closeDetail(in: &state)
            }
        }
        return lifted
    }
}
