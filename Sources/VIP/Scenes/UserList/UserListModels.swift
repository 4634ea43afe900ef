import SharedDomain

/// The User List scene's data, one enum per use case that carries data, each with what the
/// View asks (`Request`), what the Interactor found (`Response`) and what the View shows
/// (`ViewModel`).
///
/// Every load — appear, refresh, next page, retry — ends the same way: the Interactor presents
/// the list's whole state with the rows that changed (`FetchUsers.Response`), and the Presenter
/// formats all of it again (`FetchUsers.ViewModel`): the texts of the screen, and the changed
/// rows as display text, so the screen never drifts from the business state and a refresh
/// never duplicates a row.
enum UserListModels {
    /// A list load: which page it asks for, and what `retry` repeats.
    enum Load: Equatable {
        /// Page 1; its answer replaces the rows.
        case firstPage
        /// The page after the last one loaded; its answer is appended.
        case nextPage
        /// Page 1 again, in place of a next page that did not continue the listing (SPEC L3): its
        /// answer replaces the rows, unless it is the listing's own page 1, when the server's
        /// pages overlap, the rows stay and the next page is what failed.
        case reloadForNextPage
    }

    /// Where the list's loads stand: at most one thing at a time, so a list cannot be loading
    /// and failed at once, nor failed and signed out. The Interactor keeps it and presents it.
    enum Activity: Equatable {
        /// No load in flight, and the last one did not fail.
        case idle
        /// `load` is in flight.
        case loading(Load)
        /// `load` failed with `error`; `retry` repeats it.
        case failed(UsersError, load: Load)
        /// The session expired: no user data stays, and only retry or refresh load again.
        case signedOut
    }

    /// What became of the rows shown since the last presentation: nothing, all of them, or
    /// some added after them. A next page adds its rows only, so presenting it costs the same
    /// with 6 users loaded or 100 000.
    enum RowChange<Row: Equatable>: Equatable {
        /// The rows shown stay as they are.
        case unchanged
        /// These are the rows shown now, in place of any shown before.
        case replaced([Row])
        /// These rows are shown after those shown before.
        case appended([Row])
    }

    /// The list appears: page 1 loads, if nothing is loaded and no load is in flight.
    enum FetchUsers {
        /// What the users loaded so far add up to.
        struct Loaded: Equatable {
            /// How many users are loaded.
            var count: Int
            /// Users on the server in all.
            var total: Int
            /// Where the latest page came from.
            var source: UsersPage.Source
            /// Whether every user the server counts is loaded.
            var isComplete: Bool
            /// How many of the loaded users the search finds; 0 when there is no search.
            var matchCount = 0
        }

        /// A loaded user to show, with its 1-based position over all the loaded users.
        struct NumberedUser: Equatable {
            /// 1-based position over all loaded users, shown or not.
            var number: Int
            /// The user.
            var user: User
        }

        /// The list's business state at one moment, and the users shown that changed: the
        /// Presenter needs nothing else.
        struct Response: Equatable {
            /// What the users loaded add up to; nil before the first page and after signing out.
            var loaded: Loaded?
            /// The load in flight, the load that failed and why, or signed out: one at a time.
            var activity = Activity.idle
            /// The search in force, as typed; empty when there is none and every row is shown.
            var query = ""
            /// The users shown that changed: every loaded user, or the search's matches only.
            var rows: RowChange<NumberedUser> = .unchanged
        }

        /// The list screen, display-ready: texts only, no domain value.
        struct ViewModel: Equatable {
            /// One row as the screen shows it.
            struct DisplayedRow: Equatable {
                /// 1-based position over all loaded rows.
                var number: Int
                /// "First Last".
                var name: String
                /// The email column.
                var email: String
            }

            /// "6 of 12", when rows are loaded.
            var counter: String?
            /// The error or offline notice under the title.
            var banner: [String] = []
            /// `Search "wo": 2 of 12 loaded users`, under the banner while a search is in force.
            var search: String?
            /// What stands in for rows when there are none to show.
            var placeholder: [String] = []
            /// The rows shown that changed, formatted.
            var rows: RowChange<DisplayedRow> = .unchanged
            /// The line under the rows.
            var footer: String?
        }
    }

    /// The user searches the loaded rows by name: only the rows whose name matches are shown,
    /// each keeping its number, through next pages, refreshes and saved edits.
    enum Search {
        /// The user typed a search.
        struct Request {
            /// What the names must contain, ignoring case and accents; empty shows every row.
            var query: String
        }
    }

    /// A user created on the New user form joins the list, which tells it under its header:
    /// `Added <First Last> (#<id>)`, until the user's next gesture.
    enum AddUser {
        /// The user the server created.
        struct Response: Equatable {
            /// As the server answered: its id and the fields it echoed.
            var user: User
        }

        /// The notice, display-ready.
        struct ViewModel: Equatable {
            /// "First Last".
            var name: String
            /// The id the server gave.
            var id: Int
        }
    }

    /// A row is tapped: its user is selected for the detail.
    enum SelectRow {
        /// Row `number` (1-based, over all loaded rows) was tapped.
        struct Request {
            /// As the user counts rows: the first is 1.
            var number: Int
        }
    }
}
