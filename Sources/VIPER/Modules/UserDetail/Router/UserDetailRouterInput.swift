/// Navigation away from the detail (Presenter → Router): the detail Presenter calls it.
@MainActor
protocol UserDetailRouterInput: AnyObject {
    /// Closes the detail, back to the screen under it.
    func closeDetail()
}
