import SharedDomain
import TerminalUI

/// Navigation for the MVVM feature: view models call the closures it gives them, and it answers
/// by building screens and pushing or popping them. It is also where deep links arrive and
/// where a 401 on any screen becomes the list's Signed out. View models never see a view type.
@MainActor
final class UsersCoordinator: UsersCoordinating {
    private let navigation: any ScreenNavigation
    private let repository: any UserRepository
    private let tracker: TaskTracker
    private let perPage: Int?
    private let tracer: BoundaryTracer?
    // The screens' view models, owned by their views on the stack.
    private weak var list: UserListViewModel?
    private weak var detail: UserDetailViewModel?

    /// A coordinator pushing onto `navigation` the screens it builds; with a `tracer`, each
    /// boundary it wires is wrapped in a tracing decorator.
    init(
        navigation: any ScreenNavigation, repository: any UserRepository, tracker: TaskTracker,
        perPage: Int?, tracer: BoundaryTracer?
    ) {
        self.navigation = navigation
        self.repository = repository
        self.tracker = tracker
        self.perPage = perPage
        self.tracer = tracer
    }

    /// This coordinator as the view models and the app call it: traced when a tracer is given.
    var entry: any UsersCoordinating {
        tracer.map { TracedUsersCoordinator(self, tracer: $0) } ?? self
    }

    /// Shows the list, the root screen.
    func start() {
        let viewModel = UserListViewModel(
            repository: repository, tracker: tracker, perPage: perPage,
            onSelect: { [weak self] user in self?.entry.showDetail(of: user) },
            onSessionExpired: { [weak self] in self?.entry.sessionExpired() })
        list = viewModel
        navigation.push(
            UserListView(
                viewModel: viewModel, inputs: tracer.map { TracedUserListInputs(viewModel, tracer: $0) }))
    }

    func showDetail(of user: User) {
        showDetail(.user(user))
    }

    /// A deep link: user `id`'s detail on top of the list, replacing any detail shown. It puts
    /// the app on screen, as a link that launches an app does.
    func openUser(id: Int) {
        showDetail(.deepLink(id: id))
        if !navigation.isVisible { navigation.appear() }
    }

    func detailSaved(_ user: User) {
        list?.userSaved(user)
    }

    func closeDetail() {
        guard let detail else { return }
        detail.discardWork()
        self.detail = nil
        navigation.pop()
    }

    func sessionExpired() {
        // Signed out first, so the list appearing again does not reload.
        list?.signOut()
        closeDetail()
    }

    /// Pushes a detail, replacing (never stacking on) a detail already shown, whose work is
    /// discarded.
    private func showDetail(_ opening: UserDetailViewModel.Opening) {
        closeDetail()
        let viewModel = UserDetailViewModel(
            opening: opening, repository: repository, tracker: tracker,
            onSaved: { [weak self] user in self?.entry.detailSaved(user) },
            onClose: { [weak self] in self?.entry.closeDetail() },
            onSessionExpired: { [weak self] in self?.entry.sessionExpired() })
        detail = viewModel
        navigation.push(
            UserDetailView(
                viewModel: viewModel, inputs: tracer.map { TracedUserDetailInputs(viewModel, tracer: $0) }))
    }
}
