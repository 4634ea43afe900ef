import SharedDomain
import TerminalUI

/// View → Router, traced: records the routes the list View asks for, then forwards them.
@MainActor
final class TracedUserListRoutingLogic: UserListRoutingLogic, UserListDataPassing {
    /// The list Router. Strong, as the View holds it.
    let base: any UserListRoutingLogic & UserListDataPassing
    private let tracer: BoundaryTracer

    /// Traces the routes asked of `base`.
    init(_ base: any UserListRoutingLogic & UserListDataPassing, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    // Routers read each other's DataStore to pass data on: a read, not a message, so it is not
    // recorded.
    var dataStore: (any UserListDataStore)? { base.dataStore }

    func routeToUserDetail() {
        tracer.record("View", "Router", "routeToUserDetail()")
        base.routeToUserDetail()
    }

    func openUser(id: Int) {
        tracer.record("App", "Router", "openUser(id: \(id))")
        base.openUser(id: id)
    }

    func routeToSignedOut() {
        tracer.record("View", "Router", "routeToSignedOut()")
        base.routeToSignedOut()
    }
}
