import SharedDomain
import TerminalUI
import Testing

@testable import MVVM

@Suite("UserDetailViewModel")
@MainActor
struct UserDetailViewModelTests {
    private let repository = ControlledRepository()
    private let tracker = TaskTracker()
    private let janet = User(id: 2, firstName: "Janet", lastName: "Weaver", email: "janet.weaver@reqres.in")

    private func makeSUT() -> UserDetailViewModel {
        UserDetailViewModel(user: janet, repository: repository, tracker: tracker)
    }

    @Test func itOpensShowingTheUserAtOnce() {
        let sut = makeSUT()

        #expect(sut.title == "User #2")
        #expect(
            sut.fields.map { "\($0.label): \($0.value)" } == [
                "Name: Janet Weaver", "Email: janet.weaver@reqres.in",
            ])
        #expect(sut.subtitle == nil && sut.statusText == nil)
    }

    @Test func editShowsThePrefilledDraftAndSetChangesIt() {
        let sut = makeSUT()

        sut.edit()
        sut.set(.firstName, to: "Jane")

        #expect(sut.subtitle == "Editing")
        #expect(sut.fields.map(\.value) == ["Jane", "Weaver", "janet.weaver@reqres.in"])
        #expect(sut.user == janet)
    }

    @Test func anInvalidDraftShowsEveryIssueAndSendsNothing() {
        let sut = makeSUT()
        sut.edit()
        sut.set(.firstName, to: " ")
        sut.set(.email, to: "nope")

        sut.save()

        #expect(sut.messages == ["! First name is required", "! Email is not valid"])
        #expect(repository.calls.isEmpty)
    }

    @Test func aValidSaveShowsSavingThenSavedAndTellsTheList() async {
        let sut = makeSUT()
        var told: [User] = []
        sut.onSaved = { told.append($0) }
        sut.edit()
        sut.set(.firstName, to: "  Jane ")
        let saved = User(id: 2, firstName: "Jane", lastName: "Weaver", email: "janet.weaver@reqres.in")

        sut.save()
        #expect(sut.statusText == "Saving…")
        await repository.waitForPending(1)
        #expect(repository.calls == [.updateUser(saved)])
        repository.resolve(.updateUser(saved), with: .success(saved))
        await tracker.waitUntilIdle()

        #expect(sut.mode == .viewing(justSaved: true))
        #expect(sut.statusText == "Saved")
        #expect(sut.user == saved)
        #expect(told == [saved])
    }

    @Test func aFailedSaveKeepsTheDraftAndSaysWhy() async {
        let sut = makeSUT()
        sut.edit()
        sut.set(.lastName, to: "Wever")

        sut.save()
        await repository.waitForPending(1)
        repository.resolve(
            .updateUser(User(id: 2, firstName: "Janet", lastName: "Wever", email: janet.email)),
            with: .failure(.timeout))
        await tracker.waitUntilIdle()

        #expect(sut.subtitle == "Editing")
        #expect(sut.fields.map(\.value) == ["Janet", "Wever", "janet.weaver@reqres.in"])
        #expect(sut.messages == ["! Could not save: The request timed out"])
        #expect(sut.user == janet)
    }

    @Test func cancelDuringASaveDiscardsTheDraftAndIgnoresTheLateAnswer() async {
        let sut = makeSUT()
        var told: [User] = []
        sut.onSaved = { told.append($0) }
        sut.edit()
        sut.set(.firstName, to: "Jane")
        sut.save()
        await repository.waitForPending(1)

        sut.cancel()
        let edited = User(id: 2, firstName: "Jane", lastName: "Weaver", email: janet.email)
        repository.resolve(.updateUser(edited), with: .success(edited))
        await tracker.waitUntilIdle()

        #expect(sut.mode == .viewing(justSaved: false))
        #expect(sut.user == janet)
        #expect(told.isEmpty)
        #expect(repository.cancelled == [.updateUser(edited)])
    }
}
