import TerminalUI

/// Where the list can go. Called by `UserListViewController`, once its Interactor decided, and
/// by the app for a deep link (`openUser(id:)`, which opens user `id`'s detail, replacing any
/// detail already open).
@MainActor
protocol UserListRoutingLogic: AnyObject {
    /// Opens user `id`'s detail on top of the list, replacing any detail already shown.
    func openUser(id: Int)
    /// Opens the detail of the selected user.
    func routeToUserDetail()
    /// Closes any detail above the list: the session expired.
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
/// `navigateTo…` shows it. It is also the app's deep-link router.
@MainActor
final class UserListRouter: UserListRoutingLogic, UserListDataPassing {
    /// The list's View; weak, because the View owns this Router.
    weak var viewController: UserListViewController?
    /// The list's data (its Interactor).
    var dataStore: (any UserListDataStore)?
    private let userDetail: () -> UserDetailViewController

    /// A Router opening the detail scenes that `userDetail` builds.
    init(userDetail: @escaping () -> UserDetailViewController) {
        self.userDetail = userDetail
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

    func routeToSignedOut() {
        guard let navigation, navigation.top is UserDetailViewController else { return }
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

    /// Shows the detail on top of the list. One detail at most: a second deep link replaces the
    /// first, which is freed with its draft and its load, without the list appearing in between.
    func navigateToUserDetail(_ destination: UserDetailViewController) {
        guard let navigation else { return }
        if navigation.top is UserDetailViewController {
            navigation.replaceTop(with: destination)
        } else {
            navigation.push(destination)
        }
    }
}
