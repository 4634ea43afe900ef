import SharedDomain
import TerminalUI

/// View → Presenter, traced: records what the user did to the list, then forwards it.
@MainActor
final class TracedUserListViewOutput: UserListViewOutput {
    /// The list Presenter. Strong, as the View holds it.
    let base: any UserListViewOutput
    /// The module's decorators that the roles hold weakly: alive as long as the View holds this.
    let tracing: UserListTracing
    private let tracer: BoundaryTracer

    /// Traces the gestures the View forwards to `base`.
    init(_ base: any UserListViewOutput, tracer: BoundaryTracer, keeping tracing: UserListTracing) {
        self.base = base
        self.tracer = tracer
        self.tracing = tracing
    }

    func viewDidLoad() {
        record("viewDidLoad()")
        base.viewDidLoad()
    }

    func viewWillAppear() {
        record("viewWillAppear()")
        base.viewWillAppear()
    }

    func didScrollToEnd() {
        record("didScrollToEnd()")
        base.didScrollToEnd()
    }

    func didPullToRefresh() {
        record("didPullToRefresh()")
        base.didPullToRefresh()
    }

    func didTapRetry() {
        record("didTapRetry()")
        base.didTapRetry()
    }

    func didTapRow(at index: Int) {
        record("didTapRow(at: \(index))")
        base.didTapRow(at: index)
    }

    // The gesture, never the text: what the user types stays out of the trace.
    func didSearch(for text: String) {
        record("didSearch(for:)")
        base.didSearch(for: text)
    }

    // The View pulls the visible rows whenever it draws: a query, not a message. Recording it
    // would make a trace depend on how often the screen is drawn.
    func rowViewData(at index: Int) -> UserListRowViewData {
        base.rowViewData(at: index)
    }

    private func record(_ message: String) {
        tracer.record("View", "Presenter", message)
    }
}
