extension UserDetailReducer: TraceableFeature {}

extension UserDetailIntent: Traceable {
    var traceName: String {
        switch self {
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
        case .saveSucceeded(let user): "saveSucceeded(user \(user.id))"
        case .saveFailed(let error): "saveFailed(\(error.traceName))"
        }
    }
}

extension UserDetailRequest: Traceable {
    var traceName: String {
        switch self {
        case .save(let user): "save(user \(user.id))"
        }
    }
}

extension UserDetailOutput: Traceable {
    var traceName: String {
        switch self {
        case .userSaved(let user): "userSaved(user \(user.id))"
        case .close: "close"
        }
    }
}

extension UserDetailReducer.EffectID: Traceable {
    var traceName: String {
        switch self {
        case .save: "save"
        }
    }
}
