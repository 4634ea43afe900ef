import SharedDomain
import TerminalUI

/// Presenter → View on the list, traced: records each command, then gives it to the View.
@MainActor
final class TracedUserListView: UserListView {
    /// The View the commands go to; weak, as the Presenter's own reference to it.
    weak var view: (any UserListView)?
    private let tracer: BoundaryTracer

    /// Traces the commands of a Presenter; the Assembly sets `view` once the View exists.
    init(tracer: BoundaryTracer) {
        self.tracer = tracer
    }

    func showTitle(_ title: String) {
        tracer.record("Presenter", "View", "showTitle(\"\(title)\")")
        view?.showTitle(title)
    }

    func showLoading(_ message: String) {
        tracer.record("Presenter", "View", "showLoading(\"\(message)\")")
        view?.showLoading(message)
    }

    func showRows(count: Int, counter: String) {
        tracer.record("Presenter", "View", "showRows(count: \(count))")
        view?.showRows(count: count, counter: counter)
    }

    func showPlaceholder(_ lines: [String]) {
        tracer.record("Presenter", "View", "showPlaceholder(lines: \(lines.count))")
        view?.showPlaceholder(lines)
    }

    func hideRows() {
        tracer.record("Presenter", "View", "hideRows()")
        view?.hideRows()
    }

    func showError(_ lines: [String]) {
        tracer.record("Presenter", "View", "showError(lines: \(lines.count))")
        view?.showError(lines)
    }

    func showNotice(_ line: String) {
        tracer.record("Presenter", "View", "showNotice(\"\(line)\")")
        view?.showNotice(line)
    }

    func hideBanner() {
        tracer.record("Presenter", "View", "hideBanner()")
        view?.hideBanner()
    }

    func showSearch(_ summary: String) {
        // The summary quotes what the user typed, which is never traced.
        tracer.record("Presenter", "View", "showSearch(_:)")
        view?.showSearch(summary)
    }

    func hideSearch() {
        tracer.record("Presenter", "View", "hideSearch()")
        view?.hideSearch()
    }

    func showFooter(_ text: String) {
        tracer.record("Presenter", "View", "showFooter(\"\(text)\")")
        view?.showFooter(text)
    }

    func hideFooter() {
        tracer.record("Presenter", "View", "hideFooter()")
        view?.hideFooter()
    }
}
