import Observation
import SharedDomain

/// The detail view model's inputs: what the detail view calls (View → ViewModel).
@MainActor
protocol UserDetailViewModelInputs: AnyObject {
    /// The screen loaded: a deep-linked user is fetched.
    func load()
    /// Try the failed fetch again.
    func retry()
    /// Start editing.
    func edit()
    /// Type `text` into `field` of the draft.
    func set(_ field: UserDraft.Field, to text: String)
    /// Validate and save the draft.
    func save()
    /// Discard the draft.
    func cancel()
    /// Leave the screen.
    func back()
}

/// The detail view model's outputs: what the detail view draws, read inside its observation, so
/// a change of the state they come from repaints it (ViewModel → View).
@MainActor
protocol UserDetailViewModelOutputs: AnyObject {
    /// The screen title.
    var title: String { get }
    /// The line under the title.
    var subtitle: String? { get }
    /// The labelled values, in order.
    var fields: [(label: String, value: String)] { get }
    /// What the last save found wrong, under the fields.
    var messages: [String] { get }
    /// The last line.
    var statusText: String? { get }
}

/// The detail screen's view model: shows a user (tapped in the list, or fetched by id for a
/// deep link), edits a draft, saves it through the repository. Tells the outside world through
/// the closures it is given at `init`, never by navigating.
@Observable
@MainActor
final class UserDetailViewModel: UserDetailViewModelInputs, UserDetailViewModelOutputs {
    /// Everything the detail screen can be showing, and all that decides what an input does next.
    enum State: Equatable {
        /// A deep link's user is on its way (GET /users/ID).
        case loading(id: Int)
        /// The fetch failed; `retry` repeats it.
        case failed(id: Int, UsersError)
        /// The server has no user `id` (404): nothing to retry.
        case notFound(id: Int)
        /// The user is shown, viewed or edited.
        case shown(Shown)
    }

    /// A user on screen and what is being done with it.
    struct Shown: Equatable {
        /// The user as last saved (or fetched).
        var user: User
        /// Whether `user` is the saved copy shown because the server could not be reached.
        var fromCache: Bool
        /// Viewing, editing or saving.
        var mode: Mode
    }

    /// What the screen does with a shown user.
    enum Mode: Equatable {
        /// Showing the user; `justSaved` after a successful save.
        case viewing(justSaved: Bool)
        /// Editing a draft, with what the last save attempt found wrong.
        case editing(Form)
        /// The draft is on its way to the server.
        case saving(UserDraft)
    }

    /// The edit form's state.
    struct Form: Equatable {
        /// The values as typed.
        var draft: UserDraft
        /// Fields that failed validation on the last `save`.
        var issues: [UserDraft.Issue] = []
        /// Why the last save failed at the server.
        var saveFailure: UsersError?
    }

    /// The one source of truth the view renders and the inputs consult.
    private(set) var state: State

    @ObservationIgnored private let repository: any UserRepository
    @ObservationIgnored private let fetch: LatestRequest
    @ObservationIgnored private let saving: LatestRequest
    @ObservationIgnored private let onSaved: (User) -> Void
    @ObservationIgnored private let onClose: () -> Void
    @ObservationIgnored private let onSessionExpired: () -> Void

    /// How the screen was opened.
    enum Opening: Equatable {
        /// A row was tapped: the user is shown at once (SPEC D1).
        case user(User)
        /// A deep link: the user is fetched by id when the screen loads (SPEC D8).
        case deepLink(id: Int)
    }

    /// A view model for the user `opening` names, saving through `repository`; `onSaved`
    /// receives the user the server stored, `onClose` the user leaving, `onSessionExpired` a 401.
    init(
        opening: Opening, repository: any UserRepository, tracker: TaskTracker,
        onSaved: @escaping (User) -> Void, onClose: @escaping () -> Void,
        onSessionExpired: @escaping () -> Void
    ) {
        switch opening {
        case .user(let user):
            state = .shown(Shown(user: user, fromCache: false, mode: .viewing(justSaved: false)))
        case .deepLink(let id): state = .loading(id: id)
        }
        self.repository = repository
        fetch = LatestRequest(tracker: tracker)
        saving = LatestRequest(tracker: tracker)
        self.onSaved = onSaved
        self.onClose = onClose
        self.onSessionExpired = onSessionExpired
    }

    // MARK: Inputs

    /// Fetches the user while it is still to load (a deep link); a shown user is left as it is.
    func load() {
        guard case .loading(let id) = state else { return }
        fetchUser(id: id)
    }

    /// Repeats a failed fetch; not after a 404.
    func retry() {
        guard case .failed(let id, _) = state else { return }
        state = .loading(id: id)
        fetchUser(id: id)
    }

    /// Starts editing a draft prefilled with the user.
    func edit() {
        guard case .shown(var shown) = state, case .viewing = shown.mode else { return }
        shown.mode = .editing(Form(draft: UserDraft(user: shown.user)))
        state = .shown(shown)
    }

    /// Types `text` into `field` of the draft.
    func set(_ field: UserDraft.Field, to text: String) {
        guard case .shown(var shown) = state, case .editing(var form) = shown.mode else { return }
        form.draft[field] = text
        shown.mode = .editing(form)
        state = .shown(shown)
    }

    /// Validates, then sends the draft; invalid fields are shown and nothing is sent.
    func save() {
        guard case .shown(var shown) = state, case .editing(var form) = shown.mode else { return }
        let valid: User
        do {
            valid = try form.draft.validated()
        } catch {
            form.issues = form.draft.issues
            form.saveFailure = nil
            shown.mode = .editing(form)
            state = .shown(shown)
            return
        }
        shown.mode = .saving(form.draft)
        state = .shown(shown)
        saving.start { [repository] () async throws(UsersError) -> User in
            try await repository.updateUser(valid)
        } then: { [weak self] result in
            self?.apply(result, draft: form.draft)
        }
    }

    /// Leaves edit mode, discarding the draft (and an unfinished save).
    func cancel() {
        guard case .shown(var shown) = state else { return }
        switch shown.mode {
        case .viewing: return
        case .editing, .saving:
            saving.cancel()
            shown.mode = .viewing(justSaved: false)
            state = .shown(shown)
        }
    }

    /// Leaves the screen; whatever it was waiting for is cancelled and ignored.
    func back() {
        discardWork()
        onClose()
    }

    /// Stops every request of this screen: its answers, whenever they come, are ignored. The
    /// coordinator calls it when the screen is replaced or closed from outside.
    func discardWork() {
        fetch.cancel()
        saving.cancel()
    }

    // MARK: Answers

    private func fetchUser(id: Int) {
        fetch.start { [repository] () async throws(UsersError) -> FetchedUser in
            try await repository.fetchUser(id: id)
        } then: { [weak self] result in
            self?.apply(result, id: id)
        }
    }

    private func apply(_ result: Result<FetchedUser, UsersError>, id: Int) {
        switch result {
        case .success(let fetched):
            state = .shown(
                Shown(
                    user: fetched.user, fromCache: fetched.source == .cache, mode: .viewing(justSaved: false))
            )
        case .failure(.unauthorized):
            onSessionExpired()
        case .failure(.notFound):
            state = .notFound(id: id)
        case .failure(let error):
            state = .failed(id: id, error)
        }
    }

    private func apply(_ result: Result<User, UsersError>, draft: UserDraft) {
        guard case .shown(var shown) = state else { return }
        switch result {
        case .success(let saved):
            shown = Shown(user: saved, fromCache: false, mode: .viewing(justSaved: true))
            state = .shown(shown)
            onSaved(saved)
        case .failure(.unauthorized):
            onSessionExpired()
        case .failure(let error):
            shown.mode = .editing(Form(draft: draft, saveFailure: error))
            state = .shown(shown)
        }
    }
}

// MARK: Outputs (display-ready, pure functions of `state`)

extension UserDetailViewModel {
    /// "User #2".
    var title: String { "User #\(id)" }

    /// The id of the user on screen.
    var id: Int {
        switch state {
        case .loading(let id), .failed(let id, _), .notFound(let id): id
        case .shown(let shown): shown.user.id
        }
    }

    /// What is being done with the shown user; nil until a user is shown.
    var mode: Mode? {
        guard case .shown(let shown) = state else { return nil }
        return shown.mode
    }

    /// "Editing" while a draft is shown.
    var subtitle: String? {
        switch mode {
        case .editing, .saving: "Editing"
        case .viewing, nil: nil
        }
    }

    /// The labelled values: the user when viewing, the draft when editing; none until loaded.
    var fields: [(label: String, value: String)] {
        guard case .shown(let shown) = state else { return [] }
        switch shown.mode {
        case .viewing: return [("Name", shown.user.name), ("Email", shown.user.email)]
        case .editing(let form): return Self.formFields(form.draft)
        case .saving(let draft): return Self.formFields(draft)
        }
    }

    /// Fetch failures, the offline notice, validation and save failures.
    var messages: [String] {
        switch state {
        case .loading: return []
        case .failed(_, let error): return ["! Could not load user: \(error.reason)", "  retry to try again"]
        case .notFound(let id): return ["! No user #\(id)"]
        case .shown(let shown):
            switch shown.mode {
            case .viewing: return shown.fromCache ? ["Offline: showing saved user"] : []
            case .editing(let form):
                return form.issues.map { "! \($0.message)" }
                    + (form.saveFailure.map { ["! Could not save: \($0.reason)"] } ?? [])
            case .saving: return []
            }
        }
    }

    /// "Loading user…", "Saving…" or "Saved".
    var statusText: String? {
        if case .loading = state { return "Loading user…" }
        switch mode {
        case .viewing(justSaved: true): return "Saved"
        case .saving: return "Saving…"
        case .viewing, .editing, nil: return nil
        }
    }

    private static func formFields(_ draft: UserDraft) -> [(label: String, value: String)] {
        [("First name", draft.firstName), ("Last name", draft.lastName), ("Email", draft.email)]
    }
}
