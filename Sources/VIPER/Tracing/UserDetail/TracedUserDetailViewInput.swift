import SharedDomain
import TerminalUI

/// Presenter → View, traced: records what the detail Presenter tells its View to show, then
/// forwards it.
@MainActor
final class TracedUserDetailViewInput: UserDetailViewInput {
    /// The detail View. Weak, as the Presenter holds it.
    private(set) weak var base: (any UserDetailViewInput)?
    private let tracer: BoundaryTracer

    /// Traces the view data displayed on `base`.
    init(_ base: any UserDetailViewInput, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func display(_ viewData: UserDetailViewData) {
        tracer.record("Presenter", "View", "display(\(Self.summary(of: viewData)))")
        base?.display(viewData)
    }

    /// Counts and the screen's own wording, never the fields' values (a draft is what the user
    /// typed): the same on every run.
    private static func summary(of viewData: UserDetailViewData) -> String {
        var parts: [String] = []
        if let subtitle = viewData.subtitle { parts.append("subtitle: \"\(subtitle)\"") }
        parts.append("fields: \(viewData.fields.count)")
        if !viewData.messages.isEmpty { parts.append("messages: \(viewData.messages.count)") }
        if let status = viewData.status { parts.append("status: \"\(status)\"") }
        return parts.joined(separator: ", ")
    }
}
