import SharedDomain

/// The list's rules (SPEC §3 L1–L12) as pure functions of the state: when loads start, what
/// their answers do, which row opens which detail, which rows a search matches, and what a
/// signed-out session forgets.
struct UserListReducer: Sendable {
    /// The list's cancellable work.
    enum EffectID: Hashable, Sendable {
        /// The one list load in flight; a new load replaces it (latest intent wins).
        case pageLoad
    }

    /// What the list's rules return: work for the Store, news for the flow's reducer.
    typealias Effects = [Effect<UserListRequest, UserListOutput, EffectID>]

    func reduce(_ state: inout UserListState, intent: UserListIntent) -> Effects {
        // N3: a created user's notice lasts until the user's next gesture, whatever it does. The
        // list shown again as the form closes is no gesture; appearing after that is `appear`.
        if intent == .appeared, state.added != nil, !state.addedAppeared {
            state.addedAppeared = true
        } else {
            state.added = nil
        }
        switch intent {
        case .appeared:
            // L1: nothing loaded and nothing loading, the first time or after a failed first
            // load. Signed out waits for `retry` or `refresh` (L8).
            guard state.listing == nil else { return [] }
            switch state.phase {
            case .idle, .failed: return load(.firstPage, in: &state)
            case .loading, .signedOut: return []
            }
        case .reachedEnd:
            guard state.loading == nil, let listing = state.listing, listing.hasMore else { return [] }
            return load(.nextPage(listing.nextPage), in: &state)
        case .scrolledToTop, .otherGestureMade:
            // The View's viewport moves, or nothing does: ending the notice is all they do.
            return []
        case .refreshPulled:
            return load(.firstPage, in: &state)
        case .retryTapped:
            switch state.phase {
            case .failed(let failure): return load(failure.load, in: &state)
            case .signedOut: return load(.firstPage, in: &state)
            case .idle, .loading: return []
            }
        case .rowTapped(let number):
            guard let users = state.listing?.users, number > 0, users.indices.contains(number - 1) else {
                return []
            }
            return [.output(.openDetail(users[number - 1]))]
        case .searchChanged(let text):
            // Remembered even before anything is loaded: page 1 is matched when it arrives.
            state.search = text.isEmpty ? nil : UserListSearch(query: text, over: state.listing?.users ?? [])
            return []
        case .newTapped:
            // N1: over a first page shown (rows, no users, or the cached page) with no list load
            // in flight; before it, while loading and signed out, nothing.
            guard state.listing != nil, state.loading == nil else { return [] }
            return [.output(.openNewUser)]
        }
    }

    func reduce(_ state: inout UserListState, action: UserListAction) -> Effects {
        switch action {
        case .pageLoaded(let page, let request):
            // Only the request in flight may answer: a superseded one is recognised by identity.
            guard request == state.loading else { return [] }
            state.phase = .idle
            switch request.load {
            case .firstPage:
                replaceListing(with: UserListing(firstPage: page), in: &state)
                return []
            case .reloadForNextPage:
                // Page 1 again after a next page that did not continue the listing: the
                // listing's own page 1 again means the server's pages overlap, and the rows stay
                // (L3, SPEC §9).
                guard let listing = state.listing else {
                    replaceListing(with: UserListing(firstPage: page), in: &state)
                    return []
                }
                switch listing.reloaded(from: page) {
                case .success(let reloaded):
                    replaceListing(with: reloaded, in: &state)
                case .failure(let error):
                    state.phase = .failed(
                        UserListState.Failure(load: .nextPage(listing.nextPage), error: error))
                }
                return []
            case .nextPage:
                break
            }
            guard let loaded = state.listing?.users.count, state.listing?.continues(with: page) == true else {
                // L3: the server's list changed shape (another page size or total, a repeated
                // user, a page past the end); appending would repeat or skip rows.
                return load(.reloadForNextPage, in: &state)
            }
            // In place, with no copy of the listing held meanwhile: the rows already loaded are
            // not copied, nor matched again.
            state.listing?.append(page)
            state.search?.match(state.listing?.users ?? [], from: loaded)
            return []
        case .pageFailed(let error, let request):
            guard request == state.loading else { return [] }
            guard error != .unauthorized else {
                signOut(&state)
                return [.output(.sessionExpired)]
            }
            // `.cancelled` included: the current request ended, so its loading state ends too.
            state.phase = .failed(UserListState.Failure(load: request.load, error: error))
            return []
        case .userSaved(let user):
            guard let index = state.listing?.users.firstIndex(where: { $0.id == user.id }) else { return [] }
            state.listing?.replace(user)
            state.search?.rematch(row: index, in: state.listing?.users ?? [])
            return []
        case .userCreated(let user):
            // N3: counted at once; appended when every user was loaded, replaced in place when
            // loaded, otherwise it arrives with its page. The search matches the one row it
            // changed or added, if any, and no other.
            state.added = user
            state.addedAppeared = false
            guard let loaded = state.listing?.users.count else { return [] }
            let row = state.listing?.users.firstIndex { $0.id == user.id }
            state.listing?.addCreated(user)
            if let row {
                state.search?.rematch(row: row, in: state.listing?.users ?? [])
            } else {
                state.search?.match(state.listing?.users ?? [], from: loaded)
            }
            return []
        case .deepLinkOpened:
            // A gesture on no screen's View, so the flow tells: it ends the notice too (N3).
            state.added = nil
            return []
        case .detailClosed:
            // D8: back to a list holding nothing (never loaded, failed, or signed out under a
            // deep link) loads page 1.
            guard state.listing == nil, state.loading == nil else { return [] }
            return load(.firstPage, in: &state)
        case .sessionExpired:
            let wasLoading = state.loading != nil
            signOut(&state)
            return wasLoading ? [.cancel(.pageLoad)] : []
        }
    }

    /// Starts a request for `load` under the one list-load id, so a load in flight is cancelled.
    private func load(_ load: UserListRequest.Load, in state: inout UserListState) -> Effects {
        state.requestCount += 1
        let request = UserListRequest(number: state.requestCount, load: load)
        state.phase = .loading(request)
        return [.run(request, id: .pageLoad)]
    }

    /// Shows `listing` in place of the rows, the search matched over it.
    private func replaceListing(with listing: UserListing, in state: inout UserListState) {
        state.listing = listing
        state.search?.match(listing.users)
    }

    /// Signed out (SPEC L8): no user data stays, not even the search or a created user's notice,
    /// and retry starts over.
    private func signOut(_ state: inout UserListState) {
        state.listing = nil
        state.search = nil
        state.added = nil
        state.phase = .signedOut
    }
}
