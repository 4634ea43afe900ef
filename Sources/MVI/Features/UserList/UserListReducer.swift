import SharedDomain

/// The list's rules (SPEC §3 L1–L11, and the search) as pure functions of the state: when loads
/// start, what their results do, which row opens which detail, which rows a search matches.
public struct UserListReducer: Reducer {
    public typealias State = UserListState
    public typealias Intent = UserListIntent
    public typealias Action = UserListAction
    public typealias Request = UserListRequest
    public typealias Output = UserListOutput

    /// The list's cancellable work.
    public enum EffectID: Hashable, Sendable {
        /// The one list load in flight; a new load replaces it (latest intent wins).
        case pageLoad
    }

    /// The rules; they hold no state of their own.
    public init() {}

    public func reduce(_ state: inout State, intent: Intent) -> [EffectOf<Self>] {
        switch intent {
        case .appeared:
            guard state.isIdle else { return [] }
            return startLoad(.firstPage, in: &state)
        case .reachedEnd:
            guard state.loading == nil, state.listing?.hasMore == true else { return [] }
            return startLoad(.nextPage, in: &state)
        case .refreshPulled:
            return startLoad(.firstPage, in: &state)
        case .retryTapped:
            guard let failure = state.failure else { return [] }
            return startLoad(failure.load, in: &state)
        case .rowTapped(let number):
            guard let users = state.listing?.users, number > 0, users.indices.contains(number - 1) else {
                return []
            }
            return [.output(.openDetail(users[number - 1]))]
        case .searchChanged(let text):
            // Remembered even before anything is loaded: page 1 is matched when it arrives.
            state.search = text.isEmpty ? nil : UserListSearch(query: text, over: state.listing?.users ?? [])
            return []
        }
    }

    public func reduce(_ state: inout State, action: Action) -> [EffectOf<Self>] {
        switch action {
        case .pageLoaded(let page):
            guard let load = state.loading, page.page == state.page(for: load) else { return [] }
            state.loading = nil
            switch load {
            case .firstPage:
                state.listing = UserListing(firstPage: page)
                state.search?.match(state.listing?.users ?? [])
            case .nextPage:
                let start = state.listing?.users.count ?? 0
                // In place: the rows already loaded are not copied, nor matched again.
                state.listing?.append(page)
                state.search?.match(state.listing?.users ?? [], from: start)
            }
            return []
        case .pageFailed(_, .cancelled):
            return []
        case .pageFailed(let page, let error):
            guard let load = state.loading, page == state.page(for: load) else { return [] }
            state.loading = nil
            if error == .unauthorized {
                // Signed out: no user data stays on screen, and retry starts over.
                state.listing = nil
                state.search?.match([])
                state.failure = State.Failure(load: .firstPage, error: error)
            } else {
                state.failure = State.Failure(load: load, error: error)
            }
            return []
        case .userSaved(let user):
            guard let index = state.listing?.users.firstIndex(where: { $0.id == user.id }) else { return [] }
            state.listing?.replace(user)
            state.search?.rematch(row: index, in: state.listing?.users ?? [])
            return []
        }
    }

    /// Starts `load` under the one list-load id, so a load in flight is cancelled.
    private func startLoad(_ load: State.Load, in state: inout State) -> [EffectOf<Self>] {
        state.loading = load
        state.failure = nil
        return [.run(.loadPage(state.page(for: load)), id: .pageLoad)]
    }
}
