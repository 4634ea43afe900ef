import SharedDomain
import TerminalUI

/// Builds the detail module: its Presenter and View, wired to each other and to the
/// dependencies the composition root gave.
@MainActor
struct UserDetailAssembly {
    /// Whom a detail shows.
    enum Subject {
        /// A tapped row's user, shown at once.
        case user(User)
        /// A deep link's user id, loaded from the server once the screen is shown.
        case userID(Int)
    }

    /// Where the Presenter loads and saves.
    let repository: any UserRepository
    /// Starts the Presenter's loads and saves.
    let tracker: TaskTracker

    /// The detail screen of `subject`, ready to push, and its Presenter, which closes through
    /// `navigator` and reports to `delegate`.
    func makeModule(
        _ subject: Subject, navigator: any UserDetailNavigator, delegate: any UserDetailDelegate
    ) -> (view: UserDetailTextView, presenter: UserDetailPresenter) {
        let presenter =
            switch subject {
            case .user(let user):
                UserDetailPresenter(
                    user: user, repository: repository, tracker: tracker, navigator: navigator,
                    delegate: delegate)
            case .userID(let id):
                UserDetailPresenter(
                    loadingUserWithID: id, repository: repository, tracker: tracker, navigator: navigator,
                    delegate: delegate)
            }
        let view = UserDetailTextView(presenter: presenter)
        presenter.view = view
        return (view, presenter)
    }
}
