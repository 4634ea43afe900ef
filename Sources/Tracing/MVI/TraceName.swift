import SharedDomain

/// The name a trace shows for a value crossing a boundary: its case and key arguments
/// (`rowTapped(3)`, `run(loadPage(2, request 3), id: pageLoad)`), never text the user typed.
func traceName(_ value: Any) -> String {
    switch value {
    case let user as User: "user \(user.id)"
    case let error as UsersError: error.traceName
    case let field as UserDraft.Field: field.rawValue
    case let request as UserListRequest: "loadPage(\(request.page), request \(request.number))"
    case UserDetailRequest.load(let id, let number): "load(user \(id), request \(number))"
    case UserDetailRequest.save(let user, let number): "save(user \(user.id), request \(number))"
    case let request as NewUserRequest: "create(request \(request.number))"
    case UserListAction.pageLoaded(_, let request):
        "pageLoaded(page \(request.page), request \(request.number))"
    case UserListAction.pageFailed(let error, let request):
        "pageFailed(page \(request.page), request \(request.number), \(error.traceName))"
    case UserDetailAction.userLoaded(let fetched, let request):
        "userLoaded(user \(fetched.user.id), \(traceName(request)))"
    case UserDetailAction.loadFailed(let error, let request):
        "loadFailed(\(traceName(request)), \(traceName(error)))"
    case UserDetailAction.saveSucceeded(_, let request): "saveSucceeded(\(traceName(request)))"
    case UserDetailAction.saveFailed(let error, let request):
        "saveFailed(\(traceName(request)), \(traceName(error)))"
    case NewUserAction.saveSucceeded(_, let request): "saveSucceeded(\(traceName(request)))"
    case NewUserAction.saveFailed(let error, let request):
        "saveFailed(\(traceName(request)), \(traceName(error)))"
    default: caseName(value)
    }
}

/// Any other case: its name and its arguments' (labelled ones with the label), no typed strings.
private func caseName(_ value: Any) -> String {
    guard let child = Mirror(reflecting: value).children.first, let name = child.label else {
        return "\(value)"
    }
    let tuple = Mirror(reflecting: child.value)
    let arguments = tuple.displayStyle == .tuple ? Array(tuple.children) : [(label: nil, value: child.value)]
    let named = arguments.filter { !($0.value is String) }.map { argument in
        (argument.label.flatMap { $0.hasPrefix(".") ? nil : "\($0): " } ?? "") + traceName(argument.value)
    }
    return named.isEmpty ? name : "\(name)(\(named.joined(separator: ", ")))"
}
