import SharedDomain
import TerminalUI

/// View → Presenter on the list, traced: records each event the View reports, then forwards it.
@MainActor
final class TracedUserListPresenting: UserListPresenting {
    /// The Presenter the events go to; the View owns it through this decorator.
    let base: any UserListPresenting
    private let tracer: BoundaryTracer
    // The decorators the Presenter holds weakly (its View, its navigator): held here, so they
    // live exactly as long as the View that holds this one.
    private let keeping: [AnyObject]

    /// Traces the events sent to `base`, keeping alive the decorators in `keeping`.
    init(_ base: any UserListPresenting, tracer: BoundaryTracer, keeping: [AnyObject]) {
        self.base = base
        self.tracer = tracer
        self.keeping = keeping
    }

    func viewDidLoad() {
        tracer.record("View", "Presenter", "viewDidLoad()")
        base.viewDidLoad()
    }

    func viewWillAppear() {
        tracer.record("View", "Presenter", "viewWillAppear()")
        base.viewWillAppear()
    }

    func didReachEnd() {
        tracer.record("View", "Presenter", "didReachEnd()")
        base.didReachEnd()
    }

    func didPullToRefresh() {
        tracer.record("View", "Presenter", "didPullToRefresh()")
        base.didPullToRefresh()
    }

    func didTapRetry() {
        tracer.record("View", "Presenter", "didTapRetry()")
        base.didTapRetry()
    }

    func didSearch(_ text: String) {
        // The method, not the text: what the user types is never traced.
        tracer.record("View", "Presenter", "didSearch(_:)")
        base.didSearch(text)
    }

    func didTapRow(number: Int) {
        tracer.record("View", "Presenter", "didTapRow(number: \(number))")
        base.didTapRow(number: number)
    }

    func row(at index: Int) -> UserRowViewData {
        // Not recorded: it is drawing, not an event. Every frame asks it once per visible row,
        // so a step's trace would depend on how often its frame happened to be drawn.
        base.row(at: index)
    }
}
