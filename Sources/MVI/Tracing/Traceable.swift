/// A value that crosses a boundary, with a short, stable name for traces: the case and its key
/// argument (`pageLoaded(page 2)`), never user-typed text, so the same run traces the same.
protocol Traceable {
    /// The name a trace shows.
    var traceName: String { get }
}
