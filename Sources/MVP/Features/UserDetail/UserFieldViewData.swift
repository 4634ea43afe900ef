/// One labelled value of the detail, worded by the Presenter; the View shows it as it is.
struct UserFieldViewData: Hashable, Sendable {
    /// Shown before the colon, e.g. "First name".
    let label: String
    /// Shown after it.
    let value: String
}
