import SharedDomain

/// What the detail screen is doing, as a value its Presenter keeps: the user shown lives in
/// the cases that show one, so no case can be "viewing" without a user. The transitions are
/// the Presenter's decisions that need no request; each answers whether it applied.
enum UserDetailState: Hashable, Sendable {
    /// The user is on its way from the server (a deep link).
    case loading
    /// Loading the user failed; `retry` repeats it unless the server does not know the id.
    case loadFailed(UsersError)
    /// Showing `user`; `justSaved` right after a successful save.
    case viewing(FetchedUser, justSaved: Bool)
    /// Editing a draft of `user` in the form (`UserForm`, the New user form's too).
    case editing(FetchedUser, UserForm)
    /// The form's draft of `user` is on its way to the server.
    case saving(FetchedUser, UserForm)

    /// Starts editing a draft prefilled with the user; only while viewing.
    mutating func edit() -> Bool {
        guard case .viewing(let user, _) = self else { return false }
        self = .editing(user, UserForm(draft: UserDraft(user: user.user)))
        return true
    }

    /// Types into the draft; only while editing. What the last `save` found stays.
    mutating func change(_ field: UserDraft.Field, to text: String) -> Bool {
        guard case .editing(let user, var form) = self else { return false }
        form.draft[field] = text
        self = .editing(user, form)
        return true
    }

    /// The user to send when the draft is valid, now saving; an invalid draft shows every
    /// failing field and sends nothing (nil). Only while editing.
    mutating func save() -> User? {
        guard case .editing(let user, var form) = self else { return nil }
        guard let valid = form.validate() else {
            self = .editing(user, form)
            return nil
        }
        self = .saving(user, form)
        return valid
    }

    /// The server did not store the draft: back to editing it, with the reason. A cancelled
    /// answer reaches here only for the current save, so `save` can try again.
    mutating func saveFailed(_ error: UsersError) {
        guard case .saving(let user, var form) = self else { return }
        form.saveFailed(error)
        self = .editing(user, form)
    }

    /// Leaves edit mode, discarding the draft; only while editing or saving.
    mutating func cancel() -> Bool {
        switch self {
        case .editing(let user, _), .saving(let user, _):
            self = .viewing(user, justSaved: false)
            return true
        case .loading, .loadFailed, .viewing:
            return false
        }
    }

    /// A failed load can be tried again, unless the server does not know the id.
    var canRetry: Bool {
        guard case .loadFailed(let error) = self else { return false }
        return error != .notFound
    }
}
