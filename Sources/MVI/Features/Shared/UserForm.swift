import SharedDomain

/// A user's form as one value: the draft as typed, and what the last `save` found wrong with it.
/// The detail's edit mode and the New user form are the same form (SPEC D3–D6, N2–N4), so both
/// States carry this value in the modes that show it (editing, saving), and both reducers change
/// it through the same pure transitions.
struct UserForm: Hashable, Sendable {
    /// The values as typed.
    var draft: UserDraft
    /// Fields that failed validation on the last `save`; kept while the user types.
    var issues: [UserDraft.Issue] = []
    /// Why the last save failed at the server.
    var saveFailure: UsersError?

    /// `save` validates first (D4, N2): the trimmed user to send when the draft is valid, with
    /// nothing found wrong; an invalid draft keeps every failing field and gives nil, so nothing
    /// is sent. Either way the last save's failure is forgotten.
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

    /// The server did not store the draft (D6, N4): the form shows why, its draft intact, so
    /// `save` can try again.
    mutating func saveFailed(_ error: UsersError) {
        saveFailure = error
    }
}
