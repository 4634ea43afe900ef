import Foundation

/// The reqres wire format, decoded strictly and checked before it becomes domain values.
enum ReqresPayloads {
    /// `{"id","email","first_name","last_name","avatar"}`.
    struct UserPayload: Codable, Sendable {
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

        init(_ user: User) {
            id = user.id
            email = user.email
            firstName = user.firstName
            lastName = user.lastName
            avatar = user.avatarURL
        }

        var user: User {
            User(id: id, firstName: firstName, lastName: lastName, email: email, avatarURL: avatar)
        }

        /// Whether every text field is within `RemoteLimits.fieldBytes`.
        var fieldsFit: Bool {
            [firstName, lastName, email, avatar ?? ""].allSatisfy { $0.utf8.count <= RemoteLimits.fieldBytes }
        }
    }

    /// `{"page","per_page","total","total_pages","data":[…]}`.
    struct PagePayload: Codable, Sendable {
        let page: Int
        let perPage: Int
        let total: Int
        let totalPages: Int
        let data: [UserPayload]

        enum CodingKeys: String, CodingKey {
            case page, total, data
            case perPage = "per_page"
            case totalPages = "total_pages"
        }
    }

    /// `{"data":{…}}`, the single-user envelope.
    struct UserEnvelope: Codable, Sendable {
        let data: UserPayload
    }

    /// The body of a PUT: the user's editable fields.
    struct UpdateBody: Codable, Sendable {
        let firstName: String
        let lastName: String
        let email: String
        let avatar: String?

        enum CodingKeys: String, CodingKey {
            case email, avatar
            case firstName = "first_name"
            case lastName = "last_name"
        }
    }

    /// The body of a POST: the new user's fields (the server numbers it).
    struct CreateBody: Codable, Sendable {
        let firstName: String
        let lastName: String
        let email: String

        enum CodingKeys: String, CodingKey {
            case email
            case firstName = "first_name"
            case lastName = "last_name"
        }
    }

    /// What a POST answers with `201`: the created user as a flat object, reqres's echo of the
    /// fields it was sent plus `id` and `createdAt`. The id is a positive integer, or a string of
    /// ASCII digits as reqres sends it (`"id":"123"`); every other key is ignored.
    struct CreatedUser: Decodable, Sendable {
        let id: Int
        let firstName: String
        let lastName: String
        let email: String
        let avatar: String?

        enum CodingKeys: String, CodingKey {
            case id, email, avatar
            case firstName = "first_name"
            case lastName = "last_name"
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            guard let id = Self.id(in: fields), id > 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .id, in: fields, debugDescription: "not a positive integer or a string of digits")
            }
            self.id = id
            firstName = try fields.decode(String.self, forKey: .firstName)
            lastName = try fields.decode(String.self, forKey: .lastName)
            email = try fields.decode(String.self, forKey: .email)
            avatar = try fields.decodeIfPresent(String.self, forKey: .avatar)
        }

        /// The id as a number or as a string of ASCII digits that fits an `Int`; nil otherwise.
        private static func id(in fields: KeyedDecodingContainer<CodingKeys>) -> Int? {
            if let number = try? fields.decode(Int.self, forKey: .id) { return number }
            guard let text = try? fields.decode(String.self, forKey: .id), !text.isEmpty,
                text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
            else { return nil }
            return Int(text)
        }
    }

    /// What a PUT answers: reqres echoes the fields it stored (with `updatedAt`); some servers
    /// wrap the user in `data`. Either is accepted; `id`, when absent, is the one requested.
    struct UpdateEcho: Decodable, Sendable {
        let id: Int?
        let firstName: String
        let lastName: String
        let email: String
        let avatar: String?

        enum CodingKeys: String, CodingKey {
            case id, email, avatar, data
            case firstName = "first_name"
            case lastName = "last_name"
        }

        init(from decoder: any Decoder) throws {
            let outer = try decoder.container(keyedBy: CodingKeys.self)
            let fields =
                outer.contains(.data)
                ? try outer.nestedContainer(keyedBy: CodingKeys.self, forKey: .data) : outer
            id = try fields.decodeIfPresent(Int.self, forKey: .id)
            firstName = try fields.decode(String.self, forKey: .firstName)
            lastName = try fields.decode(String.self, forKey: .lastName)
            email = try fields.decode(String.self, forKey: .email)
            avatar = try fields.decodeIfPresent(String.self, forKey: .avatar)
        }
    }
}

/// Turns reqres bodies into domain values, or `.unexpectedResponse`; never crashes, never
/// half-accepts a page.
package enum ReqresDecoder {
    /// Decodes and checks a page body against the page that was asked for.
    package static func page(from body: Data, requestedPage: Int) throws(UsersError) -> UsersPage {
        // The one-pass reader takes the bodies it can read with certainty; anything else goes to
        // JSONDecoder, which decides, so both paths accept exactly the same bodies.
        guard body.count <= RemoteLimits.responseBytes,
            let payload = ReqresPageReader.read(body) ?? decodedPage(body)
        else {
            throw .unexpectedResponse
        }
        let page = UsersPage(
            page: payload.page, perPage: payload.perPage, total: payload.total,
            totalPages: payload.totalPages, users: payload.users, source: .remote)
        // The domain's own checks, the ones the cache applies too: bounds, counts, rows, fields.
        // An empty page past the end is an answer too: the list changed shape (SPEC L3).
        guard payload.page == requestedPage, page.isConsistent || page.isPastTheEnd else {
            throw .unexpectedResponse
        }
        return page
    }

    /// The page as `JSONDecoder` reads it, or nil.
    private static func decodedPage(_ body: Data) -> ReqresPageReader.Page? {
        guard let payload = try? JSONDecoder().decode(ReqresPayloads.PagePayload.self, from: body) else {
            return nil
        }
        return ReqresPageReader.Page(
            page: payload.page, perPage: payload.perPage, total: payload.total,
            totalPages: payload.totalPages,
            users: payload.data.map(\.user))
    }

    /// Decodes a `{"data":{…}}` body and checks it is the user asked for.
    package static func user(from body: Data, requestedID: Int) throws(UsersError) -> User {
        guard body.count <= RemoteLimits.responseBytes,
            let envelope = try? JSONDecoder().decode(ReqresPayloads.UserEnvelope.self, from: body),
            envelope.data.id == requestedID, envelope.data.fieldsFit
        else { throw .unexpectedResponse }
        return envelope.data.user
    }

    /// Decodes a PUT's answer for `sent`.
    package static func updatedUser(from body: Data, sent: User) throws(UsersError) -> User {
        guard body.count <= RemoteLimits.responseBytes,
            let echo = try? JSONDecoder().decode(ReqresPayloads.UpdateEcho.self, from: body),
            echo.id == nil || echo.id == sent.id,
            [echo.firstName, echo.lastName, echo.email, echo.avatar ?? ""].allSatisfy({
                $0.utf8.count <= RemoteLimits.fieldBytes
            })
        else { throw .unexpectedResponse }
        return User(
            id: sent.id, firstName: echo.firstName, lastName: echo.lastName, email: echo.email,
            avatarURL: echo.avatar ?? sent.avatarURL)
    }

    /// Decodes a POST's answer: only a `201` whose body is a flat user object
    /// (`ReqresPayloads.CreatedUser`) is a created user; any other success status, or a body that
    /// is not a user, is `.unexpectedResponse`.
    package static func createdUser(status: Int, body: Data) throws(UsersError) -> User {
        guard status == 201, body.count <= RemoteLimits.responseBytes,
            let created = try? JSONDecoder().decode(ReqresPayloads.CreatedUser.self, from: body),
            [created.firstName, created.lastName, created.email, created.avatar ?? ""].allSatisfy({
                $0.utf8.count <= RemoteLimits.fieldBytes
            })
        else { throw .unexpectedResponse }
        return User(
            id: created.id, firstName: created.firstName, lastName: created.lastName, email: created.email,
            avatarURL: created.avatar)
    }

    /// The body of a POST for `user`: its names and email, never its id.
    package static func createBody(for user: User) -> Data {
        let body = ReqresPayloads.CreateBody(
            firstName: user.firstName, lastName: user.lastName, email: user.email)
        // Encoding plain strings cannot fail.
        return (try? JSONEncoder().encode(body)) ?? Data()
    }

    /// The body of a PUT for `user`.
    package static func updateBody(for user: User) -> Data {
        let body = ReqresPayloads.UpdateBody(
            firstName: user.firstName, lastName: user.lastName, email: user.email, avatar: user.avatarURL)
        // Encoding plain strings cannot fail.
        return (try? JSONEncoder().encode(body)) ?? Data()
    }
}
