import SharedDomain

/// The form a user is edited on, shared by the two screens that show one: the detail's edit
/// mode (`UserDetailState.Mode.editing(_:)`) and the New user form (`NewUserState.editing(_:)`).
/// A value with its validating transition and the outputs both screens draw, so the form's
/// wording and its validation are written once.
struct UserForm: Equatable {
    /// The values as typed.
    var draft: UserDraft
    /// What the last `save` found wrong; nil before one.
    var problem: Problem?

    /// Why the last `save` did not stick: one reason at a time.
    enum Problem: Equatable {
        /// Fields failed validation, so nothing was sent.
        case invalid([UserDraft.Issue])
        /// The server refused the draft or could not be reached.
        case notSaved(UsersError)
    }
}

// MARK: Transitions

extension UserForm {
    /// Validates the draft before a save (SPEC D4): the trimmed user to send; or nil, with every
    /// failing field at once as the form's problem, and nothing to send.
    mutating func validate() -> User? {
        do throws(UsersError) {
            return try draft.validated()
        } catch {
            problem = .invalid(draft.issues)
            return nil
        }
    }
}

// MARK: Outputs (display-ready, pure functions of the form)

extension UserForm {
    /// The labelled values of the draft, as typed.
    var fields: [(label: String, value: String)] {
        [("First name", draft.firstName), ("Last name", draft.lastName), ("Email", draft.email)]
    }

    /// What the last `save` found wrong: every failing field, or why the server did not store it.
    var messages: [String] {
        switch problem {
        case .invalid(let issues): issues.map { "! \($0.message)" }
        case .notSaved(let error): ["! Could not save: \(error.reason)"]
        case nil: []
        }
    }
}
