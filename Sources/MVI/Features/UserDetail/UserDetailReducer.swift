import SharedDomain

/// The detail's rules (SPEC §3 D1–D8) as pure functions of the state: fetching a deep link's
/// user, editing, validating, saving, cancelling, leaving.
struct UserDetailReducer: Sendable {
    /// The detail's cancellable work.
    enum EffectID: Hashable, Sendable {
        /// The fetch of a deep link's user.
        case load
        /// The save in flight.
        case save
    }

    /// What the detail's rules return: work for the Store, news for the flow's reducer.
    typealias Effects = [Effect<UserDetailRequest, UserDetailOutput, EffectID>]

    /// A deep link's detail (SPEC D8): it opens fetching user `userID`, its first request.
    func open(userID: Int) -> (state: UserDetailState, effects: Effects) {
        let request = UserDetailRequest.load(userID: userID, number: 1)
        return (
            UserDetailState(userID: userID, mode: .loading(request), requestCount: 1),
            [.run(request, id: .load)]
        )
    }

    func reduce(_ state: inout UserDetailState, intent: UserDetailIntent) -> Effects {
        switch intent {
        case .retryTapped:
            // An unknown user stays unknown: only a failure that may pass is tried again.
            guard case .loadFailed(let error) = state.mode, error != .notFound else { return [] }
            return load(&state)
        case .editTapped:
            guard case .viewing(let shown, _) = state.mode else { return [] }
            state.mode = .editing(shown, UserForm(draft: UserDraft(user: shown.user)))
            return []
        case .fieldChanged(let field, let text):
            guard case .editing(let shown, var form) = state.mode else { return [] }
            form.draft[field] = text
            state.mode = .editing(shown, form)
            return []
        case .saveTapped:
            guard case .editing(let shown, var form) = state.mode else { return [] }
            guard let user = form.validate() else {
                // Invalid: every failing field is shown and nothing is sent.
                state.mode = .editing(shown, form)
                return []
            }
            state.requestCount += 1
            let request = UserDetailRequest.save(user, number: state.requestCount)
            state.mode = .saving(shown, form, request)
            return [.run(request, id: .save)]
        case .cancelTapped:
            switch state.mode {
            case .loading, .loadFailed, .viewing: return []
            case .editing(let shown, _):
                state.mode = .viewing(shown, justSaved: false)
                return []
            case .saving(let shown, _, _):
                state.mode = .viewing(shown, justSaved: false)
                return [.cancel(.save)]
            }
        case .backTapped:
            return close(state) + [.output(.close)]
        }
    }

    func reduce(_ state: inout UserDetailState, action: UserDetailAction) -> Effects {
        // Only the request in flight may answer, recognised by identity; after a cancel, or a
        // newer request, the screen has moved on.
        switch action {
        case .userLoaded(let fetched, let request):
            guard case .loading(request) = state.mode else { return [] }
            state.mode = .viewing(fetched, justSaved: false)
            return []
        case .loadFailed(let error, let request):
            guard case .loading(request) = state.mode else { return [] }
            state.mode = .loadFailed(error)
            return error == .unauthorized ? [.output(.sessionExpired)] : []
        case .saveSucceeded(let saved, let request):
            guard case .saving(_, _, request) = state.mode else { return [] }
            state.mode = .viewing(FetchedUser(user: saved, source: .remote), justSaved: true)
            return [.output(.userSaved(saved))]
        case .saveFailed(let error, let request):
            guard case .saving(let shown, var form, request) = state.mode else { return [] }
            // `.cancelled` included: the current save ended, so "Saving…" ends too.
            form.saveFailed(error)
            state.mode = .editing(shown, form)
            return error == .unauthorized ? [.output(.sessionExpired)] : []
        }
    }

    /// The work to cancel when the detail closes, whatever closes it: its request in flight.
    func close(_ state: UserDetailState) -> Effects {
        switch state.mode {
        case .loading: [.cancel(.load)]
        case .saving: [.cancel(.save)]
        case .loadFailed, .viewing, .editing: []
        }
    }

    /// Fetches the user under the load id, as the detail's next request.
    private func load(_ state: inout UserDetailState) -> Effects {
        state.requestCount += 1
        let request = UserDetailRequest.load(userID: state.userID, number: state.requestCount)
        state.mode = .loading(request)
        return [.run(request, id: .load)]
    }
}
