/// One boundary of a running app as the lab records it: a role, the role it calls, and the
/// tracer that notes each call. A tracing decorator holds one and spends one line per message:
/// `func refresh() { interactor("refresh()").refresh() }` records the crossing, then calls on.
///
/// Decorators are built where an app is composed, never inside a role: the roles never learn
/// that they are traced (as EssentialFeed's composition root decorates its loaders).
public struct Traced<Base> {
    /// The role called.
    public let base: Base
    private let from: String
    private let to: String
    private let tracer: BoundaryTracer

    /// Records calls from the role named `from` to `base`, the role named `to`.
    public init(_ base: Base, from: String, to: String, tracer: BoundaryTracer) {
        self.base = base
        self.from = from
        self.to = to
        self.tracer = tracer
    }

    /// Records `message` crossing the boundary and returns the role to call.
    public func callAsFunction(_ message: String) -> Base {
        tracer.record(from, to, message)
        return base
    }
}

extension Traced: Sendable where Base: Sendable {}

extension Traced {
    /// Records `message`, awaits `call` (a call on `base`) and records its answer coming back
    /// as `words` puts it, or the error's trace name: for a boundary that answers, such as
    /// Interactor → Worker.
    public func callAsFunction<Value>(
        _ message: String, _ call: @autoclosure () async throws(UsersError) -> Value,
        answer words: (Value) -> String
    ) async throws(UsersError) -> Value {
        tracer.record(from, to, message)
        do throws(UsersError) {
            let value = try await call()
            tracer.record(to, from, "→ \(words(value))")
            return value
        } catch {
            // A call the caller cancelled answers at no fixed point, and is ignored: not
            // recorded, so a trace is the same on every run. The transport cancelling the
            // current call is an answer like any other.
            if !(error == .cancelled && Task.isCancelled) { tracer.record(to, from, "→ \(error.traceName)") }
            throw error
        }
    }
}

/// A boundary whose called role is held weakly, as a Presenter holds its View: the decorator
/// does not keep the role alive, and a message to a role that is gone is still recorded.
public struct WeaklyTraced<Base: AnyObject> {
    /// The role called, while it lives.
    public private(set) weak var base: Base?
    private let from: String
    private let to: String
    private let tracer: BoundaryTracer

    /// Records calls from the role named `from` to `base`, the role named `to`, holding it weakly.
    public init(_ base: Base, from: String, to: String, tracer: BoundaryTracer) {
        self.base = base
        self.from = from
        self.to = to
        self.tracer = tracer
    }

    /// Records `message` crossing the boundary and returns the role to call, if it still lives.
    public func callAsFunction(_ message: String) -> Base? {
        tracer.record(from, to, message)
        return base
    }
}
