import Foundation
import Testing

@testable import SharedDomain

/// The demo backend's page writer: what it writes is JSON that `JSONDecoder` and the client's
/// page reader both read back as the users it was given, whatever their text holds.
@Suite("ReqresEncoder writes pages every reader reads back")
struct ReqresEncoderTests {
    /// Text a server may send: quotes, backslashes, every control character, DEL, the line
    /// separators, accents (composed and not), CJK, emoji, and the empty string.
    static let texts: [String] = [
        "plain", "", #"quote " and backslash \ and slash /"#,
        String((0..<0x20).map { Character(Unicode.Scalar($0)) }), "del \u{7F}", "\u{2028}\u{2029}",
        "Zoë Noe\u{0308}l", "美咲 太郎", "Aiko 🌸 👩🏽‍💻 🇫🇷", "\u{FEFF}bom", "\u{1B}[2Jclear",
    ]

    static func page(of texts: [String], avatar: (Int) -> String?) -> UsersPage {
        let users = texts.enumerated().map { index, text in
            User(
                id: index + 1, firstName: text, lastName: "L" + text, email: text + "@x.io",
                avatarURL: avatar(index))
        }
        return UsersPage(
            page: 2, perPage: users.count, total: users.count * 3, totalPages: 3, users: users)
    }

    @Test func test_page_isReadBackByJSONDecoderAsTheSameUsers() throws {
        let page = Self.page(of: Self.texts) { $0.isMultiple(of: 2) ? nil : "https://x/\($0).jpg" }

        let decoded = try JSONDecoder().decode(
            ReqresPayloads.PagePayload.self, from: ReqresEncoder.page(page))

        #expect(decoded.page == 2 && decoded.perPage == page.perPage)
        #expect(decoded.total == page.total && decoded.totalPages == 3)
        #expect(decoded.data.map(\.user) == page.users)
    }

    @Test func test_page_isReadBackByThePageReaderWithoutJSONDecoder() throws {
        let page = Self.page(of: Self.texts) { "avatar \(Self.texts[$0])" }

        let read = try #require(ReqresPageReader.read(ReqresEncoder.page(page)))

        #expect(read.users == page.users)
        #expect(read.page == 2 && read.total == page.total && read.totalPages == 3)
    }

    @Test func test_page_leavesAnAbsentAvatarOutAndEscapesControlCharacters() {
        let user = User(id: 12, firstName: "A\u{1}", lastName: "B\n", email: "e\"@x.io", avatarURL: nil)
        let body = ReqresEncoder.page(
            UsersPage(page: 1, perPage: 6, total: 1, totalPages: 1, users: [user]))

        #expect(
            String(decoding: body, as: UTF8.self)
                == #"{"page":1,"per_page":6,"total":1,"total_pages":1,"data":[{"id":12,"email":"e\"@x.io","first_name":"A\u0001","last_name":"B\n"}]}"#
        )
    }

    @Test func test_page_writesAnEmptyListAndLargeCounts() throws {
        let body = ReqresEncoder.page(
            UsersPage(page: 1_000_000, perPage: 1000, total: 0, totalPages: 0, users: []))

        let decoded = try JSONDecoder().decode(ReqresPayloads.PagePayload.self, from: body)
        #expect(decoded.page == 1_000_000 && decoded.perPage == 1000 && decoded.data.isEmpty)
    }
}
