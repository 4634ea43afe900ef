import SharedDomain
import TerminalUI

/// Interactor → Presenter, traced: records what the detail Interactor reports, then forwards it.
@MainActor
final class TracedUserDetailInteractorOutput: UserDetailInteractorOutput {
    /// The detail Presenter. Weak, as the Interactor holds it.
    private(set) weak var base: (any UserDetailInteractorOutput)?
    private let tracer: BoundaryTracer

    /// Traces the results reported to `base`.
    init(_ base: any UserDetailInteractorOutput, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func interactorDidStartLoading(userID: Int) {
        record("interactorDidStartLoading(userID: \(userID))")
        base?.interactorDidStartLoading(userID: userID)
    }

    func interactorDidFailLoading(userID: Int, with error: UsersError) {
        record("interactorDidFailLoading(userID: \(userID), with: \(error.traceName))")
        base?.interactorDidFailLoading(userID: userID, with: error)
    }

    func interactorDidFailSaving(_ user: EditableUser, with error: UsersError) {
        record("interactorDidFailSaving(user \(user.saved.id), with: \(error.traceName))")
        base?.interactorDidFailSaving(user, with: error)
    }

    func interactorDidEndSession() {
        record("interactorDidEndSession()")
        base?.interactorDidEndSession()
    }

    func interactorDidLoad(_ user: EditableUser) {
        record("interactorDidLoad(user \(user.saved.id))")
        base?.interactorDidLoad(user)
    }

    func interactorDidBeginEditing(_ user: EditableUser) {
        record("interactorDidBeginEditing(user \(user.saved.id))")
        base?.interactorDidBeginEditing(user)
    }

    func interactorDidChangeDraft(_ user: EditableUser) {
        record("interactorDidChangeDraft(user \(user.saved.id))")
        base?.interactorDidChangeDraft(user)
    }

    func interactorDidRejectDraft(_ user: EditableUser) {
        record("interactorDidRejectDraft(user \(user.saved.id))")
        base?.interactorDidRejectDraft(user)
    }

    func interactorDidStartSaving(_ user: EditableUser) {
        record("interactorDidStartSaving(user \(user.saved.id))")
        base?.interactorDidStartSaving(user)
    }

    func interactorDidSave(_ user: EditableUser) {
        record("interactorDidSave(user \(user.saved.id))")
        base?.interactorDidSave(user)
    }

    func interactorDidCancelEditing(_ user: EditableUser) {
        record("interactorDidCancelEditing(user \(user.saved.id))")
        base?.interactorDidCancelEditing(user)
    }

    private func record(_ message: String) {
        tracer.record("Interactor", "Presenter", message)
    }
}
