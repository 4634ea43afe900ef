/// The detail screen as display-ready text: made by the detail Presenter, drawn by the
/// detail View.
struct UserDetailViewData: Equatable {
    /// One labelled value, e.g. "Name" and "Janet Weaver".
    struct Field: Equatable {
        /// Shown before the colon.
        var label: String
        /// Shown after it.
        var value: String
    }

    /// "User #2".
    var title: String
    /// "Editing" while a draft is shown.
    var subtitle: String?
    /// The user when viewing, the draft when editing.
    var fields: [Field] = []
    /// Loading, load and save failures, validation issues, the offline notice.
    var messages: [String] = []
    /// "Saving…" or "Saved".
    var status: String?
}
