import SharedDomain

/// What the New user form is doing, as a value its Presenter keeps: the draft lives in both
/// cases, so no save in flight can lose it. The transitions are the Presenter's decisions that
/// need no request; each answers whether it applied.
enum NewUserState: Hashable, Sendable {
    /// Filling in `draft`, with what the last `save` found wrong: failing fields, or the server.
    case editing(UserDraft, issues: [UserDraft.Issue], saveFailure: UsersError?)
    /// `draft` is on its way to the server.
    case saving(UserDraft)

    /// The empty form: a new user's draft, nothing found wrong yet.
    init() {
        self = .editing(UserDraft(), issues: [], saveFailure: nil)
    }

    /// Types into the draft; only while editing. What the last `save` found stays.
    mutating func change(_ field: UserDraft.Field, to text: String) -> Bool {
        guard case .editing(var draft, let issues, let saveFailure) = self else { return false }
        draft[field] = text
        self = .editing(draft, issues: issues, saveFailure: saveFailure)
        return true
    }

    /// The draft to send when it is valid, now saving; an invalid draft shows every failing
    /// field and sends nothing (nil). Only while editing.
    mutating func save() -> UserDraft? {
        guard case .editing(let draft, _, _) = self else { return nil }
        let issues = draft.issues
        guard issues.isEmpty else {
            self = .editing(draft, issues: issues, saveFailure: nil)
            return nil
        }
        self = .saving(draft)
        return draft
    }

    /// The server did not create the user: back to editing the draft, with the reason. A
    /// cancelled answer reaches here only for the current save, so `save` can try again.
    mutating func saveFailed(_ error: UsersError) {
        guard case .saving(let draft) = self else { return }
        self = .editing(draft, issues: [], saveFailure: error)
    }
}
