/// Commands to the new-user form (Presenter → View): the new-user Presenter calls it, the
/// new-user View draws what it is given and decides nothing.
@MainActor
protocol NewUserViewInput: AnyObject {
    /// Shows `viewData`.
    func display(_ viewData: NewUserViewData)
}
