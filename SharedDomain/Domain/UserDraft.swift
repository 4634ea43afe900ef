/// The edit form's values, validated before anything is sent (SPEC §3 D4): an existing user's
/// (`init(user:)`) or a new user's (`init()`, SPEC N1–N2).
public struct UserDraft: Hashable, Sendable {
    /// A form field, in form order.
    public enum Field: String, CaseIterable, Hashable, Sendable {
        /// Given name.
        case firstName = "first-name"
        /// Family name.
        case lastName = "last-name"
        /// Contact address.
        case email
    }

    /// One failing field and its message.
    public struct Issue: Hashable, Sendable {
        /// The field that failed.
        public let field: Field
        /// The exact text shown after `! `.
        public let message: String
    }

    /// The user being edited; 0 in a new user's draft, whom the server numbers when it is
    /// created (`UserRepository.createUser(_:)`).
    public let id: Int
    /// First name as typed.
    public var firstName: String
    /// Last name as typed.
    public var lastName: String
    /// Email as typed.
    public var email: String
    /// Carried over unchanged.
    public let avatarURL: String?

    /// A draft prefilled from `user`.
    public init(user: User) {
        id = user.id
        firstName = user.firstName
        lastName = user.lastName
        email = user.email
        avatarURL = user.avatarURL
    }

    /// A new user's empty draft (the `New user` form, SPEC N1): every field empty, no avatar.
    public init() {
        id = 0
        firstName = ""
        lastName = ""
        email = ""
        avatarURL = nil
    }

    /// The value of `field`.
    public subscript(field: Field) -> String {
        get {
            switch field {
            case .firstName: firstName
            case .lastName: lastName
            case .email: email
            }
        }
        set {
            switch field {
            case .firstName: firstName = newValue
            case .lastName: lastName = newValue
            case .email: email = newValue
            }
        }
    }

    /// Every failing field at once, in form order; empty when the draft is valid. A name past
    /// `DomainBounds.fieldBytes` is refused here, before it is sent: a server that stored it
    /// would send pages no client accepts.
    public var issues: [Issue] {
        var issues: [Issue] = []
        for (field, label) in [(Field.firstName, "First name"), (.lastName, "Last name")] {
            let value = Self.trimmed(self[field])
            if value.isEmpty {
                issues.append(Issue(field: field, message: "\(label) is required"))
            } else if value.utf8.count > DomainBounds.fieldBytes {
                issues.append(Issue(field: field, message: "\(label) is too long (at most 1 MiB)"))
            }
        }
        if !Self.isValidEmail(Self.trimmed(email)) {
            issues.append(Issue(field: .email, message: "Email is not valid"))
        }
        return issues
    }

    /// The trimmed user to save, or `.validation` with every failing field. A new user's draft
    /// gives id 0: the trimmed fields to create (`UserRepository.createUser(_:)` validates
    /// with this and sends them).
    public func validated() throws(UsersError) -> User {
        let issues = issues
        guard issues.isEmpty else { throw .validation(issues) }
        return User(
            id: id, firstName: Self.trimmed(firstName), lastName: Self.trimmed(lastName),
            email: Self.trimmed(email), avatarURL: avatarURL)
    }

    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// One `@`, a non-empty local part, a dotted domain with non-empty labels, no spaces
    /// or control characters: strict enough to catch typos, loose enough for real addresses.
    private static func isValidEmail(_ email: String) -> Bool {
        // The cheap bound first: counting the characters of a huge paste is not.
        guard email.utf8.count <= DomainBounds.fieldBytes, email.count <= 254 else { return false }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else { return false }
        return !email.unicodeScalars.contains {
            $0.properties.isWhitespace || $0.properties.generalCategory == .control
        }
    }
}
