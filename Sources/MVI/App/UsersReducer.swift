import SharedDomain

/// The Users flow's rules: the list's, the detail's and the New user form's reducers composed
/// into one, and the navigation between them (which screen, if any, is on top of the list) as
/// rules over the same state. A screen's outputs are handled here, in the reduction that
/// produced them: a tapped row opens a detail, `new` opens the form, a saved or a created user
/// reaches the list, an expired session signs the list out and closes the screen on top. The
/// requests and answers of a screen on top carry its opening, so an answer is recognised by the
/// screen that asked as well as by its request: two openings ask alike. Called by the `Store`
/// (and by reducer tests); it knows no screen.
struct UsersReducer: Sendable {
    /// The flow's cancellable work: each screen's, under its own ids.
    enum EffectID: Hashable, Sendable {
        /// The list's.
        case list(UserListReducer.EffectID)
        /// The detail's.
        case detail(UserDetailReducer.EffectID)
        /// The New user form's.
        case newUser(NewUserReducer.EffectID)
    }

    /// What the flow's rules return: work for the Store, and nothing to tell, as the root.
    typealias Effects = [Effect<UsersRequest, Never, EffectID>]

    /// The list's rules.
    let list = UserListReducer()
    /// The detail's rules.
    let detail = UserDetailReducer()
    /// The New user form's rules.
    let newUser = NewUserReducer()

    func reduce(_ state: inout UsersState, intent: UsersIntent) -> Effects {
        switch intent {
        case .list(let intent):
            return lift(list.reduce(&state.list, intent: intent), in: &state)
        case .detail(let intent):
            return reduceDetail(&state) { detail.reduce(&$0, intent: intent) }
        case .newUser(let intent):
            return reduceNewUser(&state) { newUser.reduce(&$0, intent: intent) }
        case .deepLinkOpened(let id):
            // A new detail replaces the screen shown, even the same user's, whom it fetches.
            let told = lift(list.reduce(&state.list, action: .deepLinkOpened), in: &state)
            let opened = detail.open(userID: id)
            let closing = show(opened.state, in: &state)
            return told + closing + lift(opened.effects, of: state.openings, in: &state)
        }
    }

    func reduce(_ state: inout UsersState, action: UsersAction) -> Effects {
        switch action {
        case .list(let action):
            return lift(list.reduce(&state.list, action: action), in: &state)
        case .detail(let action, let opening):
            // An answer for a screen that is gone (closed, or replaced) is dropped.
            guard state.destination?.opening == opening else { return [] }
            return reduceDetail(&state) { detail.reduce(&$0, action: action) }
        case .newUser(let action, let opening):
            guard state.destination?.opening == opening else { return [] }
            return reduceNewUser(&state) { newUser.reduce(&$0, action: action) }
        }
    }

    /// Applies `reduce` to the detail on top, if that is what is on top.
    private func reduceDetail(
        _ state: inout UsersState, _ reduce: (inout UserDetailState) -> UserDetailReducer.Effects
    ) -> Effects {
        guard var shown = state.detail else { return [] }
        let effects = reduce(&shown.screen)
        state.destination = .detail(shown)
        return lift(effects, of: shown.opening, in: &state)
    }

    /// Applies `reduce` to the New user form on top, if that is what is on top.
    private func reduceNewUser(
        _ state: inout UsersState, _ reduce: (inout NewUserState) -> NewUserReducer.Effects
    ) -> Effects {
        guard var shown = state.newUser else { return [] }
        let effects = reduce(&shown.screen)
        state.destination = .newUser(shown)
        return lift(effects, of: shown.opening, in: &state)
    }

    /// Puts a detail showing `screen` on top of the list, in place of the screen shown, whose
    /// work is cancelled.
    private func show(_ screen: UserDetailState, in state: inout UsersState) -> Effects {
        let closing = closeDestination(in: &state)
        state.openings += 1
        state.destination = .detail(UsersState.Detail(opening: state.openings, screen: screen))
        return closing
    }

    /// Puts the New user form showing `screen` on top of the list, in place of the screen shown,
    /// whose work is cancelled.
    private func show(_ screen: NewUserState, in state: inout UsersState) -> Effects {
        let closing = closeDestination(in: &state)
        state.openings += 1
        state.destination = .newUser(UsersState.NewUser(opening: state.openings, screen: screen))
        return closing
    }

    /// Removes the screen on top of the list, if any, cancelling its request in flight.
    private func closeDestination(in state: inout UsersState) -> Effects {
        switch state.destination {
        case .detail(let shown):
            state.destination = nil
            return lift(detail.close(shown.screen), of: shown.opening, in: &state)
        case .newUser(let shown):
            state.destination = nil
            return lift(newUser.close(shown.screen), of: shown.opening, in: &state)
        case nil:
            return []
        }
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
            case .output(.openNewUser):
                lifted += show(NewUserState(), in: &state)
            case .output(.sessionExpired):
                lifted += closeDestination(in: &state)
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
                state.destination = nil
                lifted += lift(list.reduce(&state.list, action: .detailClosed), in: &state)
            case .output(.sessionExpired):
                // The list forgets first, so it is already signed out when it shows again.
                lifted += lift(list.reduce(&state.list, action: .sessionExpired), in: &state)
                lifted += closeDestination(in: &state)
            }
        }
        return lifted
    }

    // MARK: The New user form's effects

    /// Files the effects of New user form number `opening` under the form's ids, its requests
    /// under its opening, and handles its outputs.
    private func lift(
        _ effects: NewUserReducer.Effects, of opening: Int, in state: inout UsersState
    ) -> Effects {
        var lifted: Effects = []
        for effect in effects {
            switch effect {
            case .run(let request, let id):
                lifted.append(.run(.newUser(request, opening: opening), id: .newUser(id)))
            case .cancel(let id): lifted.append(.cancel(.newUser(id)))
            case .output(.userCreated(let user)):
                lifted += lift(list.reduce(&state.list, action: .userCreated(user)), in: &state)
            case .output(.close):
                // The form cancelled its own work; the list under it shows as it was, with its
                // first page (N1), so it has nothing to load.
                state.destination = nil
            case .output(.sessionExpired):
                // The list forgets first, so it is already signed out when it shows again.
                lifted += lift(list.reduce(&state.list, action: .sessionExpired), in: &state)
                lifted += closeDestination(in: &state)
            }
        }
        return lifted
    }
}
