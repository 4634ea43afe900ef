import SharedDomain

/// The User List scene's data, one enum per use case that carries data, each with what the
/// View asks (`Request`), what the Interactor found (`Response`) and what the View shows
/// (`ViewModel`).
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

    /// The loaded users as a value that is cheap to hand on: each page's users are one
    /// immutable chunk, so appending a page to a copy copies chunk references, never rows, and
    /// a Response or ViewModel holding the rows never makes the Interactor's next append slow.
    struct Rows: Equatable {
        private var chunks: [[User]] = []
        // The position after each chunk's last row, ascending.
        private var ends: [Int] = []

        /// No rows.
        init() {}

        /// How many rows there are.
        var count: Int { ends.last ?? 0 }

        /// The user at 0-based `position`, or nil when there is no such row.
        subscript(position: Int) -> User? {
            guard position >= 0, position < count else { return nil }
            // The first chunk ending after `position` holds it.
            var low = 0
            var high = ends.count - 1
            while low < high {
                let middle = (low + high) / 2
                if ends[middle] > position { high = middle } else { low = middle + 1 }
            }
            let start = low == 0 ? 0 : ends[low - 1]
            return chunks[low][position - start]
        }

        /// Adds `users` after the last row, as one chunk.
        mutating func append(_ users: some Collection<User>) {
            guard !users.isEmpty else { return }
            chunks.append(Array(users))
            ends.append(count + users.count)
        }

        /// The same users in the same order, however they are chunked.
        static func == (lhs: Rows, rhs: Rows) -> Bool {
            lhs.count == rhs.count && lhs.chunks.joined().elementsEqual(rhs.chunks.joined())
        }

        /// Replaces the row with `user`'s id, if there is one; only its chunk is copied.
        mutating func replace(_ user: User) {
            for index in chunks.indices {
                if let row = chunks[index].firstIndex(where: { $0.id == user.id }) {
                    chunks[index][row] = user
                    return
                }
            }
        }
    }

    /// The users loaded so far and where paging stands: the Interactor's one store of users.
    /// Its `rows` are handed to the Presenter as they are, so appending a page never copies a
    /// row, whoever holds the rows presented before.
    struct Listing {
        /// The users, in server order, each once.
        private(set) var rows = Rows()
        /// Users on the server in all, as of the latest page.
        private(set) var total = 0
        /// Where the latest page came from.
        private(set) var source = UsersPage.Source.remote
        private var lastPage = 0
        private var totalPages = 0
        private var perPage: Int
        // Ids already loaded: a user the server sends again on a later page is shown once.
        private var ids: Set<Int> = []

        /// The listing of `firstPage` alone.
        init(firstPage: UsersPage) {
            perPage = firstPage.perPage
            append(firstPage)
        }

        /// Whether every user the server counts is loaded.
        var isComplete: Bool { rows.count >= total }
        /// Whether the server has pages after the last one loaded and users are missing.
        var hasMore: Bool { !isComplete && lastPage < totalPages }
        /// The page to ask for next.
        var nextPage: Int { lastPage + 1 }

        /// Whether `page` continues the listing; one of another size or total, or one repeating a
        /// loaded user, means the server's list changed shape, and appending it would repeat or
        /// skip rows (SPEC L3).
        func continues(with page: UsersPage) -> Bool {
            page.continues(perPage: perPage, total: total, loadedIDs: ids)
        }

        /// Adds the users of `page` after those loaded, skipping ids already loaded.
        mutating func append(_ page: UsersPage) {
            rows.append(page.users.filter { ids.insert($0.id).inserted })
            total = page.total
            lastPage = page.page
            totalPages = page.totalPages
            perPage = page.perPage
            source = page.source
        }

        /// Shows `user`'s saved values in place of the loaded ones, if the user is loaded.
        mutating func replace(_ user: User) {
            guard ids.contains(user.id) else { return }
            rows.replace(user)
        }
    }

    /// The list appears: page 1 loads, if nothing is loaded and no load is in flight.
    enum FetchUsers {
        /// The users loaded so far, as values.
        struct Loaded: Equatable {
            /// The rows, in server order.
            var rows: Rows
            /// Users on the server in all.
            var total: Int
            /// Where the latest page came from.
            var source: UsersPage.Source
            /// Whether every user the server counts is loaded.
            var isComplete: Bool
            /// Positions in `rows` of the users the search finds, in order; empty when there is
            /// no search.
            var matches: [Int]
        }

        /// The list's business state at one moment, complete: the Presenter needs nothing else.
        struct Response: Equatable {
            /// The users loaded so far; nil before the first page and after signing out.
            var loaded: Loaded?
            /// The load in flight, if any.
            var loading: Load?
            /// Why the last load failed; nil again as soon as another load starts.
            var failure: UsersError?
            /// The search in force, as typed; empty when there is none and every row is shown.
            var query = ""
        }

        /// The list screen, display-ready. Rows are formatted on demand, only those drawn.
        struct ViewModel: Equatable {
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
            /// Every loaded row.
            var rows = Rows()
            /// The positions in `rows` of the rows shown, when a search picks some; nil: all.
            var shown: [Int]?
            /// The line under the rows.
            var footer: String?

            /// How many rows are shown.
            var rowCount: Int { shown?.count ?? rows.count }

            /// The shown row at 0-based `index`, formatted; nil when there is no such row.
            func row(at index: Int) -> DisplayedUser? {
                let position: Int
                if let shown {
                    guard shown.indices.contains(index) else { return nil }
                    position = shown[index]
                } else {
                    position = index
                }
                guard let user = rows[position] else { return nil }
                return DisplayedUser(number: position + 1, name: user.name, email: user.email)
            }
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

    /// A row is tapped: its user is selected for the detail.
    enum SelectRow {
        /// Row `number` (1-based, over all loaded rows) was tapped.
        struct Request {
            /// As the user counts rows: the first is 1.
            var number: Int
        }
    }
}
