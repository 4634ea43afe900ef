import Observation
import SharedDomain

/// The detail view model's inputs: what the detail view calls (View → ViewModel).
@MainActor
public protocol UserDetailViewModelInputs: AnyObject {
    /// Start editing.
    func edit()
    /// Type `text` into `field` of the draft.
    func set(_ field: UserDraft.Field, to text: String)
    /// Validate and save the draft.
    func save()
    /// Discard the draft.
    func cancel()
    /// Leave the screen.
    func back()
}

/// The detail screen's view model: shows a user, edits a draft, saves it through the
/// repository. Tells the outside world through `onSaved` and `onClose`, never by navigating.
@Observable
@MainActor
public final class UserDetailViewModel: UserDetailViewModelInputs {
    /// Everything the detail screen can be doing.
    public enum Mode: Equatable {
        /// Showing the user; `justSaved` after a successful save.
        case viewing(justSaved: Bool)
        /// Editing a draft, with what the last save attempt found wrong.
        case editing(Form)
        /// The draft is on its way to the server.
        case saving(UserDraft)
    }

    /// The edit form's state.
    public struct Form: Equatable {
        /// The values as typed.
        public var draft: UserDraft
        /// Fields that failed validation on the last `save`.
        public var issues: [UserDraft.Issue] = []
        /// Why the last save failed at the server.
        public var saveFailure: UsersError?
    }

    /// The user as last saved.
    public private(set) var user: User
    /// What the screen is doing.
    public private(set) var mode: Mode = .viewing(justSaved: false)

    /// Called with the user the server stored.
    @ObservationIgnored public var onSaved: ((User) -> Void)?
    /// Called when the user leaves the screen.
    @ObservationIgnored public var onClose: (() -> Void)?

    @ObservationIgnored private let repository: any UserRepository
    @ObservationIgnored private let tracker: TaskTracker
    @ObservationIgnored private var saveTask: Task<Void, Never>?
    @ObservationIgnored private var latestSave = 0

    /// A view model for `user`, saving through `repository`.
    public init(user: User, repository: any UserRepository, tracker: TaskTracker) {
        self.user = user
        self.repository = repository
        self.tracker = tracker
    }

    isolated deinit {
        saveTask?.cancel()
    }

    // MARK: Inputs

    /// Starts editing a draft prefilled with the user.
    public func edit() {
        guard case .viewing = mode else { return }
        mode = .editing(Form(draft: UserDraft(user: user)))
    }

    /// Types `text` into `field` of the draft.
    public func set(_ field: UserDraft.Field, to text: String) {
        guard case .editing(var form) = mode else { return }
        form.draft[field] = text
        mode = .editing(form)
    }

    /// Validates, then sends the draft; invalid fields are shown and nothing is sent.
    public func save() {
        guard case .editing(var form) = mode else { return }
        let valid: User
        do {
            valid = try form.draft.validated()
        } catch {
            form.issues = form.draft.issues
            form.saveFailure = nil
            mode = .editing(form)
            return
        }
        mode = .saving(form.draft)
        latestSave += 1
        let requestID = latestSave
        let repository = repository
        saveTask = tracker.start { [weak self] in
            let result: Result<User, UsersError>
            do throws(UsersError) {
                result = .success(try await repository.updateUser(valid))
            } catch {
                result = .failure(error)
            }
            guard let self, requestID == self.latestSave else { return }
            self.saveTask = nil
            self.apply(result, draft: form.draft)
        }
    }

    /// Leaves edit mode, discarding the draft (and an unfinished save).
    public func cancel() {
        switch mode {
        case .viewing: return
        case .editing, .saving:
            stopSaving()
            mode = .viewing(justSaved: false)
        }
    }

    /// Leaves the screen.
    public func back() {
        stopSaving()
        onClose?()
    }

    private func stopSaving() {
        saveTask?.cancel()
        saveTask = nil
        latestSave += 1
    }

    private func apply(_ result: Result<User, UsersError>, draft: UserDraft) {
        switch result {
        case .success(let saved):
            user = saved
            mode = .viewing(justSaved: true)
            onSaved?(saved)
        case .failure(.cancelled):
            break
        case .failure(let error):
            mode = .editing(Form(draft: draft, saveFailure: error))
        }
    }
}

// MARK: Outputs

extension UserDetailViewModel {
    /// "User #2".
    public var title: String { "User #\(user.id)" }

    /// "Editing" while a draft is shown.
    public var subtitle: String? {
        switch mode {
        case .viewing: nil
        case .editing, .saving: "Editing"
        }
    }

    /// The labelled values: the user when viewing, the draft when editing.
    public var fields: [(label: String, value: String)] {
        switch mode {
        case .viewing: [("Name", user.name), ("Email", user.email)]
        case .editing(let form): Self.formFields(form.draft)
        case .saving(let draft): Self.formFields(draft)
        }
    }

    /// Validation and save failures.
    public var messages: [String] {
        guard case .editing(let form) = mode else { return [] }
        return form.issues.map { "! \($0.message)" }
            + (form.saveFailure.map { ["! Could not save: \($0.reason)"] } ?? [])
    }

    /// "Saving…" or "Saved".
    public var statusText: String? {
        switch mode {
        case .viewing(let justSaved): justSaved ? "Saved" : nil
        case .editing: nil
        case .saving: "Saving…"
        }
    }

    private static func formFields(_ draft: UserDraft) -> [(label: String, value: String)] {
        [("First name", draft.firstName), ("Last name", draft.lastName), ("Email", draft.email)]
    }
}
