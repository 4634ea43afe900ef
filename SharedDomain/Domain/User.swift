import Foundation

/// A person in the Users list, as the domain sees it (not as any API or table spells it).
public struct User: Hashable, Sendable {
    /// The server's identifier.
    public var id: Int
    /// Given name.
    public var firstName: String
    /// Family name.
    public var lastName: String
    /// Contact address.
    public var email: String
    /// Picture address, when the server has one.
    public var avatarURL: String?

    /// Creates a user.
    public init(id: Int, firstName: String, lastName: String, email: String, avatarURL: String? = nil) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.avatarURL = avatarURL
    }

    /// "First Last", the way every screen names a user.
    public var name: String { "\(firstName) \(lastName)" }

    /// Whether the name contains `query`, ignoring case and accents ("zoe" finds "Zoë");
    /// an empty query matches everyone.
    public func nameMatches(_ query: String) -> Bool {
        query.isEmpty || name.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}
