import SharedDomain

/// The detail module's boundaries, traced, one line per message: it stands between the roles
/// of the module it builds. The View owns it as its Presenter and the Presenter holds it weakly
/// as its View, navigator and delegate, so it lives as long as the View.
@MainActor
final class TracedUserDetail: UserDetailPresenting, UserDetailView, UserDetailNavigator, UserDetailDelegate {
    // Set once, by `makeModule`: the Presenter needs the decorator as its navigator first.
    private(set) var presenter: Traced<UserDetailPresenter>!
    private var view: WeaklyTraced<UserDetailTextView>!
    private let navigator: Traced<any UserDetailNavigator>
    private let delegate: Traced<any UserDetailDelegate>

    private init(
        _ navigator: any UserDetailNavigator, _ delegate: any UserDetailDelegate, tracer: BoundaryTracer
    ) {
        self.navigator = Traced(navigator, from: "Presenter", to: "Coordinator", tracer: tracer)
        self.delegate = Traced(delegate, from: "Presenter", to: "Presenter", tracer: tracer)
    }

    /// The detail module of `subject`, its Presenter made by `assembly`, with the decorator in
    /// each link as it is first set: the View's Presenter, the Presenter's View, navigator and
    /// delegate. The composition root's traced factory for the coordinator.
    static func makeModule(
        _ assembly: UserDetailAssembly, _ subject: UserDetailPresenter.Subject,
        navigator: any UserDetailNavigator, delegate: any UserDetailDelegate, tracer: BoundaryTracer
    ) -> (view: UserDetailTextView, presenter: UserDetailPresenter) {
        let traced = TracedUserDetail(navigator, delegate, tracer: tracer)
        let presenter = assembly.makePresenter(subject, navigator: traced, delegate: traced)
        traced.presenter = Traced(presenter, from: "View", to: "Presenter", tracer: tracer)
        let view = UserDetailTextView(presenter: traced)
        traced.view = WeaklyTraced(view, from: "Presenter", to: "View", tracer: tracer)
        presenter.view = traced
        return (view, presenter)
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

    func closeDetail() { navigator("closeDetail()").closeDetail() }
    func userDetail(didSave user: User) {
        delegate("userDetail(didSave: user \(user.id))").userDetail(didSave: user)
    }
    func userDetailSessionDidExpire() {
        delegate("userDetailSessionDidExpire()").userDetailSessionDidExpire()
    }
    func userDetailDidClose() { delegate("userDetailDidClose()").userDetailDidClose() }
}
