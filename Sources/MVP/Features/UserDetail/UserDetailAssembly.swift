import SharedDomain
import TerminalUI

/// Builds the detail module: its Presenter and View, wired to each other and to the
/// dependencies the composition root gave.
@MainActor
struct UserDetailAssembly {
    /// Where the Presenter saves.
    let repository: any UserRepository
    /// Starts the Presenter's saves.
    let tracker: TaskTracker

    /// The detail screen of `user`, ready to push; its Presenter closes through `navigator`
    /// and reports saves to `delegate`.
    func makeModule(
        user: User, navigator: any UserDetailNavigator, delegate: any UserDetailDelegate
    ) -> UserDetailTextView {
        let presenter = UserDetailPresenter(
            user: user, repository: repository, tracker: tracker, navigator: navigator, delegate: delegate)
        let view = UserDetailTextView(presenter: presenter)
        presenter.view = view
        presenter.viewDidLoad()
        return view
    }
}
