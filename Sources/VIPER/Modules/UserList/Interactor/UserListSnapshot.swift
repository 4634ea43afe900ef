import SharedDomain

/// What the list Interactor has, as one value: the users loaded, the search over them and where
/// loading stands; the Interactor's state, not an entity. The Interactor pushes a snapshot with
/// each output, with the shown users that changed, and the Presenter derives the screen from
/// them; it keeps neither.
struct UserListSnapshot {
    /// Where the list's loading stands.
    enum Activity: Equatable {
        /// No load in flight, and the latest one, if any, succeeded.
        case idle
        /// `load` is in flight.
        case loading(UserListLoad)
        /// The latest load failed with an error other than `.unauthorized`; `retry` repeats it.
        case failed(UserListLoad, UsersError)
        /// The session expired: no user data is kept; `retry` or `refresh` loads page 1.
        case signedOut
    }

    /// The users loaded and where paging stands; nil until page 1 arrives, and again after a
    /// sign-out.
    var listing: UserListing?
    /// The search in force over `listing`.
    var search = UserListSearch()
    /// Where loading stands.
    var activity = Activity.idle
}
