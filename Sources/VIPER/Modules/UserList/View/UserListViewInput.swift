/// Commands to the list screen (Presenter → View): the list Presenter calls it, the list View
/// draws what it is given and decides nothing.
@MainActor
protocol UserListViewInput: AnyObject {
    /// Shows `viewData`; rows are asked for by index when drawn.
    func display(_ viewData: UserListViewData)
}
