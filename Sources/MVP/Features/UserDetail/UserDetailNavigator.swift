/// Where the detail sends the user: called by `UserDetailPresenter`, implemented by the
/// coordinator.
@MainActor
protocol UserDetailNavigator: AnyObject {
    /// Closes the detail, back to the list: on `back`, and when the session expired.
    func closeDetail()
}
