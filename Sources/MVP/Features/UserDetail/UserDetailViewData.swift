import SharedDomain

/// What each region of the detail shows in a state, worded by the Presenter: nil or empty
/// hides the region. A pure mapping, as the playbook's view data is mapped from the model.
struct UserDetailViewData: Hashable, Sendable {
    /// Under the title: "Editing" while there is a draft.
    let subtitle: String?
    /// The labelled values, in order.
    let fields: [UserFieldViewData]
    /// Under the fields: failures, validation issues, the offline notice.
    let messages: [String]
    /// The last line: "Loading user…", "Saving…", "Saved".
    let status: String?

    /// The regions of user `id`'s detail in `state`.
    init(_ state: UserDetailState, id: Int) {
        switch state {
        case .loading:
            (subtitle, fields, messages, status) = (nil, [], [], "Loading user…")
        case .loadFailed(let error):
            (subtitle, fields, status) = (nil, [], nil)
            messages =
                error == .notFound
                ? ["! No user #\(id)"] : ["! Could not load user: \(error.reason)", "  retry to try again"]
        case .viewing(let shown, let justSaved):
            subtitle = nil
            fields = [
                UserFieldViewData(label: "Name", value: shown.user.name),
                UserFieldViewData(label: "Email", value: shown.user.email),
            ]
            messages = shown.source == .cache ? ["Offline: showing saved user"] : []
            status = justSaved ? "Saved" : nil
        case .editing(_, let form):
            subtitle = "Editing"
            fields = UserFieldViewData.form(of: form.draft)
            messages = UserFieldViewData.formMessages(issues: form.issues, saveFailure: form.saveFailure)
            status = nil
        case .saving(_, let form):
            (subtitle, fields, messages, status) = (
                "Editing", UserFieldViewData.form(of: form.draft), [], "Saving…"
            )
        }
    }
}
