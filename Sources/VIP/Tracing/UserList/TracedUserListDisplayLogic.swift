import SharedDomain
import TerminalUI

/// Presenter → View, traced: records each ViewModel the list Presenter displays, then forwards
/// it.
@MainActor
final class TracedUserListDisplayLogic: UserListDisplayLogic {
    /// The list View. Weak, as the Presenter holds it.
    private(set) weak var base: (any UserListDisplayLogic)?
    private let tracer: BoundaryTracer

    /// Traces the ViewModels displayed on `base`.
    init(_ base: any UserListDisplayLogic, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func displayUsers(viewModel: UserListModels.FetchUsers.ViewModel) {
        record("displayUsers(ViewModel(\(Self.summary(of: viewModel))))")
        base?.displayUsers(viewModel: viewModel)
    }

    func displaySelectedUser() {
        record("displaySelectedUser()")
        base?.displaySelectedUser()
    }

    func displaySignedOut() {
        record("displaySignedOut()")
        base?.displaySignedOut()
    }

    private func record(_ message: String) {
        tracer.record("Presenter", "View", message)
    }

    /// The row count and the screen's own wording, never a row: rows are formatted only when
    /// drawn, and a user's data would not be the same on every run. The search line quotes what
    /// the user typed, so only its presence is recorded.
    private static func summary(of viewModel: UserListModels.FetchUsers.ViewModel) -> String {
        var parts: [String] = []
        if let counter = viewModel.counter { parts.append("counter: \"\(counter)\"") }
        if let banner = viewModel.banner.first { parts.append("banner: \"\(banner)\"") }
        if viewModel.search != nil { parts.append("search: …") }
        if let placeholder = viewModel.placeholder.first { parts.append("placeholder: \"\(placeholder)\"") }
        parts.append("rowCount: \(viewModel.rowCount)")
        if let footer = viewModel.footer { parts.append("footer: \"\(footer)\"") }
        return parts.joined(separator: ", ")
    }
}
