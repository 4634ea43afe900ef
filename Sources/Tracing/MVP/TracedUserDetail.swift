import SharedDomain

/// The detail module's boundaries, traced, one line per message: it stands between the roles
/// of the module it builds. The View owns it as its Presenter and the Presenter holds it weakly
/// as its View, navigator and delegate, so it lives as long as the View; it holds those three
/// weakly, as the Presenter does, so tracing adds no owner to the module.
@MainActor
final class TracedUserDetail: UserDetailPresenting, UserDetailView, UserDetailNavigator, UserDetailDelegate {
    // Set once, by `makeModule`: the Presenter needs the decorator as its navigator first.
    private(set) var presenter: Traced<UserDetailPresenter>!
    private var view: WeaklyTraced<UserDetailTextView>!
    private weak let navigator: (any UserDetailNavigator)?
    private weak let delegate: (any UserDetailDelegate)?
    private let tracer: BoundaryTracer

    private init(
        _ navigator: any UserDetailNavigator, _ delegate: any UserDetailDelegate, tracer: BoundaryTracer
    ) {
        self.navigator = navigator
        self.delegate = delegate
        self.tracer = tracer
    }

    /// The detail module of `subject`, its Presenter made by `assembly`, with the decorator in
    /// each link as it is first set: the View's Presenter, the Presenter's View, navigator and
    /// delegate. The composition root's traced factory for the coordinator.
    static func makeModule(
        _ assembly: UserDetailAssembly, _ subject: UserDetailPresenter.Subject,
        navigator: any UserDetailNavigator, delegate: any UserDetailDelegate, tracer: BoundaryTracer
    ) -> UserDetailTextView {
        let traced = TracedUserDetail(navigator, delegate, tracer: tracer)
        let presenter = assembly.makePresenter(subject, navigator: traced, delegate: traced)
        traced.presenter = Traced(presenter, from: "View", to: "Presenter", tracer: tracer)
        let view = UserDetailTextView(presenter: traced)
        traced.view = WeaklyTraced(view, from: "Presenter", to: "View", tracer: tracer)
        presenter.view = traced
        return view
    }

    func viewDidLoad() { presenter("viewDidLoad()").viewDidLoad() }
    func didTapEdit() { presenter("didTapEdit()").didTapEdit() }
    // The field, never the text: what the user typed stays out of the trace.
    func didChange(_ field: UserDraft.Field, to text: String) {
        presenter("didChange(\(field))").didChange(field, to: text)
    }
    func didTapSave() { presenter("didTapSave()").didTapSave() }
    func didTapCancel() { presenter("didTapCancel()").didTapCancel() }
    func didTapRetry() { presenter("didTapRetry()").didTapRetry() }
    func didTapBack() { presenter("didTapBack()").didTapBack() }

    func showTitle(_ title: String) { view("showTitle(\"\(title)\")")?.showTitle(title) }
    func showSubtitle(_ subtitle: String) { view("showSubtitle(\"\(subtitle)\")")?.showSubtitle(subtitle) }
    func hideSubtitle() { view("hideSubtitle()")?.hideSubtitle() }
    // The labels, never the values: a value may be what the user typed.
    func showFields(_ fields: [UserFieldViewData]) {
        view("showFields(\(fields.map(\.label).joined(separator: ", ")))")?.showFields(fields)
    }
    func showMessages(_ messages: [String]) {
        view("showMessages(count: \(messages.count))")?.showMessages(messages)
    }
    func hideMessages() { view("hideMessages()")?.hideMessages() }
    func showStatus(_ status: String) { view("showStatus(\"\(status)\")")?.showStatus(status) }
    func hideStatus() { view("hideStatus()")?.hideStatus() }

    func closeDetail() { coordinator("closeDetail()")?.closeDetail() }
    func userDetail(didSave user: User) {
        listPresenter("userDetail(didSave: user \(user.id))")?.userDetail(didSave: user)
    }
    func userDetailSessionDidExpire() {
        listPresenter("userDetailSessionDidExpire()")?.userDetailSessionDidExpire()
    }
    func userDetailDidClose() { listPresenter("userDetailDidClose()")?.userDetailDidClose() }

    // The navigator and the delegate are held weakly, as the Presenter holds them (a
    // `WeaklyTraced` takes a class, not a protocol's existential): these record, then hand them.
    private func coordinator(_ message: String) -> (any UserDetailNavigator)? {
        tracer.record("Presenter", "Coordinator", message)
        return navigator
    }

    private func listPresenter(_ message: String) -> (any UserDetailDelegate)? {
        tracer.record("Presenter", "Presenter", message)
        return delegate
    }
}
