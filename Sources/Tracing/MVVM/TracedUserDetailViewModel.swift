import SharedDomain

/// The detail's view model as its View sees it, traced: inputs recorded, outputs read through.
@MainActor
final class TracedUserDetailViewModel: UserDetailViewModelInputs, UserDetailViewModelOutputs {
    private let viewModel: Traced<UserDetailViewModel>
    // The other direction of the binding, recorded as long as the View holds this decorator.
    private let changes: ObservationTrace

    init(_ base: UserDetailViewModel, tracer: BoundaryTracer) {
        viewModel = Traced(base, from: "View", to: "ViewModel", tracer: tracer)
        changes = ObservationTrace(reading: { [weak base] in _ = base?.state }, tracer: tracer)
    }

    func load() { viewModel("load()").load() }
    func retry() { viewModel("retry()").retry() }
    func edit() { viewModel("edit()").edit() }
    // The field, never the text: what the user typed stays out of the trace.
    func set(_ field: UserDraft.Field, to text: String) {
        viewModel("set(\(field.rawValue))").set(field, to: text)
    }
    func save() { viewModel("save()").save() }
    func cancel() { viewModel("cancel()").cancel() }
    func back() { viewModel("back()").back() }

    var title: String { viewModel.base.title }
    var subtitle: String? { viewModel.base.subtitle }
    var fields: [(label: String, value: String)] { viewModel.base.fields }
    var messages: [String] { viewModel.base.messages }
    var statusText: String? { viewModel.base.statusText }
}
