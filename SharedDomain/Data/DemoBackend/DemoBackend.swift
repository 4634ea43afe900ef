import Foundation

/// The embedded demo server: the reqres API served in process from a deterministic dataset,
/// controllable at run time (offline, error statuses, hold and release, data changes) and
/// keeping a log of every request, numbered by arrival. A PUT changes its data and a POST
/// appends a user, as a real server's would; a request answered in a failure mode changes
/// nothing.
public final class DemoBackend: HTTPClient {
    /// How the backend answers until told otherwise.
    public enum Mode: Hashable, Sendable {
        /// Serves the API.
        case online
        /// Every request fails with no route to the server.
        case offline
        /// Every request fails at once as timed out.
        case timeout
        /// Every request answers this HTTP status.
        case status(Int)
        /// Every request answers 401.
        case unauthorized
        /// Every body is broken JSON.
        case malformed
    }

    /// One request as the backend received it.
    public struct LoggedRequest: Hashable, Sendable {
        /// 1, 2, 3… in arrival order.
        public let number: Int
        /// `GET users?page=1`, `PUT users/7`, `POST users`.
        public let line: String
    }

    private struct Parked {
        let request: HTTPRequest
        let continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>
    }

    private struct State {
        var users: DemoUsers
        var defaultPerPage: Int
        var mode: Mode = .online
        var holding = false
        var log: [LoggedRequest] = []
        var parked: [Int: Parked] = [:]
        // Requests cancelled before they could park.
        var cancelledEarly: Set<Int> = []
    }

    private let state: Locked<State>
    private let parkingObservers = ObserverList()

    /// A backend with `users` deterministic users served `perPage` to a page by default.
    public init(users: Int = 12, perPage: Int = 6) {
        state = Locked(State(users: DemoUsers(count: users), defaultPerPage: max(perPage, 1)))
    }

    // MARK: Controls (SPEC §5 `backend …`)

    /// Sets how every request is answered from now on; `.online` ends every failure mode.
    public func setMode(_ mode: Mode) {
        state.withLock { $0.mode = mode }
    }

    /// From now on requests park until released.
    public func hold() {
        state.withLock { $0.holding = true }
    }

    /// Answers parked request `number` as the backend stands now; false when it is not parked
    /// (never sent, already answered, or cancelled by the app).
    @discardableResult
    public func release(_ number: Int) -> Bool {
        let released = state.withLock { state -> (Parked, Result<HTTPResponse, TransportError>)? in
            guard let parked = state.parked.removeValue(forKey: number) else { return nil }
            return (parked, Self.answer(parked.request, in: &state))
        }
        guard let (parked, result) = released else { return false }
        parked.continuation.resume(returning: result)
        notifyParking()
        return true
    }

    /// Ends the hold and answers every parked request in arrival order.
    public func releaseAll() {
        let numbers = state.withLock { state in
            state.holding = false
            return state.parked.keys.sorted()
        }
        for number in numbers { release(number) }
    }

    /// Ends the hold without answering anything.
    public func endHold() {
        state.withLock { $0.holding = false }
    }

    /// Keeps the first `count` users, or adds generated ones after the highest id.
    public func setUserCount(_ count: Int) {
        state.withLock { $0.users.resize(to: count) }
    }

    /// Serves pages of `perPage` to requests that do not name a page size.
    public func setDefaultPerPage(_ perPage: Int) {
        state.withLock { $0.defaultPerPage = max(perPage, 1) }
    }

    /// Renames user `id` on the server; false when there is no such user.
    @discardableResult
    public func rename(id: Int, firstName: String, lastName: String) -> Bool {
        state.withLock { state in
            state.users.update(id: id) { user in
                user.firstName = firstName
                user.lastName = lastName
            }
        }
    }

    /// Deletes user `id` on the server; false when there is no such user.
    @discardableResult
    public func delete(id: Int) -> Bool {
        state.withLock { $0.users.delete(id: id) }
    }

    // MARK: Observation (the runner's settling)

    /// Requests received so far, parked or not.
    public var requestCount: Int { state.withLock { $0.log.count } }
    /// The request log, in arrival order.
    public var requestLog: [LoggedRequest] { state.withLock { $0.log } }
    /// Numbers of the requests parked now, ascending.
    public var parkedRequests: [Int] { state.withLock { $0.parked.keys.sorted() } }
    /// The users the server holds now.
    public var users: [User] { state.withLock { $0.users.all } }

    /// Adds `observer`, called (from any thread) whenever a request parks or leaves the
    /// parking; earlier observers keep being called. The token removes it.
    @discardableResult
    public func addParkingObserver(_ observer: @escaping @Sendable () -> Void) -> ObserverToken {
        parkingObservers.add(observer)
    }

    /// Stops calling the parking observer added with `token`.
    public func removeParkingObserver(_ token: ObserverToken) {
        parkingObservers.remove(token)
    }

    // MARK: HTTPClient

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let arrival = state.withLock {
            state -> (number: Int, answer: Result<HTTPResponse, TransportError>?) in
            let number = state.log.count + 1
            let query = request.query.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
            let line = "\(request.method.rawValue) \(request.path)" + (query.isEmpty ? "" : "?\(query)")
            state.log.append(LoggedRequest(number: number, line: line))
            return (number, state.holding ? nil : Self.answer(request, in: &state))
        }
        if let answer = arrival.answer { return try answer.get() }
        return try await park(request, number: arrival.number).get()
    }

    /// Waits until `release` answers request `number`, or the caller cancels.
    private func park(_ request: HTTPRequest, number: Int) async -> Result<HTTPResponse, TransportError> {
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let parked = state.withLock { state in
                    guard state.cancelledEarly.remove(number) == nil else { return false }
                    state.parked[number] = Parked(request: request, continuation: continuation)
                    return true
                }
                if parked {
                    notifyParking()
                } else {
                    continuation.resume(returning: .failure(.cancelled))
                }
            }
        } onCancel: {
            let parked = state.withLock { state in
                guard let parked = state.parked.removeValue(forKey: number) else {
                    state.cancelledEarly.insert(number)
                    return nil as Parked?
                }
                return parked
            }
            if let parked {
                parked.continuation.resume(returning: .failure(.cancelled))
                notifyParking()
            }
        }
        state.withLock { _ = $0.cancelledEarly.remove(number) }
        return result
    }

    private func notifyParking() {
        parkingObservers.notify()
    }

    // MARK: The API

    /// The answer to `request` given the backend's mode and data now.
    private static func answer(_ request: HTTPRequest, in state: inout State) -> Result<
        HTTPResponse, TransportError
    > {
        switch state.mode {
        case .offline: return .failure(.offline)
        case .timeout: return .failure(.timedOut)
        case .status(let status): return .success(json(status, ["error": "Status \(status)"]))
        case .unauthorized: return .success(json(401, ["error": "Missing API key"]))
        case .malformed:
            return .success(HTTPResponse(status: 200, body: Data(#"{"page":1,"data":[{"id":"#.utf8)))
        case .online: return .success(route(request, in: &state))
        }
    }

    private static func route(_ request: HTTPRequest, in state: inout State) -> HTTPResponse {
        let parts = request.path.split(separator: "/")
        switch (request.method, parts.count) {
        case (.get, 1) where parts[0] == "users":
            return page(request, in: state)
        case (.get, 2) where parts[0] == "users":
            guard let id = Int(parts[1]), let index = state.users.index(ofID: id) else {
                return json(404, [String: String]())
            }
            let user = state.users[index]
            return json(200, ReqresPayloads.UserEnvelope(data: .init(user)))
        case (.put, 2) where parts[0] == "users":
            guard let id = Int(parts[1]), let index = state.users.index(ofID: id) else {
                return json(404, [String: String]())
            }
            guard let body = request.body,
                let update = try? JSONDecoder().decode(ReqresPayloads.UpdateBody.self, from: body)
            else { return json(400, ["error": "Bad request"]) }
            _ = state.users.update(id: id) { user in
                user.firstName = update.firstName
                user.lastName = update.lastName
                user.email = update.email
                user.avatarURL = update.avatar
            }
            return json(200, ReqresPayloads.UserPayload(state.users[index]))
        case (.post, 1) where parts[0] == "users":
            guard let body = request.body,
                let fields = try? JSONDecoder().decode(ReqresPayloads.CreateBody.self, from: body)
            else { return json(400, ["error": "Bad request"]) }
            let created = state.users.append(
                User(id: 0, firstName: fields.firstName, lastName: fields.lastName, email: fields.email))
            return json(201, CreatedEcho(created))
        default:
            return json(404, [String: String]())
        }
    }

    /// A POST's answer as reqres words it: the fields it stored, its id, and `createdAt` — a
    /// fixed instant, so every run answers alike.
    private struct CreatedEcho: Encodable {
        let id: Int
        let firstName: String
        let lastName: String
        let email: String
        let createdAt = "2024-01-01T00:00:00.000Z"

        enum CodingKeys: String, CodingKey {
            case id, email, createdAt
            case firstName = "first_name"
            case lastName = "last_name"
        }

        init(_ user: User) {
            id = user.id
            firstName = user.firstName
            lastName = user.lastName
            email = user.email
        }
    }

    private static func page(_ request: HTTPRequest, in state: State) -> HTTPResponse {
        let page = request.queryValue("page").flatMap { Int($0) } ?? 1
        let perPage = request.queryValue("per_page").flatMap { Int($0) } ?? state.defaultPerPage
        guard page >= 1, perPage >= 1 else { return json(400, ["error": "Bad page"]) }
        let total = state.users.count
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        let start = overflow ? total : min(offset, total)
        let slice = state.users.users(in: start..<(start + min(perPage, total - start)))
        let body = ReqresEncoder.page(
            UsersPage(
                page: page, perPage: perPage, total: total,
                totalPages: UsersPage.pageCount(total: total, perPage: perPage), users: Array(slice)))
        return HTTPResponse(status: 200, body: body)
    }

    /// `body` as JSON with its keys sorted, so every run answers the same bytes.
    private static func json(_ status: Int, _ body: some Encodable) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return HTTPResponse(status: status, body: (try? encoder.encode(body)) ?? Data())
    }
}
