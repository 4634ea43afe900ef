import Foundation

/// libFuzzer entry point: any bytes as a reqres body must decode or be rejected as
/// `.unexpectedResponse` — never crash, never hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReqresDecoder(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let body = Data(bytes: bytes, count: count)
    for page in [1, 2] {
        if let decoded = try? ReqresDecoder.page(from: body, requestedPage: page) {
            precondition(
                decoded.users.count <= decoded.perPage, "a page larger than its page size was accepted")
            precondition(
                Set(decoded.users.map(\.id)).count == decoded.users.count, "duplicate ids were accepted")
        }
    }
    _ = try? ReqresDecoder.user(from: body, requestedID: 1)
    _ = try? ReqresDecoder.updatedUser(
        from: body, sent: User(id: 1, firstName: "a", lastName: "b", email: "a@b.io"))
    if let created = try? ReqresDecoder.createdUser(status: 201, body: body) {
        precondition(created.id > 0, "a created user without a positive id was accepted")
    }
    return 0
}
