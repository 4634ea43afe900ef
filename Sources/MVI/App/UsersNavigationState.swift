import SharedDomain

/// Where the feature is, as a value: the list, with at most one detail on top of it. The
/// `UsersCoordinator` pushes and pops so that the screens follow this value.
struct UsersNavigationState: Hashable, Sendable {
    /// The detail on top of the list: what it opens with, and which opening it is.
    struct Detail: Hashable, Sendable {
        /// What a detail opens with.
        enum Content: Hashable, Sendable {
            /// A tapped row's user, shown at once (SPEC D1).
            case user(User)
            /// A deep link's user id, fetched when the screen opens (SPEC D8).
            case userID(Int)
        }

        /// This detail's place among the openings: a second `open` of the same user is a new
        /// screen, its draft and in-flight work gone with the old one.
        let opening: Int
        /// What the detail opens with.
        let content: Content

        /// Opening number `opening` of a detail showing `content`.
        init(opening: Int, content: Content) {
            self.opening = opening
            self.content = content
        }
    }

    /// The detail on top of the list; nil when the list shows.
    var detail: Detail?
    /// How many details have been opened: the next one is numbered one more.
    var openings: Int

    /// Creates a state; by default the list alone.
    init(detail: Detail? = nil, openings: Int = 0) {
        self.detail = detail
        self.openings = openings
    }
}
