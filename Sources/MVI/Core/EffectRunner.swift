/// The loop's door to the outside world: carries out a reducer's `Request` (here, through the
/// repository) and reports the result as an `Action`. Called by the `Store`, off the main actor.
protocol EffectRunner<Request, Action>: Sendable {
    /// The work this runner knows how to do.
    associatedtype Request: Sendable
    /// What it reports back.
    associatedtype Action: Sendable

    /// Carries out `request` and reports every outcome as an Action: a failure, and a request the
    /// transport gave up on (`.cancelled`), included. The Store drops only the answers of runs it
    /// superseded or cancelled itself, so a screen never waits for an answer that cannot come.
    func run(_ request: Request) async -> Action
}
