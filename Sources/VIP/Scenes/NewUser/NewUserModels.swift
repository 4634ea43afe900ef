import SharedDomain

/// The New User scene's data, one enum per use case that carries data, each with what the
/// View asks (`Request`), what the Interactor found (`Response`) and what the View shows
/// (`ViewModel`).
///
/// Every use case that stays on the form ends the same way: the Interactor presents the whole
/// form (`ShowForm.Response`) and the Presenter formats all of it again (`ShowForm.ViewModel`).
enum NewUserModels {
    /// What the form is doing with the new user's draft.
    enum Mode: Equatable {
        /// Editing the draft.
        case editing(Form)
        /// The draft is on its way to the server.
        case saving(UserDraft)
    }

    /// The form: the draft as typed and what the last save attempt found wrong.
    struct Form: Equatable {
        /// The values as typed.
        var draft: UserDraft
        /// The fields that failed validation on the last save.
        var issues: [UserDraft.Issue] = []
        /// Why the server refused the last save.
        var saveFailure: UsersError?
    }

    /// The form is shown: the draft as typed, or its save.
    enum ShowForm {
        /// The form's business state at one moment, complete: the Presenter needs nothing else.
        struct Response: Equatable {
            /// The draft, and whether it is being edited or saved.
            var mode: Mode
        }

        /// The form, display-ready.
        struct ViewModel: Equatable {
            /// One labelled value.
            struct DisplayedField: Equatable {
                /// Shown before the colon.
                var label: String
                /// Shown after it.
                var value: String
            }

            /// "New user".
            var title: String
            /// "Editing".
            var subtitle: String
            /// The draft's fields, as typed.
            var fields: [DisplayedField]
            /// What validation or the server found wrong.
            var messages: [String]
            /// "Saving…" while the draft is on its way.
            var status: String?
        }
    }

    /// A field of the draft changes.
    enum ChangeField {
        /// The user typed `text` into `field`.
        struct Request {
            /// The field typed into.
            var field: UserDraft.Field
            /// Its whole new value.
            var text: String
        }
    }
}
