import SharedDomain

/// The New user module's boundaries, traced, one line per message: it stands between the roles
/// of the module it builds. The View owns it as its Presenter and the Presenter holds it weakly
/// as its View and navigator, so it lives as long as the View; it holds both weakly, as the
/// Presenter does, so tracing adds no owner to the module. The delegate link is recorded by
/// the list's decorator, which the list opening the form hands over as the delegate: the form
/// reports the user it created once it has closed, when this decorator is gone with its View.
@MainActor
final class TracedNewUser: NewUserPresenting, NewUserView, NewUserNavigator {
    // Set once, by `makeModule`: the Presenter needs the decorator as its navigator first.
    private(set) var presenter: Traced<NewUserPresenter>!
    private var view: WeaklyTraced<NewUserTextView>!
    private weak let navigator: (any NewUserNavigator)?
    private let tracer: BoundaryTracer

    private init(_ navigator: any NewUserNavigator, tracer: BoundaryTracer) {
        self.navigator = navigator
        self.tracer = tracer
    }

    /// The New user module, its Presenter made by `assembly`, with the decorator in each link as
    /// it is first set: the View's Presenter, the Presenter's View and navigator; `delegate` is
    /// the list's decorator already. The composition root's traced factory for the coordinator.
    static func makeModule(
        _ assembly: NewUserAssembly, navigator: any NewUserNavigator, delegate: any NewUserDelegate,
        tracer: BoundaryTracer
    ) -> NewUserTextView {
        let traced = TracedNewUser(navigator, tracer: tracer)
        let presenter = assembly.makePresenter(navigator: traced, delegate: delegate)
        traced.presenter = Traced(presenter, from: "View", to: "Presenter", tracer: tracer)
        let view = NewUserTextView(presenter: traced)
        traced.view = WeaklyTraced(view, from: "Presenter", to: "View", tracer: tracer)
        presenter.view = traced
        return view
    }

    func viewDidLoad() { presenter("viewDidLoad()").viewDidLoad() }
    // The field, never the text: what the user typed stays out of the trace.
    func didChange(_ field: UserDraft.Field, to text: String) {
        presenter("didChange(\(field))").didChange(field, to: text)
    }
    func didTapSave() { presenter("didTapSave()").didTapSave() }
    func didTapCancel() { presenter("didTapCancel()").didTapCancel() }
    func didTapBack() { presenter("didTapBack()").didTapBack() }

    func showTitle(_ title: String) { view("showTitle(\"\(title)\")")?.showTitle(title) }
    func showSubtitle(_ subtitle: String) { view("showSubtitle(\"\(subtitle)\")")?.showSubtitle(subtitle) }
    // The labels, never the values: a value is what the user typed.
    func showFields(_ fields: [UserFieldViewData]) {
        view("showFields(\(fields.map(\.label).joined(separator: ", ")))")?.showFields(fields)
    }
    func showMessages(_ messages: [String]) {
        view("showMessages(count: \(messages.count))")?.showMessages(messages)
    }
    func hideMessages() { view("hideMessages()")?.hideMessages() }
    func showStatus(_ status: String) { view("showStatus(\"\(status)\")")?.showStatus(status) }
    func hideStatus() { view("hideStatus()")?.hideStatus() }

    func closeNewUser() { coordinator("closeNewUser()")?.closeNewUser() }

    // Records `message` to the navigator, held weakly as the Presenter holds it (a `WeaklyTraced`
    // takes a class, not a protocol's existential).
    private func coordinator(_ message: String) -> (any NewUserNavigator)? {
        tracer.record("Presenter", "Coordinator", message)
        return navigator
    }
}
