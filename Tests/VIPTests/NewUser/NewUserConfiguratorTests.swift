import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The form's Configurator: every part built and connected, the created user reported to the
/// delegate.
@Suite("New User Configurator", .noTaskLeftRunning)
@MainActor
struct NewUserConfiguratorTests {
    @Test func configureConnectsViewInteractorPresenterRouterAndDelegate() throws {
        let delegate = NewUserDelegateSpy()
        let sut = NewUserConfigurator(worker: NewUserWorkerSpy(), tracker: TaskTracker())

        let view = sut.configure(delegate: delegate)

        let interactor = try #require(view.interactor as? NewUserInteractor)
        let presenter = try #require(interactor.presenter as? NewUserPresenter)
        let router = try #require(view.router as? NewUserRouter)
        #expect(presenter.viewController === view)
        #expect(router.viewController === view)
        #expect(interactor.delegate === delegate)
    }

    @Test func theInteractorSavesThroughTheWorkerItWasGiven() async {
        let scene = ControlledScene()
        let worker = NewUserWorkerSpy()
        let delegate = NewUserDelegateSpy()
        let view = NewUserConfigurator(worker: worker, tracker: scene.tracker).configure(delegate: delegate)
        for field in UserDraft.Field.allCases {
            view.interactor?.changeField(request: .init(field: field, text: Fixtures.draft()[field]))
        }

        view.interactor?.save()
        await scene.settle()

        #expect(worker.drafts == [Fixtures.draft()])
        #expect(delegate.createdUsers.map(\.id) == [13])
    }
}
