import Observation
import SharedDomain

/// The detail screen's view model: shows a user (tapped in the list, or fetched by id for a
/// deep link), edits a draft, saves it through the repository; its state is a
/// `UserDetailState`. Tells the outside world through the closures it is given at `init`,
/// never by navigating. Its requests live as long as it does: closing the screen frees it, and
/// with it its `LatestRequest`s, which cancel what is in flight.
@Observable
@MainActor
class UserDetailViewModel {
    /// How the screen was opened.
    enum Opening: Equatable {
        /// A row was tapped: the user is shown at once (SPEC D1).
        case user(User)
        /// A deep link: the user is fetched by id when the screen loads (SPEC D8).
        case deepLink(id: Int)
    }

    /// The one source of truth the view renders and the inputs consult.
    private(set) var state: UserDetailState

    private let repository: any UserRepository
    private let fetch: LatestRequest
    private let saving: LatestRequest
    private let onSaved: (User) -> Void
    private let onClose: () -> Void
    private let onSessionExpired: () -> Void

    /// A view model for the user `opening` names, saving through `repository`; `onSaved`
    /// receives the user the server stored, `onClose` the user leaving, `onSessionExpired` a 401.
    init(
        opening: Opening, repository: any UserRepository, tracker: TaskTracker,
        onSaved: @escaping (User) -> Void, onClose: @escaping () -> Void,
        onSessionExpired: @escaping () -> Void
    ) {
        state =
            switch opening {
            case .user(let user): .shown(UserDetailState.Shown(user: user))
            case .deepLink(let id): .loading(id: id)
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
        guard let id = update({ $0.retryFetch() }) else { return }
        fetchUser(id: id)
    }

    /// Starts editing a draft prefilled with the user.
    func edit() {
        update { $0.edit() }
    }

    /// Types `text` into `field` of the draft.
    func set(_ field: UserDraft.Field, to text: String) {
        update { $0.set(field, to: text) }
    }

    /// Validates, then sends the draft; invalid fields are shown and nothing is sent.
    func save() {
        guard let valid = update({ $0.startSaving() }) else { return }
        saving.start { [repository] () async throws(UsersError) -> User in
            try await repository.updateUser(valid)
        } then: { [weak self] result in
            self?.finishSave(with: result)
        }
    }

    /// Leaves edit mode, discarding the draft (and an unfinished save).
    func cancel() {
        guard update({ $0.cancelEditing() }) else { return }
        saving.cancel()
    }

    /// Leaves the screen: the coordinator closes it, which frees this view model and cancels
    /// whatever it was waiting for.
    func back() {
        onClose()
    }

    // MARK: Answers

    private func fetchUser(id: Int) {
        fetch.start { [repository] () async throws(UsersError) -> FetchedUser in
            try await repository.fetchUser(id: id)
        } then: { [weak self] result in
            self?.finishFetch(of: id, with: result)
        }
    }

    private func finishFetch(of id: Int, with result: Result<FetchedUser, UsersError>) {
        // A 401 is the coordinator's, as every screen's is: it signs the list out and closes this.
        if case .failure(.unauthorized) = result { return onSessionExpired() }
        update { $0.finishFetch(of: id, with: result) }
    }

    private func finishSave(with result: Result<User, UsersError>) {
        if case .failure(.unauthorized) = result { return onSessionExpired() }
        update { $0.finishSave(with: result) }
        if case .success(let saved) = result { onSaved(saved) }
    }

    /// Runs `transition` on a copy of the state and stores the copy only if it changed: writing
    /// `state` is what tells the View, so an input that changes nothing (`edit` while editing)
    /// must not write it. The playbook's view model guards before it mutates for the same reason.
    @discardableResult
    private func update<Outcome>(_ transition: (inout UserDetailState) -> Outcome) -> Outcome {
        var next = state
        let outcome = transition(&next)
        if next != state { state = next }
        return outcome
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
    var mode: UserDetailState.Mode? {
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
        case .editing(let form): return form.fields
        // A draft on its way shows as the form with nothing found wrong.
        case .saving(let draft): return UserForm(draft: draft).fields
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
            case .editing(let form): return form.messages
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
}
