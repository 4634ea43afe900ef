/// The detail screen as display-ready text: made by the detail Presenter, drawn by the
/// detail View.
struct UserDetailViewData: Equatable {
    /// "User #2".
    var title: String
    /// "Editing" while a draft is shown.
    var subtitle: String?
    /// The user when viewing, the draft when editing.
    var fields: [UserFieldViewData] = []
    /// Loading, load and save failures, validation issues, the offline notice.
    var messages: [String] = []
    /// "Saving…" or "Saved".
    var status: String?
}
