import TerminalUI

/// What the list's Presenter may show. Called by `UserListPresenter` only.
@MainActor
protocol UserListDisplayLogic: AnyObject {
    /// Shows the list as formatted.
    func displayUsers(viewModel: UserListModels.FetchUsers.ViewModel)
    /// The session expired: close any scene above the list.
    func displaySignedOut()
    /// A user was created: tell it under the header, until the user's next gesture.
    func displayAddedUser(viewModel: UserListModels.AddUser.ViewModel)
}

/// The User List scene's View, in the role of the view controller: it turns gestures into
/// requests to its Interactor, draws the last ViewModel displayed, and asks its Router to
/// navigate. It decides nothing; it owns only the scroll position, the rows displayed, as
/// the template's view controller keeps its `displayedOrders` (each ViewModel replaces them,
/// adds to them or leaves them), and the notice of a user just added, which it shows until the
/// user's next gesture, as a view controller dismisses a banner at the next touch. Its loads
/// start from its lifecycle (`viewWillAppear`), and every display call repaints it
/// (`setNeedsDisplay`).
@MainActor
final class UserListViewController: TerminalScreen, UserListDisplayLogic {
    /// Where requests go.
    var interactor: (any UserListBusinessLogic)?
    /// Where navigation goes.
    var router: (any UserListRoutingLogic & UserListDataPassing)?

    // The navigation title never changes, like one set once in a storyboard.
    private static let title = "Users"
    private let viewport = ListViewport()
    private var displayedTexts = DisplayedTexts()
    private var displayedRows: [UserListModels.FetchUsers.ViewModel.DisplayedRow] = []
    // Only this View sees every gesture (scroll-to-top and a tap on no row never leave it), so
    // the notice is its own to end.
    private var displayedAddedUser: UserListModels.AddUser.ViewModel?

    /// What the screen says around its rows, as the last ViewModel worded it; the rows are kept
    /// apart, in `displayedRows`, because a ViewModel carries only the rows that changed.
    private struct DisplayedTexts {
        var counter: String?
        var banner: [String] = []
        var search: String?
        var placeholder: [String] = []
        var footer: String?
    }

    /// An unconfigured View; `UserListConfigurator` connects it.
    override init() {}

    // MARK: Lifecycle

    /// Each time the list is shown, it asks for the users; the Interactor loads page 1 only
    /// when nothing is loaded and no load is in flight. A notice shown before is over: the app
    /// appeared again, or the user comes back from a screen a gesture opened.
    override func viewWillAppear() {
        endAddedUserNotice()
        interactor?.fetchUsers()
    }

    // MARK: Requests

    override func handle(_ gesture: Gesture) {
        // Whatever the gesture does, even nothing, the notice of a user just added ends.
        endAddedUserNotice()
        switch gesture {
        case .scrollToEnd:
            viewport.scrollToEnd(rowCount: displayedRows.count, visibleRows: bounds.visibleRows)
            setNeedsDisplay()
            interactor?.fetchNextPage()
        case .scrollToTop:
            viewport.scrollToTop()
            setNeedsDisplay()
        case .refresh:
            interactor?.refresh()
        case .retry:
            interactor?.retry()
        case .tap(let number):
            // As the template's view controller routes once a row is selected: the Interactor
            // keeps the selection in its DataStore, the Router passes it on.
            interactor?.selectRow(request: UserListModels.SelectRow.Request(number: number))
            router?.routeToUserDetail()
        case .search(let query):
            interactor?.search(request: UserListModels.Search.Request(query: query))
        case .new:
            // Nothing to select first: the Router asks the DataStore whether the form may open.
            router?.routeToNewUser()
        case .appear, .open, .back, .edit, .set, .save, .cancel:
            break
        }
    }

    private func endAddedUserNotice() {
        guard displayedAddedUser != nil else { return }
        displayedAddedUser = nil
        setNeedsDisplay()
    }

    // MARK: Display logic

    func displayUsers(viewModel: UserListModels.FetchUsers.ViewModel) {
        switch viewModel.rows {
        case .unchanged: break
        case .replaced(let rows): displayedRows = rows
        case .appended(let rows): displayedRows += rows
        }
        displayedTexts = DisplayedTexts(
            counter: viewModel.counter, banner: viewModel.banner, search: viewModel.search,
            placeholder: viewModel.placeholder, footer: viewModel.footer)
        setNeedsDisplay()
    }

    func displaySignedOut() {
        router?.routeToSignedOut()
    }

    func displayAddedUser(viewModel: UserListModels.AddUser.ViewModel) {
        displayedAddedUser = viewModel
        setNeedsDisplay()
    }

    // MARK: Drawing

    override func render(in size: ScreenSize) -> [String] {
        let list = displayedTexts
        let users = displayedRows
        let screen = ListScreen(
            title: Self.title,
            counter: list.counter,
            added: displayedAddedUser.map { ListScreen.Added(name: $0.name, id: $0.id) },
            banner: list.banner,
            search: list.search,
            placeholder: list.placeholder,
            rowCount: users.count,
            row: { index in
                // The screen asks only for indices below `rowCount`.
                ListScreen.Row(
                    number: users[index].number, title: users[index].name, detail: users[index].email)
            },
            footer: list.footer)
        return screen.render(in: size, viewport: viewport)
    }
}
