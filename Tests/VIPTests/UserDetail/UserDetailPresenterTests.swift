import SharedDomain
import Testing

@testable import VIP

/// The detail's texts, exactly as the screen shows them, through a spy display.
@Suite("User Detail Presenter")
@MainActor
struct UserDetailPresenterTests {
    private typealias ViewModel = UserDetailModels.ShowUser.ViewModel
    private typealias Field = ViewModel.DisplayedField

    private let user = Fixtures.user(2)

    @Test func viewingShowsTheTitleTheNameAndTheEmail() {
        let (sut, display) = makeSUT()

        sut.presentUser(response: .init(user: user, mode: .viewing(justSaved: false)))

        #expect(
            display.displayedUsers == [
                ViewModel(
                    title: "User #2", subtitle: nil,
                    fields: [
                        Field(label: "Name", value: "First2 Last2"),
                        Field(label: "Email", value: "user2@example.com"),
                    ],
                    messages: [], status: nil)
            ])
    }

    @Test func rightAfterASaveTheStatusSaysSaved() {
        let (sut, display) = makeSUT()

        sut.presentUser(response: .init(user: user, mode: .viewing(justSaved: true)))

        #expect(display.displayedUsers.last?.status == "Saved")
    }

    @Test func editingShowsTheDraftFieldsUnderEditing() {
        let (sut, display) = makeSUT()
        var draft = UserDraft(user: user)
        draft.firstName = "Jane"

        sut.presentUser(response: .init(user: user, mode: .editing(UserDetailModels.Form(draft: draft))))

        #expect(
            display.displayedUsers.last
                == ViewModel(
                    title: "User #2", subtitle: "Editing",
                    fields: [
                        Field(label: "First name", value: "Jane"), Field(label: "Last name", value: "Last2"),
                        Field(label: "Email", value: "user2@example.com"),
                    ],
                    messages: [], status: nil))
    }

    @Test func everyIssueAndTheSaveFailureAreMessages() {
        let (sut, display) = makeSUT()
        var draft = UserDraft(user: user)
        draft.firstName = ""
        draft.lastName = ""
        draft.email = "x"
        let form = UserDetailModels.Form(draft: draft, issues: draft.issues, saveFailure: .offline)

        sut.presentUser(response: .init(user: user, mode: .editing(form)))

        #expect(
            display.displayedUsers.last?.messages == [
                "! First name is required", "! Last name is required", "! Email is not valid",
                "! Could not save: You are offline",
            ])
    }

    @Test func savingShowsTheDraftAndSaving() {
        let (sut, display) = makeSUT()

        sut.presentUser(response: .init(user: user, mode: .saving(UserDraft(user: user))))

        #expect(display.displayedUsers.last?.subtitle == "Editing")
        #expect(display.displayedUsers.last?.fields.first == Field(label: "First name", value: "First2"))
        #expect(display.displayedUsers.last?.status == "Saving…")
    }

    @Test func leavingIsDisplayedForTheViewToRoute() {
        let (sut, display) = makeSUT()

        sut.presentBack(response: .init())

        #expect(display.displayedBacks == 1)
    }

    // MARK: Helpers

    private func makeSUT() -> (UserDetailPresenter, UserDetailDisplaySpy) {
        let display = UserDetailDisplaySpy()
        let sut = UserDetailPresenter()
        sut.viewController = display
        return (sut, display)
    }
}
