import SharedDomain

/// The detail's business logic: loads the user when it was opened by id (a deep link), owns
/// the user and its draft, validates the draft and saves it through the repository, one
/// request of each kind at a time. It pushes a snapshot of the user with every output; it
/// never formats text and never navigates.
@MainActor
final class UserDetailInteractor: UserDetailInteractorInput {
    /// The detail Presenter. Weak: the Presenter owns this Interactor.
    weak var output: (any UserDetailInteractorOutput)?

    private let id: Int
    // Nil until loaded, when the module was opened by id.
    private var user: EditableUser?
    // Why the latest load failed, while no user is loaded.
    private var loadFailure: UsersError?
    private let repository: any UserRepository
    private let load: LatestRequest
    private let save: LatestRequest

    /// An Interactor for user `id`, loading it through `repository` unless `user` is given (a
    /// tapped row: shown at once), and starting its work through `tracker`.
    init(id: Int, user: User?, repository: any UserRepository, tracker: TaskTracker) {
        self.id = id
        self.user = user.map { EditableUser($0) }
        self.repository = repository
        self.load = LatestRequest(tracker: tracker)
        self.save = LatestRequest(tracker: tracker)
    }

    func loadUser() {
        guard let user else { return fetch() }
        output?.interactorDidUpdate(user)
    }

    func retryLoading() {
        guard user == nil, !load.isRunning, let loadFailure, loadFailure != .notFound else { return }
        fetch()
    }

    func beginEditing() {
        guard var user, user.draft == nil else { return }
        user.beginEditing()
        self.user = user
        output?.interactorDidUpdate(user)
    }

    func change(_ field: UserDraft.Field, to text: String) {
        guard var user, user.draft != nil, !save.isRunning else { return }
        user.change(field, to: text)
        self.user = user
        output?.interactorDidUpdate(user)
    }

    func saveDraft() {
        guard var user, let draft = user.draft, !save.isRunning else { return }
        let valid: User
        do throws(UsersError) {
            valid = try draft.validated()
        } catch {
            user.reject(draft.issues)
            self.user = user
            output?.interactorDidUpdate(user)
            return
        }
        user.beginSaving()
        self.user = user
        let repository = repository
        save.start { () async throws(UsersError) in
            try await repository.updateUser(valid)
        } then: { [weak self] result in
            self?.finishSaving(with: result)
        }
        output?.interactorDidStartSaving(user)
    }

    func cancelEditing() {
        save.cancel()
        guard var user, user.draft != nil else { return }
        user.discardDraft()
        self.user = user
        output?.interactorDidUpdate(user)
    }

    func stop() {
        load.cancel()
        save.cancel()
    }

    private func fetch() {
        loadFailure = nil
        let repository = repository
        let id = id
        load.start { () async throws(UsersError) in
            try await repository.fetchUser(id: id)
        } then: { [weak self] result in
            self?.finishLoading(with: result)
        }
        output?.interactorDidStartLoading(userID: id)
    }

    private func finishLoading(with result: Result<FetchedUser, UsersError>) {
        switch result {
        case .success(let fetched):
            let user = EditableUser(fetched.user, isFromCache: fetched.source == .cache)
            self.user = user
            output?.interactorDidUpdate(user)
        case .failure(.unauthorized):
            output?.interactorDidEndSession()
        case .failure(let error):
            loadFailure = error
            output?.interactorDidFailLoading(userID: id, with: error)
        }
    }

    private func finishSaving(with result: Result<User, UsersError>) {
        guard var user else { return }
        switch result {
        case .success(let saved):
            user.commit(saved)
            self.user = user
            output?.interactorDidSave(user)
        case .failure(.unauthorized):
            output?.interactorDidEndSession()
        case .failure(let error):
            user.failSaving(with: error)
            self.user = user
            output?.interactorDidUpdate(user)
        }
    }
}
