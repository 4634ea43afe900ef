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
        record("presentUser(Response(userID: \(response.user.id), mode: \(Self.summary(of: response.mode))))")
        base.presentUser(response: response)
    }

    func presentBack(response: UserDetailModels.Back.Response) {
        record("presentBack(Response())")
        base.presentBack(response: response)
    }

    private func record(_ message: String) {
        tracer.record("Interactor", "Presenter", message)
    }

    /// The mode with counts and error cases, never the draft's values (they are what the user
    /// typed): the same on every run.
    private static func summary(of mode: UserDetailModels.Mode) -> String {
        switch mode {
        case .viewing(let justSaved):
            return ".viewing(justSaved: \(justSaved))"
        case .editing(let form):
            let failure = form.saveFailure.map { ", saveFailure: \($0.traceName)" } ?? ""
            return ".editing(issues: \(form.issues.count)\(failure))"
        case .saving:
            return ".saving"
        }
    }
}
