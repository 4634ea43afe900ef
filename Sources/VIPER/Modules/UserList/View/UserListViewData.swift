/// Everything the list screen shows but its rows, as display-ready text: made by the list
/// Presenter, drawn by the list View.
struct UserListViewData: Equatable {
    /// "Users".
    var title: String
    /// "6 of 12" once rows are loaded.
    var counter: String?
    /// An error or an offline notice under the title.
    var banner: [String] = []
    /// The search in force under the banner: `Search "wo": 2 of 12 loaded users`.
    var search: String?
    /// What stands in for rows when there are none: "Loading users…", "No users", "Signed out".
    var placeholder: [String] = []
    /// Rows shown: every loaded row, or the matches of the search; each is asked for by index
    /// when visible.
    var rowCount = 0
    /// The line under the rows: "Loading more…", "End of list".
    var footer: String?
}
