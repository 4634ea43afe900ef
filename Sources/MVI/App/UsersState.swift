/// The whole Users flow as one value: every screen's state and where the user is. The Store
/// holds it; the coordinator makes the navigation stack follow `destination`.
struct UsersState: Hashable, Sendable {
    /// The detail on top of the list: which opening it is, and its screen's state.
    struct Detail: Hashable, Sendable {
        /// This detail's place among the openings: a second `open` of the same user is a new
        /// screen, its draft and in-flight work gone with the old one.
        let opening: Int
        /// What the detail screen shows.
        var screen: UserDetailState
    }

    /// The New user form on top of the list: which opening it is, and its screen's state.
    struct NewUser: Hashable, Sendable {
        /// This form's place among the openings: a form opened again is a new screen, its draft
        /// and in-flight work gone with the old one.
        let opening: Int
        /// What the form shows.
        var screen: NewUserState
    }

    /// The screen on top of the list: one at a time, so a second one replaces the first, never
    /// stacks on it (SPEC D8, N5).
    enum Destination: Hashable, Sendable {
        /// A user's detail.
        case detail(Detail)
        /// The New user form.
        case newUser(NewUser)

        /// Its place among the openings.
        var opening: Int {
            switch self {
            case .detail(let detail): detail.opening
            case .newUser(let form): form.opening
            }
        }
    }

    /// The list, always at the bottom of the stack.
    var list = UserListState()
    /// The screen on top of the list; nil when the list shows.
    var destination: Destination?
    /// How many screens have been opened on top of the list: the next one is numbered one more.
    var openings = 0

    /// The detail on top of the list, if that is what it shows.
    var detail: Detail? {
        guard case .detail(let detail) = destination else { return nil }
        return detail
    }

    /// The New user form on top of the list, if that is what it shows.
    var newUser: NewUser? {
        guard case .newUser(let form) = destination else { return nil }
        return form
    }
}
