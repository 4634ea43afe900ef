import SharedDomain

/// Builds the detail module: its Presenter and View, wired to each other and to the
/// dependencies the composition root gave.
@MainActor
struct UserDetailAssembly {
    /// Where the Presenter loads and saves.
    let repository: any UserRepository
    /// Starts the Presenter's loads and saves.
    let tracker: TaskTracker

    /// The detail screen of `subject`, ready to push; it owns its Presenter, which closes through
    /// `navigator` and reports to `delegate`.
    func makeModule(
        _ subject: UserDetailPresenter.Subject, navigator: any UserDetailNavigator,
        delegate: any UserDetailDelegate
    ) -> UserDetailTextView {
        let presenter = makePresenter(subject, navigator: navigator, delegate: delegate)
        let view = UserDetailTextView(presenter: presenter)
        presenter.view = view
        return view
    }

    /// The Presenter of `subject`'s detail, given its dependencies; its View is set after.
    func makePresenter(
        _ subject: UserDetailPresenter.Subject, navigator: any UserDetailNavigator,
        delegate: any UserDetailDelegate
    ) -> UserDetailPresenter {
        UserDetailPresenter(
            subject, repository: repository, tracker: tracker, navigator: navigator, delegate: delegate)
    }
}
