import SharedDomain

/// The edit form as display-ready text, worded once: the detail's edit mode and the new-user
/// form show it alike. Their Presenters make it from the `UserForm` they are pushed and put it
/// in their own view data.
struct UserFormViewData: Equatable {
    /// The draft as typed, in form order.
    var fields: [UserFieldViewData]
    /// Every failing field the last save found, or why the server did not store the draft.
    var messages: [String] = []
    /// "Saving…" while the draft is on its way.
    var status: String?

    /// `form` as both screens show it.
    init(_ form: UserForm) {
        let draft = form.draft
        fields = [
            UserFieldViewData(label: "First name", value: draft.firstName),
            UserFieldViewData(label: "Last name", value: draft.lastName),
            UserFieldViewData(label: "Email", value: draft.email),
        ]
        switch form.saveState {
        case .saving: status = "Saving…"
        case .invalid(let issues): messages = issues.map { "! \($0.message)" }
        case .failed(let error): messages = ["! Could not save: \(error.reason)"]
        case nil: break
        }
    }
}
