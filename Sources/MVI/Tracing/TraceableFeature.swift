/// A feature whose intents, actions, requests, outputs and effect ids all have trace names, so
/// its Store, reducer and effect runner can be wrapped in tracing decorators.
protocol TraceableFeature: Reducer
where Intent: Traceable, Action: Traceable, Request: Traceable, Output: Traceable, EffectID: Traceable {}
