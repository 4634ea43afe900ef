import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// The new-user Interactor with a repository the test answers and a spy on its output: every
/// report about the draft carries a snapshot of the form.
@Suite("New-user Interactor", .noTaskLeftRunning)
@MainActor
struct NewUserInteractorTests {
    private let repository = ControllableUserRepository()
    private let tracker = TaskTracker()
    private let output = NewUserInteractorOutputSpy()
    private let settler: Settler

    init() {
        settler = Settler(tracker: tracker, repository: repository)
    }

    private func makeSUT() -> NewUserInteractor {
        let interactor = NewUserInteractor(repository: repository, tracker: tracker)
        interactor.output = output
        return interactor
    }

    /// `sut` with a valid draft typed in: Ada Lovelace, with spaces around her first name.
    private func typeAda(into sut: NewUserInteractor) {
        sut.change(.firstName, to: "  Ada ")
        sut.change(.lastName, to: "Lovelace")
        sut.change(.email, to: "ada@example.com")
    }

    /// The draft `typeAda(into:)` types, as typed.
    private let adaDraft: UserDraft = {
        var draft = UserDraft()
        draft.firstName = "  Ada "
        draft.lastName = "Lovelace"
        draft.email = "ada@example.com"
        return draft
    }()

    /// The form as `typeAda(into:)` leaves it, then as `save` moves it on: on its way to the
    /// server.
    private func adaSaving() -> UserForm {
        var form = UserForm(adaDraft)
        let isOnItsWay = form.beginSaving()
        #expect(isOnItsWay)
        return form
    }

    private let created = User(id: 13, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    @Test func loadDraftReportsTheEmptyDraftAndSendsNothing() {
        let sut = makeSUT()

        sut.loadDraft()

        #expect(output.reports == [.updated(UserForm(UserDraft()))])
        #expect(repository.calls.isEmpty)
    }

    @Test func typingReportsEachChangeOfTheDraft() {
        let sut = makeSUT()

        sut.change(.firstName, to: "Ada")
        sut.change(.email, to: "ada@")

        var first = UserDraft()
        first.firstName = "Ada"
        var second = first
        second.email = "ada@"
        #expect(output.reports == [.updated(UserForm(first)), .updated(UserForm(second))])
    }

    @Test func saveDraftRejectsAnInvalidDraftWithEveryIssueAndSendsNothing() {
        let sut = makeSUT()
        sut.change(.firstName, to: "  ")
        sut.change(.lastName, to: "Lovelace")
        sut.change(.email, to: "ada@")

        sut.saveDraft()

        guard case .updated(let form) = output.reports.last, case .invalid(let issues) = form.saveState else {
            Issue.record("not rejected: \(output.reports)")
            return
        }
        #expect(issues.map(\.field) == [.firstName, .email])
        #expect(issues.map(\.message) == ["First name is required", "Email is not valid"])
        #expect(repository.calls.isEmpty)
        #expect(tracker.started == 0)
    }

    @Test func anEmptyDraftIsRejectedOnEveryField() {
        let sut = makeSUT()

        sut.saveDraft()

        guard case .updated(let form) = output.reports.last, case .invalid(let issues) = form.saveState else {
            Issue.record("not rejected: \(output.reports)")
            return
        }
        #expect(issues.map(\.field) == [.firstName, .lastName, .email])
        #expect(repository.calls.isEmpty)
    }

    @Test func aValidSaveReportsSavingAndSendsTheDraftOnce() async {
        let sut = makeSUT()
        typeAda(into: sut)

        sut.saveDraft()
        await settler.settle()

        #expect(output.reports.last == .updated(adaSaving()))
        #expect(repository.calls == [.createUser(adaDraft)])
        repository.answer(1, with: .user(created))
        await settler.settle()
    }

    @Test func theCreatedUserIsReportedAsTheServerAnswered() async {
        let sut = makeSUT()
        typeAda(into: sut)
        sut.saveDraft()
        await settler.settle()

        repository.answer(1, with: .user(created))
        await settler.settle()

        #expect(output.reports.last == .created(created))
    }

    @Test func typingAndSavingAgainWhileSavingChangeNothing() async {
        let sut = makeSUT()
        typeAda(into: sut)
        sut.saveDraft()
        await settler.settle()
        let reports = output.reports.count

        sut.change(.firstName, to: "Grace")
        sut.saveDraft()

        #expect(tracker.started == 1)
        #expect(output.reports.count == reports)
        #expect(repository.calls.count == 1)
        repository.answer(1, with: .user(created))
        await settler.settle()
    }

    @Test(arguments: [UsersError.offline, .server(status: 500), .cancelled])
    func failedSaveOfTheCurrentRequestIsReportedAndKeepsTheDraft(error: UsersError) async {
        let sut = makeSUT()
        typeAda(into: sut)
        sut.saveDraft()
        await settler.settle()

        repository.answer(1, with: .failure(error))
        await settler.settle()

        var failed = adaSaving()
        failed.failSaving(with: error)
        #expect(output.reports.last == .updated(failed))
    }

    @Test func saveAgainAfterAFailureRetries() async {
        let sut = makeSUT()
        typeAda(into: sut)
        sut.saveDraft()
        await settler.settle()
        repository.answer(1, with: .failure(.offline))
        await settler.settle()

        sut.saveDraft()
        await settler.settle()

        #expect(repository.calls == [.createUser(adaDraft), .createUser(adaDraft)])
        #expect(output.reports.last == .updated(adaSaving()))
        repository.answer(2, with: .user(created))
        await settler.settle()
        #expect(output.reports.last == .created(created))
    }

    @Test func unauthorizedSaveEndsTheSession() async {
        let sut = makeSUT()
        typeAda(into: sut)
        sut.saveDraft()
        await settler.settle()

        repository.answer(1, with: .failure(.unauthorized))
        await settler.settle()

        #expect(output.reports.last == .endedSession)
    }

    @Test func releasingTheInteractorCancelsItsSaveAndItsLateAnswerIsNeverReported() async {
        let repository = ControllableUserRepository(honoursCancellation: false)
        let settler = Settler(tracker: tracker, repository: repository)
        var sut: NewUserInteractor? = NewUserInteractor(repository: repository, tracker: tracker)
        sut?.output = output
        sut?.change(.firstName, to: "Ada")
        sut?.change(.lastName, to: "Lovelace")
        sut?.change(.email, to: "ada@example.com")
        sut?.saveDraft()
        await settler.settle()
        let reports = output.reports

        // The form closes: its module, this Interactor included, is freed.
        sut = nil
        repository.answer(1, with: .user(created))
        await settler.settle()

        #expect(repository.cancelled == [1])
        #expect(output.reports == reports)
    }
}
