import SharedDomain

/// The New user form's rules (SPEC §3 N2–N5) as pure functions of the state: typing, validating,
/// saving, trying again, leaving.
struct NewUserReducer: Sendable {
    /// The form's cancellable work.
    enum EffectID: Hashable, Sendable {
        /// The save in flight.
        case save
    }

    /// What the form's rules return: work for the Store, news for the flow's reducer.
    typealias Effects = [Effect<NewUserRequest, NewUserOutput, EffectID>]

    func reduce(_ state: inout NewUserState, intent: NewUserIntent) -> Effects {
        switch intent {
        case .fieldChanged(let field, let text):
            guard case .editing(var form) = state.mode else { return [] }
            form.draft[field] = text
            state.mode = .editing(form)
            return []
        case .saveTapped:
            // While saving, the draft is already on its way: nothing more is sent (N4).
            guard case .editing(var form) = state.mode else { return [] }
            guard form.validate() != nil else {
                // Invalid: every failing field is shown and nothing is sent (N2).
                state.mode = .editing(form)
                return []
            }
            state.requestCount += 1
            // The draft as typed: the repository trims it as it sends it.
            let request = NewUserRequest(draft: form.draft, number: state.requestCount)
            state.mode = .saving(form, request)
            return [.run(request, id: .save)]
        case .cancelTapped, .backTapped:
            // N5: the draft goes with the form, and a save in flight is cancelled.
            return close(state) + [.output(.close)]
        }
    }

    func reduce(_ state: inout NewUserState, action: NewUserAction) -> Effects {
        // Only the request in flight may answer, recognised by identity; after a cancel, or a
        // newer request, the form has moved on.
        switch action {
        case .saveSucceeded(let created, let request):
            guard case .saving(_, request) = state.mode else { return [] }
            // N3: the list takes the user the server created, and the form closes.
            return [.output(.userCreated(created)), .output(.close)]
        case .saveFailed(let error, let request):
            guard case .saving(var form, request) = state.mode else { return [] }
            // `.cancelled` included: the current save ended, so "Saving…" ends too (N4).
            form.saveFailed(error)
            state.mode = .editing(form)
            return error == .unauthorized ? [.output(.sessionExpired)] : []
        }
    }

    /// The work to cancel when the form closes, whatever closes it: its save in flight.
    func close(_ state: NewUserState) -> Effects {
        switch state.mode {
        case .saving: [.cancel(.save)]
        case .editing: []
        }
    }
}
