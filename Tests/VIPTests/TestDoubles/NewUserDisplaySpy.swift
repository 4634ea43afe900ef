@testable import VIP

/// Records what the form's Presenter displays.
@MainActor
final class NewUserDisplaySpy: NewUserDisplayLogic {
    private(set) var displayedForms: [NewUserModels.ShowForm.ViewModel] = []
    private(set) var displayedCreations = 0

    func displayForm(viewModel: NewUserModels.ShowForm.ViewModel) {
        displayedForms.append(viewModel)
    }

    func displayUserCreated() {
        displayedCreations += 1
    }
}
