import SharedDomain

/// What the New user form is doing, as a value its Presenter keeps: the form, a `UserForm`,
/// lives in both cases, so no save in flight can lose its draft. The transitions are the
/// Presenter's decisions that need no request; each answers whether it applied.
enum NewUserState: Hashable, Sendable {
    /// Filling in the form.
    case editing(UserForm)
    /// The form's draft is on its way to the server.
    case saving(UserForm)

    /// The empty form: a new user's draft, nothing found wrong yet.
    init() {
        self = .editing(UserForm(draft: UserDraft()))
    }

    /// Types into the draft; only while editing. What the last `save` found stays.
    mutating func change(_ field: UserDraft.Field, to text: String) -> Bool {
        guard case .editing(var form) = self else { return false }
        form.draft[field] = text
        self = .editing(form)
        return true
    }

    /// The draft to send when it is valid, now saving; an invalid draft shows every failing
    /// field and sends nothing (nil). Only while editing.
    mutating func save() -> UserDraft? {
        guard case .editing(var form) = self else { return nil }
        guard form.validate() != nil else {
            self = .editing(form)
            return nil
        }
        self = .saving(form)
        // As typed: the repository trims it as it sends it.
        return form.draft
    }

    /// The server did not create the user: back to editing the draft, with the reason. A
    /// cancelled answer reaches here only for the current save, so `save` can try again.
    mutating func saveFailed(_ error: UsersError) {
        guard case .saving(var form) = self else { return }
        form.saveFailed(error)
        self = .editing(form)
    }
}
