/// The pure rules of one feature: how each Intent and each Action changes the State, and which
/// Effects follow. Called by the `Store` (and by reducer tests), never by a View.
///
/// A reducer does no work itself: no repository, no task, no clock. It only mutates the state it
/// is handed (in place, so a growing list is never copied) and describes the work it wants as
/// `Effect` values, which is what makes every rule testable by comparing values. It is a value
/// the Store is given, as in TCA, so another reducer speaking its types can stand in for it.
protocol Reducer<State, Intent, Action, Request, Output, EffectID> {
    /// Everything the feature's screen shows, as a value.
    associatedtype State: Equatable
    /// What the user did.
    associatedtype Intent
    /// What the outside world answered: the results of the feature's effects.
    associatedtype Action: Sendable
    /// Work for the effect runner, e.g. "load page 2".
    associatedtype Request: Equatable & Sendable
    /// News for the coordinator, e.g. "open this user's detail".
    associatedtype Output: Equatable
    /// Names a piece of running work, so a newer run or a `cancel` can replace it.
    associatedtype EffectID: Hashable & Sendable

    /// Applies a user intent to `state` and returns the effects it calls for.
    func reduce(_ state: inout State, intent: Intent) -> [Effect<Request, Output, EffectID>]
    /// Applies an effect's result to `state` and returns the effects it calls for.
    func reduce(_ state: inout State, action: Action) -> [Effect<Request, Output, EffectID>]
}

/// Any reducer speaking `Feature`'s types: `Feature`'s own, or one standing in for it.
typealias ReducerOf<Feature: Reducer> = Reducer<
    Feature.State, Feature.Intent, Feature.Action, Feature.Request, Feature.Output, Feature.EffectID
>
