import Foundation

/// Writes reqres bodies: the demo backend's pages.
///
/// Why it exists: the demo backend writes a page on every scroll, and `JSONEncoder` first builds
/// a tree of boxed values through `Encodable`, then walks it again to write it — for 100 users,
/// most of the page round trip (`archlab bench`). A page is five integers and a list of flat
/// users: it is written here in one pass, straight into the bytes. The body is what
/// `JSONEncoder` would write for `ReqresPayloads.PagePayload`, up to key order and the escaping
/// of `/` (both free in JSON): the same keys, an absent avatar left out, every string escaped
/// as JSON requires.
package enum ReqresEncoder {
    /// The reqres body of `page`, as a server sends it.
    package static func page(_ page: UsersPage) -> Data {
        var body = [UInt8]()
        // A user's fixed part (keys, quotes, the id) is about 90 bytes.
        body.reserveCapacity(80 + page.users.reduce(0) { $0 + 96 + fieldBytes($1) })
        body.append(contentsOf: #"{"page":"#.utf8)
        append(page.page, to: &body)
        body.append(contentsOf: #","per_page":"#.utf8)
        append(page.perPage, to: &body)
        body.append(contentsOf: #","total":"#.utf8)
        append(page.total, to: &body)
        body.append(contentsOf: #","total_pages":"#.utf8)
        append(page.totalPages, to: &body)
        body.append(contentsOf: #","data":["#.utf8)
        for (index, user) in page.users.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(contentsOf: #"{"id":"#.utf8)
            append(user.id, to: &body)
            body.append(contentsOf: #","email":"#.utf8)
            append(user.email, to: &body)
            body.append(contentsOf: #","first_name":"#.utf8)
            append(user.firstName, to: &body)
            body.append(contentsOf: #","last_name":"#.utf8)
            append(user.lastName, to: &body)
            if let avatar = user.avatarURL {
                body.append(contentsOf: #","avatar":"#.utf8)
                append(avatar, to: &body)
            }
            body.append(UInt8(ascii: "}"))
        }
        body.append(contentsOf: "]}".utf8)
        return Data(body)
    }

    private static func fieldBytes(_ user: User) -> Int {
        user.firstName.utf8.count + user.lastName.utf8.count + user.email.utf8.count
            + (user.avatarURL?.utf8.count ?? 0)
    }

    /// An integer in decimal, `-` first when negative.
    private static func append(_ value: Int, to body: inout [UInt8]) {
        if value < 0 { body.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let first = body.count
        repeat {
            body.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        // Written from the last digit: turned around in place.
        body[first...].reverse()
    }

    /// A JSON string: `"` and `\` escaped, control characters as their short escape or
    /// `\u00XX`; every other byte of the UTF-8 as it is.
    private static func append(_ text: String, to body: inout [UInt8]) {
        body.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                body.append(UInt8(ascii: "\\"))
                body.append(byte)
            case 0x08: body.append(contentsOf: #"\b"#.utf8)
            case 0x09: body.append(contentsOf: #"\t"#.utf8)
            case 0x0A: body.append(contentsOf: #"\n"#.utf8)
            case 0x0C: body.append(contentsOf: #"\f"#.utf8)
            case 0x0D: body.append(contentsOf: #"\r"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                body.append(contentsOf: #"\u00"#.utf8)
                body.append(hex[Int(byte >> 4)])
                body.append(hex[Int(byte & 0x0F)])
            default: body.append(byte)
            }
        }
        body.append(UInt8(ascii: "\""))
    }
}
