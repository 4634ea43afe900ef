/// One labelled value of the detail or the new-user form as display-ready text ("First name"
/// and "Ada"): made by their Presenters, drawn by their Views.
struct UserFieldViewData: Equatable {
    /// Shown before the colon.
    var label: String
    /// Shown after it.
    var value: String
}
