/// One list row, worded by the Presenter; the View copies it into the screen as it is.
struct UserRowViewData: Hashable, Sendable {
    /// 1-based position over all loaded rows.
    let number: Int
    /// The name column, e.g. "Janet Weaver".
    let name: String
    /// The email column.
    let email: String
}
