import SharedDomain
import TerminalUI

/// Presenter → View, traced: records what the list Presenter tells its View to show, then
/// forwards it.
@MainActor
final class TracedUserListViewInput: UserListViewInput {
    /// The list View. Weak, as the Presenter holds it.
    private(set) weak var base: (any UserListViewInput)?
    private let tracer: BoundaryTracer

    /// Traces the view data displayed on `base`.
    init(_ base: any UserListViewInput, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func display(_ viewData: UserListViewData) {
        tracer.record("Presenter", "View", "display(\(Self.summary(of: viewData)))")
        base?.display(viewData)
    }

    /// The row count and the screen's own wording, never a user's data: the same on every run.
    private static func summary(of viewData: UserListViewData) -> String {
        var parts = ["rowCount: \(viewData.rowCount)"]
        if let placeholder = viewData.placeholder.first { parts.append("placeholder: \"\(placeholder)\"") }
        if let banner = viewData.banner.first { parts.append("banner: \"\(banner)\"") }
        if let footer = viewData.footer { parts.append("footer: \"\(footer)\"") }
        return parts.joined(separator: ", ")
    }
}
