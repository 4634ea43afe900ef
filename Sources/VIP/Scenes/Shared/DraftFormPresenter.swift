import SharedDomain

/// How both scenes that edit a draft word it: the User Detail scene's edit mode and the New
/// User scene. Each scene keeps its own Models, as the template has it; their Presenters format
/// the form here, so the two forms cannot drift apart.
enum DraftFormPresenter {
    /// The form's fields in form order, showing `draft` as typed, each built by `field` as the
    /// calling scene's `DisplayedField`.
    static func fields<Field>(of draft: UserDraft, _ field: (_ label: String, _ value: String) -> Field)
        -> [Field]
    {
        [
            field("First name", draft.firstName),
            field("Last name", draft.lastName),
            field("Email", draft.email),
        ]
    }

    /// The lines under the form: every failing field the last save found, then why the server
    /// did not store the draft.
    static func messages(issues: [UserDraft.Issue], saveFailure: UsersError?) -> [String] {
        issues.map { "! \($0.message)" } + (saveFailure.map { ["! Could not save: \($0.reason)"] } ?? [])
    }
}
