import SharedDomain

/// The detail's rules (SPEC §3 D1–D8) as pure functions of the state: fetching a deep link's
/// user, editing, validating, saving, cancelling, leaving.
struct UserDetailReducer: Reducer {
    typealias State = UserDetailState
    typealias Intent = UserDetailIntent
    typealias Action = UserDetailAction
    typealias Request = UserDetailRequest
    typealias Output = UserDetailOutput

    /// The detail's cancellable work.
    enum EffectID: Hashable, Sendable {
        /// The fetch of a deep link's user.
        case load
        /// The save in flight.
        case save
    }

    /// The rules; they hold no state of their own.
    init() {}

    func reduce(_ state: inout State, intent: Intent) -> [EffectOf<Self>] {
        switch intent {
        case .opened:
            guard case .notLoaded = state.mode else { return [] }
            return load(&state)
        case .retryTapped:
            // An unknown user stays unknown: only a failure that may pass is tried again.
            guard case .loadFailed(let error) = state.mode, error != .notFound else { return [] }
            return load(&state)
        case .editTapped:
            guard case .viewing = state.mode, let user = state.user else { return [] }
            state.mode = .editing(State.Form(draft: UserDraft(user: user)))
            return []
        case .fieldChanged(let field, let text):
            guard case .editing(var form) = state.mode else { return [] }
            form.draft[field] = text
            state.mode = .editing(form)
            return []
        case .saveTapped:
            guard case .editing(var form) = state.mode else { return [] }
            do throws(UsersError) {
                let user = try form.draft.validated()
                let request = nextRequest(in: &state) { .save(user, number: $0) }
                state.mode = .saving(form.draft, request)
                return [.run(request, id: .save)]
            } catch {
                // Invalid: every failing field is shown and nothing is sent.
                form.issues = form.draft.issues
                form.saveFailure = nil
                state.mode = .editing(form)
                return []
            }
        case .cancelTapped:
            switch state.mode {
            case .notLoaded, .loading, .loadFailed, .viewing: return []
            case .editing:
                state.mode = .viewing(justSaved: false)
                return []
            case .saving:
                state.mode = .viewing(justSaved: false)
                return [.cancel(.save)]
            }
        case .backTapped:
            switch state.mode {
            case .loading: return [.cancel(.load), .output(.close)]
            case .saving: return [.cancel(.save), .output(.close)]
            case .notLoaded, .loadFailed, .viewing, .editing: return [.output(.close)]
            }
        }
    }

    func reduce(_ state: inout State, action: Action) -> [EffectOf<Self>] {
        // Only the request in flight may answer, recognised by identity; after a cancel, or a
        // newer request, the screen has moved on.
        switch action {
        case .userLoaded(let fetched, let request):
            guard case .loading(request) = state.mode else { return [] }
            state.user = fetched.user
            state.source = fetched.source
            state.mode = .viewing(justSaved: false)
            return []
        case .loadFailed(let error, let request):
            guard case .loading(request) = state.mode else { return [] }
            state.mode = .loadFailed(error)
            return error == .unauthorized ? [.output(.sessionExpired)] : []
        case .saveSucceeded(let saved, let request):
            guard case .saving(_, request) = state.mode else { return [] }
            state.user = saved
            state.source = .remote
            state.mode = .viewing(justSaved: true)
            return [.output(.userSaved(saved))]
        case .saveFailed(let error, let request):
            guard case .saving(let draft, request) = state.mode else { return [] }
            // `.cancelled` included: the current save ended, so "Saving…" ends too.
            state.mode = .editing(State.Form(draft: draft, saveFailure: error))
            return error == .unauthorized ? [.output(.sessionExpired)] : []
        }
    }

    /// Fetches the user under the load id.
    private func load(_ state: inout State) -> [EffectOf<Self>] {
        let request = nextRequest(in: &state) { [userID = state.userID] in .load(userID: userID, number: $0) }
        state.mode = .loading(request)
        return [.run(request, id: .load)]
    }

    /// The detail's next request, numbered one more than the last.
    private func nextRequest(in state: inout State, _ make: (Int) -> Request) -> Request {
        state.requestCount += 1
        return make(state.requestCount)
    }
}
