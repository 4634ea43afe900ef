import SharedDomain
import TerminalUI

/// What the detail's Presenter may show. Called by `UserDetailPresenter` only.
@MainActor
protocol UserDetailDisplayLogic: AnyObject {
    /// Shows the detail as formatted.
    func displayUser(viewModel: UserDetailModels.ShowUser.ViewModel)
}

/// The User Detail scene's View, in the role of the view controller: it turns gestures into
/// requests to its Interactor, draws the last ViewModel displayed, and asks its Router to
/// navigate. It decides nothing. It asks for its user once loaded (`viewDidLoad`), and every
/// display call repaints it (`setNeedsDisplay`).
@MainActor
final class UserDetailViewController: TerminalScreen, UserDetailDisplayLogic {
    /// Where requests go.
    var interactor: (any UserDetailBusinessLogic)?
    /// Where navigation goes.
    var router: (any UserDetailRoutingLogic & UserDetailDataPassing)?

    private var displayedUser: UserDetailModels.ShowUser.ViewModel?

    /// An unconfigured View; `UserDetailConfigurator` connects it.
    override init() {}

    // MARK: Lifecycle

    /// Like a view controller's, called once the Router has passed the user or its id in:
    /// asking the Interactor now makes a tapped user's detail open at once, and starts a deep
    /// link's load.
    override func viewDidLoad() {
        interactor?.showUser()
    }

    // MARK: Requests

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .retry:
            interactor?.retry()
        case .edit:
            interactor?.edit()
        case .set(let name, let text):
            // The screen names its fields as the form does; an unknown name changes nothing.
            guard let field = UserDraft.Field(rawValue: name) else { break }
            interactor?.changeField(
                request: UserDetailModels.ChangeField.Request(field: field, text: text))
        case .save:
            interactor?.save()
        case .cancel:
            interactor?.cancel()
        case .back:
            // As the template's view controller routes once the user decided: the Interactor
            // drops the scene's work, then the Router goes back.
            interactor?.back()
            router?.routeToUserList()
        case .appear, .open, .scrollToEnd, .scrollToTop, .refresh, .tap, .search, .new:
            break
        }
    }

    // MARK: Display logic

    func displayUser(viewModel: UserDetailModels.ShowUser.ViewModel) {
        displayedUser = viewModel
        setNeedsDisplay()
    }

    // MARK: Drawing

    override func render(in size: ScreenSize) -> [String] {
        guard let viewModel = displayedUser else { return [] }
        return DetailScreen(
            title: viewModel.title,
            subtitle: viewModel.subtitle,
            fields: viewModel.fields.map { DetailScreen.Field($0.label, $0.value) },
            messages: viewModel.messages,
            status: viewModel.status
        ).render(in: size)
    }
}
