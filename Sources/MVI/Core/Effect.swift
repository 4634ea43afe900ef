/// Work a reducer asks for, described as a value: the `Store` carries it out, a test compares it.
public enum Effect<Feature: Reducer>: Equatable {
    /// Hands `request` to the effect runner as the only work running under `id`: whatever was
    /// running under `id` is cancelled and its late result dropped (latest intent wins).
    case run(Feature.Request, id: Feature.EffectID)
    /// Cancels the work running under `id`; its result, if one still comes, is dropped.
    case cancel(Feature.EffectID)
    /// Tells the coordinator something happened (navigation, a saved user).
    case output(Feature.Output)
}
