/// The detail's passive View as its Presenter sees it: commands called by
/// `UserDetailPresenter` only. Each command sets one region of the screen.
@MainActor
protocol UserDetailView: AnyObject {
    /// Shows `title` on the first line.
    func showTitle(_ title: String)
    /// Shows `subtitle` under the title.
    func showSubtitle(_ subtitle: String)
    /// Shows nothing under the title.
    func hideSubtitle()
    /// Shows the labelled values, in order.
    func showFields(_ fields: [UserFieldViewData])
    /// Shows `messages` under the fields.
    func showMessages(_ messages: [String])
    /// Shows nothing under the fields.
    func hideMessages()
    /// Shows `status` on the last line.
    func showStatus(_ status: String)
    /// Shows no last line.
    func hideStatus()
}
