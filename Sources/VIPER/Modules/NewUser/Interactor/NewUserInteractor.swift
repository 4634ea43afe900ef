import SharedDomain

/// The new user's business logic: owns the form, validates its draft and creates the user
/// through the repository, one request at a time. It pushes a snapshot of the form with every
/// output; it never formats text and never navigates. Closing the form frees it, and a save in
/// flight is cancelled with it (its `LatestRequest` cancels its task when released).
@MainActor
final class NewUserInteractor: NewUserInteractorInput {
    /// The new-user Presenter. Weak: the Presenter owns this Interactor.
    weak var output: (any NewUserInteractorOutput)?

    // The one source of truth for the draft and whether it is saving; the request only carries
    // the work.
    private var form = UserForm(UserDraft())
    private let repository: any UserRepository
    private let save: LatestRequest

    /// An Interactor creating users through `repository`, starting its work through `tracker`.
    init(repository: any UserRepository, tracker: TaskTracker) {
        self.repository = repository
        self.save = LatestRequest(tracker: tracker)
    }

    func loadDraft() {
        output?.interactorDidUpdate(form)
    }

    func change(_ field: UserDraft.Field, to text: String) {
        guard !form.isSaving else { return }
        form.change(field, to: text)
        output?.interactorDidUpdate(form)
    }

    func saveDraft() {
        guard !form.isSaving else { return }
        guard form.beginSaving() else {
            output?.interactorDidUpdate(form)
            return
        }
        let draft = form.draft
        let repository = repository
        save.start { () async throws(UsersError) in
            // Found valid above: the repository sends its trimmed fields.
            try await repository.createUser(draft)
        } then: { [weak self] result in
            self?.finishSaving(with: result)
        }
        output?.interactorDidUpdate(form)
    }

    private func finishSaving(with result: Result<User, UsersError>) {
        switch result {
        case .success(let created):
            output?.interactorDidCreate(created)
        case .failure(.unauthorized):
            output?.interactorDidEndSession()
        case .failure(let error):
            form.failSaving(with: error)
            output?.interactorDidUpdate(form)
        }
    }
}
