import SharedDomain
import TerminalUI

/// Router → the detail's DataStore (its Interactor), traced: records the data the opening
/// Router passes in, then stores it.
@MainActor
final class TracedUserDetailDataStore: UserDetailDataStore {
    /// The detail Interactor. Strong, as the detail Router holds its DataStore.
    let base: any UserDetailDataStore
    private let tracer: BoundaryTracer

    /// Traces the data passed into `base`.
    init(_ base: any UserDetailDataStore, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    // Reading is not a message; writing is the data passing of Clean Swift's routing.
    var user: User? {
        get { base.user }
        set {
            tracer.record(
                "Router", "Interactor", "dataStore.user = \(newValue.map { "user \($0.id)" } ?? "nil")")
            base.user = newValue
        }
    }

    var userID: Int? {
        get { base.userID }
        set {
            tracer.record("Router", "Interactor", "dataStore.userID = \(newValue.map(String.init) ?? "nil")")
            base.userID = newValue
        }
    }
}
