import SharedDomain
import TerminalUI

/// Interactor → Presenter, traced: records each Response the detail Interactor presents, then
/// forwards it.
@MainActor
final class TracedUserDetailPresentationLogic: UserDetailPresentationLogic {
    /// The detail Presenter. Strong, as the Interactor holds it.
    let base: any UserDetailPresentationLogic
    private let tracer: BoundaryTracer

    /// Traces the Responses presented to `base`.
    init(_ base: any UserDetailPresentationLogic, tracer: BoundaryTracer) {
        self.base = base
        self.tracer = tracer
    }

    func presentUser(response: UserDetailModels.ShowUser.Response) {
        record("presentUser(Response(id: \(response.id), content: \(Self.summary(of: response.content))))")
        base.presentUser(response: response)
    }

    func presentBack() {
        record("presentBack()")
        base.presentBack()
    }

    private func record(_ message: String) {
        tracer.record("Interactor", "Presenter", message)
    }

    /// The load or the mode with counts and error cases, never the user's or the draft's values
    /// (they are what the user typed): the same on every run.
    private static func summary(of content: UserDetailModels.Content) -> String {
        switch content {
        case .loading:
            return ".loading"
        case .loadFailed(let error):
            return ".loadFailed(\(error.traceName))"
        case .notFound:
            return ".notFound"
        case .user(_, let source, .viewing(let justSaved)):
            return ".user(source: .\(source), mode: .viewing(justSaved: \(justSaved)))"
        case .user(_, let source, .editing(let form)):
            let failure = form.saveFailure.map { ", saveFailure: \($0.traceName)" } ?? ""
            return ".user(source: .\(source), mode: .editing(issues: \(form.issues.count)\(failure)))"
        case .user(_, let source, .saving):
            return ".user(source: .\(source), mode: .saving)"
        }
    }
}
