import SharedDomain

/// Who hears about the detail's saves: called by `UserDetailPresenter` after a save,
/// implemented by the list's Presenter so its row shows the new values.
@MainActor
protocol UserDetailDelegate: AnyObject {
    /// The server stored `user`.
    func userDetail(didSave user: User)
}
