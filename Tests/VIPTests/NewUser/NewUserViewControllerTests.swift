import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The form's View: it asks for its form once loaded, turns gestures into requests, draws the
/// displayed ViewModel and routes back when the user leaves or the user is created.
@Suite("New User View", .noTaskLeftRunning)
@MainActor
struct NewUserViewControllerTests {
    @Test func pushingLoadsTheViewOnceWhichAsksForTheForm() {
        let (sut, interactor, _) = makeSUT()
        let navigation = NavigationStack()

        navigation.push(sut)
        navigation.appear()
        navigation.appear()
        _ = sut.render(in: ScreenSize())

        #expect(interactor.requests == [.showForm])
    }

    @Test func drawingAsksForNothing() {
        let (sut, interactor, _) = makeSUT()

        _ = sut.render(in: ScreenSize())
        _ = sut.render(in: ScreenSize())

        #expect(interactor.requests.isEmpty)
    }

    @Test func everyFormGestureBecomesItsRequestAndTheListsGesturesDoNothing() {
        let (sut, interactor, router) = makeSUT()

        for gesture in [
            Gesture.set(field: "first-name", text: "Ada"), .set(field: "nickname", text: "x"),
            .set(field: "email", text: "ada@example.com"), .save,
            .tap(1), .scrollToEnd, .scrollToTop, .refresh, .retry, .search("ada"), .edit, .new, .appear,
            .open(3),
        ] {
            sut.handle(gesture)
        }

        #expect(
            interactor.requests == [
                .changeField(.firstName, "Ada"), .changeField(.email, "ada@example.com"), .save,
            ])
        #expect(router.routesToUserList == 0)
    }

    @Test(arguments: [Gesture.cancel, .back])
    func leavingTellsTheInteractorThenRoutesToTheList(gesture: Gesture) {
        let (sut, interactor, router) = makeSUT()
        var requestsWhenRouted: [NewUserBusinessLogicSpy.Request] = []
        router.onRouteToUserList = { requestsWhenRouted = interactor.requests }

        sut.handle(gesture)

        #expect(requestsWhenRouted == [.cancel])
        #expect(router.routesToUserList == 1)
    }

    @Test func theDisplayedViewModelIsDrawnAndTheScreenAsksToBeRepainted() {
        let (sut, _, _) = makeSUT()
        let repaints = RepaintCounter(showing: sut)

        sut.displayForm(
            viewModel: .init(
                title: "New user", subtitle: "Editing",
                fields: [.init(label: "First name", value: "Ada"), .init(label: "Last name", value: "")],
                messages: ["! Last name is required"], status: nil))

        #expect(
            sut.render(in: ScreenSize()) == [
                "New user", "Editing", "First name: Ada", "Last name:", "! Last name is required",
            ])
        #expect(repaints.count == 1)
    }

    @Test func aDisplayedCreatedUserRoutesToTheListAndAsksTheInteractorNothing() {
        let (sut, interactor, router) = makeSUT()

        sut.displayUserCreated()

        #expect(router.routesToUserList == 1)
        #expect(interactor.requests.isEmpty)
    }

    // MARK: Helpers

    private func makeSUT() -> (NewUserViewController, NewUserBusinessLogicSpy, NewUserRouterSpy) {
        let interactor = NewUserBusinessLogicSpy()
        let router = NewUserRouterSpy()
        let sut = NewUserViewController()
        sut.interactor = interactor
        sut.router = router
        return (sut, interactor, router)
    }
}
