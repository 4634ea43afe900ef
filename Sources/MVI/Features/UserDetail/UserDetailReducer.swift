import SharedDomain

/// The detail's rules (SPEC §3 D1–D7) as pure functions of the state: editing, validating,
/// saving, cancelling, leaving.
public struct UserDetailReducer: Reducer {
    public typealias State = UserDetailState
    public typealias Intent = UserDetailIntent
    public typealias Action = UserDetailAction
    public typealias Request = UserDetailRequest
    public typealias Output = UserDetailOutput

    /// The detail's cancellable work.
    public enum EffectID: Hashable, Sendable {
        /// The save in flight.
        case save
    }

    /// The rules; they hold no state of their own.
    public init() {}

    public func reduce(_ state: inout State, intent: Intent) -> [EffectOf<Self>] {
        switch intent {
        case .editTapped:
            guard case .viewing = state.mode else { return [] }
            state.mode = .editing(State.Form(draft: UserDraft(user: state.user)))
            return []
        case .fieldChanged(let field, let text):
            guard case .editing(var form) = state.mode else { return [] }
            form.draft[field] = text
            state.mode = .editing(form)
            return []
        case .saveTapped:
            guard case .editing(var form) = state.mode else { return [] }
            do throws(UsersError) {
                let user = try form.draft.validated()
                state.mode = .saving(form.draft)
                return [.run(.save(user), id: .save)]
            } catch {
                // Invalid: every failing field is shown and nothing is sent.
                form.issues = form.draft.issues
                form.saveFailure = nil
                state.mode = .editing(form)
                return []
            }
        case .cancelTapped:
            switch state.mode {
            case .viewing: return []
            case .editing:
                state.mode = .viewing(justSaved: false)
                return []
            case .saving:
                state.mode = .viewing(justSaved: false)
                return [.cancel(.save)]
            }
        case .backTapped:
            guard case .saving = state.mode else { return [.output(.close)] }
            return [.cancel(.save), .output(.close)]
        }
    }

    public func reduce(_ state: inout State, action: Action) -> [EffectOf<Self>] {
        // Only the save in flight may answer; after a cancel the screen has moved on.
        guard case .saving(let draft) = state.mode else { return [] }
        switch action {
        case .saveSucceeded(let saved):
            state.user = saved
            state.mode = .viewing(justSaved: true)
            return [.output(.userSaved(saved))]
        case .saveFailed(.cancelled):
            return []
        case .saveFailed(let error):
            state.mode = .editing(State.Form(draft: draft, saveFailure: error))
            return []
        }
    }
}
