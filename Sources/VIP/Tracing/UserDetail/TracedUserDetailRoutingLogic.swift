import SharedDomain
import TerminalUI

/// View → Router, traced: records the routes the detail View asks for, then forwards them.
@MainActor
final class TracedUserDetailRoutingLogic: UserDetailRoutingLogic, UserDetailDataPassing {
    /// The detail Router. Strong, as the View holds it.
    let base: any UserDetailRoutingLogic & UserDetailDataPassing
    private let tracer: BoundaryTracer

    /// Traces the routes asked of `base`.
    init(_ base: any UserDetailRoutingLogic & UserDetailDataPassing, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    // The opening Router reads this DataStore to pass the user in: a read, not a message. The
    // write it then makes is recorded by the DataStore's own decorator.
    var dataStore: (any UserDetailDataStore)? { base.dataStore }

    func routeToUserList() {
        tracer.record("View", "Router", "routeToUserList()")
        base.routeToUserList()
    }
}
