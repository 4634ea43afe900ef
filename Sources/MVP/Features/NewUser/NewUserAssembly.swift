import SharedDomain

/// Builds the New user module: its Presenter and View, wired to each other and to the
/// dependencies the composition root gave.
@MainActor
struct NewUserAssembly {
    /// Where the Presenter creates users.
    let repository: any UserRepository
    /// Starts the Presenter's saves.
    let tracker: TaskTracker

    /// The New user form, ready to push; it owns its Presenter, which closes through `navigator`
    /// and reports to `delegate`.
    func makeModule(navigator: any NewUserNavigator, delegate: any NewUserDelegate) -> NewUserTextView {
        let presenter = makePresenter(navigator: navigator, delegate: delegate)
        let view = NewUserTextView(presenter: presenter)
        presenter.view = view
        return view
    }

    /// The form's Presenter, given its dependencies; its View is set after.
    func makePresenter(navigator: any NewUserNavigator, delegate: any NewUserDelegate) -> NewUserPresenter {
        NewUserPresenter(repository: repository, tracker: tracker, navigator: navigator, delegate: delegate)
    }
}
