import SharedDomain

/// What each region of the New user form shows in a state, worded by the Presenter: nil or
/// empty hides the region. A pure mapping, as the playbook's view data is mapped from the
/// model; the form is the detail's edit form (`UserFieldViewData.form(of:)`).
struct NewUserViewData: Hashable, Sendable {
    /// The labelled values of the draft, in form order.
    let fields: [UserFieldViewData]
    /// Under the fields: validation issues, or why the server did not create the user.
    let messages: [String]
    /// The last line: "Saving…".
    let status: String?

    /// The regions of the form in `state`.
    init(_ state: NewUserState) {
        switch state {
        case .editing(let form):
            fields = UserFieldViewData.form(of: form.draft)
            messages = UserFieldViewData.formMessages(issues: form.issues, saveFailure: form.saveFailure)
            status = nil
        case .saving(let form):
            (fields, messages, status) = (UserFieldViewData.form(of: form.draft), [], "Saving…")
        }
    }
}
