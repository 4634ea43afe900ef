extension UsersError {
    /// The case, short and the same on every run, as traces show it: `.offline`, `.server(503)`,
    /// `.validation(issues: 2)` — never a reason's text. One spelling for all five architectures.
    public var traceName: String {
        switch self {
        case .offline: ".offline"
        case .timeout: ".timeout"
        case .server(let status): ".server(\(status))"
        case .unexpectedResponse: ".unexpectedResponse"
        case .unauthorized: ".unauthorized"
        case .notFound: ".notFound"
        case .validation(let issues): ".validation(issues: \(issues.count))"
        case .cancelled: ".cancelled"
        case .pagesOverlap: ".pagesOverlap"
        }
    }
}
