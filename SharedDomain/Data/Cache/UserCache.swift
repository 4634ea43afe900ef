/// The local store of pages the offline-first repository falls back on.
public protocol UserCache: Sendable {
    /// Stores `page` in one transaction; with `replacingList`, first forgets every cached page.
    func save(_ page: UsersPage, replacingList: Bool) async throws(SQLiteError)
    /// The cached page `page`, marked as from the cache; nil if absent or if the cached listing
    /// has another page size than `perPage` (nil: any).
    func page(_ page: Int, perPage: Int?) async throws(SQLiteError) -> UsersPage?
    /// Writes `user` over every cached row with its id, and keeps it as fetched by id.
    func save(_ user: User) async throws(SQLiteError)
    /// The cached user with `id`, fetched alone or on a cached page; nil if absent.
    func user(id: Int) async throws(SQLiteError) -> User?
    /// Forgets every cached user (signed out: no user data stays on the machine).
    func removeAll() async throws(SQLiteError)
}
