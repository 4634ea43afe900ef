/// The Store as its View sees it: the state to draw, and `send` for what the user did. Called
/// by the View, which can neither feed the Store actions nor hear its outputs.
@MainActor
public protocol ViewStore<Feature>: AnyObject {
    /// The feature whose state and intents these are.
    associatedtype Feature: Reducer

    /// The single source of truth the View renders.
    var state: Feature.State { get }
    /// The View's only way in: the user did something.
    func send(_ intent: Feature.Intent)
}
