/// The new-user form as display-ready text: made by the new-user Presenter, drawn by the
/// new-user View.
struct NewUserViewData: Equatable {
    /// One labelled value, e.g. "First name" and "Ada".
    struct Field: Equatable {
        /// Shown before the colon.
        var label: String
        /// Shown after it.
        var value: String
    }

    /// "New user".
    var title: String
    /// "Editing".
    var subtitle: String
    /// The draft, as typed.
    var fields: [Field]
    /// Validation issues and save failures.
    var messages: [String] = []
    /// "Saving…".
    var status: String?
}
