import Observation
import SharedDomain

/// The New user form's view model: fills a new user's draft, validates it and creates the user
/// through the repository; its state is a `NewUserState`. Tells the outside world through the
/// closures it is given at `init`, never by navigating. Its save lives as long as it does:
/// closing the form frees it, and with it its `LatestRequest`, which cancels what is in flight.
@Observable
@MainActor
class NewUserViewModel {
    /// The one source of truth the view renders and the inputs consult.
    private(set) var state = NewUserState.editing(UserForm(draft: UserDraft()))

    private let repository: any UserRepository
    private let saving: LatestRequest
    private let onCreated: (User) -> Void
    private let onClose: () -> Void
    private let onSessionExpired: () -> Void

    /// A view model for an empty draft, created through `repository`; `onCreated` receives the
    /// user the server created, `onClose` the user leaving, `onSessionExpired` a 401.
    init(
        repository: any UserRepository, tracker: TaskTracker, onCreated: @escaping (User) -> Void,
        onClose: @escaping () -> Void, onSessionExpired: @escaping () -> Void
    ) {
        self.repository = repository
        saving = LatestRequest(tracker: tracker)
        self.onCreated = onCreated
        self.onClose = onClose
        self.onSessionExpired = onSessionExpired
    }

    // MARK: Inputs

    /// Types `text` into `field` of the draft.
    func set(_ field: UserDraft.Field, to text: String) {
        update { $0.set(field, to: text) }
    }

    /// Validates, then sends the draft; invalid fields are shown and nothing is sent, and a save
    /// already on its way sends nothing more.
    func save() {
        guard let draft = update({ $0.startSaving() }) else { return }
        saving.start { [repository] () async throws(UsersError) -> User in
            try await repository.createUser(draft)
        } then: { [weak self] result in
            self?.finishSave(with: result)
        }
    }

    /// Leaves the form (`cancel` or `back`), discarding the draft: the coordinator closes it,
    /// which frees this view model and cancels a save on its way.
    func close() {
        onClose()
    }

    // MARK: Answers

    private func finishSave(with result: Result<User, UsersError>) {
        switch result {
        // A 401 is the coordinator's, as every screen's is: it signs the list out and closes this.
        case .failure(.unauthorized): onSessionExpired()
        // So is the created user: the coordinator closes the form and tells the list. The state is
        // left saving, as on a 401: the form is done, and its View, being closed, is told of nothing.
        case .success(let created): onCreated(created)
        case .failure(let error): update { $0.saveFailed(error) }
        }
    }

    /// Runs `transition` on a copy of the state and stores the copy only if it changed: writing
    /// `state` is what tells the View, so an input that changes nothing (`save` while saving)
    /// must not write it, as the detail's view model does.
    @discardableResult
    private func update<Outcome>(_ transition: (inout NewUserState) -> Outcome) -> Outcome {
        var next = state
        let outcome = transition(&next)
        if next != state { state = next }
        return outcome
    }
}

// MARK: Outputs (display-ready, pure functions of `state`)

extension NewUserViewModel {
    /// The form's title.
    var title: String { "New user" }

    /// "Editing": the form shows its draft until it closes.
    var subtitle: String { "Editing" }

    /// The labelled values of the draft.
    var fields: [(label: String, value: String)] {
        switch state {
        case .editing(let form): form.fields
        // A draft on its way shows as the form with nothing found wrong.
        case .saving(let draft): UserForm(draft: draft).fields
        }
    }

    /// Validation and save failures.
    var messages: [String] {
        guard case .editing(let form) = state else { return [] }
        return form.messages
    }

    /// "Saving…" while the draft is on its way.
    var statusText: String? {
        guard case .saving = state else { return nil }
        return "Saving…"
    }
}
