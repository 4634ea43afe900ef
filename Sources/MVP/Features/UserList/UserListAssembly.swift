import SharedDomain

/// Builds the list module: its Presenter and View, wired to each other and to the
/// dependencies the composition root gave.
@MainActor
struct UserListAssembly {
    /// Where the Presenter loads pages from.
    let repository: any UserRepository
    /// Starts the Presenter's loads.
    let tracker: TaskTracker
    /// Page size to ask for; nil lets the server decide.
    let perPage: Int?

    /// The list screen, ready to push, and its Presenter, the delegate of the details the
    /// coordinator opens (deep links); the Presenter navigates through `navigator`.
    func makeModule(
        navigator: any UserListNavigator
    ) -> (view: UserListTextView, presenter: UserListPresenter) {
        let presenter = makePresenter(navigator: navigator)
        let view = UserListTextView(presenter: presenter)
        presenter.view = view
        return (view, presenter)
    }

    /// The list's Presenter, given its dependencies; its View is set after.
    func makePresenter(navigator: any UserListNavigator) -> UserListPresenter {
        UserListPresenter(repository: repository, tracker: tracker, perPage: perPage, navigator: navigator)
    }
}
