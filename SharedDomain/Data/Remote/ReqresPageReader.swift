import Foundation

/// Reads a reqres page body in one pass over its bytes, straight into domain values.
///
/// Why it exists: `JSONDecoder` builds a map of the whole document, then looks every key up by
/// name and copies every string once more; a page is read on every scroll, and the decoder was
/// slower than `JSONDecoder` itself once validation was added (SPEC §8, `archlab bench`).
///
/// It is deliberately narrower than JSON: it accepts only what it can read with certainty —
/// integers without fraction or exponent, strings that are valid UTF-8 with standard escapes,
/// each known key once, nesting under 64 levels — and answers nil for anything else. The caller
/// then hands the body to `JSONDecoder`, which decides; so the set of bodies accepted, and the
/// values they give, are exactly `JSONDecoder`'s.
struct ReqresPageReader {
    /// The fields of a page, before the contract checks.
    struct Page {
        var page = 0
        var perPage = 0
        var total = 0
        var totalPages = 0
        var users: [User] = []
    }

    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    private init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// The page in `body`, or nil when the body is outside what this reader accepts.
    static func read(_ body: Data) -> Page? {
        body.withUnsafeBytes { bytes in
            var reader = ReqresPageReader(bytes)
            guard let page = reader.page() else { return nil }
            reader.skipWhitespace()
            return reader.index == bytes.count ? page : nil
        }
    }

    // MARK: The page's shape

    /// The keys a page object knows, in `pageKeys` order; all five are required.
    private static let pageKeys: [StaticString] = ["page", "per_page", "total", "total_pages", "data"]
    /// The keys a user object knows, in `userKeys` order.
    private static let userKeys: [StaticString] = ["id", "email", "first_name", "last_name", "avatar"]

    private mutating func page() -> Page? {
        var page = Page()
        var seen = SeenKeys()
        guard var more = open(UInt8(ascii: "{"), closing: UInt8(ascii: "}")) else { return nil }
        while more {
            guard let key = key(among: Self.pageKeys), seen.insert(key) else { return nil }
            switch key {
            case .known(0): guard let value = integer() else { return nil }; page.page = value
            case .known(1): guard let value = integer() else { return nil }; page.perPage = value
            case .known(2): guard let value = integer() else { return nil }; page.total = value
            case .known(3): guard let value = integer() else { return nil }; page.totalPages = value
            case .known(_):  // "data", the last
                guard var element = open(UInt8(ascii: "["), closing: UInt8(ascii: "]")) else { return nil }
                while element {
                    skipWhitespace()
                    guard let user = user(), let next = next(closing: UInt8(ascii: "]")) else { return nil }
                    page.users.append(user)
                    element = next
                }
            case .other: guard skipValue(depth: 1) else { return nil }
            }
            guard let next = next(closing: UInt8(ascii: "}")) else { return nil }
            more = next
        }
        return seen.hasAll(Self.pageKeys.count) ? page : nil
    }

    private mutating func user() -> User? {
        var id: Int?
        var email: String?
        var firstName: String?
        var lastName: String?
        var avatar: String?
        var seen = SeenKeys()
        guard var more = open(UInt8(ascii: "{"), closing: UInt8(ascii: "}")) else { return nil }
        while more {
            guard let key = key(among: Self.userKeys), seen.insert(key) else { return nil }
            switch key {
            case .known(0): guard let value = integer() else { return nil }; id = value
            case .known(1): guard let value = string() else { return nil }; email = value
            case .known(2): guard let value = string() else { return nil }; firstName = value
            case .known(3): guard let value = string() else { return nil }; lastName = value
            case .known(_):  // "avatar", the last
                if !literal("null") {
                    guard let value = string() else { return nil }
                    avatar = value
                }
            case .other: guard skipValue(depth: 3) else { return nil }
            }
            guard let next = next(closing: UInt8(ascii: "}")) else { return nil }
            more = next
        }
        guard let id, let email, let firstName, let lastName else { return nil }
        return User(id: id, firstName: firstName, lastName: lastName, email: email, avatarURL: avatar)
    }

    // MARK: Keys

    /// A member's key: one the object knows, by its index in the object's key list, or another.
    private enum Key {
        case known(Int)
        case other(String)
    }

    /// The keys an object has shown, so that none comes twice: the known ones as bits, any other
    /// by name (rare, so kept apart: no set is built for an object with only known keys).
    private struct SeenKeys {
        private var known: UInt32 = 0
        private var others: Set<String> = []

        /// Whether `key` is new to the object, recording it.
        mutating func insert(_ key: Key) -> Bool {
            switch key {
            case .known(let index):
                let bit: UInt32 = 1 << index
                guard known & bit == 0 else { return false }
                known |= bit
                return true
            case .other(let name): return others.insert(name).inserted
            }
        }

        /// Whether the first `count` known keys have all been seen.
        func hasAll(_ count: Int) -> Bool { known == (1 << count) - 1 }
    }

    /// A member's key and its colon, the value's first byte next. A key without escapes is
    /// matched against `names` on its bytes, with no string made; one with escapes is decoded
    /// first, so `"per\u005fpage"` is `per_page` as it is to `JSONDecoder`.
    private mutating func key(among names: [StaticString]) -> Key? {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
            bytes[end] >= 0x20, bytes[end] < 0x80
        {
            end += 1
        }
        let key: Key
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let start = index + 1
            index = end + 1
            if let known = names.firstIndex(where: { Self.equal(bytes[start..<end], $0) }) {
                key = .known(known)
            } else {
                key = .other(String(decoding: bytes[start..<end], as: UTF8.self))
            }
        } else {
            guard let name = string() else { return nil }
            key =
                names.firstIndex(where: { name.utf8.elementsEqual(Self.bytes(of: $0)) }).map(Key.known)
                ?? .other(name)
        }
        guard consume(UInt8(ascii: ":")) else { return nil }
        skipWhitespace()
        return key
    }

    private static func equal(_ slice: Slice<UnsafeRawBufferPointer>, _ name: StaticString) -> Bool {
        slice.count == name.utf8CodeUnitCount && slice.elementsEqual(bytes(of: name))
    }

    private static func bytes(of name: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    }

    // MARK: JSON, narrowly

    /// Reads `opening`; true when a member or element follows, false when `closing` ends the
    /// container at once, nil when neither.
    private mutating func open(_ opening: UInt8, closing: UInt8) -> Bool? {
        guard consume(opening) else { return nil }
        return consume(closing) ? false : true
    }

    /// After a member or element: true on `,`, false on `closing`, nil otherwise.
    private mutating func next(closing: UInt8) -> Bool? {
        if consume(UInt8(ascii: ",")) { return true }
        return consume(closing) ? false : nil
    }

    /// A value nobody asked for, checked and passed over.
    private mutating func skipValue(depth: Int) -> Bool {
        guard depth < 64, index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard var more = open(UInt8(ascii: "{"), closing: UInt8(ascii: "}")) else { return false }
            while more {
                guard key(among: []) != nil, skipValue(depth: depth + 1),
                    let next = next(closing: UInt8(ascii: "}"))
                else { return false }
                more = next
            }
            return true
        case UInt8(ascii: "["):
            guard var more = open(UInt8(ascii: "["), closing: UInt8(ascii: "]")) else { return false }
            while more {
                skipWhitespace()
                guard skipValue(depth: depth + 1), let next = next(closing: UInt8(ascii: "]")) else {
                    return false
                }
                more = next
            }
            return true
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    /// An integer that fits `Int`, with no fraction, exponent or leading zero.
    private mutating func integer() -> Int? {
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var value = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            let digit = Int(bytes[index] - UInt8(ascii: "0"))
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative
                ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = next
            index += 1
        }
        let digits = index - start
        guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        if index < bytes.count,
            bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e")
                || bytes[index] == UInt8(ascii: "E")
        {
            return nil
        }
        return value
    }

    /// Any JSON number, checked against the grammar and passed over.
    private mutating func number() -> Bool {
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let start = index
        let whole = digits()
        guard whole > 0, whole == 1 || bytes[start] != UInt8(ascii: "0") else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return true
    }

    /// A string: valid UTF-8, no control characters, the standard escapes (a `\u` escape only
    /// outside the surrogate range, which is left to `JSONDecoder`).
    private mutating func string() -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
                index += 1
                // ASCII is valid UTF-8 as it stands: only other text needs checking.
                return ascii
                    ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
            }
            ascii = ascii && byte < 0x80
            if byte == UInt8(ascii: "\\") {
                return escapedString(from: start)
            }
            guard byte >= 0x20 else { return nil }
            index += 1
        }
        return nil
    }

    /// The rest of a string that holds an escape, decoded byte by byte.
    private mutating func escapedString(from start: Int) -> String? {
        var decoded = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count,
                        bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
                        let code = UInt32(
                            String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(code)
                    else { return nil }
                    index += 4
                    decoded.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            default:
                guard byte >= 0x20 else { return nil }
                decoded.append(byte)
            }
        }
        return nil
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        for offset in 0..<length where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += length
        return true
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }
}
