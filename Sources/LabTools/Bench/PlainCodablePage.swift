import Foundation
import Lab
import SharedDomain

/// The JSON benchmark's baselines: the reqres page as the plainest `Codable` structs (synthesized
/// conformance, no validation, no mapping to domain values), and the same fields read out of
/// `JSONSerialization`'s objects.
struct PlainCodablePage: Codable {
    /// One user of the page.
    struct User: Codable {
        let id: Int
        let email: String
        let firstName: String
        let lastName: String
        let avatar: String?

        enum CodingKeys: String, CodingKey {
            case id, email, avatar
            case firstName = "first_name"
            case lastName = "last_name"
        }
    }

    let page: Int
    let perPage: Int
    let total: Int
    let totalPages: Int
    let data: [User]

    enum CodingKeys: String, CodingKey {
        case page, total, data
        case perPage = "per_page"
        case totalPages = "total_pages"
    }

    /// The same fields as `JSONSerialization` hands them over, cast one by one; nil when a field
    /// is missing or of another type.
    init?(serialized body: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let page = object["page"] as? Int, let perPage = object["per_page"] as? Int,
            let total = object["total"] as? Int, let totalPages = object["total_pages"] as? Int,
            let rows = object["data"] as? [[String: Any]]
        else { return nil }
        var users: [User] = []
        users.reserveCapacity(rows.count)
        for row in rows {
            guard let id = row["id"] as? Int, let email = row["email"] as? String,
                let firstName = row["first_name"] as? String, let lastName = row["last_name"] as? String
            else { return nil }
            users.append(
                User(
                    id: id, email: email, firstName: firstName, lastName: lastName,
                    avatar: row["avatar"] as? String))
        }
        self.init(page: page, perPage: perPage, total: total, totalPages: totalPages, data: users)
    }

    init(page: Int, perPage: Int, total: Int, totalPages: Int, data: [User]) {
        self.page = page
        self.perPage = perPage
        self.total = total
        self.totalPages = totalPages
        self.data = data
    }

    /// `page`'s fields as plain structs.
    init(_ page: UsersPage) {
        self.init(
            page: page.page, perPage: page.perPage, total: page.total, totalPages: page.totalPages,
            data: page.users.map {
                User(
                    id: $0.id, email: $0.email, firstName: $0.firstName, lastName: $0.lastName,
                    avatar: $0.avatarURL)
            })
    }
}
