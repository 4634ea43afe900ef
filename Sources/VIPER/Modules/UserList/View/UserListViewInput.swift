/// Commands to the list screen (Presenter → View): the list Presenter calls it, the list View
/// draws what it is given and decides nothing.
@MainActor
protocol UserListViewInput: AnyObject {
    /// Shows `viewData`, its rows in place of or after those shown.
    func display(_ viewData: UserListViewData)
}
