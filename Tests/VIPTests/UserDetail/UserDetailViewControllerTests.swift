import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import VIP

/// The detail's View: it asks for its user once loaded, turns gestures into requests, draws the
/// displayed ViewModel and routes back when told.
@Suite("User Detail View", .noTaskLeftRunning)
@MainActor
struct UserDetailViewControllerTests {
    @Test func pushingLoadsTheViewOnceWhichAsksForTheUser() {
        let (sut, interactor, _) = makeSUT()
        let navigation = NavigationStack()

        navigation.push(sut)
        navigation.appear()
        _ = sut.render(in: ScreenSize())

        #expect(interactor.requests == [.showUser])
    }

    @Test func drawingAsksForNothing() {
        let (sut, interactor, _) = makeSUT()

        _ = sut.render(in: ScreenSize())
        _ = sut.render(in: ScreenSize())

        #expect(interactor.requests.isEmpty)
    }

    @Test func everyDetailGestureBecomesItsRequestAndNoOtherGestureDoesAnything() {
        let (sut, interactor, _) = makeSUT()

        for gesture in [
            Gesture.retry, .edit, .set(field: "first-name", text: "Jane"),
            .set(field: "email", text: "j@x.io"), .save, .cancel, .back,
            .appear, .refresh, .tap(1), .open(3),
        ] {
            sut.handle(gesture)
        }

        #expect(
            interactor.requests == [
                .retry, .edit, .changeField(.firstName, "Jane"), .changeField(.email, "j@x.io"), .save,
                .cancel,
                .back,
            ])
    }

    @Test func theDisplayedViewModelIsDrawnAndTheScreenAsksToBeRepainted() {
        let (sut, _, _) = makeSUT()
        let repaints = RepaintCounter(showing: sut)

        sut.displayUser(
            viewModel: .init(
                title: "User #2", subtitle: "Editing", fields: [.init(label: "First name", value: "Jane")],
                messages: ["! Email is not valid"], status: "Saving…"))

        #expect(
            sut.render(in: ScreenSize()) == [
                "User #2", "Editing", "First name: Jane", "! Email is not valid", "Saving…",
            ])
        #expect(repaints.count == 1)
    }

    @Test func backTellsTheInteractorThenRoutesToTheList() {
        let (sut, interactor, router) = makeSUT()
        var requestsWhenRouted: [UserDetailBusinessLogicSpy.Request] = []
        router.onRouteToUserList = { requestsWhenRouted = interactor.requests }

        sut.handle(.back)

        #expect(requestsWhenRouted == [.back])
        #expect(router.routesToUserList == 1)
    }

    // MARK: Helpers

    private func makeSUT() -> (UserDetailViewController, UserDetailBusinessLogicSpy, UserDetailRouterSpy) {
        let interactor = UserDetailBusinessLogicSpy()
        let router = UserDetailRouterSpy()
        let sut = UserDetailViewController()
        sut.interactor = interactor
        sut.router = router
        return (sut, interactor, router)
    }
}
