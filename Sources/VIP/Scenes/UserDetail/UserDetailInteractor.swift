import SharedDomain

/// The detail's business logic, one method per use case. Called by `UserDetailViewController` only.
@MainActor
protocol UserDetailBusinessLogic: AnyObject {
    /// Present the user as the DataStore holds it.
    func showUser(request: UserDetailModels.ShowUser.Request)
    /// Start editing, if viewing.
    func edit(request: UserDetailModels.Edit.Request)
    /// Change a field of the draft, if editing.
    func changeField(request: UserDetailModels.ChangeField.Request)
    /// Validate the draft and, if it is valid, send it; if editing.
    func save(request: UserDetailModels.Save.Request)
    /// Leave edit mode, discarding the draft and cancelling a save in flight.
    func cancel(request: UserDetailModels.Cancel.Request)
    /// Leave the scene, cancelling a save in flight.
    func back(request: UserDetailModels.Back.Request)
}

/// The detail's data, filled by the Router of the scene that opens it.
@MainActor
protocol UserDetailDataStore: AnyObject {
    /// The user shown; passed in by `UserListRouter`.
    var user: User? { get set }
}

/// The detail's output: a user the server saved. Called by `UserDetailInteractor`; the list's
/// Interactor receives it, wired by `UserListConfigurator` through `UserDetailConfigurator`.
@MainActor
protocol UserDetailDelegate: AnyObject {
    /// `user` was saved; it is what the server stored.
    func userDetailDidSave(_ user: User)
}

/// The User Detail scene's Interactor: the rules of viewing, editing and saving a user. It
/// asks the Worker to save and presents the whole detail after every change.
@MainActor
final class UserDetailInteractor: UserDetailBusinessLogic, UserDetailDataStore {
    /// Where responses go.
    var presenter: (any UserDetailPresentationLogic)?
    /// Told about every saved user; weak, because it belongs to the scene below.
    weak var delegate: (any UserDetailDelegate)?
    /// The only path to the repository.
    let worker: any UserDetailWorkerLogic
    private let tracker: TaskTracker

    /// The user as last saved.
    var user: User?

    private var mode = UserDetailModels.Mode.viewing(justSaved: false)
    // Latest intent wins here too: cancel and back make a save in flight stale, and a stale
    // answer is never presented.
    private var saveTask: Task<Void, Never>?
    private var latestSaveID = 0

    /// An Interactor saving through `worker`, its tasks started by `tracker`.
    init(worker: any UserDetailWorkerLogic, tracker: TaskTracker) {
        self.worker = worker
        self.tracker = tracker
    }

    isolated deinit {
        saveTask?.cancel()
    }

    // MARK: Business logic

    func showUser(request: UserDetailModels.ShowUser.Request) {
        presentUser()
    }

    func edit(request: UserDetailModels.Edit.Request) {
        guard case .viewing = mode, let user else { return }
        mode = .editing(UserDetailModels.Form(draft: UserDraft(user: user)))
        presentUser()
    }

    func changeField(request: UserDetailModels.ChangeField.Request) {
        guard case .editing(var form) = mode else { return }
        form.draft[request.field] = request.text
        mode = .editing(form)
        presentUser()
    }

    func save(request: UserDetailModels.Save.Request) {
        guard case .editing(let form) = mode else { return }
        let valid: User
        do throws(UsersError) {
            valid = try form.draft.validated()
        } catch {
            // Every failing field at once, and nothing is sent.
            mode = .editing(UserDetailModels.Form(draft: form.draft, issues: form.draft.issues))
            presentUser()
            return
        }
        mode = .saving(form.draft)
        // "Saving…" is on screen before the Worker is awaited.
        presentUser()
        startSaving(valid, draft: form.draft)
    }

    func cancel(request: UserDetailModels.Cancel.Request) {
        if case .viewing = mode { return }
        stopSaving()
        mode = .viewing(justSaved: false)
        presentUser()
    }

    func back(request: UserDetailModels.Back.Request) {
        stopSaving()
        presenter?.presentBack(response: UserDetailModels.Back.Response())
    }

    // MARK: Saving

    private func startSaving(_ valid: User, draft: UserDraft) {
        latestSaveID += 1
        let saveID = latestSaveID
        let worker = worker
        saveTask = tracker.start { [weak self] in
            let result: Result<User, UsersError>
            do throws(UsersError) {
                result = .success(try await worker.saveUser(valid))
            } catch {
                result = .failure(error)
            }
            guard let self, saveID == self.latestSaveID else { return }
            self.saveTask = nil
            self.finishSaving(with: result, draft: draft)
        }
    }

    private func stopSaving() {
        saveTask?.cancel()
        saveTask = nil
        latestSaveID += 1
    }

    private func finishSaving(with result: Result<User, UsersError>, draft: UserDraft) {
        switch result {
        case .success(let saved):
            user = saved
            mode = .viewing(justSaved: true)
            presentUser()
            delegate?.userDetailDidSave(saved)
        case .failure(.cancelled):
            return
        case .failure(let error):
            // The draft stays as typed, so `save` again retries it.
            mode = .editing(UserDetailModels.Form(draft: draft, saveFailure: error))
            presentUser()
        }
    }

    private func presentUser() {
        guard let user else { return }
        presenter?.presentUser(response: UserDetailModels.ShowUser.Response(user: user, mode: mode))
    }
}
