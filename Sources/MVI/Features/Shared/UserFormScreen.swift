import SharedDomain
import TerminalUI

/// The form as both Views draw it, worded once: the detail's edit mode and the New user form
/// show the same one, each under its own title.
extension DetailScreen {
    /// `form` under `title`: `Editing`, the draft's fields as typed, in form order, then every
    /// failing field the last `save` found and why the server did not store the draft; while
    /// `saving`, `Saving…` in their place.
    init(title: String, form: UserForm, saving: Bool) {
        let messages =
            form.issues.map { "! \($0.message)" }
            + (form.saveFailure.map { ["! Could not save: \($0.reason)"] } ?? [])
        self.init(
            title: title, subtitle: "Editing",
            fields: [
                Field("First name", form.draft.firstName), Field("Last name", form.draft.lastName),
                Field("Email", form.draft.email),
            ],
            messages: saving ? [] : messages, status: saving ? "Saving…" : nil)
    }
}
