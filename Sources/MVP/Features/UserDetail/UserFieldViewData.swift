import SharedDomain

/// One labelled value of the detail or the New user form, worded by the Presenter; the View
/// shows it as it is.
struct UserFieldViewData: Hashable, Sendable {
    /// Shown before the colon, e.g. "First name".
    let label: String
    /// Shown after it.
    let value: String
}

// The edit form, worded once: the detail's edit mode and the New user form show the same one.
extension UserFieldViewData {
    /// The form's fields, showing `draft` as typed, in form order.
    static func form(of draft: UserDraft) -> [UserFieldViewData] {
        [
            UserFieldViewData(label: "First name", value: draft.firstName),
            UserFieldViewData(label: "Last name", value: draft.lastName),
            UserFieldViewData(label: "Email", value: draft.email),
        ]
    }

    /// The lines under the form: every failing field the last `save` found, then why the
    /// server did not store the draft.
    static func formMessages(issues: [UserDraft.Issue], saveFailure: UsersError?) -> [String] {
        issues.map { "! \($0.message)" } + (saveFailure.map { ["! Could not save: \($0.reason)"] } ?? [])
    }
}
