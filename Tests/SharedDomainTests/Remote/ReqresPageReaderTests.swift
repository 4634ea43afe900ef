import Foundation
import Testing

@testable import SharedDomain

/// The one-pass page reader must never disagree with `JSONDecoder`: for every body it either
/// answers nil (and `JSONDecoder` decides) or gives exactly the values `JSONDecoder` gives.
@Suite("ReqresPageReader agrees with JSONDecoder")
struct ReqresPageReaderTests {
    static let user =
        #"{"id":7,"email":"a@b.io","first_name":"Ann","last_name":"Lee","avatar":"https://x/7.jpg"}"#

    static func page(_ users: String, extra: String = "") -> String {
        #"{"page":1,"per_page":6,"total":1,"total_pages":1,"data":["# + users + "]" + extra + "}"
    }

    static let bodies: [String] = [
        page(user),
        page(#"{"id":7,"email":"a@b.io","first_name":"Ann","last_name":"Lee"}"#),  // no avatar
        page(#"{"id":7,"email":"a@b.io","first_name":"Ann","last_name":"Lee","avatar":null}"#),
        page(#"{"avatar":"x","last_name":"Lee","first_name":"Ann","email":"a@b.io","id":7}"#),  // any order
        page(#"{"id":7,"email":"a\"b\\c\/d\n\t\u00e9\u4e2d","first_name":"Zoë 🦊","last_name":"L"}"#),
        page(#"{"id":7,"email":"\ud83e\udd8a","first_name":"a","last_name":"b"}"#),  // a surrogate pair
        page(#"{"id":7,"email":"\ud83e","first_name":"a","last_name":"b"}"#),  // a lone surrogate
        page(user, extra: #","support":{"url":"https://reqres.in","text":[1,-2.5e3,true,false,null,{}]}"#),
        " \n\t" + page(user) + " \r\n",
        page(#"{"id":7.0,"email":"a","first_name":"a","last_name":"b"}"#),  // a fraction
        page(#"{"id":7e0,"email":"a","first_name":"a","last_name":"b"}"#),  // an exponent
        page(#"{"id":07,"email":"a","first_name":"a","last_name":"b"}"#),  // a leading zero
        page(#"{"id":99999999999999999999,"email":"a","first_name":"a","last_name":"b"}"#),  // overflow
        page(#"{"id":-7,"email":"a","first_name":"a","last_name":"b"}"#),
        page(#"{"id":"7","email":"a","first_name":"a","last_name":"b"}"#),  // a string id
        page(#"{"id":7,"id":8,"email":"a","first_name":"a","last_name":"b"}"#),  // a key twice
        page(#"{"id":7,"email":"a","first_name":"a"}"#),  // a field missing
        page(#"{"id":7,"email":"a","first_name":"a","last_name":"b","avatar":1}"#),
        page(user, extra: #","support":{"x":01}"#),  // an invalid number nobody reads
        page(user, extra: #","support":tru"#),
        page(user + ","),  // a trailing comma
        page(user) + "x",  // garbage after the page
        page(#"{"id":7,"email":"a"#),  // cut short
        #"{"page":1,"per_page":6,"total":0,"total_pages":0,"data":[]}"#,
        #"{"page":1,"per_page":6,"total":0,"total_pages":0}"#,
        "[]", "", "{}", "\u{0}",
        // A raw control character.
        page(#"{"id":7,"email":"tab"# + "\t" + #"inside","first_name":"a","last_name":"b"}"#),
        page(user, extra: "," + String(repeating: "[", count: 200) + String(repeating: "]", count: 200)),
        // Keys: escaped, unknown, twice, not ASCII.
        #"{"page":1,"per\u005fpage":6,"total":1,"total_pages":1,"data":["# + user + "]}",
        page(user, extra: #","support":1,"support":2"#),  // an unknown key twice
        page(user, extra: #","clé":1,"\u00e9":[]"#),
        page(user, extra: #","data":[]"#),  // the data twice
        page(#"{"id":7,"email":"a","first_name":"a","last_name":"b","createdAt":"2026-12-06"}"#),
        page(#"{"id":7,"email":"a","first_name":"a","last\u005fname":"b"}"#),
        page(#"{"id":7,"email":"a","first_name":"a","last_name":"b","id":7}"#),
        page(#"{"id":7,"email":"a","first_name":"a","last_name":"b","\"id":1}"#),
    ]

    @Test(arguments: bodies)
    func test_read_givesJSONDecodersValuesOrLeavesTheBodyToIt(body: String) throws {
        let data = Data(body.utf8)
        let decoded = try? JSONDecoder().decode(ReqresPayloads.PagePayload.self, from: data)

        guard let read = ReqresPageReader.read(data) else { return }

        let expected = try #require(decoded, "the reader accepted a body JSONDecoder rejects")
        #expect(read.page == expected.page && read.perPage == expected.perPage)
        #expect(read.total == expected.total && read.totalPages == expected.totalPages)
        #expect(read.users == expected.data.map(\.user))
    }

    @Test func test_read_takesTheBackendsPagesWithoutJSONDecoder() {
        let users = (1...100).map {
            User(id: $0, firstName: "First\($0)", lastName: "Last\($0)", email: "u\($0)@x.io", avatarURL: nil)
        }
        let body = ReqresEncoder.page(
            UsersPage(page: 1, perPage: 100, total: 100, totalPages: 1, users: users))

        #expect(ReqresPageReader.read(body)?.users == users)
    }
}
