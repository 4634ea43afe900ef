import SharedDomain

/// The form's presentation logic: turns what the Interactor found into what the View shows.
/// Called by `NewUserInteractor` only.
@MainActor
protocol NewUserPresentationLogic: AnyObject {
    /// Formats the whole form, every time: nothing is kept from one call to the next.
    func presentForm(response: NewUserModels.ShowForm.Response)
    /// The user was created: the form's work is done.
    func presentUserCreated()
}

/// The New User scene's Presenter: stateless formatting, every on-screen text of the form.
@MainActor
final class NewUserPresenter: NewUserPresentationLogic {
    /// The View; weak, because the View owns the Interactor that owns this Presenter.
    weak var viewController: (any NewUserDisplayLogic)?

    func presentForm(response: NewUserModels.ShowForm.Response) {
        viewController?.displayForm(viewModel: Self.viewModel(for: response))
    }

    func presentUserCreated() {
        viewController?.displayUserCreated()
    }

    private typealias ViewModel = NewUserModels.ShowForm.ViewModel

    /// The ViewModel for `response`: a pure function of it. The form is framed as the detail's
    /// edit mode, titled `New user`.
    static func viewModel(for response: NewUserModels.ShowForm.Response) -> NewUserModels.ShowForm.ViewModel {
        switch response.mode {
        case .editing(let form):
            return ViewModel(
                title: "New user", subtitle: "Editing", fields: fields(of: form.draft),
                messages: DraftFormPresenter.messages(issues: form.issues, saveFailure: form.saveFailure),
                status: nil)
        case .saving(let draft):
            return ViewModel(
                title: "New user", subtitle: "Editing", fields: fields(of: draft), messages: [],
                status: "Saving…")
        }
    }

    private static func fields(of draft: UserDraft) -> [ViewModel.DisplayedField] {
        DraftFormPresenter.fields(of: draft, ViewModel.DisplayedField.init(label:value:))
    }
}
