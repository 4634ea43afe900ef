import SharedDomain

/// Everything the detail screen can be showing, and all that decides what an input does next.
/// A value with its transitions: the view model holds one and changes it only through these,
/// storing the result only when a transition changed something.
enum UserDetailState: Equatable {
    /// A deep link's user is on its way (GET /users/ID).
    case loading(id: Int)
    /// The fetch failed; `retry` repeats it.
    case failed(id: Int, UsersError)
    /// The server has no user `id` (404): nothing to retry.
    case notFound(id: Int)
    /// The user is shown, viewed or edited.
    case shown(Shown)

    /// A user on screen and what is being done with it.
    struct Shown: Equatable {
        /// The user as last saved (or fetched).
        var user: User
        /// Whether `user` is the saved copy shown because the server could not be reached.
        var fromCache = false
        /// Viewing, editing or saving.
        var mode = Mode.viewing(justSaved: false)
    }

    /// What the screen does with a shown user.
    enum Mode: Equatable {
        /// Showing the user; `justSaved` after a successful save.
        case viewing(justSaved: Bool)
        /// Editing a draft on the form, with what the last save attempt found wrong, if anything.
        case editing(UserForm)
        /// The draft is on its way to the server.
        case saving(UserDraft)
    }
}

// MARK: Transitions

extension UserDetailState {
    /// Fetches again after a failed fetch: loading, and the id to fetch; nil otherwise (a 404
    /// has nothing to retry).
    mutating func retryFetch() -> Int? {
        guard case .failed(let id, _) = self else { return nil }
        self = .loading(id: id)
        return id
    }

    /// Starts editing a draft prefilled with the shown user; nothing unless viewing one.
    mutating func edit() {
        guard case .shown(var shown) = self, case .viewing = shown.mode else { return }
        shown.mode = .editing(UserForm(draft: UserDraft(user: shown.user)))
        self = .shown(shown)
    }

    /// Types `text` into `field` of the draft being edited.
    mutating func set(_ field: UserDraft.Field, to text: String) {
        guard case .shown(var shown) = self, case .editing(var form) = shown.mode else { return }
        form.draft[field] = text
        shown.mode = .editing(form)
        self = .shown(shown)
    }

    /// Validates the draft being edited (`UserForm.validate()`): the user to send, now saving; or
    /// nil, with every invalid field shown (or nothing being edited).
    mutating func startSaving() -> User? {
        guard case .shown(var shown) = self, case .editing(var form) = shown.mode else { return nil }
        guard let valid = form.validate() else {
            shown.mode = .editing(form)
            self = .shown(shown)
            return nil
        }
        shown.mode = .saving(form.draft)
        self = .shown(shown)
        return valid
    }

    /// Back to viewing the user, the draft discarded; whether there was a draft to discard.
    mutating func cancelEditing() -> Bool {
        guard case .shown(var shown) = self else { return false }
        switch shown.mode {
        case .viewing: return false
        case .editing, .saving:
            shown.mode = .viewing(justSaved: false)
            self = .shown(shown)
            return true
        }
    }

    /// Shows what the fetch of user `id` brought (a 401 is the coordinator's).
    mutating func finishFetch(of id: Int, with result: Result<FetchedUser, UsersError>) {
        switch result {
        case .success(let fetched):
            self = .shown(Shown(user: fetched.user, fromCache: fetched.source == .cache))
        case .failure(.notFound): self = .notFound(id: id)
        case .failure(let error): self = .failed(id: id, error)
        }
    }

    /// Shows what the save of the saving draft brought (a 401 is the coordinator's): the
    /// server's user, or the draft again with why it failed.
    mutating func finishSave(with result: Result<User, UsersError>) {
        guard case .shown(var shown) = self, case .saving(let draft) = shown.mode else { return }
        switch result {
        case .success(let saved): shown = Shown(user: saved, mode: .viewing(justSaved: true))
        case .failure(let error): shown.mode = .editing(UserForm(draft: draft, problem: .notSaved(error)))
        }
        self = .shown(shown)
    }
}
