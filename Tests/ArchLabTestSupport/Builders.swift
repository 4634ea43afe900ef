import SharedDomain

extension User {
    /// User `id` with every field derived from it: "First7 Last7", user7@example.com.
    public static func generated(_ id: Int) -> User {
        User(id: id, firstName: "First\(id)", lastName: "Last\(id)", email: "user\(id)@example.com")
    }
}

extension UsersPage {
    /// Page `page` of a server holding users 1…`total`, `perPage` a page, each made by `user`
    /// (a page past the last is empty). With `first`, the page lists users from that id
    /// instead: a server whose listing moved between two requests.
    public static func generated(
        _ page: Int, perPage: Int, total: Int, source: Source = .remote, first: Int? = nil,
        user: (Int) -> User = User.generated
    ) -> UsersPage {
        let start = first ?? (page - 1) * perPage + 1
        let end = min(start + perPage - 1, total)
        return UsersPage(
            page: page, perPage: perPage, total: total, totalPages: (total + perPage - 1) / perPage,
            users: start <= end ? (start...end).map(user) : [], source: source)
    }
}
