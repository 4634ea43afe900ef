import SharedDomain
import TerminalUI

/// What the form's Presenter may show. Called by `NewUserPresenter` only.
@MainActor
protocol NewUserDisplayLogic: AnyObject {
    /// Shows the form as formatted.
    func displayForm(viewModel: NewUserModels.ShowForm.ViewModel)
    /// The user was created: the form closes.
    func displayUserCreated()
}

/// The New User scene's View, in the role of the view controller: it turns gestures into
/// requests to its Interactor, draws the last ViewModel displayed, and asks its Router to
/// navigate. It decides nothing. It asks for its form once loaded (`viewDidLoad`), and every
/// display call repaints it (`setNeedsDisplay`).
@MainActor
final class NewUserViewController: TerminalScreen, NewUserDisplayLogic {
    /// Where requests go.
    var interactor: (any NewUserBusinessLogic)?
    /// Where navigation goes.
    var router: (any NewUserRoutingLogic)?

    private var displayedForm: NewUserModels.ShowForm.ViewModel?

    /// An unconfigured View; `NewUserConfigurator` connects it.
    override init() {}

    // MARK: Lifecycle

    /// Like a view controller's, called once, when the list's Router pushes it: asking the
    /// Interactor now makes the form open at once, empty.
    override func viewDidLoad() {
        interactor?.showForm()
    }

    // MARK: Requests

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .set(let name, let text):
            // The screen names its fields as the form does; an unknown name changes nothing.
            guard let field = UserDraft.Field(rawValue: name) else { break }
            interactor?.changeField(request: NewUserModels.ChangeField.Request(field: field, text: text))
        case .save:
            interactor?.save()
        case .cancel, .back:
            // As the detail's back: the Interactor drops the scene's work, then the Router closes
            // the form.
            interactor?.cancel()
            router?.routeToUserList()
        case .appear, .open, .scrollToEnd, .scrollToTop, .refresh, .retry, .tap, .search, .edit, .new:
            break
        }
    }

    // MARK: Display logic

    func displayForm(viewModel: NewUserModels.ShowForm.ViewModel) {
        displayedForm = viewModel
        setNeedsDisplay()
    }

    func displayUserCreated() {
        router?.routeToUserList()
    }

    // MARK: Drawing

    override func render(in size: ScreenSize) -> [String] {
        guard let viewModel = displayedForm else { return [] }
        return DetailScreen(
            title: viewModel.title,
            subtitle: viewModel.subtitle,
            fields: viewModel.fields.map { DetailScreen.Field($0.label, $0.value) },
            messages: viewModel.messages,
            status: viewModel.status
        ).render(in: size)
    }
}
