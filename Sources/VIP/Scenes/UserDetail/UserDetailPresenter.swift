import SharedDomain

/// The detail's presentation logic: turns what the Interactor found into what the View shows.
/// Called by `UserDetailInteractor` only.
@MainActor
protocol UserDetailPresentationLogic: AnyObject {
    /// Formats the whole detail, every time: nothing is kept from one call to the next.
    func presentUser(response: UserDetailModels.ShowUser.Response)
}

/// The User Detail scene's Presenter: stateless formatting, every on-screen text of the detail.
@MainActor
final class UserDetailPresenter: UserDetailPresentationLogic {
    /// The View; weak, because the View owns the Interactor that owns this Presenter.
    weak var viewController: (any UserDetailDisplayLogic)?

    func presentUser(response: UserDetailModels.ShowUser.Response) {
        viewController?.displayUser(viewModel: Self.viewModel(for: response))
    }

    private typealias ViewModel = UserDetailModels.ShowUser.ViewModel

    /// The ViewModel for `response`: a pure function of it.
    static func viewModel(for response: UserDetailModels.ShowUser.Response)
        -> UserDetailModels.ShowUser.ViewModel
    {
        let title = "User #\(response.id)"
        switch response.content {
        case .loading:
            return ViewModel(title: title, fields: [], messages: [], status: "Loading user…")
        case .loadFailed(let error):
            return ViewModel(
                title: title, fields: [],
                messages: ["! Could not load user: \(error.reason)", "  retry to try again"])
        case .notFound:
            return ViewModel(title: title, fields: [], messages: ["! No user #\(response.id)"])
        case .user(let user, let source, .viewing(let justSaved)):
            return ViewModel(
                title: title, subtitle: nil,
                fields: [
                    ViewModel.DisplayedField(label: "Name", value: user.name),
                    ViewModel.DisplayedField(label: "Email", value: user.email),
                ],
                messages: source == .cache ? ["Offline: showing saved user"] : [],
                status: justSaved ? "Saved" : nil)
        case .user(_, _, .editing(let form)):
            return ViewModel(
                title: title, subtitle: "Editing", fields: fields(of: form.draft),
                messages: DraftFormPresenter.messages(issues: form.issues, saveFailure: form.saveFailure),
                status: nil)
        case .user(_, _, .saving(let draft)):
            return ViewModel(
                title: title, subtitle: "Editing", fields: fields(of: draft), messages: [], status: "Saving…")
        }
    }

    private static func fields(of draft: UserDraft) -> [ViewModel.DisplayedField] {
        DraftFormPresenter.fields(of: draft, ViewModel.DisplayedField.init(label:value:))
    }
}
