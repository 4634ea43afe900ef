import SharedDomain

extension UsersError: Traceable {
    var traceName: String {
        switch self {
        case .offline: "offline"
        case .timeout: "timeout"
        case .server(let status): "server(\(status))"
        case .unexpectedResponse: "unexpectedResponse"
        case .unauthorized: "unauthorized"
        case .notFound: "notFound"
        case .validation: "validation"
        case .cancelled: "cancelled"
        }
    }
}
