import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// The detail's texts, exactly as the screen shows them, through a spy display.
@Suite("User Detail Presenter", .noTaskLeftRunning)
@MainActor
struct UserDetailPresenterTests {
    private typealias ViewModel = UserDetailModels.ShowUser.ViewModel
    private typealias Field = ViewModel.DisplayedField

    private let user = Fixtures.user(2)

    @Test func viewingShowsTheTitleTheNameAndTheEmail() {
        let (sut, display) = makeSUT()

        sut.presentUser(response: response(.viewing(justSaved: false)))

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

        sut.presentUser(response: response(.viewing(justSaved: true)))

        #expect(display.displayedUsers.last?.status == "Saved")
    }

    @Test func editingShowsTheDraftFieldsUnderEditing() {
        let (sut, display) = makeSUT()
        var draft = UserDraft(user: user)
        draft.firstName = "Jane"

        sut.presentUser(response: response(.editing(UserDetailModels.Form(draft: draft))))

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

        sut.presentUser(response: response(.editing(form)))

        #expect(
            display.displayedUsers.last?.messages == [
                "! First name is required", "! Last name is required", "! Email is not valid",
                "! Could not save: You are offline",
            ])
    }

    @Test func savingShowsTheDraftAndSaving() {
        let (sut, display) = makeSUT()

        sut.presentUser(response: response(.saving(UserDraft(user: user))))

        #expect(display.displayedUsers.last?.subtitle == "Editing")
        #expect(display.displayedUsers.last?.fields.first == Field(label: "First name", value: "First2"))
        #expect(display.displayedUsers.last?.status == "Saving…")
    }

    // MARK: Deep link

    @Test func aLoadingUserShowsItsIdAndLoadingUser() {
        let (sut, display) = makeSUT()

        sut.presentUser(response: .init(id: 3, content: .loading))

        #expect(display.displayedUsers.last.map(render) == ["User #3", "Loading user…"])
    }

    @Test func aUserFromTheCacheShowsTheOfflineNoticeUnderItsFieldsWhileViewing() {
        let (sut, display) = makeSUT()

        sut.presentUser(
            response: .init(id: 2, content: .user(user, source: .cache, mode: .viewing(justSaved: false))))
        sut.presentUser(
            response: .init(
                id: 2,
                content: .user(
                    user, source: .cache, mode: .editing(UserDetailModels.Form(draft: UserDraft(user: user))))
            ))

        #expect(
            display.displayedUsers.first.map(render) == [
                "User #2", "Name: First2 Last2", "Email: user2@example.com", "Offline: showing saved user",
            ])
        #expect(display.displayedUsers.last?.messages == [])
    }

    @Test func aFailedLoadShowsItsReasonAndRetry() {
        let (sut, display) = makeSUT()

        sut.presentUser(response: .init(id: 3, content: .loadFailed(.cancelled)))

        #expect(
            display.displayedUsers.last.map(render) == [
                "User #3", "! Could not load user: The request was cancelled", "  retry to try again",
            ])
    }

    @Test func anUnknownUserShowsNoUser() {
        let (sut, display) = makeSUT()

        sut.presentUser(response: .init(id: 99, content: .notFound))

        #expect(display.displayedUsers.last.map(render) == ["User #99", "! No user #99"])
    }

    // MARK: Helpers

    private func response(_ mode: UserDetailModels.Mode) -> UserDetailModels.ShowUser.Response {
        .init(id: user.id, content: .user(user, source: .remote, mode: mode))
    }

    /// The lines the View would draw: title, subtitle, fields, messages, status.
    private func render(_ viewModel: ViewModel) -> [String] {
        [viewModel.title] + [viewModel.subtitle].compactMap { $0 }
            + viewModel.fields.map { "\($0.label): \($0.value)" } + viewModel.messages
            + [viewModel.status].compactMap { $0 }
    }

    private func makeSUT() -> (UserDetailPresenter, UserDetailDisplaySpy) {
        let display = UserDetailDisplaySpy()
        let sut = UserDetailPresenter()
        sut.viewController = display
        return (sut, display)
    }
}
