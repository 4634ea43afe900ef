import SharedDomain
import TerminalUI

/// Presenter → View, traced: records each ViewModel the detail Presenter displays, then
/// forwards it.
@MainActor
final class TracedUserDetailDisplayLogic: UserDetailDisplayLogic {
    /// The detail View. Weak, as the Presenter holds it.
    private(set) weak var base: (any UserDetailDisplayLogic)?
    private let tracer: BoundaryTracer

    /// Traces the ViewModels displayed on `base`.
    init(_ base: any UserDetailDisplayLogic, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func displayUser(viewModel: UserDetailModels.ShowUser.ViewModel) {
        record("displayUser(ViewModel(\(Self.summary(of: viewModel))))")
        base?.displayUser(viewModel: viewModel)
    }

    func displayBack() {
        record("displayBack()")
        base?.displayBack()
    }

    private func record(_ message: String) {
        tracer.record("Presenter", "View", message)
    }

    /// Counts and the screen's own wording, never the fields' values (a draft is what the user
    /// typed): the same on every run.
    private static func summary(of viewModel: UserDetailModels.ShowUser.ViewModel) -> String {
        var parts: [String] = []
        if let subtitle = viewModel.subtitle { parts.append("subtitle: \"\(subtitle)\"") }
        parts.append("fields: \(viewModel.fields.count)")
        if !viewModel.messages.isEmpty { parts.append("messages: \(viewModel.messages.count)") }
        if let status = viewModel.status { parts.append("status: \"\(status)\"") }
        return parts.joined(separator: ", ")
    }
}
