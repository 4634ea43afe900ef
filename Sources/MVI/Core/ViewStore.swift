/// The Store as its View sees it: the state to draw, and `send` for what the user did. Called
/// by the View, which can neither feed the Store actions nor hear its outputs.
@MainActor
protocol ViewStore<Feature>: AnyObject {
    /// The feature whose state and intents these are.
    associatedtype Feature: Reducer

    /// The single source of truth the View renders.
    var state: Feature.State { get }
    /// The View's only way in: the user did something.
    func send(_ intent: Feature.Intent)
    /// Calls `onState` with every new state the store publishes, after each intent and action:
    /// how the View learns to repaint.
    func subscribe(_ onState: @escaping (Feature.State) -> Void)
}
