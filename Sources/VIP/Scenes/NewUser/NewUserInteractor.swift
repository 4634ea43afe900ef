import SharedDomain

/// The form's business logic, one method per use case. Called by `NewUserViewController` only.
@MainActor
protocol NewUserBusinessLogic: AnyObject {
    /// Present the form as it stands: an empty draft, when it opens.
    func showForm()
    /// Change a field of the draft, unless it is being saved.
    func changeField(request: NewUserModels.ChangeField.Request)
    /// Validate the draft and, if it is valid, send it; unless it is being saved.
    func save()
    /// The user leaves the form: the save in flight is cancelled, and the draft goes with the
    /// scene.
    func cancel()
}

/// The form's output, to the scene below it. Called by `NewUserInteractor`; the list's
/// Interactor receives it, wired by `UserListConfigurator` through `NewUserConfigurator`.
@MainActor
protocol NewUserDelegate: AnyObject {
    /// `user` was created; it is what the server answered, with the id it gave.
    func newUserDidCreate(_ user: User)
    /// The save answered 401: the session expired, for the whole app.
    func newUserSessionDidExpire()
}

/// The New User scene's Interactor: the rules of filling in and saving a new user's draft. It
/// asks the Worker to create the user and presents the whole form after every change.
@MainActor
final class NewUserInteractor: NewUserBusinessLogic {
    /// Where responses go.
    var presenter: (any NewUserPresentationLogic)?
    /// Told about the created user and an expired session; weak, because it belongs to the scene
    /// below.
    weak var delegate: (any NewUserDelegate)?
    // The only path to the repository.
    private let worker: any NewUserWorkerLogic

    // The draft and what the form does with it, in one value: an empty draft to begin with.
    private var mode = NewUserModels.Mode.editing(NewUserModels.Form(draft: UserDraft()))
    // Latest intent wins here too: leaving the form makes the save in flight stale, and a stale
    // answer is never presented nor reported.
    private let saveCall: LatestRequest

    /// An Interactor creating users through `worker`, its tasks started by `tracker`.
    init(worker: any NewUserWorkerLogic, tracker: TaskTracker) {
        self.worker = worker
        self.saveCall = LatestRequest(tracker: tracker)
    }

    // MARK: Business logic

    func showForm() {
        presentForm()
    }

    func changeField(request: NewUserModels.ChangeField.Request) {
        guard case .editing(var form) = mode else { return }
        form.draft[request.field] = request.text
        mode = .editing(form)
        presentForm()
    }

    func save() {
        guard case .editing(let form) = mode else { return }
        let issues = form.draft.issues
        guard issues.isEmpty else {
            // Every failing field at once, and nothing is sent.
            mode = .editing(NewUserModels.Form(draft: form.draft, issues: issues))
            presentForm()
            return
        }
        let draft = form.draft
        mode = .saving(draft)
        // "Saving…" is on screen before the Worker is awaited.
        presentForm()
        let worker = worker
        saveCall.start { () async throws(UsersError) -> User in
            try await worker.createUser(draft)
        } then: { [weak self] result in
            self?.finishSaving(with: result, draft: draft)
        }
    }

    func cancel() {
        saveCall.cancel()
    }

    // MARK: Saving

    private func finishSaving(with result: Result<User, UsersError>, draft: UserDraft) {
        switch result {
        case .success(let created):
            // The form closes, then the list below learns of the user, as the server answered.
            presenter?.presentUserCreated()
            delegate?.newUserDidCreate(created)
        case .failure(.unauthorized):
            delegate?.newUserSessionDidExpire()
        case .failure(let error):
            // The draft stays as typed, so `save` again retries it; a cancelled current save
            // is a failure like any other.
            mode = .editing(NewUserModels.Form(draft: draft, saveFailure: error))
            presentForm()
        }
    }

    private func presentForm() {
        presenter?.presentForm(response: NewUserModels.ShowForm.Response(mode: mode))
    }
}
