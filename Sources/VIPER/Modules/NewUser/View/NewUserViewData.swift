/// The new-user form as display-ready text: made by the new-user Presenter, drawn by the
/// new-user View.
struct NewUserViewData: Equatable {
    /// "New user".
    var title: String
    /// "Editing".
    var subtitle: String
    /// The draft, as typed.
    var fields: [UserFieldViewData]
    /// Validation issues and save failures.
    var messages: [String] = []
    /// "Saving…".
    var status: String?
}
