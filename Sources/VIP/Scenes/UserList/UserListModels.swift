import SharedDomain

/// The User List scene's data, one enum per use case, each with what the View asks
/// (`Request`), what the Interactor found (`Response`) and what the View shows (`ViewModel`).
///
/// Every load — appear, refresh, next page, retry — ends the same way: the Interactor presents
/// the whole list (`FetchUsers.Response`) and the Presenter formats all of it again
/// (`FetchUsers.ViewModel`), so the screen never drifts from the business state and a refresh
/// never duplicates a row.
enum UserListModels {
    /// A list load: which page it asks for, and what `retry` repeats.
    enum Load: Equatable {
        /// Page 1; its answer replaces the rows.
        case firstPage
        /// The page after the last one loaded; its answer is appended.
        case nextPage
    }

    /// The users loaded so far, and which of them the search finds, lent by reference.
    ///
    /// The Interactor appends pages to it in place and the View's rows read it by index. A
    /// `UserListing` value held by both the Interactor and the displayed ViewModel would be
    /// copied, every row of it, on the next append; lent this way, no row is ever copied. The
    /// matches are lent for the same reason: a next page appends its own to them.
    @MainActor
    final class LoadedUsers {
        /// The rows; only the Interactor changes them.
        var listing: UserListing
        /// Positions in `listing.users` of the users the search finds, in order; empty when
        /// there is no search. Only the Interactor changes them.
        var matches: [Int]

        /// Lends `listing`, of which the users at `matches` match the search.
        init(_ listing: UserListing, matches: [Int] = []) {
            self.listing = listing
            self.matches = matches
        }
    }

    /// The list appears: page 1 loads, if nothing was loaded or tried yet.
    enum FetchUsers {
        /// The list was shown.
        struct Request {}

        /// The list's business state at one moment, complete: the Presenter needs nothing else.
        struct Response {
            /// The users loaded so far; nil before the first page and after signing out.
            var loaded: LoadedUsers?
            /// The load in flight, if any.
            var loading: Load?
            /// Why the last load failed; nil again as soon as another load starts.
            var failure: UsersError?
            /// The search in force, as typed; empty when there is none and every row is shown.
            var query = ""
        }

        /// The list screen, display-ready. Rows are formatted on demand, only those drawn.
        struct ViewModel {
            /// One row as the screen shows it.
            struct DisplayedUser: Equatable {
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
            /// Rows shown: every loaded row, or only those the search finds.
            var rowCount = 0
            /// Formats the shown row at a 0-based index; the View asks only for the visible ones.
            var row: @MainActor (Int) -> DisplayedUser = {
                DisplayedUser(number: $0 + 1, name: "", email: "")
            }
            /// The line under the rows.
            var footer: String?
        }
    }

    /// Pull to refresh: page 1 loads again and replaces the rows (latest intent wins).
    enum Refresh {
        /// The user pulled to refresh.
        struct Request {}
        /// A refresh answers with the whole list, like every load.
        typealias Response = FetchUsers.Response
        /// The list screen.
        typealias ViewModel = FetchUsers.ViewModel
    }

    /// The end of the list is reached: the next page loads, if there is one and no load is in flight.
    enum NextPage {
        /// The user scrolled to the end.
        struct Request {}
        /// The next page answers with the whole list, like every load.
        typealias Response = FetchUsers.Response
        /// The list screen.
        typealias ViewModel = FetchUsers.ViewModel
    }

    /// The failed load runs again, if one failed and none is in flight.
    enum Retry {
        /// The user asked to try again.
        struct Request {}
        /// A retry answers with the whole list, like every load.
        typealias Response = FetchUsers.Response
        /// The list screen.
        typealias ViewModel = FetchUsers.ViewModel
    }

    /// The user searches the loaded rows by name: only the rows whose name matches are shown,
    /// each keeping its number, through next pages, refreshes and saved edits.
    enum Search {
        /// The user typed a search.
        struct Request {
            /// What the names must contain, ignoring case and accents; empty shows every row.
            var query: String
        }
        /// A search answers with the whole list, like every load.
        typealias Response = FetchUsers.Response
        /// The list screen.
        typealias ViewModel = FetchUsers.ViewModel
    }

    /// A row is tapped: its user is selected for the detail.
    enum SelectRow {
        /// Row `number` (1-based, over all loaded rows) was tapped.
        struct Request {
            /// As the user counts rows: the first is 1.
            var number: Int
        }

        /// A loaded user was selected; the DataStore holds it for the Router.
        struct Response {}

        /// Nothing to format: the View routes to the detail.
        struct ViewModel {}
    }
}
