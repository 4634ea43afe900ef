/// Navigation away from the new-user form (Presenter → Router): the new-user Presenter calls it.
@MainActor
protocol NewUserRouterInput: AnyObject {
    /// Closes the form, back to the screen under it.
    func closeNewUser()
}
