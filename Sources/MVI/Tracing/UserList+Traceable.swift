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
        case .pageLoaded(let page): "pageLoaded(page \(page.page))"
        case .pageFailed(let page, let error): "pageFailed(page \(page), \(error.traceName))"
        case .userSaved(let user): "userSaved(user \(user.id))"
        }
    }
}

extension UserListRequest: Traceable {
    var traceName: String {
        switch self {
        case .loadPage(let page): "loadPage(\(page))"
        }
    }
}

extension UserListOutput: Traceable {
    var traceName: String {
        switch self {
        case .openDetail(let user): "openDetail(user \(user.id))"
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
