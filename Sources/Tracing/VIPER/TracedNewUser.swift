import SharedDomain

// A message carries ids, counts and the screen's own wording: never the draft's values (a field
// edit shows the field, not the text), nor the created user's name.

/// The new-user Presenter as its View and its Interactor call it, traced: the View holds this as
/// its output, and the Interactor holds it weakly as its output.
@MainActor
final class TracedNewUserPresenter: NewUserViewOutput, NewUserInteractorOutput {
    private let output: Traced<any NewUserInteractorOutput>
    let presenter: Traced<any NewUserViewOutput>

    init(_ presenter: NewUserPresenter, tracer: BoundaryTracer) {
        output = Traced(presenter, from: "Interactor", to: "Presenter", tracer: tracer)
        self.presenter = Traced(presenter, from: "View", to: "Presenter", tracer: tracer)
    }

    func viewDidLoad() { presenter().viewDidLoad() }
    func didChange(_ field: UserDraft.Field, to text: String) {
        presenter(with: ".\(field)").didChange(field, to: text)
    }
    func didTapSave() { presenter().didTapSave() }
    func didTapCancel() { presenter().didTapCancel() }
    func didTapBack() { presenter().didTapBack() }
    func interactorDidUpdate(_ form: UserForm) {
        output(with: form.saveState.traceSummary).interactorDidUpdate(form)
    }
    func interactorDidCreate(_ user: User) { output(with: "user \(user.id)").interactorDidCreate(user) }
    func interactorDidEndSession() { output().interactorDidEndSession() }
}

/// What the new-user Presenter calls, its Interactor, its Router, its View and the list
/// Presenter (its module output), traced: the Presenter holds this as its Interactor and its
/// Router, and weakly as its View and its module output.
@MainActor
final class TracedNewUserPresenterCalls: NewUserInteractorInput, NewUserRouterInput, NewUserViewInput,
    NewUserModuleOutput
{
    let interactor: Traced<any NewUserInteractorInput>
    let router: Traced<any NewUserRouterInput>
    // Records a call to the module that opened the form and returns it, held weakly as the
    // Presenter holds it, whatever type it is: the form knows it as its module output only.
    private let openerCall: (_ arguments: String, _ function: String) -> (any NewUserModuleOutput)?
    private let tracer: BoundaryTracer
    // The View is built after the Presenter it is given, so it comes last.
    private var view: WeaklyTraced<NewUserView>?

    init(
        interactor: NewUserInteractor, router: NewUserRouter, moduleOutput: (any NewUserModuleOutput)?,
        tracer: BoundaryTracer
    ) {
        self.interactor = Traced(interactor, from: "Presenter", to: "Interactor", tracer: tracer)
        self.router = Traced(router, from: "Presenter", to: "Router", tracer: tracer)
        openerCall = moduleOutput.map { Self.recording($0, tracer: tracer) } ?? { _, _ in nil }
        self.tracer = tracer
    }

    // The opener's own type, opened from the module output, is the class `WeaklyTraced` holds.
    private static func recording(
        _ opener: some NewUserModuleOutput, tracer: BoundaryTracer
    ) -> (String, String) -> (any NewUserModuleOutput)? {
        let traced = WeaklyTraced(opener, from: "Presenter", to: "Presenter", tracer: tracer)
        return { traced(with: $0, function: $1) }
    }

    private func opener(with arguments: String = "", function: String = #function) -> (
        any NewUserModuleOutput
    )? {
        openerCall(arguments, function)
    }

    /// Records the Presenter's calls to `view` from now on.
    func records(_ view: NewUserView) {
        self.view = WeaklyTraced(view, from: "Presenter", to: "View", tracer: tracer)
    }

    func loadDraft() { interactor().loadDraft() }
    func change(_ field: UserDraft.Field, to text: String) {
        interactor(with: ".\(field)").change(field, to: text)
    }
    func saveDraft() { interactor().saveDraft() }
    func closeNewUser() { router().closeNewUser() }
    func newUserDidCreate(_ user: User) { opener(with: "user \(user.id)")?.newUserDidCreate(user) }
    func newUserDidEndSession() { opener()?.newUserDidEndSession() }
    func display(_ viewData: NewUserViewData) {
        let summary = traceSummary(
            "subtitle: \"\(viewData.subtitle)\"", "fields: \(viewData.fields.count)",
            viewData.messages.isEmpty ? nil : "messages: \(viewData.messages.count)",
            viewData.status.map { "status: \"\($0)\"" })
        guard let view else { return }
        view(with: summary)?.display(viewData)
    }
}

extension UserForm.SaveState? {
    /// Where the save stands, as its case: `.saving`, `.invalid`, `.failed(.offline)`; empty
    /// before any save.
    fileprivate var traceSummary: String {
        switch self {
        case .saving: ".saving"
        case .invalid: ".invalid"
        case .failed(let error): ".failed(\(error.traceName))"
        case nil: ""
        }
    }
}
