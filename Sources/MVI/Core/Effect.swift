/// Work a reducer asks for, described as a value: the `Store` carries it out, a test compares it.
enum Effect<Request: Equatable, Output: Equatable, ID: Hashable>: Equatable {
    /// Hands `request` to the effect runner as the only work running under `id`: whatever was
    /// running under `id` is cancelled and its late result dropped (latest intent wins).
    case run(Request, id: ID)
    /// Cancels the work running under `id`; its result, if one still comes, is dropped.
    case cancel(ID)
    /// Tells the parent reducer something happened (open a user, a saved user); the reducer
    /// that composes the feature handles it in the same reduction, so it never reaches the Store.
    case output(Output)
}
