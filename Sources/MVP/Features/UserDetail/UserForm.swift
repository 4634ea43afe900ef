import SharedDomain

/// The edit form as a value: the draft as typed, and what the last `save` found wrong with it.
/// The detail's edit mode and the New user form are the same form, so `UserDetailState` and
/// `NewUserState` both keep it, in the cases that show it, and change it through the same
/// transitions; each state decides only when they apply.
struct UserForm: Hashable, Sendable {
    /// The values as typed.
    var draft: UserDraft
    /// Fields that failed validation on the last `save`; kept while the user types.
    var issues: [UserDraft.Issue] = []
    /// Why the last save failed at the server.
    var saveFailure: UsersError?

    /// `save` validates first: the trimmed user to send when the draft is valid, with nothing
    /// found wrong; an invalid draft keeps every failing field and gives nil, so nothing is
    /// sent. Either way the last save's failure is forgotten.
    mutating func validate() -> User? {
        saveFailure = nil
        do throws(UsersError) {
            let valid = try draft.validated()
            issues = []
            return valid
        } catch {
            issues = draft.issues
            return nil
        }
    }

    /// The server did not store the draft: the form shows why, its draft intact, so `save` can
    /// try again.
    mutating func saveFailed(_ error: UsersError) {
        saveFailure = error
    }
}
