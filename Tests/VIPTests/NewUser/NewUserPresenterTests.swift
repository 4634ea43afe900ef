import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// The form's texts, exactly as the screen shows them, through a spy display.
@Suite("New User Presenter", .noTaskLeftRunning)
@MainActor
struct NewUserPresenterTests {
    private typealias ViewModel = NewUserModels.ShowForm.ViewModel
    private typealias Field = ViewModel.DisplayedField

    @Test func anEmptyDraftIsTheTitleEditingAndTheThreeEmptyFields() {
        let (sut, display) = makeSUT()

        sut.presentForm(response: .init(mode: .editing(NewUserModels.Form(draft: UserDraft()))))

        #expect(
            display.displayedForms == [
                ViewModel(
                    title: "New user", subtitle: "Editing",
                    fields: [
                        Field(label: "First name", value: ""), Field(label: "Last name", value: ""),
                        Field(label: "Email", value: ""),
                    ],
                    messages: [], status: nil)
            ])
    }

    @Test func theDraftIsShownAsTyped() {
        let (sut, display) = makeSUT()

        sut.presentForm(
            response: .init(mode: .editing(NewUserModels.Form(draft: Fixtures.draft(first: "  Ada ")))))

        #expect(
            display.displayedForms.last?.fields == [
                Field(label: "First name", value: "  Ada "), Field(label: "Last name", value: "Lovelace"),
                Field(label: "Email", value: "ada@example.com"),
            ])
    }

    @Test func everyIssueAndTheSaveFailureAreMessages() {
        let (sut, display) = makeSUT()
        let draft = Fixtures.draft(first: "", last: " ", email: "x")
        let form = NewUserModels.Form(draft: draft, issues: draft.issues, saveFailure: .timeout)

        sut.presentForm(response: .init(mode: .editing(form)))

        #expect(
            display.displayedForms.last?.messages == [
                "! First name is required", "! Last name is required", "! Email is not valid",
                "! Could not save: The request timed out",
            ])
        #expect(display.displayedForms.last?.status == nil)
    }

    @Test func savingShowsTheDraftAndSavingWithoutMessages() {
        let (sut, display) = makeSUT()

        sut.presentForm(response: .init(mode: .saving(Fixtures.draft())))

        #expect(
            display.displayedForms.last.map(render) == [
                "New user", "Editing", "First name: Ada", "Last name: Lovelace", "Email: ada@example.com",
                "Saving…",
            ])
    }

    @Test func aCreatedUserIsDisplayedAsSuchWithNothingToFormat() {
        let (sut, display) = makeSUT()

        sut.presentUserCreated()

        #expect(display.displayedCreations == 1)
        #expect(display.displayedForms.isEmpty)
    }

    // MARK: Helpers

    /// The lines the View would draw: title, subtitle, fields, messages, status.
    private func render(_ viewModel: ViewModel) -> [String] {
        [viewModel.title, viewModel.subtitle] + viewModel.fields.map { "\($0.label): \($0.value)" }
            + viewModel.messages + [viewModel.status].compactMap { $0 }
    }

    private func makeSUT() -> (NewUserPresenter, NewUserDisplaySpy) {
        let display = NewUserDisplaySpy()
        let sut = NewUserPresenter()
        sut.viewController = display
        return (sut, display)
    }
}
