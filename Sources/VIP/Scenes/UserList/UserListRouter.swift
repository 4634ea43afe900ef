import TerminalUI

/// Where the list can go. Called by `UserListViewController`, once its Interactor decided, and
/// by the app for a deep link (`openUser(id:)`, which opens user `id`'s detail, replacing any
/// detail or New user form already open).
@MainActor
protocol UserListRoutingLogic: AnyObject {
    /// Opens user `id`'s detail on top of the list, replacing any detail or form already shown.
    func openUser(id: Int)
    /// Opens the detail of the selected user.
    func routeToUserDetail()
    /// Opens the New user form on top of the list, if the list can take a new user.
    func routeToNewUser()
    /// Closes any detail or form above the list: the session expired.
    func routeToSignedOut()
}

/// Gives Routers the list's data to pass on. Read when the list routes to another scene.
@MainActor
protocol UserListDataPassing: AnyObject {
    /// The list's data.
    var dataStore: (any UserListDataStore)? { get }
}

/// The User List scene's Router: has the detail scene built by the factory it was given (as a
/// storyboard instantiates the destination view controller), passes it the selected user, or
/// the id of a deep link, from DataStore to DataStore, and shows it on its View's stack (as a
/// template Router uses its view controller's `navigationController`). Each route is split as in
/// the Clean Swift template: `routeTo…` gets the destination, `passDataTo…` moves the data,
/// `navigateTo…` shows it. The New user form, built by its own factory, is given no data. It is
/// also the app's deep-link router.
@MainActor
final class UserListRouter: UserListRoutingLogic, UserListDataPassing {
    /// The list's View; weak, because the View owns this Router.
    weak var viewController: UserListViewController?
    /// The list's data (its Interactor).
    var dataStore: (any UserListDataStore)?
    private let userDetail: () -> UserDetailViewController
    private let newUser: () -> NewUserViewController

    /// A Router opening the detail scenes that `userDetail` builds and the New user forms that
    /// `newUser` builds.
    init(userDetail: @escaping () -> UserDetailViewController, newUser: @escaping () -> NewUserViewController)
    {
        self.userDetail = userDetail
        self.newUser = newUser
    }

    // The stack owns the screens; the Router only moves them, through the View's stack.
    private var navigation: NavigationStack? { viewController?.navigationStack }

    // MARK: Routing

    func routeToUserDetail() {
        // As the seed does: nothing selected, nowhere to go.
        guard let dataStore, dataStore.selectedUser != nil else { return }
        let destination = userDetail()
        guard let destinationDataStore = destination.router?.dataStore else { return }
        passDataToUserDetail(source: dataStore, destination: destinationDataStore)
        navigateToUserDetail(destination)
    }

    func openUser(id: Int) {
        let destination = userDetail()
        guard let destinationDataStore = destination.router?.dataStore else { return }
        passDataToUserDetail(userID: id, destination: destinationDataStore)
        navigateToUserDetail(destination)
    }

    func routeToNewUser() {
        // As a tap with nothing selected: while the list cannot take a new user, nowhere to go.
        guard let dataStore, dataStore.canAddUser else { return }
        // Nothing to pass, as the form starts from an empty draft; it is pushed over the list,
        // the screen its `new` came from.
        navigation?.push(newUser())
    }

    func routeToSignedOut() {
        guard let navigation, isShowingSceneAbove(navigation) else { return }
        navigation.pop()
    }

    // MARK: Passing data

    /// The user selected in the list becomes the detail's user.
    func passDataToUserDetail(source: any UserListDataStore, destination: any UserDetailDataStore) {
        destination.user = source.selectedUser
    }

    /// A deep link's id becomes the id of the user the detail loads.
    func passDataToUserDetail(userID: Int, destination: any UserDetailDataStore) {
        destination.userID = userID
    }

    // MARK: Navigation

    /// Shows the detail on top of the list. One scene at most above the list: a second deep link
    /// replaces the detail, or the New user form, already there, which is freed with its draft
    /// and its requests, without the list appearing in between.
    func navigateToUserDetail(_ destination: UserDetailViewController) {
        guard let navigation else { return }
        if isShowingSceneAbove(navigation) {
            navigation.replaceTop(with: destination)
        } else {
            navigation.push(destination)
        }
    }

    /// Whether a detail or the New user form, one scene at most, is the screen shown over the
    /// list.
    private func isShowingSceneAbove(_ navigation: NavigationStack) -> Bool {
        navigation.top is UserDetailViewController || navigation.top is NewUserViewController
    }
}
