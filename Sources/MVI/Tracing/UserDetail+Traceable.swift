extension UserDetailReducer: TraceableFeature {}

extension UserDetailIntent: Traceable {
    var traceName: String {
        switch self {
        case .opened: "opened"
        case .retryTapped: "retryTapped"
        case .editTapped: "editTapped"
        // The field, not the text: what the user typed stays out of traces.
        case .fieldChanged(let field, _): "fieldChanged(\(field.rawValue))"
        case .saveTapped: "saveTapped"
        case .cancelTapped: "cancelTapped"
        case .backTapped: "backTapped"
        }
    }
}

extension UserDetailAction: Traceable {
    var traceName: String {
        switch self {
        case .userLoaded(let fetched, let request):
            "userLoaded(user \(fetched.user.id), \(request.traceName))"
        case .loadFailed(let error, let request): "loadFailed(\(request.traceName), \(error.traceName))"
        case .saveSucceeded(_, let request): "saveSucceeded(\(request.traceName))"
        case .saveFailed(let error, let request): "saveFailed(\(request.traceName), \(error.traceName))"
        }
    }
}

extension UserDetailRequest: Traceable {
    var traceName: String {
        switch self {
        case .load(let id, let number): "load(user \(id), request \(number))"
        case .save(let user, let number): "save(user \(user.id), request \(number))"
        }
    }
}

extension UserDetailOutput: Traceable {
    var traceName: String {
        switch self {
        case .userSaved(let user): "userSaved(user \(user.id))"
        case .close: "close"
        case .sessionExpired: "sessionExpired"
        }
    }
}

extension UserDetailReducer.EffectID: Traceable {
    var traceName: String {
        switch self {
        case .load: "load"
        case .save: "save"
        }
    }
}
