import SharedDomain

/// Everything the New user form can be showing, and all that decides what an input does next.
/// A value with its transitions, as `UserDetailState` is: the view model holds one and changes
/// it only through these, storing the result only when a transition changed something. The form
/// is the detail's edit form (`UserForm`): the same draft, the same validation, the same problems.
///
/// There is no case for a created user: the form's last moment is its save. The server's user
/// goes to the coordinator, which closes the form, as it does on a 401; no frame would show a
/// state written then, so none is.
enum NewUserState: Equatable {
    /// Filling in the draft, with what the last save attempt found wrong, if anything.
    case editing(UserForm)
    /// The draft is on its way to the server (POST /users).
    case saving(UserDraft)
}

// MARK: Transitions

extension NewUserState {
    /// Types `text` into `field` of the draft; nothing unless editing.
    mutating func set(_ field: UserDraft.Field, to text: String) {
        guard case .editing(var form) = self else { return }
        form.draft[field] = text
        self = .editing(form)
    }

    /// Validates the draft as the detail's save does (`UserForm.validate()`): the draft to send,
    /// now saving; or nil, with every invalid field shown (or nothing being edited: a save
    /// already on its way). The repository creates the user from the draft, trimming it as the
    /// validation did (`UserRepository.createUser(_:)`).
    mutating func startSaving() -> UserDraft? {
        guard case .editing(var form) = self else { return nil }
        guard form.validate() != nil else {
            self = .editing(form)
            return nil
        }
        self = .saving(form.draft)
        return form.draft
    }

    /// The save of the saving draft failed (a 401 is the coordinator's): the draft again, with why.
    mutating func saveFailed(_ error: UsersError) {
        guard case .saving(let draft) = self else { return }
        self = .editing(UserForm(draft: draft, problem: .notSaved(error)))
    }
}
