import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// The detail Interactor with a repository the test answers and a spy on its output.
@Suite("Detail Interactor")
@MainActor
struct UserDetailInteractorTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let output = UserDetailInteractorOutputSpy()

    private func makeSUT(user: User = .fixture(id: 3)) -> UserDetailInteractor {
        let interactor = UserDetailInteractor(user: user, repository: repository, tracker: tracker)
        interactor.output = output
        return interactor
    }

    @Test func beginEditingPrefillsTheDraftFromTheSavedUser() {
        let sut = makeSUT()

        sut.beginEditing()

        #expect(sut.user.draft == UserDraft(user: .fixture(id: 3)))
    }

    @Test func changeTypesIntoTheDraftAndLeavesTheSavedUserAlone() {
        let sut = makeSUT()
        sut.beginEditing()

        sut.change(.lastName, to: "Wang")

        #expect(sut.user.draft?.lastName == "Wang")
        #expect(sut.user.saved == .fixture(id: 3))
    }

    @Test func saveDraftRejectsAnInvalidDraftWithEveryIssueAndSendsNothing() {
        let sut = makeSUT()
        sut.beginEditing()
        sut.change(.firstName, to: "  ")
        sut.change(.lastName, to: "")
        sut.change(.email, to: "emma@")

        sut.saveDraft()

        #expect(
            output.reports == [
                .rejected(sut.user.draft?.issues ?? [])
            ])
        #expect(
            sut.user.draft?.issues.map(\.message) == [
                "First name is required", "Last name is required", "Email is not valid",
            ])
        #expect(repository.updatesReceived == 0)
        #expect(tracker.started == 0)
    }

    @Test func saveDraftSendsTheTrimmedUserAndCommitsWhatTheServerStored() async {
        let sut = makeSUT()
        sut.beginEditing()
        sut.change(.firstName, to: "  Emmy  ")

        sut.saveDraft()
        let request = await repository.nextUpdateRequest()
        var stored = User.fixture(id: 3)
        stored.firstName = "Emmy"
        request.succeed(with: stored)
        await tracker.waitUntilRunning(atMost: 0)

        #expect(request.user == stored)
        #expect(output.reports == [.startedSaving, .saved(stored)])
        #expect(sut.user == EditableUser(stored))
    }

    @Test func failedSaveIsReportedAndKeepsTheDraft() async {
        let sut = makeSUT()
        sut.beginEditing()
        sut.change(.firstName, to: "Emmy")

        sut.saveDraft()
        await repository.nextUpdateRequest().fail(with: .server(status: 500))
        await tracker.waitUntilRunning(atMost: 0)

        #expect(output.reports == [.startedSaving, .failedSaving(.server(status: 500))])
        #expect(sut.user.draft?.firstName == "Emmy")
        #expect(sut.user.saved == .fixture(id: 3))
    }

    @Test func cancelEditingCancelsTheSaveAndIgnoresItsLateAnswer() async {
        let sut = makeSUT()
        sut.beginEditing()
        sut.change(.firstName, to: "Emmy")
        sut.saveDraft()
        let request = await repository.nextUpdateRequest()

        sut.cancelEditing()
        request.succeed(with: request.user)
        await tracker.waitUntilRunning(atMost: 0)

        #expect(repository.wasCancelled(request.number))
        #expect(output.reports == [.startedSaving])
        #expect(sut.user == EditableUser(.fixture(id: 3)))
    }

    @Test func cancelledAnswerIsNeverReported() async {
        let sut = makeSUT()
        sut.beginEditing()

        sut.saveDraft()
        await repository.nextUpdateRequest().fail(with: .cancelled)
        await tracker.waitUntilRunning(atMost: 0)

        #expect(output.reports == [.startedSaving])
    }
}
