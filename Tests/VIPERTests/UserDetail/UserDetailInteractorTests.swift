import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// The detail Interactor with a repository the test answers and a spy on its output: every
/// report about the user carries a snapshot of it.
@Suite("Detail Interactor", .noTaskLeftRunning)
@MainActor
struct UserDetailInteractorTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let output = UserDetailInteractorOutputSpy()
    private let settler: Settler

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    /// Opened with `user` (a tapped row), or by id alone (a deep link) when it is nil.
    private func makeSUT(id: Int = 3, user: User? = .fixture(id: 3)) -> UserDetailInteractor {
        let interactor = UserDetailInteractor(id: id, user: user, repository: repository, tracker: tracker)
        interactor.output = output
        return interactor
    }

    private func editing(_ user: User = .fixture(id: 3)) -> EditableUser {
        var editable = EditableUser(user)
        editable.beginEditing()
        return editable
    }

    @Test func openedWithAUserReportsItAtOnceAndFetchesNothing() {
        let sut = makeSUT()

        sut.loadUser()

        #expect(output.reports == [.updated(EditableUser(.fixture(id: 3)))])
        #expect(repository.calls.isEmpty)
    }

    @Test func openedByIdFetchesTheUserEvenIfTheListHasIt() async {
        let sut = makeSUT(user: nil)

        sut.loadUser()
        await settler.settle()
        repository.answer(1, with: .user(.fixture(id: 3)))
        await settler.settle()

        #expect(repository.calls == [.fetchUser(id: 3)])
        #expect(output.reports == [.startedLoading(3), .updated(EditableUser(.fixture(id: 3)))])
    }

    @Test func userFromTheCacheIsReportedAsSuch() async {
        let sut = makeSUT(user: nil)
        sut.loadUser()
        await settler.settle()

        repository.answer(1, with: .fetched(FetchedUser(user: .fixture(id: 3), source: .cache)))
        await settler.settle()

        #expect(output.reports.last == .updated(EditableUser(.fixture(id: 3), isFromCache: true)))
    }

    @Test func failedLoadIsReportedAndRetryFetchesAgainOnceWhileThatLoadIsInFlight() async {
        let sut = makeSUT(user: nil)
        sut.retryLoading()
        sut.loadUser()
        sut.retryLoading()
        await settler.settle()
        repository.answer(1, with: .failure(.offline))
        await settler.settle()

        sut.retryLoading()
        sut.retryLoading()
        await settler.settle()

        #expect(output.reports == [.startedLoading(3), .failedLoading(3, .offline), .startedLoading(3)])
        #expect(repository.calls == [.fetchUser(id: 3), .fetchUser(id: 3)])
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func retryDoesNothingAfterANotFound() async {
        let sut = makeSUT(id: 99, user: nil)
        sut.loadUser()
        await settler.settle()
        repository.answer(1, with: .failure(.notFound))
        await settler.settle()

        sut.retryLoading()

        #expect(output.reports == [.startedLoading(99), .failedLoading(99, .notFound)])
        #expect(tracker.started == 1)
    }

    @Test func unauthorizedLoadEndsTheSession() async {
        let sut = makeSUT(user: nil)
        sut.loadUser()
        await settler.settle()

        repository.answer(1, with: .failure(.unauthorized))
        await settler.settle()

        #expect(output.reports.last == .endedSession)
    }

    @Test func releasingTheInteractorCancelsItsLoadAndItsLateAnswerIsNeverReported() async {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let settler = Settler(tracker: tracker, repository: repository)
        var sut: UserDetailInteractor? = UserDetailInteractor(
            id: 3, user: nil, repository: repository, tracker: tracker)
        sut?.output = output
        sut?.loadUser()
        await settler.settle()

        // The detail closes: its module, this Interactor included, is freed.
        sut = nil
        repository.answer(1, with: .user(.fixture(id: 3)))
        await settler.settle()

        #expect(repository.cancelled == [1])
        #expect(output.reports == [.startedLoading(3)])
    }

    @Test func editingReportsTheDraftPrefilledAndEachChange() {
        let sut = makeSUT()

        sut.beginEditing()
        sut.change(.firstName, to: "Emmy")

        var changed = editing()
        changed.change(.firstName, to: "Emmy")
        #expect(output.reports == [.updated(editing()), .updated(changed)])
    }

    @Test func useCasesThatDoNotApplyChangeNothing() {
        let sut = makeSUT()

        sut.change(.firstName, to: "Emmy")
        sut.saveDraft()
        sut.cancelEditing()

        #expect(output.reports.isEmpty)
        #expect(repository.calls.isEmpty)
    }

    @Test func saveDraftRejectsAnInvalidDraftWithEveryIssueAndSendsNothing() {
        let sut = makeSUT()
        sut.beginEditing()
        sut.change(.firstName, to: "  ")
        sut.change(.email, to: "nope")

        sut.saveDraft()

        guard case .updated(let user) = output.reports.last, case .invalid(let issues) = user.form?.saveState
        else {
            Issue.record("not rejected: \(output.reports)")
            return
        }
        #expect(issues.map(\.field) == [.firstName, .email])
        #expect(repository.calls.isEmpty)
    }

    @Test func saveDraftSendsTheTrimmedUserAndCommitsWhatTheServerStored() async {
        let sut = makeSUT()
        sut.beginEditing()
        sut.change(.firstName, to: "  Emmy ")

        sut.saveDraft()
        await settler.settle()
        var stored = User.fixture(id: 3)
        stored.firstName = "Emmy"
        repository.answer(1, with: .user(stored))
        await settler.settle()

        #expect(repository.calls == [.updateUser(stored)])
        #expect(output.reports.last == .saved(EditableUser(stored)))
    }

    @Test func typingAndSavingAgainWhileSavingChangeNothing() async {
        let sut = makeSUT()
        sut.beginEditing()
        sut.saveDraft()
        await settler.settle()

        sut.change(.firstName, to: "Emmy")
        sut.saveDraft()

        var saving = editing()
        let isOnItsWay = saving.beginSaving()
        #expect(isOnItsWay)
        #expect(tracker.started == 1)
        #expect(output.reports == [.updated(editing()), .updated(saving)])
        repository.answer(1, with: .user(.fixture(id: 3)))
        await settler.settle()
    }

    @Test(arguments: [UsersError.offline, .cancelled])
    func failedSaveOfTheCurrentRequestIsReportedAndKeepsTheDraft(error: UsersError) async {
        let sut = makeSUT()
        sut.beginEditing()
        sut.change(.firstName, to: "Emmy")
        sut.saveDraft()
        await settler.settle()

        repository.answer(1, with: .failure(error))
        await settler.settle()

        var failed = editing()
        failed.change(.firstName, to: "Emmy")
        failed.failSaving(with: error)
        #expect(output.reports.last == .updated(failed))
    }

    @Test func unauthorizedSaveEndsTheSession() async {
        let sut = makeSUT()
        sut.beginEditing()
        sut.saveDraft()
        await settler.settle()

        repository.answer(1, with: .failure(.unauthorized))
        await settler.settle()

        #expect(output.reports.last == .endedSession)
    }

    @Test func cancelEditingCancelsTheSaveAndIgnoresItsLateAnswer() async {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let settler = Settler(tracker: tracker, repository: repository)
        let sut = UserDetailInteractor(id: 3, user: .fixture(id: 3), repository: repository, tracker: tracker)
        sut.output = output
        sut.beginEditing()
        sut.saveDraft()
        await settler.settle()

        sut.cancelEditing()
        repository.answer(1, with: .failure(.cancelled))
        await settler.settle()

        #expect(repository.cancelled == [1])
        #expect(output.reports.last == .updated(EditableUser(.fixture(id: 3))))
    }
}
