/// One row of the list as display-ready text: made by the list Presenter from a shown user.
struct UserListRowViewData: Equatable {
    /// 1-based position over all loaded rows (what `tap N` uses), also while a search hides some.
    var number: Int
    /// "First Last".
    var name: String
    /// The email column.
    var email: String
}
