import SharedDomain

/// The detail's Presenter: shows a user, keeps the edit draft, validates and saves it, and
/// tells its passive View through commands. Saves are reported to the delegate; leaving goes
/// through the navigator.
@MainActor
final class UserDetailPresenter {
    /// What the screen is doing.
    private enum Mode {
        /// Showing the user; `justSaved` right after a successful save.
        case viewing(justSaved: Bool)
        /// Editing `draft`, with what the last `save` found wrong: failing fields, or the server.
        case editing(UserDraft, issues: [UserDraft.Issue], saveFailure: UsersError?)
        /// The draft is on its way to the server.
        case saving(UserDraft)
    }

    /// The View it commands; weak, because the View owns its Presenter.
    weak var view: (any UserDetailView)?

    private var user: User
    private var mode: Mode = .viewing(justSaved: false)
    private let repository: any UserRepository
    private let tracker: TaskTracker
    private weak var navigator: (any UserDetailNavigator)?
    private weak var delegate: (any UserDetailDelegate)?
    private var saveTask: Task<Void, Never>?
    /// Request identity: a save's result is applied only while it is still the latest one.
    private var latestSave = 0

    /// A Presenter for `user`, saving through `repository`.
    init(
        user: User, repository: any UserRepository, tracker: TaskTracker, navigator: any UserDetailNavigator,
        delegate: any UserDetailDelegate
    ) {
        self.user = user
        self.repository = repository
        self.tracker = tracker
        self.navigator = navigator
        self.delegate = delegate
    }

    isolated deinit {
        saveTask?.cancel()
    }

    /// Called by the Assembly once the View is attached: the user shows at once, no loading.
    func viewDidLoad() {
        view?.showTitle("User #\(user.id)")
        updateView()
    }

    // MARK: Saving

    private func save(_ valid: User, typedAs draft: UserDraft) {
        mode = .saving(draft)
        updateView()
        latestSave += 1
        let request = latestSave
        let repository = repository
        saveTask = tracker.start { [weak self] in
            let result: Result<User, UsersError>
            do throws(UsersError) {
                result = .success(try await repository.updateUser(valid))
            } catch {
                result = .failure(error)
            }
            guard let self, request == self.latestSave else { return }
            self.finishSave(of: draft, with: result)
        }
    }

    private func finishSave(of draft: UserDraft, with result: Result<User, UsersError>) {
        saveTask = nil
        switch result {
        case .success(let saved):
            user = saved
            mode = .viewing(justSaved: true)
            updateView()
            delegate?.userDetail(didSave: saved)
        case .failure(.cancelled):
            return
        case .failure(let error):
            mode = .editing(draft, issues: [], saveFailure: error)
            updateView()
        }
    }

    /// Cancels the save in flight; a late answer to it is ignored.
    private func stopSaving() {
        saveTask?.cancel()
        saveTask = nil
        latestSave += 1
    }

    // MARK: Commanding the View

    /// Tells the View what every region shows now.
    private func updateView() {
        guard let view else { return }
        switch mode {
        case .viewing(let justSaved):
            view.hideSubtitle()
            view.showFields([
                UserFieldViewData(label: "Name", value: user.name),
                UserFieldViewData(label: "Email", value: user.email),
            ])
            view.hideMessages()
            if justSaved { view.showStatus("Saved") } else { view.hideStatus() }
        case .editing(let draft, let issues, let saveFailure):
            view.showSubtitle("Editing")
            view.showFields(Self.formFields(of: draft))
            let messages =
                issues.map { "! \($0.message)" }
                + (saveFailure.map { ["! Could not save: \($0.reason)"] } ?? [])
            if messages.isEmpty { view.hideMessages() } else { view.showMessages(messages) }
            view.hideStatus()
        case .saving(let draft):
            view.showSubtitle("Editing")
            view.showFields(Self.formFields(of: draft))
            view.hideMessages()
            view.showStatus("Saving…")
        }
    }

    private static func formFields(of draft: UserDraft) -> [UserFieldViewData] {
        [
            UserFieldViewData(label: "First name", value: draft.firstName),
            UserFieldViewData(label: "Last name", value: draft.lastName),
            UserFieldViewData(label: "Email", value: draft.email),
        ]
    }

}

// MARK: - Events from the View

extension UserDetailPresenter: UserDetailPresenting {
    /// Starts editing a draft prefilled with the user; only while viewing.
    func didTapEdit() {
        guard case .viewing = mode else { return }
        mode = .editing(UserDraft(user: user), issues: [], saveFailure: nil)
        updateView()
    }

    /// Types into the draft; only while editing. What the last `save` found stays shown.
    func didChange(_ field: UserDraft.Field, to text: String) {
        guard case .editing(var draft, let issues, let saveFailure) = mode else { return }
        draft[field] = text
        mode = .editing(draft, issues: issues, saveFailure: saveFailure)
        updateView()
    }

    /// Validates first: every failing field is shown and nothing is sent; a valid draft is saved.
    func didTapSave() {
        guard case .editing(let draft, _, _) = mode else { return }
        let valid: User
        do throws(UsersError) {
            valid = try draft.validated()
        } catch {
            mode = .editing(draft, issues: draft.issues, saveFailure: nil)
            updateView()
            return
        }
        save(valid, typedAs: draft)
    }

    /// Leaves edit mode, discarding the draft and cancelling a save in flight.
    func didTapCancel() {
        if case .viewing = mode { return }
        stopSaving()
        mode = .viewing(justSaved: false)
        updateView()
    }

    /// Leaves the screen, cancelling a save in flight.
    func didTapBack() {
        stopSaving()
        navigator?.closeDetail()
    }
}
