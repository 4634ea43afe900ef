import SharedDomain

/// Everything the New user form can be showing, and all that decides what an input does next.
/// A value with its transitions, as `UserDetailState` is: the view model holds one and changes
/// it only through these, storing the result only when a transition changed something. The form
/// is the detail's edit form (`UserForm`): the same draft, the same validation, the same problems.
enum NewUserState: Equatable {
    /// Filling in the draft, with what the last save attempt found wrong, if anything.
    case editing(UserForm)
    /// The draft is on its way to the server (POST /users).
    case saving(UserDraft)
    /// The server created the user: nothing is left to edit, and the coordinator closes the form.
    case created(User)
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

    /// Shows what the save of the saving draft brought (a 401 is the coordinator's): the user
    /// the server created, or the draft again with why it failed.
    mutating func finishSave(with result: Result<User, UsersError>) {
        guard case .saving(let draft) = self else { return }
        switch result {
        case .success(let created): self = .created(created)
        case .failure(let error):
            self = .editing(UserForm(draft: draft, problem: .notSaved(error)))
        }
    }
}
