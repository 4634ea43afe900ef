import SharedDomain

/// The User Detail scene's data, one enum per use case that carries data, each with what the
/// View asks (`Request`), what the Interactor found (`Response`) and what the View shows
/// (`ViewModel`).
///
/// Every use case but `back` ends the same way: the Interactor presents the whole detail
/// (`ShowUser.Response`) and the Presenter formats all of it again (`ShowUser.ViewModel`).
enum UserDetailModels {
    /// What the detail is doing with a user it has.
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

    /// Where the detail's user is: here, or still to load by id (a deep link).
    enum Content: Equatable {
        /// The user is on its way.
        case loading
        /// The load failed; `retry` repeats it.
        case loadFailed(UsersError)
        /// The server has no user with this id.
        case notFound
        /// The user, as last loaded or saved, from the server or from the cache, and what the
        /// detail is doing with it.
        case user(User, source: UsersPage.Source, mode: Mode)
    }

    /// The detail is shown: the user as the DataStore holds it, or its load.
    enum ShowUser {
        /// The detail's business state at one moment, complete: the Presenter needs nothing else.
        struct Response: Equatable {
            /// The id of the user shown.
            var id: Int
            /// The user, or how its load is going.
            var content: Content
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
            /// The user when viewing, the draft when editing; none while loading.
            var fields: [DisplayedField]
            /// What the load, validation or the server found wrong, or the offline notice.
            var messages: [String]
            /// "Loading user…", "Saving…" or "Saved".
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
