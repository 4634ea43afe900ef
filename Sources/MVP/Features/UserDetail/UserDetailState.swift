import SharedDomain

/// What the detail screen is doing, as a value its Presenter keeps: the user shown lives in
/// the cases that show one, so no case can be "viewing" without a user. The transitions are
/// the Presenter's decisions that need no request; each answers whether it applied.
enum UserDetailState: Hashable, Sendable {
    /// The user is on its way from the server (a deep link).
    case loading
    /// Loading the user failed; `retry` repeats it unless the server does not know the id.
    case loadFailed(UsersError)
    /// Showing `user`; `justSaved` right after a successful save.
    case viewing(FetchedUser, justSaved: Bool)
    /// Editing `draft` of `user`, with what the last `save` found wrong: failing fields, or the server.
    case editing(FetchedUser, draft: UserDraft, issues: [UserDraft.Issue], saveFailure: UsersError?)
    /// The draft of `user` is on its way to the server.
    case saving(FetchedUser, draft: UserDraft)

    /// Starts editing a draft prefilled with the user; only while viewing.
    mutating func edit() -> Bool {
        guard case .viewing(let user, _) = self else { return false }
        self = .editing(user, draft: UserDraft(user: user.user), issues: [], saveFailure: nil)
        return true
    }

    /// Types into the draft; only while editing. What the last `save` found stays.
    mutating func change(_ field: UserDraft.Field, to text: String) -> Bool {
        guard case .editing(let user, var draft, let issues, let saveFailure) = self else { return false }
        draft[field] = text
        self = .editing(user, draft: draft, issues: issues, saveFailure: saveFailure)
        return true
    }

    /// The user to send when the draft is valid, now saving; an invalid draft shows every
    /// failing field and sends nothing (nil). Only while editing.
    mutating func save() -> User? {
        guard case .editing(let user, let draft, _, _) = self else { return nil }
        do throws(UsersError) {
            let valid = try draft.validated()
            self = .saving(user, draft: draft)
            return valid
        } catch {
            self = .editing(user, draft: draft, issues: draft.issues, saveFailure: nil)
            return nil
        }
    }

    /// The server did not store the draft: back to editing it, with the reason. A cancelled
    /// answer reaches here only for the current save, so `save` can try again.
    mutating func saveFailed(_ error: UsersError) {
        guard case .saving(let user, let draft) = self else { return }
        self = .editing(user, draft: draft, issues: [], saveFailure: error)
    }

    /// Leaves edit mode, discarding the draft; only while editing or saving.
    mutating func cancel() -> Bool {
        switch self {
        case .editing(let user, _, _, _), .saving(let user, _):
            self = .viewing(user, justSaved: false)
            return true
        case .loading, .loadFailed, .viewing:
            return false
        }
    }

    /// A failed load can be tried again, unless the server does not know the id.
    var canRetry: Bool {
        guard case .loadFailed(let error) = self else { return false }
        return error != .notFound
    }
}
