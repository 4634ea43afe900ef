import ArchLabTestSupport
import Foundation
import Testing

@testable import SharedDomain

/// The system libcurl, loaded at run time (Docs/Reliability.md, "libcurl is loaded only for
/// `--api`"): the remote tests run on it; these prove how loading fails.
@Suite("LibCurl, loaded at run time")
struct LibCurlLoadingTests {
    @Test func theSystemsLibcurlLoadsAndCarriesARequest() async throws {
        let server = try LoopbackReqresServer()
        let library = try LibCurl.load()
        let client = CurlHTTPClient(baseURL: server.baseURL("ok"), library: library)

        let page = try await ReqresUserRemote(client: client).fetchPage(1, perPage: 2)

        #expect(page.users.map(\.id) == [1, 2])
    }

    @Test func aMissingFileIsUnavailableNamingWhatWasTriedAndWhy() {
        let path = "/nonexistent/archlab-test/libcurl.so.4"

        #expect {
            try LibCurl.load(path)
        } throws: { error in
            guard let unavailable = error as? LibCurl.Unavailable else { return false }
            return unavailable.tried == [path] && unavailable.description.contains(path)
                && !unavailable.reason.isEmpty
        }
    }

    @Test func aLibraryThatIsNotLibcurlIsRefused() {
        let other = Platform.sharedLibraryThatIsNotLibcurl

        #expect(
            throws: LibCurl.Unavailable(
                tried: [other], reason: "\(other) is not libcurl: it lacks an easy-interface call")
        ) {
            try LibCurl.load(other)
        }
    }

    @Test func theSystemsNamesAreTheOnesEverySuchMachineHas() {
        #expect(!LibCurl.systemNames.isEmpty)
        #expect(LibCurl.systemNames.allSatisfy { $0.contains("libcurl") })
    }
}
