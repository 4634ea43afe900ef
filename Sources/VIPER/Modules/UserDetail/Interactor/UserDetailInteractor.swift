import SharedDomain

/// The detail's business logic: loads the user when it was opened by id (a deep link), owns
/// the user and its draft, validates the draft and saves it through the repository, one
/// request of each kind at a time. It pushes a snapshot of the user with every output; it
/// never formats text and never navigates. Closing the detail frees it, and what it has in
/// flight is cancelled with it (each `LatestRequest` cancels its task when released).
@MainActor
final class UserDetailInteractor: UserDetailInteractorInput {
    /// The detail Presenter. Weak: the Presenter owns this Interactor.
    weak var output: (any UserDetailInteractorOutput)?

    // Where the user stands: the one source of truth for whether it is loading, and (in the
    // `EditableUser`) whether its draft is saving; the requests only carry the work.
    private enum Content {
        /// Opened by id, not asked for yet.
        case notLoaded
        /// The load by id is in flight.
        case loading
        /// The load failed with `error`.
        case failed(UsersError)
        /// The user, given by the list or loaded.
        case loaded(EditableUser)
    }

    private let id: Int
    private var content: Content
    private let repository: any UserRepository
    private let load: LatestRequest
    private let save: LatestRequest

    /// An Interactor for user `id`, loading it through `repository` unless `user` is given (a
    /// tapped row: shown at once), and starting its work through `tracker`.
    init(id: Int, user: User?, repository: any UserRepository, tracker: TaskTracker) {
        self.id = id
        self.content = user.map { .loaded(EditableUser($0)) } ?? .notLoaded
        self.repository = repository
        self.load = LatestRequest(tracker: tracker)
        self.save = LatestRequest(tracker: tracker)
    }

    func loadUser() {
        guard case .loaded(let user) = content else { return fetch() }
        output?.interactorDidUpdate(user)
    }

    func retryLoading() {
        guard case .failed(let error) = content, error != .notFound else { return }
        fetch()
    }

    func beginEditing() {
        guard case .loaded(var user) = content, user.form == nil else { return }
        user.beginEditing()
        content = .loaded(user)
        output?.interactorDidUpdate(user)
    }

    func change(_ field: UserDraft.Field, to text: String) {
        guard case .loaded(var user) = content, user.form != nil, !user.isSaving else { return }
        user.change(field, to: text)
        content = .loaded(user)
        output?.interactorDidUpdate(user)
    }

    func saveDraft() {
        guard case .loaded(var user) = content, let draft = user.form?.draft, !user.isSaving else { return }
        guard user.beginSaving() else {
            content = .loaded(user)
            output?.interactorDidUpdate(user)
            return
        }
        content = .loaded(user)
        let repository = repository
        save.start { () async throws(UsersError) in
            // Found valid above: `validated()` gives the trimmed fields to store, as
            // `createUser(_:)` trims a new user's.
            try await repository.updateUser(draft.validated())
        } then: { [weak self] result in
            self?.finishSaving(with: result)
        }
        output?.interactorDidUpdate(user)
    }

    func cancelEditing() {
        save.cancel()
        guard case .loaded(var user) = content, user.form != nil else { return }
        user.discardDraft()
        content = .loaded(user)
        output?.interactorDidUpdate(user)
    }

    private func fetch() {
        content = .loading
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
            content = .loaded(user)
            output?.interactorDidUpdate(user)
        case .failure(.unauthorized):
            output?.interactorDidEndSession()
        case .failure(let error):
            content = .failed(error)
            output?.interactorDidFailLoading(userID: id, with: error)
        }
    }

    private func finishSaving(with result: Result<User, UsersError>) {
        guard case .loaded(var user) = content else { return }
        switch result {
        case .success(let saved):
            user.commit(saved)
            content = .loaded(user)
            output?.interactorDidSave(user)
        case .failure(.unauthorized):
            output?.interactorDidEndSession()
        case .failure(let error):
            user.failSaving(with: error)
            content = .loaded(user)
            output?.interactorDidUpdate(user)
        }
    }
}
