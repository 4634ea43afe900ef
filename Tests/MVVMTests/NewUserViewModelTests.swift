import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVVM

/// The New user form's view model: a draft filled, validated and created; what it told its
/// coordinator through the closures it was given.
@Suite("NewUserViewModel", .noTaskLeftRunning)
@MainActor
struct NewUserViewModelTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let settler: Settler
    private let coordinator = CoordinatorSpy()
    private let ada = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    private func makeSUT(repository: ControllableUserRepository? = nil) -> NewUserViewModel {
        NewUserViewModel(
            repository: repository ?? self.repository, tracker: tracker,
            onCreated: { [coordinator] in coordinator.record(.created($0)) },
            onClose: { [coordinator] in coordinator.record(.close) },
            onSessionExpired: { [coordinator] in coordinator.record(.sessionExpired) })
    }

    /// A view model with Ada's draft typed in, untrimmed.
    private func makeSUTWithAda(repository: ControllableUserRepository? = nil) -> NewUserViewModel {
        let sut = makeSUT(repository: repository)
        sut.set(.firstName, to: "  Ada ")
        sut.set(.lastName, to: "Lovelace")
        sut.set(.email, to: " ada@example.com")
        return sut
    }

    private func answer(_ number: Int, with answer: ControllableUserRepository.Answer) async {
        await settler.settle()
        repository.answer(number, with: answer)
        await settler.settle()
    }

    private func lines(_ sut: NewUserViewModel) -> [String] {
        [sut.title, sut.subtitle] + sut.fields.map { "\($0.label): \($0.value)" } + sut.messages
            + (sut.statusText.map { [$0] } ?? [])
    }

    @Test func itOpensOnAnEmptyDraftAndSendsNothing() async {
        let sut = makeSUT()
        await settler.settle()

        #expect(lines(sut) == ["New user", "Editing", "First name: ", "Last name: ", "Email: "])
        #expect(repository.calls.isEmpty)
    }

    @Test func setFillsTheDraftAsTyped() {
        let sut = makeSUTWithAda()

        #expect(sut.fields.map(\.value) == ["  Ada ", "Lovelace", " ada@example.com"])
        #expect(sut.messages.isEmpty && sut.statusText == nil)
    }

    @Test func anInvalidDraftShowsEveryIssueAndSendsNothing() async {
        let sut = makeSUT()
        sut.set(.firstName, to: "   ")
        sut.set(.email, to: "ada@")

        sut.save()
        await settler.settle()

        #expect(
            sut.messages == ["! First name is required", "! Last name is required", "! Email is not valid"])
        #expect(sut.subtitle == "Editing" && sut.statusText == nil)
        #expect(repository.calls.isEmpty)
    }

    @Test func fixingTheDraftAfterAFailedValidationSendsIt() async {
        let sut = makeSUT()
        sut.save()
        sut.set(.firstName, to: "Ada")
        sut.set(.lastName, to: "Lovelace")
        sut.set(.email, to: "ada@example.com")

        sut.save()
        #expect(sut.messages.isEmpty && sut.statusText == "Saving…")
        await answer(1, with: .user(ada))

        #expect(repository.calls.count == 1)
    }

    @Test func aValidSaveShowsSavingSendsTheDraftOnceAndTellsTheCoordinatorTheCreatedUser() async {
        let sut = makeSUTWithAda()

        sut.save()
        #expect(lines(sut).suffix(1) == ["Saving…"])
        #expect(sut.fields.map(\.value) == ["  Ada ", "Lovelace", " ada@example.com"])
        await answer(1, with: .user(ada))

        var draft = UserDraft()
        draft.firstName = "  Ada "
        draft.lastName = "Lovelace"
        draft.email = " ada@example.com"
        #expect(repository.calls == [.createUser(draft)])
        #expect(coordinator.messages == [.created(ada)])
    }

    /// The created user is the coordinator's, as a 401 is: it closes the form, so the answer
    /// leaves the state as it was, saving. A state written now would be drawn by no frame.
    @Test func aCreatedUserGoesToTheCoordinatorAndLeavesTheFormAsItWas() async {
        let sut = makeSUTWithAda()
        sut.save()
        let saving = sut.state

        await answer(1, with: .user(ada))

        #expect(coordinator.messages == [.created(ada)])
        #expect(sut.state == saving)
    }

    @Test func saveWhileSavingSendsNothingMore() async {
        let sut = makeSUTWithAda()
        sut.save()
        await settler.settle()

        sut.save()
        sut.set(.firstName, to: "Grace")
        await settler.settle()

        #expect(repository.calls.count == 1)
        #expect(sut.statusText == "Saving…" && sut.fields.first?.value == "  Ada ")
        await answer(1, with: .user(ada))
        #expect(coordinator.messages == [.created(ada)])
    }

    @Test func aFailedSaveKeepsTheDraftAndSaysWhyAndSaveAgainRetries() async {
        let sut = makeSUTWithAda()

        sut.save()
        await answer(1, with: .failure(.offline))

        #expect(
            lines(sut) == [
                "New user", "Editing", "First name:   Ada ", "Last name: Lovelace", "Email:  ada@example.com",
                "! Could not save: You are offline",
            ])
        #expect(coordinator.messages.isEmpty)
        sut.save()
        #expect(sut.statusText == "Saving…" && sut.messages.isEmpty)
        await answer(2, with: .user(ada))
        #expect(repository.calls.count == 2)
        #expect(coordinator.messages == [.created(ada)])
    }

    @Test func aCancelledSaveEndsSavingKeepingTheDraft() async {
        let sut = makeSUTWithAda()

        sut.save()
        await answer(1, with: .failure(.cancelled))

        #expect(sut.statusText == nil && sut.subtitle == "Editing")
        #expect(sut.fields.first?.value == "  Ada ")
        #expect(sut.messages == ["! Could not save: The request was cancelled"])
        #expect(coordinator.messages.isEmpty)
    }

    @Test func unauthorizedOnTheSaveTellsTheCoordinatorTheSessionExpiredAndNothingElse() async {
        let sut = makeSUTWithAda()
        sut.save()
        let saving = sut.state

        await answer(1, with: .failure(.unauthorized))

        #expect(coordinator.messages == [.sessionExpired])
        #expect(sut.state == saving)
    }

    @Test func closeAsksTheCoordinatorToCloseAndSendsNothing() async {
        let sut = makeSUTWithAda()

        sut.close()
        await settler.settle()

        #expect(coordinator.messages == [.close])
        #expect(repository.calls.isEmpty)
    }

    @Test func aClosedViewModelCancelsItsSaveAndItsLateAnswerIsIgnored() async {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let settler = Settler(tracker: tracker, repository: repository)
        var sut: NewUserViewModel? = makeSUTWithAda(repository: repository)
        sut?.save()
        await settler.settle()

        sut?.close()
        weak let released = sut
        sut = nil
        repository.answer(1, with: .user(ada))
        await settler.settle()

        #expect(released == nil)
        #expect(repository.cancelled == [1])
        #expect(coordinator.messages == [.close])
    }
}
