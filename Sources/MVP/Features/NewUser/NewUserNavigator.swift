/// Where the New user form sends the user: called by `NewUserPresenter`, implemented by the
/// coordinator.
@MainActor
protocol NewUserNavigator: AnyObject {
    /// Closes the form, back to the list: on `cancel` and `back`, once the user is created, and
    /// when the session expired.
    func closeNewUser()
}
