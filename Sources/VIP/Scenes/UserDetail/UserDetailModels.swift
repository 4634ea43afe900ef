import SharedDomain

/// The User Detail scene's data, one enum per use case, each with what the View asks
/// (`Request`), what the Interactor found (`Response`) and what the View shows (`ViewModel`).
///
/// Every use case but `Back` ends the same way: the Interactor presents the whole detail
/// (`ShowUser.Response`) and the Presenter formats all of it again (`ShowUser.ViewModel`).
enum UserDetailModels {
    /// What the detail is doing.
    enum Mode: Equatable {
        /// Showing the user; `justSaved` right after a successful save.
        case viewing(justSaved: Bool)
        /// Editing a draft.
        case editing(Form)
        /// The draft is on its way to the server.
        case saving(UserDraft)
    }

    /// The edit form: the draft as typed and what the last save attempt found wrong.
    struct Form: Equatable {
        /// The values as typed.
        var draft: UserDraft
        /// The fields that failed validation on the last save.
        var issues: [UserDraft.Issue] = []
        /// Why the server refused the last save.
        var saveFailure: UsersError?
    }

    /// The detail is shown: the user as the DataStore holds it.
    enum ShowUser {
        /// The View loaded.
        struct Request {}

        /// The detail's business state at one moment, complete: the Presenter needs nothing else.
        struct Response: Equatable {
            /// The user as last saved.
            var user: User
            /// What the detail is doing.
            var mode: Mode
        }

        /// The detail screen, display-ready.
        struct ViewModel: Equatable {
            /// One labelled value.
            struct DisplayedField: Equatable {
                /// Shown before the colon.
                var label: String
                /// Shown after it.
                var value: String
            }

            /// "User #2".
            var title: String
            /// "Editing" while a draft is shown.
            var subtitle: String?
            /// The user when viewing, the draft when editing.
            var fields: [DisplayedField]
            /// What validation or the server found wrong.
            var messages: [String]
            /// "Saving…" or "Saved".
            var status: String?
        }
    }

    /// Editing starts, with a draft prefilled from the user.
    enum Edit {
        /// The user asked to edit.
        struct Request {}
        /// The whole detail, like every use case of the scene.
        typealias Response = ShowUser.Response
        /// The detail screen.
        typealias ViewModel = ShowUser.ViewModel
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

        /// The whole detail, like every use case of the scene.
        typealias Response = ShowUser.Response
        /// The detail screen.
        typealias ViewModel = ShowUser.ViewModel
    }

    /// The draft is validated, then sent.
    enum Save {
        /// The user asked to save.
        struct Request {}
        /// The whole detail, like every use case of the scene.
        typealias Response = ShowUser.Response
        /// The detail screen.
        typealias ViewModel = ShowUser.ViewModel
    }

    /// Editing ends without saving; a save in flight is cancelled.
    enum Cancel {
        /// The user asked to cancel.
        struct Request {}
        /// The whole detail, like every use case of the scene.
        typealias Response = ShowUser.Response
        /// The detail screen.
        typealias ViewModel = ShowUser.ViewModel
    }

    /// The user leaves the detail; a save in flight is cancelled.
    enum Back {
        /// The user asked to go back.
        struct Request {}
        /// Nothing is left to show.
        struct Response {}
        /// Nothing to format: the View routes back to the list.
        struct ViewModel {}
    }
}
