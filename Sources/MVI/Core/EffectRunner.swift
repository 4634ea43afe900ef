/// The loop's door to the outside world: carries out a reducer's `Request` (here, through the
/// repository) and reports the result as an `Action`. Called by the `Store`, off the main actor.
public protocol EffectRunner<Request, Action>: Sendable {
    /// The work this runner knows how to do.
    associatedtype Request: Sendable
    /// What it reports back.
    associatedtype Action: Sendable

    /// Carries out `request`. Every expected failure comes back as an Action; a thrown error is
    /// a bug, reported to the store's `onUnexpectedError` and never shown as state.
    func run(_ request: Request) async throws -> Action
}
