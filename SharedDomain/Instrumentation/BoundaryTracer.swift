import Foundation

/// Records the boundary crossings of a running app — View → Interactor, Presenter → View,
/// Intent → Reducer… — for `archlab trace` and `archlab compare`.
///
/// Architectures never call it from their roles: their composition roots wrap the boundary
/// protocols in tracing decorators when a tracer is given, so the roles' own files stay clean.
public final class BoundaryTracer: @unchecked Sendable {
    /// One call across a boundary.
    public struct Crossing: Hashable, Sendable, CustomStringConvertible {
        /// The calling role, e.g. "View".
        public let from: String
        /// The called role, e.g. "Interactor".
        public let to: String
        /// What was said, e.g. "fetchUsers(page: 1)".
        public let message: String

        /// Creates a crossing.
        public init(from: String, to: String, message: String) {
            self.from = from
            self.to = to
            self.message = message
        }

        /// "View → Interactor: fetchUsers(page: 1)".
        public var description: String { "\(from) → \(to): \(message)" }
    }

    // NSLock rather than Mutex: ThreadSanitizer sees pthread locks (see SharedDomain's Locked).
    private let lock = NSLock()
    private var crossings: [Crossing] = []

    /// An empty trace.
    public init() {}

    /// Records that `from` called `to` with `message`.
    public func record(_ from: String, _ to: String, _ message: String) {
        lock.lock()
        defer { lock.unlock() }
        crossings.append(Crossing(from: from, to: to, message: message))
    }

    /// The crossings since the last call, and forgets them.
    public func drain() -> [Crossing] {
        lock.lock()
        defer { lock.unlock() }
        defer { crossings.removeAll() }
        return crossings
    }
}
