/// The New user form's passive View as its Presenter sees it: commands called by
/// `NewUserPresenter` only. Each command sets one region of the screen.
@MainActor
protocol NewUserView: AnyObject {
    /// Shows `title` on the first line.
    func showTitle(_ title: String)
    /// Shows `subtitle` under the title.
    func showSubtitle(_ subtitle: String)
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
