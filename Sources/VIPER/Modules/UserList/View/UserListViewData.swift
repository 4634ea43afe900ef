/// What the list screen shows, as display-ready text: made by the list Presenter, drawn by the
/// list View, which keeps the rows it was given.
struct UserListViewData: Equatable {
    /// The user just created, as the notice under the title names it: `Added Ada Lovelace (#13)`.
    struct Added: Equatable {
        /// "First Last", as the server echoed it.
        var name: String
        /// The id the server gave.
        var id: Int
    }

    /// "Users".
    var title: String
    /// "6 of 12" once rows are loaded.
    var counter: String?
    /// The user just created, shown under the title until the user's next gesture.
    var added: Added?
    /// An error or an offline notice under the title.
    var banner: [String] = []
    /// The search in force under the banner: `Search "wo": 2 of 12 loaded users`.
    var search: String?
    /// What stands in for rows when there are none: "Loading users…", "No users", "Signed out".
    var placeholder: [String] = []
    /// The rows shown that changed: every loaded row or the matches of the search, or those a
    /// next page added after them.
    var rows: UserListRowChange<UserListRowViewData> = .unchanged
    /// The line under the rows: "Loading more…", "End of list".
    var footer: String?
}
