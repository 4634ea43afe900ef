import SharedDomain
import TerminalUI

/// Presenter → View on the detail, traced: records each command, then gives it to the View.
@MainActor
final class TracedUserDetailView: UserDetailView {
    /// The View the commands go to; weak, as the Presenter's own reference to it.
    weak var view: (any UserDetailView)?
    private let tracer: BoundaryTracer

    /// Traces the commands of a Presenter; the Assembly sets `view` once the View exists.
    init(tracer: BoundaryTracer) {
        self.tracer = tracer
    }

    func showTitle(_ title: String) {
        tracer.record("Presenter", "View", "showTitle(\"\(title)\")")
        view?.showTitle(title)
    }

    func showSubtitle(_ subtitle: String) {
        tracer.record("Presenter", "View", "showSubtitle(\"\(subtitle)\")")
        view?.showSubtitle(subtitle)
    }

    func hideSubtitle() {
        tracer.record("Presenter", "View", "hideSubtitle()")
        view?.hideSubtitle()
    }

    func showFields(_ fields: [UserFieldViewData]) {
        // The labels, never the values: a value may be what the user typed.
        let labels = fields.map(\.label).joined(separator: ", ")
        tracer.record("Presenter", "View", "showFields(\(labels))")
        view?.showFields(fields)
    }

    func showMessages(_ messages: [String]) {
        tracer.record("Presenter", "View", "showMessages(count: \(messages.count))")
        view?.showMessages(messages)
    }

    func hideMessages() {
        tracer.record("Presenter", "View", "hideMessages()")
        view?.hideMessages()
    }

    func showStatus(_ status: String) {
        tracer.record("Presenter", "View", "showStatus(\"\(status)\")")
        view?.showStatus(status)
    }

    func hideStatus() {
        tracer.record("Presenter", "View", "hideStatus()")
        view?.hideStatus()
    }
}
