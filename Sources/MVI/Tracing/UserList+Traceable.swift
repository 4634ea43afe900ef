extension UserListReducer: TraceableFeature {}

extension UserListIntent: Traceable {
    var traceName: String {
        switch self {
        case .appeared: "appeared"
        case .reachedEnd: "reachedEnd"
        case .refreshPulled: "refreshPulled"
        case .retryTapped: "retryTapped"
        case .rowTapped(let number): "rowTapped(\(number))"
        // Not the query: what the user typed stays out of traces.
        case .searchChanged: "searchChanged"
        }
    }
}

extension UserListAction: Traceable {
    var traceName: String {
        switch self {
        case .pageLoaded(_, let request): "pageLoaded(page \(request.page), request \(request.number))"
        case .pageFailed(let error, let request):
            "pageFailed(page \(request.page), request \(request.number), \(error.traceName))"
        case .userSaved(let user): "userSaved(user \(user.id))"
        case .sessionExpired: "sessionExpired"
        }
    }
}

extension UserListRequest: Traceable {
    var traceName: String {
        "loadPage(\(page), request \(number))"
    }
}

extension UserListOutput: Traceable {
    var traceName: String {
        switch self {
        case .openDetail(let user): "openDetail(user \(user.id))"
        case .sessionExpired: "sessionExpired"
        }
    }
}

extension UserListReducer.EffectID: Traceable {
    var traceName: String {
        switch self {
        case .pageLoad: "pageLoad"
        }
    }
}
