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

    private mutating func page() -> Page? {
        var page = Page()
        var seen: Set<String> = []
        guard var more = open(UInt8(ascii: "{"), closing: UInt8(ascii: "}")) else { return nil }
        while more {
            guard let key = key(), seen.insert(key).inserted else { return nil }
            switch key {
            case "page": guard let value = integer() else { return nil }; page.page = value
            case "per_page": guard let value = integer() else { return nil }; page.perPage = value
            case "total": guard let value = integer() else { return nil }; page.total = value
            case "total_pages": guard let value = integer() else { return nil }; page.totalPages = value
            case "data":
                guard var element = open(UInt8(ascii: "["), closing: UInt8(ascii: "]")) else { return nil }
                while element {
                    skipWhitespace()
                    guard let user = user(), let next = next(closing: UInt8(ascii: "]")) else { return nil }
                    page.users.append(user)
                    element = next
                }
            default: guard skipValue(depth: 1) else { return nil }
            }
            guard let next = next(closing: UInt8(ascii: "}")) else { return nil }
            more = next
        }
        let required: Set<String> = ["page", "per_page", "total", "total_pages", "data"]
        return required.isSubset(of: seen) ? page : nil
    }

    private mutating func user() -> User? {
        var id: Int?
        var email: String?
        var firstName: String?
        var lastName: String?
        var avatar: String?
        var seen: Set<String> = []
        guard var more = open(UInt8(ascii: "{"), closing: UInt8(ascii: "}")) else { return nil }
        while more {
            guard let key = key(), seen.insert(key).inserted else { return nil }
            switch key {
            case "id": guard let value = integer() else { return nil }; id = value
            case "email": guard let value = string() else { return nil }; email = value
            case "first_name": guard let value = string() else { return nil }; firstName = value
            case "last_name": guard let value = string() else { return nil }; lastName = value
            case "avatar":
                if !literal("null") {
                    guard let value = string() else { return nil }
                    avatar = value
                }
            default: guard skipValue(depth: 3) else { return nil }
            }
            guard let next = next(closing: UInt8(ascii: "}")) else { return nil }
            more = next
        }
        guard let id, let email, let firstName, let lastName else { return nil }
        return User(id: id, firstName: firstName, lastName: lastName, email: email, avatarURL: avatar)
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

    /// A member's key and its colon, the value's first byte next.
    private mutating func key() -> String? {
        skipWhitespace()
        guard let key = string(), consume(UInt8(ascii: ":")) else { return nil }
        skipWhitespace()
        return key
    }

    /// A value nobody asked for, checked and passed over.
    private mutating func skipValue(depth: Int) -> Bool {
        guard depth < 64, index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard var more = open(UInt8(ascii: "{"), closing: UInt8(ascii: "}")) else { return false }
            while more {
                guard key() != nil, skipValue(depth: depth + 1),
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
            [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index])
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
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(
                    validating: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
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
