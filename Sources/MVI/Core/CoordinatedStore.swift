/// The Store as its coordinator sees it: what the View sees, plus news from other screens in
/// and outputs out. Used by the coordinator, which builds the screen and carries out outputs.
@MainActor
protocol CoordinatedStore<Feature>: ViewStore {
    /// The feature whose actions and outputs these are.
    associatedtype Feature

    /// Receives the reducer's outputs; set by the coordinator.
    var onOutput: ((Feature.Output) -> Void)? { get set }
    /// The coordinator passes news from another screen.
    func receive(_ action: Feature.Action)
}
