import SharedDomain

/// The list's view model as its View sees it, traced: inputs recorded, outputs read through.
@MainActor
final class TracedUserListViewModel: UserListViewModelInputs, UserListViewModelOutputs {
    private let viewModel: Traced<UserListViewModel>
    // The other direction of the binding, recorded as long as the View holds this decorator.
    private let changes: ObservationTrace

    init(_ base: UserListViewModel, tracer: BoundaryTracer) {
        viewModel = Traced(base, from: "View", to: "ViewModel", tracer: tracer)
        changes = ObservationTrace(reading: { [weak base] in _ = base?.state }, tracer: tracer)
    }

    func appear() { viewModel("appear()").appear() }
    func reachedEnd() { viewModel("reachedEnd()").reachedEnd() }
    func refresh() { viewModel("refresh()").refresh() }
    func retry() { viewModel("retry()").retry() }
    // The method, not the text: what the user types is never recorded.
    func search(_ text: String) { viewModel("search(_:)").search(text) }
    func select(number: Int) { viewModel("select(number: \(number))").select(number: number) }

    var title: String { viewModel.base.title }
    var counterText: String? { viewModel.base.counterText }
    var bannerLines: [String] { viewModel.base.bannerLines }
    var searchLine: String? { viewModel.base.searchLine }
    var placeholderLines: [String] { viewModel.base.placeholderLines }
    var rowCount: Int { viewModel.base.rowCount }
    func row(at index: Int) -> UserListViewModel.Row { viewModel.base.row(at: index) }
    var footerText: String? { viewModel.base.footerText }
}
