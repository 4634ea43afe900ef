import ArchLabTestSupport
import SharedDomain
import Testing

@testable import MVVM

/// The detail view model: opened from a row or by a deep link, edited, saved; what it told its
/// coordinator through the closures it was given.
@Suite("UserDetailViewModel", .noTaskLeftRunning)
@MainActor
struct UserDetailViewModelTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let settler: Settler
    private let coordinator = CoordinatorSpy()
    private let janet = User(id: 2, firstName: "Janet", lastName: "Weaver", email: "janet.weaver@reqres.in")

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    private func makeSUT(_ opening: UserDetailViewModel.Opening? = nil) -> UserDetailViewModel {
        UserDetailViewModel(
            opening: opening ?? .user(janet), repository: repository, tracker: tracker,
            onSaved: { [coordinator] in coordinator.record(.saved($0)) },
            onClose: { [coordinator] in coordinator.record(.close) },
            onSessionExpired: { [coordinator] in coordinator.record(.sessionExpired) })
    }

    private func answer(_ number: Int, with answer: ControllableUserRepository.Answer) async {
        await settler.settle()
        repository.answer(number, with: answer)
        await settler.settle()
    }

    private func lines(_ sut: UserDetailViewModel) -> [String] {
        [sut.title] + (sut.subtitle.map { [$0] } ?? []) + sut.fields.map { "\($0.label): \($0.value)" }
            + sut.messages + (sut.statusText.map { [$0] } ?? [])
    }

    @Test func itOpensShowingTheUserAtOnce() {
        let sut = makeSUT()
        sut.load()

        #expect(lines(sut) == ["User #2", "Name: Janet Weaver", "Email: janet.weaver@reqres.in"])
        #expect(repository.calls.isEmpty)
    }

    @Test func aDeepLinkShowsLoadingThenTheUserItFetched() async {
        let sut = makeSUT(.deepLink(id: 3))
        #expect(repository.calls.isEmpty)

        sut.load()
        #expect(lines(sut) == ["User #3", "Loading user…"])
        await answer(1, with: .user(user(3)))

        #expect(repository.calls == [.fetchUser(id: 3)])
        #expect(lines(sut) == ["User #3", "Name: First3 Last3", "Email: u3@x.io"])
    }

    @Test func aDeepLinkedUserFromTheCacheSaysOfflineInViewModeOnly() async {
        let sut = makeSUT(.deepLink(id: 3))
        sut.load()
        await answer(1, with: .fetched(FetchedUser(user: user(3), source: .cache)))

        #expect(
            lines(sut) == ["User #3", "Name: First3 Last3", "Email: u3@x.io", "Offline: showing saved user"])
        sut.edit()
        #expect(!sut.messages.contains("Offline: showing saved user"))
        sut.cancel()
        #expect(sut.messages == ["Offline: showing saved user"])
    }

    @Test func aSavedUserIsTheServersAnswerSoItNoLongerSaysOffline() async {
        let sut = makeSUT(.deepLink(id: 3))
        sut.load()
        await answer(1, with: .fetched(FetchedUser(user: user(3), source: .cache)))
        sut.edit()
        sut.set(.firstName, to: "Jane")
        var saved = user(3)
        saved.firstName = "Jane"

        sut.save()
        await answer(2, with: .user(saved))

        #expect(lines(sut) == ["User #3", "Name: Jane Last3", "Email: u3@x.io", "Saved"])
    }

    @Test func aFailedDeepLinkSaysWhyAndRetryFetchesAgain() async {
        let sut = makeSUT(.deepLink(id: 3))
        sut.load()
        await answer(1, with: .failure(.offline))

        #expect(lines(sut) == ["User #3", "! Could not load user: You are offline", "  retry to try again"])
        sut.retry()
        #expect(lines(sut) == ["User #3", "Loading user…"])
        await answer(2, with: .user(user(3)))
        #expect(sut.fields.first?.value == "First3 Last3")
    }

    @Test func anUnknownIdSaysNoUserAndRetryDoesNothing() async {
        let sut = makeSUT(.deepLink(id: 99))
        sut.load()
        await answer(1, with: .failure(.notFound))

        #expect(lines(sut) == ["User #99", "! No user #99"])
        sut.retry()
        #expect(repository.calls.count == 1)
    }

    @Test func aCancelledDeepLinkLoadEndsLoadingWithItsFailure() async {
        let sut = makeSUT(.deepLink(id: 3))
        sut.load()
        await answer(1, with: .failure(.cancelled))

        #expect(sut.state == .failed(id: 3, .cancelled))
        #expect(sut.statusText == nil)
    }

    @Test func unauthorizedOnTheFetchTellsTheCoordinatorTheSessionExpired() async {
        let sut = makeSUT(.deepLink(id: 3))
        sut.load()
        await answer(1, with: .failure(.unauthorized))

        #expect(coordinator.messages == [.sessionExpired])
    }

    @Test func aReleasedViewModelCancelsItsFetch() async {
        var sut: UserDetailViewModel? = makeSUT(.deepLink(id: 3))
        sut?.load()
        await settler.settle()

        weak let released = sut
        sut = nil
        await settler.settle()

        #expect(released == nil)
        #expect(repository.cancelled == [1])
    }

    @Test func editShowsThePrefilledDraftAndSetChangesIt() {
        let sut = makeSUT()

        sut.edit()
        sut.set(.firstName, to: "Jane")

        #expect(sut.subtitle == "Editing")
        #expect(sut.fields.map(\.value) == ["Jane", "Weaver", "janet.weaver@reqres.in"])
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

    @Test func aValidSaveShowsSavingThenSavedAndTellsTheCoordinator() async {
        let sut = makeSUT()
        sut.edit()
        sut.set(.firstName, to: "  Jane ")
        let saved = User(id: 2, firstName: "Jane", lastName: "Weaver", email: "janet.weaver@reqres.in")

        sut.save()
        #expect(sut.statusText == "Saving…")
        await answer(1, with: .user(saved))

        #expect(repository.calls == [.updateUser(saved)])
        #expect(sut.mode == .viewing(justSaved: true))
        #expect(sut.statusText == "Saved")
        #expect(coordinator.messages == [.saved(saved)])
    }

    @Test func aFailedSaveKeepsTheDraftAndSaysWhy() async {
        let sut = makeSUT()
        sut.edit()
        sut.set(.lastName, to: "Wever")

        sut.save()
        await answer(1, with: .failure(.timeout))

        #expect(sut.subtitle == "Editing")
        #expect(sut.fields.map(\.value) == ["Janet", "Wever", "janet.weaver@reqres.in"])
        #expect(sut.messages == ["! Could not save: The request timed out"])
    }

    @Test func aCancelledSaveEndsSavingKeepingTheDraftInEditMode() async {
        let sut = makeSUT()
        sut.edit()
        sut.set(.firstName, to: "Jane")

        sut.save()
        await answer(1, with: .failure(.cancelled))

        #expect(sut.statusText == nil)
        #expect(sut.subtitle == "Editing")
        #expect(sut.fields.first?.value == "Jane")
        #expect(sut.messages == ["! Could not save: The request was cancelled"])
        sut.save()
        #expect(sut.statusText == "Saving…")
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func unauthorizedOnASaveTellsTheCoordinatorTheSessionExpired() async {
        let sut = makeSUT()
        sut.edit()
        sut.save()
        await answer(1, with: .failure(.unauthorized))

        #expect(coordinator.messages == [.sessionExpired])
    }

    /// A view model saving "Jane" for Janet on a repository that answers even a cancelled save
    /// (late), as a careless server would.
    private func makeSUTSavingJane() async -> (UserDetailViewModel, ControllableUserRepository, Settler) {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let settler = Settler(tracker: tracker, repository: repository)
        let sut = UserDetailViewModel(
            opening: .user(janet), repository: repository, tracker: tracker,
            onSaved: { [coordinator] in coordinator.record(.saved($0)) },
            onClose: { [coordinator] in coordinator.record(.close) }, onSessionExpired: {})
        sut.edit()
        sut.set(.firstName, to: "Jane")
        sut.save()
        await settler.settle()
        return (sut, repository, settler)
    }

    @Test func cancelDuringASaveDiscardsTheDraftAndIgnoresTheLateAnswer() async {
        let (sut, repository, settler) = await makeSUTSavingJane()

        sut.cancel()
        let edited = User(id: 2, firstName: "Jane", lastName: "Weaver", email: janet.email)
        repository.answer(1, with: .user(edited))
        await settler.settle()

        #expect(sut.mode == .viewing(justSaved: false))
        #expect(sut.fields.first?.value == "Janet Weaver")
        #expect(coordinator.messages.isEmpty)
        #expect(repository.cancelled == [1])
    }

    @Test func backDuringASaveAsksToCloseAndTheClosedViewModelCancelsTheSave() async {
        var (sut, repository, settler): (UserDetailViewModel?, _, _) = await makeSUTSavingJane()

        sut?.back()
        #expect(coordinator.messages == [.close])
        sut = nil
        let edited = User(id: 2, firstName: "Jane", lastName: "Weaver", email: janet.email)
        repository.answer(1, with: .user(edited))
        await settler.settle()

        #expect(coordinator.messages == [.close])
        #expect(repository.cancelled == [1])
    }
}
