import SharedDomain

/// The new user's business logic: owns the draft, validates it and creates the user through
/// the repository, one request at a time. It pushes a snapshot of the new user with every
/// output; it never formats text and never navigates. Closing the form frees it, and a save in
/// flight is cancelled with it (its `LatestRequest` cancels its task when released).
@MainActor
final class NewUserInteractor: NewUserInteractorInput {
    /// The new-user Presenter. Weak: the Presenter owns this Interactor.
    weak var output: (any NewUserInteractorOutput)?

    // The one source of truth for the draft and whether it is saving; the request only carries
    // the work.
    private var user = NewUser()
    private let repository: any UserRepository
    private let save: LatestRequest

    /// An Interactor creating users through `repository`, starting its work through `tracker`.
    init(repository: any UserRepository, tracker: TaskTracker) {
        self.repository = repository
        self.save = LatestRequest(tracker: tracker)
    }

    func loadDraft() {
        output?.interactorDidUpdate(user)
    }

    func change(_ field: UserDraft.Field, to text: String) {
        guard !user.isSaving else { return }
        user.change(field, to: text)
        output?.interactorDidUpdate(user)
    }

    func saveDraft() {
        guard !user.isSaving else { return }
        let draft = user.draft
        let issues = draft.issues
        guard issues.isEmpty else {
            user.reject(issues)
            output?.interactorDidUpdate(user)
            return
        }
        user.beginSaving()
        let repository = repository
        save.start { () async throws(UsersError) in
            try await repository.createUser(draft)
        } then: { [weak self] result in
            self?.finishSaving(with: result)
        }
        output?.interactorDidUpdate(user)
    }

    private func finishSaving(with result: Result<User, UsersError>) {
        switch result {
        case .success(let created):
            output?.interactorDidCreate(created)
        case .failure(.unauthorized):
            output?.interactorDidEndSession()
        case .failure(let error):
            user.failSaving(with: error)
            output?.interactorDidUpdate(user)
        }
    }
}
