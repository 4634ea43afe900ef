/// The repository every architecture uses: the server first, the cache when the server is
/// out of reach (SPEC §2).
///
/// - A page from the server is written to the cache and returned; page 1 replaces the cached
///   list, so users deleted on the server disappear. A page past the end (`isPastTheEnd`) is
///   returned and never cached.
/// - Offline, timeout or an HTTP error status other than 401: the cached page, marked as such,
///   if there is one; otherwise the error.
/// - A malformed response is not an outage: it is thrown, the cache is left as it was.
/// - Unauthorized clears the cache (no user data stays on a signed-out machine) and is thrown.
/// - An update goes to the server first and reaches the cache only on success.
/// - So does a creation (SPEC N3): the created user is cached as a fetched one, and every cached
///   page counts it (`UserCache.saveCreated(_:)`); a draft that fails validation sends nothing.
/// - One user (a deep link) comes from the server and is written to the cache; offline, timeout
///   or an HTTP error status other than 401 and 404: the cached user, marked as such, if there
///   is one; 404 is "not found", never answered from the cache.
///
/// A cache that fails (locked by another process past its timeout, disk full) never costs the
/// user the server's answer: the failure, a `UserCacheError`, becomes a warning on the same
/// channel the cache reports its repairs on.
public struct OfflineFirstUserRepository: UserRepository {
    private let remote: any UserRemote
    private let cache: any UserCache
    private let warn: @Sendable (String) -> Void

    /// Composes `remote` and `cache`; `warn`, the session's one warning channel (the one the
    /// cache was given), receives cache failures the user should hear of.
    public init(remote: any UserRemote, cache: any UserCache, warn: @escaping @Sendable (String) -> Void) {
        self.remote = remote
        self.cache = cache
        self.warn = warn
    }

    public func fetchPage(_ page: Int, perPage: Int?) async throws(UsersError) -> UsersPage {
        do {
            let fresh = try await remote.fetchPage(page, perPage: perPage)
            // A page past the end holds nothing to keep, and the cache would refuse it.
            guard !fresh.isPastTheEnd else { return fresh }
            await writeToCache("page \(page)") { () throws(UserCacheError) in
                try await cache.save(fresh, replacingList: page == 1)
            }
            return fresh
        } catch .unauthorized {
            await signOut()
            throw .unauthorized
        } catch  where error.allowsCacheFallback {
            let cached = await readFromCache("page \(page)") { () throws(UserCacheError) in
                try await cache.page(page, perPage: perPage)
            }
            guard let cached = cached ?? nil else { throw error }
            return cached
        }
    }

    public func fetchUser(id: Int) async throws(UsersError) -> FetchedUser {
        do {
            let fresh = try await remote.fetchUser(id: id)
            await writeToCache("user \(id)") { () throws(UserCacheError) in try await cache.save(fresh) }
            return FetchedUser(user: fresh)
        } catch .unauthorized {
            await signOut()
            throw .unauthorized
        } catch .notFound {
            throw .notFound
        } catch  where error.allowsCacheFallback {
            let cached = await readFromCache("user \(id)") { () throws(UserCacheError) in
                try await cache.user(id: id)
            }
            guard let user = cached ?? nil else { throw error }
            return FetchedUser(user: user, source: .cache)
        }
    }

    public func updateUser(_ user: User) async throws(UsersError) -> User {
        do {
            let saved = try await remote.updateUser(user)
            await writeToCache("user \(user.id)") { () throws(UserCacheError) in try await cache.save(saved) }
            return saved
        } catch .unauthorized {
            await signOut()
            throw .unauthorized
        }
    }

    public func createUser(_ draft: UserDraft) async throws(UsersError) -> User {
        let fields = try draft.validated()
        do {
            let created = try await remote.createUser(fields)
            await writeToCache("user \(created.id)") { () throws(UserCacheError) in
                try await cache.saveCreated(created)
            }
            return created
        } catch .unauthorized {
            await signOut()
            throw .unauthorized
        }
    }

    /// Forgets every cached user; a cache that cannot says what it could do instead.
    private func signOut() async {
        do {
            try await cache.removeAll()
        } catch {
            warn("warning: signed out, but \(error.message)")
        }
    }

    private func writeToCache(_ what: String, _ write: () async throws(UserCacheError) -> Void) async {
        do {
            try await write()
        } catch {
            warn("warning: could not write \(what) to the cache: \(error.message)")
        }
    }

    private func readFromCache<T>(_ what: String, _ read: () async throws(UserCacheError) -> T) async -> T? {
        do {
            return try await read()
        } catch {
            warn("warning: could not read \(what) from the cache: \(error.message)")
            return nil
        }
    }
}
