/// Commands to the detail screen (Presenter → View): the detail Presenter calls it, the
/// detail View draws what it is given and decides nothing.
@MainActor
protocol UserDetailViewInput: AnyObject {
    /// Shows `viewData`.
    func display(_ viewData: UserDetailViewData)
}
