extension Effect: Traceable where Request: Traceable, Output: Traceable, ID: Traceable {
    var traceName: String {
        switch self {
        case .run(let request, let id): "run(\(request.traceName), id: \(id.traceName))"
        case .cancel(let id): "cancel(\(id.traceName))"
        case .output(let output): "output(\(output.traceName))"
        }
    }
}
