import SharedDomain

/// The detail's business logic, one method per use case. Called by `UserDetailViewController` only.
@MainActor
protocol UserDetailBusinessLogic: AnyObject {
    /// Present the user as the DataStore holds it, or load it by the DataStore's id.
    func showUser()
    /// Load the user again, if its load failed (not after a 404) and none is in flight.
    func retry()
    /// Start editing, if viewing.
    func edit()
    /// Change a field of the draft, if editing.
    func changeField(request: UserDetailModels.ChangeField.Request)
    /// Validate the draft and, if it is valid, send it; if editing.
    func save()
    /// Leave edit mode, discarding the draft and cancelling a save in flight.
    func cancel()
    /// The user leaves the scene: its work in flight is cancelled and the scene below is told.
    func back()
}

/// The detail's data, filled by the Router of the scene that opens it.
@MainActor
protocol UserDetailDataStore: AnyObject {
    /// The user shown; passed in by `UserListRouter` when a row is tapped.
    var user: User? { get set }
    /// The id of the user to load; passed in by `UserListRouter` for a deep link.
    var userID: Int? { get set }
}

/// The detail's output, to the scene below it. Called by `UserDetailInteractor`; the list's
/// Interactor receives it, wired by `UserListConfigurator` through `UserDetailConfigurator`.
@MainActor
protocol UserDetailDelegate: AnyObject {
    /// `user` was saved; it is what the server stored.
    func userDetailDidSave(_ user: User)
    /// A request of the detail answered 401: the session expired, for the whole app.
    func userDetailSessionDidExpire()
    /// The user went back from the detail to the scene below it.
    func userDetailDidClose()
}

/// The User Detail scene's Interactor: the rules of loading, viewing, editing and saving a
/// user. It asks the Worker to load and save and presents the whole detail after every change.
@MainActor
final class UserDetailInteractor: UserDetailBusinessLogic, UserDetailDataStore {
    /// Where responses go.
    var presenter: (any UserDetailPresentationLogic)?
    /// Told about saved users and an expired session; weak, because it belongs to the scene
    /// below.
    weak var delegate: (any UserDetailDelegate)?
    // The only path to the repository.
    private let worker: any UserDetailWorkerLogic

    /// The id to load when no user was passed in.
    var userID: Int?

    // The user and what the detail does with it, or how its load is going, in one value: nil
    // until a user is passed in or its load starts.
    private var content: UserDetailModels.Content?
    // Latest intent wins here too: retry, cancel and back make a call in flight stale, and a
    // stale answer is never presented.
    private let userCall: LatestRequest
    private let saveCall: LatestRequest

    /// An Interactor loading and saving through `worker`, its tasks started by `tracker`.
    init(worker: any UserDetailWorkerLogic, tracker: TaskTracker) {
        self.worker = worker
        self.userCall = LatestRequest(tracker: tracker)
        self.saveCall = LatestRequest(tracker: tracker)
    }

    /// The user as last passed in, loaded or saved; one passed in is shown as the server's.
    var user: User? {
        get {
            guard case .user(let user, _, _) = content else { return nil }
            return user
        }
        set {
            content = newValue.map { .user($0, source: .remote, mode: .viewing(justSaved: false)) }
        }
    }

    // MARK: Business logic

    func showUser() {
        if user == nil, userID != nil {
            startLoading()
        } else {
            presentUser()
        }
    }

    func retry() {
        guard case .loadFailed = content else { return }
        startLoading()
    }

    func edit() {
        guard case .user(let user, let source, .viewing) = content else { return }
        content = .user(
            user, source: source, mode: .editing(UserDetailModels.Form(draft: UserDraft(user: user))))
        presentUser()
    }

    func changeField(request: UserDetailModels.ChangeField.Request) {
        guard case .user(let user, let source, .editing(var form)) = content else { return }
        form.draft[request.field] = request.text
        content = .user(user, source: source, mode: .editing(form))
        presentUser()
    }

    func save() {
        guard case .user(let user, let source, .editing(let form)) = content else { return }
        let valid: User
        do throws(UsersError) {
            valid = try form.draft.validated()
        } catch {
            // Every failing field at once, and nothing is sent.
            let checked = UserDetailModels.Form(draft: form.draft, issues: form.draft.issues)
            content = .user(user, source: source, mode: .editing(checked))
            presentUser()
            return
        }
        content = .user(user, source: source, mode: .saving(form.draft))
        // "Saving…" is on screen before the Worker is awaited.
        presentUser()
        let worker = worker
        saveCall.start { () async throws(UsersError) -> User in
            try await worker.saveUser(valid)
        } then: { [weak self] result in
            self?.finishSaving(with: result, draft: form.draft)
        }
    }

    func cancel() {
        guard case .user(let user, let source, let mode) = content else { return }
        if case .viewing = mode { return }
        saveCall.cancel()
        content = .user(user, source: source, mode: .viewing(justSaved: false))
        presentUser()
    }

    func back() {
        userCall.cancel()
        saveCall.cancel()
        delegate?.userDetailDidClose()
    }

    // MARK: Loading

    private func startLoading() {
        guard let userID else { return }
        content = .loading
        // "Loading user…" is on screen before the Worker is awaited.
        presentUser()
        let worker = worker
        userCall.start { () async throws(UsersError) -> FetchedUser in
            try await worker.fetchUser(id: userID)
        } then: { [weak self] result in
            self?.finishLoading(with: result)
        }
    }

    private func finishLoading(with result: Result<FetchedUser, UsersError>) {
        switch result {
        case .success(let fetched):
            content = .user(fetched.user, source: fetched.source, mode: .viewing(justSaved: false))
        case .failure(.unauthorized):
            delegate?.userDetailSessionDidExpire()
            return
        case .failure(.notFound):
            content = .notFound
        case .failure(let error):
            // A cancelled current load is a failure like any other: `retry` repeats it.
            content = .loadFailed(error)
        }
        presentUser()
    }

    // MARK: Saving

    private func finishSaving(with result: Result<User, UsersError>, draft: UserDraft) {
        switch result {
        case .success(let saved):
            content = .user(saved, source: .remote, mode: .viewing(justSaved: true))
            presentUser()
            delegate?.userDetailDidSave(saved)
        case .failure(.unauthorized):
            delegate?.userDetailSessionDidExpire()
        case .failure(let error):
            // The draft stays as typed, so `save` again retries it; a cancelled current save
            // is a failure like any other.
            guard case .user(let user, let source, _) = content else { return }
            let failed = UserDetailModels.Form(draft: draft, saveFailure: error)
            content = .user(user, source: source, mode: .editing(failed))
            presentUser()
        }
    }

    private func presentUser() {
        guard let content, let id = user?.id ?? userID else { return }
        presenter?.presentUser(response: UserDetailModels.ShowUser.Response(id: id, content: content))
    }
}
