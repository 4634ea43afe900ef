/// The whole Users flow as one value: both screens' states and where the user is. The Store
/// holds it; the coordinator makes the navigation stack follow `detail`.
struct UsersState: Hashable, Sendable {
    /// The detail on top of the list: which opening it is, and its screen's state.
    struct Detail: Hashable, Sendable {
        /// This detail's place among the openings: a second `open` of the same user is a new
        /// screen, its draft and in-flight work gone with the old one.
        let opening: Int
        /// What the detail screen shows.
        var screen: UserDetailState
    }

    /// The list, always at the bottom of the stack.
    var list = UserListState()
    /// The detail on top of the list; nil when the list shows. There is never more than one
    /// (SPEC D8).
    var detail: Detail?
    /// How many details have been opened: the next one is numbered one more.
    var openings = 0
}
