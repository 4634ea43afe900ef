import SharedDomain

extension UsersError {
    /// The case, short and the same on every run, for a traced message: `.offline`, `.server(503)`.
    var traceName: String {
        switch self {
        case .offline: ".offline"
        case .timeout: ".timeout"
        case .server(let status): ".server(\(status))"
        case .unexpectedResponse: ".unexpectedResponse"
        case .unauthorized: ".unauthorized"
        case .notFound: ".notFound"
        case .validation(let issues): ".validation(issues: \(issues.count))"
        case .cancelled: ".cancelled"
        }
    }
}
