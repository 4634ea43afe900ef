import SharedDomain

/// The parts of a value a trace shows, those present: `counter: "6 of 12", rowCount: 6`.
func traceSummary(_ parts: String?...) -> String { parts.compactMap { $0 }.joined(separator: ", ") }

/// Interactor → Worker and the Worker's answer back.
struct TracedWorker<Base: Sendable>: Sendable {
    let base: Base
    let tracer: BoundaryTracer

    /// Records `message`, awaits `call` (a call on `base`) and records its answer as `words` puts it.
    func callAsFunction<Value>(
        _ message: String, _ call: @autoclosure () async throws(UsersError) -> Value, words: (Value) -> String
    ) async throws(UsersError) -> Value {
        tracer.record("Interactor", "Worker", message)
        do throws(UsersError) {
            let value = try await call()
            tracer.record("Worker", "Interactor", "→ \(words(value))")
            return value
        } catch {
            // A call the Interactor cancelled answers at no fixed point, and is ignored: not
            // recorded, so a trace is the same on every run. The transport cancelling the
            // current call is an answer like any other.
            if !(error == .cancelled && Task.isCancelled) {
                tracer.record("Worker", "Interactor", "→ \(error.traceName)")
            }
            throw error
        }
    }
}
