import SharedDomain

/// The detail's business logic: owns the user and its draft, validates the draft and saves it
/// through the repository, one save at a time. It never formats text and never navigates.
@MainActor
final class UserDetailInteractor: UserDetailInteractorInput {
    /// The detail Presenter. Weak: the Presenter owns this Interactor.
    weak var output: (any UserDetailInteractorOutput)?

    private(set) var user: EditableUser

    private let repository: any UserRepository
    private let tracker: TaskTracker
    private var saveTask: Task<Void, Never>?
    // Request identity: a save's answer is applied only if it was not cancelled or superseded.
    private var latestSave = 0

    /// An Interactor for `user`, saving through `repository` and starting its work through `tracker`.
    init(user: User, repository: any UserRepository, tracker: TaskTracker) {
        self.user = EditableUser(user)
        self.repository = repository
        self.tracker = tracker
    }

    isolated deinit {
        saveTask?.cancel()
    }

    func beginEditing() {
        user.beginEditing()
    }

    func change(_ field: UserDraft.Field, to text: String) {
        user.draft?[field] = text
    }

    func saveDraft() {
        guard let draft = user.draft else { return }
        let valid: User
        do throws(UsersError) {
            valid = try draft.validated()
        } catch {
            output?.interactorDidRejectDraft(with: draft.issues)
            return
        }
        saveTask?.cancel()
        latestSave += 1
        let request = latestSave
        let repository = repository
        output?.interactorDidStartSaving()
        saveTask = tracker.start { [weak self] in
            let result: Result<User, UsersError>
            do throws(UsersError) {
                result = .success(try await repository.updateUser(valid))
            } catch {
                result = .failure(error)
            }
            // Cancelled by `cancelEditing` or `back`: the late answer is ignored.
            guard let self, request == self.latestSave else { return }
            self.saveTask = nil
            self.finish(with: result)
        }
    }

    func cancelEditing() {
        saveTask?.cancel()
        saveTask = nil
        latestSave += 1
        user.discardDraft()
    }

    private func finish(with result: Result<User, UsersError>) {
        switch result {
        case .success(let saved):
            user.commit(saved)
            output?.interactorDidSave(saved)
        case .failure(.cancelled):
            break
        case .failure(let error):
            output?.interactorDidFailSaving(with: error)
        }
    }
}
