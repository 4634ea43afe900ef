@testable import VIP

/// Records what the form's Interactor presents. Responses are values, so each is kept as it was
/// when presented.
@MainActor
final class NewUserPresenterSpy: NewUserPresentationLogic {
    private(set) var presentedForms: [NewUserModels.ShowForm.Response] = []
    private(set) var presentedCreations = 0

    func presentForm(response: NewUserModels.ShowForm.Response) {
        presentedForms.append(response)
    }

    func presentUserCreated() {
        presentedCreations += 1
    }
}
