/// What became of the rows the list shows since the last output: nothing, all of them, or some
/// added after them. The Interactor pushes its users this way (`UserListShownUser`), and the
/// Presenter hands the View their view data the same way (`UserListRowViewData`), so a next page
/// costs its own rows, with 6 users loaded or 100 000.
enum UserListRowChange<Row: Equatable>: Equatable {
    /// The rows shown stay as they are.
    case unchanged
    /// These are the rows shown now, in place of any shown before.
    case replaced([Row])
    /// These rows are shown after those shown before.
    case appended([Row])
}
