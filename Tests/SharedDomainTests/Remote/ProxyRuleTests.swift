import Foundation
import Testing

@testable import SharedDomain

/// Which APIs a proxy named by the environment may carry (Docs/Reliability.md, "Proxies").
@Suite("ProxyRule")
struct ProxyRuleTests {
    @Test(arguments: [
        "http://localhost:8080/api", "http://api.localhost/api", "http://127.0.0.1:1/api",
        "http://127.8.9.10/api", "http://[::1]:80/api", "https://127.0.0.1/api", "HTTP://LOCALHOST/api",
    ])
    func aLoopbackAPIIsReachedDirectlyEvenWhenProxiesAreAllowed(address: String) throws {
        let url = try #require(URL(string: address))

        #expect(ProxyRule(for: url, allowsCleartextProxy: true) == .direct)
        #expect(ProxyRule(for: url, allowsCleartextProxy: false) == .direct)
    }

    @Test func anHTTPSAPIElsewhereGoesThroughTheEnvironmentsProxy() throws {
        let url = try #require(URL(string: "https://reqres.in/api"))

        #expect(ProxyRule(for: url, allowsCleartextProxy: false) == .fromEnvironment)
    }

    @Test func anHTTPAPIElsewhereIsReachedDirectlyUnlessTheUserAllowsAProxy() throws {
        let url = try #require(URL(string: "http://reqres.in/api"))

        #expect(ProxyRule(for: url, allowsCleartextProxy: false) == .direct)
        #expect(ProxyRule(for: url, allowsCleartextProxy: true) == .fromEnvironment)
    }

    @Test(arguments: [
        "127.0.0.1.example.com", "127.0.0", "127.0.0.256", "128.0.0.1", "0.0.0.0", "localhost.example.com",
        "::2", "127.00.0.1",
    ])
    func namesThatOnlyLookLikeLoopbackAreNot(host: String) {
        #expect(!ProxyRule.isLoopback(host: host))
    }
}

/// Where a request goes below the API's base URL.
@Suite("HTTPRequest's URL")
struct HTTPRequestURLTests {
    @Test func theBaseURLsQueryIsKeptAndTheRequestsFollowsIt() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/api?tenant=a%20b"))
        let request = HTTPRequest(
            method: .get, path: "users", query: [URLQueryItem(name: "page", value: "2")])

        #expect(
            request.url(below: base)?.absoluteString == "http://127.0.0.1:8080/api/users?tenant=a%20b&page=2")
    }

    @Test func withoutAQueryOnEitherTheURLHasNone() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/api"))

        #expect(
            HTTPRequest(method: .get, path: "users/3").url(below: base)?.absoluteString
                == "http://127.0.0.1:8080/api/users/3")
    }
}
