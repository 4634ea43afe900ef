/// The local store of pages the offline-first repository falls back on; its failures are
/// `UserCacheError`s, whatever the storage.
public protocol UserCache: Sendable {
    /// Stores `page` in one transaction; with `replacingList`, first forgets every cached page.
    func save(_ page: UsersPage, replacingList: Bool) async throws(UserCacheError)
    /// The cached page `page`, marked as from the cache, its counts and rows read from one
    /// snapshot; nil if absent or if the cached listing has another page size than `perPage`
    /// (nil: any).
    func page(_ page: Int, perPage: Int?) async throws(UserCacheError) -> UsersPage?
    /// Writes `user` over every cached row with its id, and keeps it as fetched by id.
    func save(_ user: User) async throws(UserCacheError)
    /// Stores `user`, just created on the server at the end of its list (SPEC N3), in one
    /// transaction: kept as fetched by id, and every cached page counts one more user. No cached
    /// row is rewritten; the page the new user falls on, when it is cached, gains its row, so
    /// every page still holds what its counts say. A user a cached page lists already (the
    /// server reused the id of a user it deleted) is written over its rows and counted once.
    func saveCreated(_ user: User) async throws(UserCacheError)
    /// The cached user with `id`, fetched alone or on a cached page; nil if absent.
    func user(id: Int) async throws(UserCacheError) -> User?
    /// Forgets every cached user (signed out: no user data stays on the machine).
    func removeAll() async throws(UserCacheError)
}
