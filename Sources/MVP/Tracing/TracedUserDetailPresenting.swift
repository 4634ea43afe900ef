import SharedDomain
import TerminalUI

/// View → Presenter on the detail, traced: records each event the View reports, then forwards
/// it.
@MainActor
final class TracedUserDetailPresenting: UserDetailPresenting {
    /// The Presenter the events go to; the View owns it through this decorator.
    let base: any UserDetailPresenting
    private let tracer: BoundaryTracer
    // The decorators the Presenter holds weakly (its View, navigator and delegate): held here,
    // so they live exactly as long as the View that holds this one.
    private let keeping: [AnyObject]

    /// Traces the events sent to `base`, keeping alive the decorators in `keeping`.
    init(_ base: any UserDetailPresenting, tracer: BoundaryTracer, keeping: [AnyObject]) {
        self.base = base
        self.tracer = tracer
        self.keeping = keeping
    }

    func viewDidLoad() {
        tracer.record("View", "Presenter", "viewDidLoad()")
        base.viewDidLoad()
    }

    func didTapEdit() {
        tracer.record("View", "Presenter", "didTapEdit()")
        base.didTapEdit()
    }

    func didChange(_ field: UserDraft.Field, to text: String) {
        // The field, never the text: what the user typed stays out of the trace.
        tracer.record("View", "Presenter", "didChange(\(field))")
        base.didChange(field, to: text)
    }

    func didTapSave() {
        tracer.record("View", "Presenter", "didTapSave()")
        base.didTapSave()
    }

    func didTapCancel() {
        tracer.record("View", "Presenter", "didTapCancel()")
        base.didTapCancel()
    }

    func didTapRetry() {
        tracer.record("View", "Presenter", "didTapRetry()")
        base.didTapRetry()
    }

    func didTapBack() {
        tracer.record("View", "Presenter", "didTapBack()")
        base.didTapBack()
    }
}
