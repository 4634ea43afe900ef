import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVI

/// The coordinator makes the navigation stack follow the store: a detail in the state is pushed,
/// a new one replaces it, none pops it; deep links reach the store; and nothing stays alive once
/// a scene is closed. Driven through the real store, reducers and runners.
@Suite("UsersCoordinator", .noTaskLeftRunning)
@MainActor
struct UsersCoordinatorTests {
    @MainActor
    private struct SUT {
        let navigation: NavigationStack
        let store: UsersStore
        let coordinator: UsersCoordinator
        let repository: ControllableUserRepository
        let tracker: TaskTracker
        let settler: Settler

        var list: UserListView? { navigation.screens.first as? UserListView }
        var detail: UserDetailView? { navigation.screens.dropFirst().first as? UserDetailView }
        var form: NewUserView? { navigation.screens.dropFirst().first as? NewUserView }

        /// Opens the New user form on the list and saves Ada in it.
        func saveAda() async {
            navigation.top?.handle(.new)
            navigation.top?.handle(.set(field: "first-name", text: "Ada"))
            navigation.top?.handle(.set(field: "last-name", text: "Lovelace"))
            navigation.top?.handle(.set(field: "email", text: "ada@example.com"))
            navigation.top?.handle(.save)
            await settler.settle()
        }
    }

    let ada = User(id: 5, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    /// The list, shown, with page 1 loaded.
    private func makeSUT() async -> SUT {
        let navigation = NavigationStack()
        let repository = ControllableUserRepository()
        let tracker = TaskTracker()
        let store = makeUsersStore(repository: repository, tracker: tracker, perPage: nil)
        let coordinator = UsersCoordinator(store: store, navigation: navigation)
        coordinator.start()
        let sut = SUT(
            navigation: navigation, store: store, coordinator: coordinator, repository: repository,
            tracker: tracker, settler: Settler(tracker: tracker, repository: repository))
        sut.navigation.appear()
        await sut.settler.settle()
        repository.answer(1, with: .page(.fixture(1)))
        await sut.settler.settle()
        return sut
    }

    @Test func aTappedRowPushesThatUsersDetail() async throws {
        let sut = await makeSUT()

        sut.navigation.top?.handle(.tap(2))

        let detail = try #require(sut.detail)
        #expect(sut.navigation.screens.count == 2)
        #expect(detail.opening == 1)
        #expect(sut.store.state.detail == UsersState.Detail(opening: 1, screen: .viewing(.fixture(id: 2))))
    }

    @Test func backPopsTheDetailAndKeepsTheList() async throws {
        let sut = await makeSUT()
        sut.navigation.top?.handle(.tap(2))

        sut.navigation.top?.handle(.back)

        #expect(sut.navigation.screens.count == 1)
        #expect(sut.list != nil)
        #expect(sut.store.state.detail == nil)
        #expect(
            sut.store.state.list
                == UserListState(listing: UserListing(firstPage: .fixture(1)), requestCount: 1))
    }

    @Test func aUserSavedOnTheDetailReachesTheList() async throws {
        let sut = await makeSUT()
        sut.navigation.top?.handle(.tap(2))
        sut.navigation.top?.handle(.edit)
        sut.navigation.top?.handle(.set(field: "first-name", text: "Janet"))
        sut.navigation.top?.handle(.save)
        await sut.settler.settle()
        var saved = User.fixture(id: 2)
        saved.firstName = "Janet"

        sut.repository.answer(2, with: .user(saved))
        await sut.settler.settle()

        #expect(sut.repository.calls.last == .updateUser(saved))
        #expect(sut.store.state.list.listing?.users[1] == saved)
    }

    @Test func aClosedDetailAndAReleasedListFreeEveryPart() async throws {
        var sut: SUT? = await makeSUT()
        sut?.navigation.top?.handle(.tap(1))
        sut?.navigation.top?.handle(.edit)
        sut?.navigation.top?.handle(.save)
        await sut?.settler.settle()
        weak let detail = sut?.detail
        #expect(detail != nil)

        sut?.navigation.top?.handle(.back)
        await sut?.settler.settle()

        #expect(detail == nil)
        #expect(sut?.repository.cancelled == [2])

        weak let list = sut?.list
        weak let store = sut?.store
        weak let coordinator = sut?.coordinator
        weak let navigation = sut?.navigation
        let tracker = try #require(sut?.tracker)
        sut = nil

        #expect(list == nil)
        #expect(store == nil)
        #expect(coordinator == nil)
        #expect(navigation == nil)
        #expect(tracker.running == 0)
    }

    @Test func theCompositionRootShowsTheListAndStartsNothingBeforeItAppears() {
        let tracker = TaskTracker()

        let app = MVIComposition.makeApp(
            repository: ControllableUserRepository(), tracker: tracker, perPage: 6,
            size: ScreenSize(width: 40))

        #expect(app.depth == 1)
        #expect(app.navigation.top is UserListView)
        #expect(app.frame().lines == ["Users"])
        #expect(tracker.started == 0)
    }

    // MARK: Deep links (D8) and session expiry (L8)

    @Test func aDeepLinkPushesADetailThatFetchesTheUserEvenIfTheListHasIt() async throws {
        let sut = await makeSUT()

        sut.coordinator.openUser(id: 2)
        await sut.settler.settle()

        #expect(sut.detail?.opening == 1)
        #expect(sut.navigation.screens.count == 2)
        #expect(sut.repository.calls.last == .fetchUser(id: 2))
        #expect(
            sut.store.state.detail?.screen
                == UserDetailState(userID: 2, mode: .loading(.load(userID: 2, number: 1)), requestCount: 1))
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await sut.settler.settle()
        sut.repository.failEveryParkedCall()
        await sut.settler.settle()
        #expect(sut.repository.parked.isEmpty)
    }

    @Test func aSecondDeepLinkReplacesTheDetailAndCancelsItsWork() async throws {
        let sut = await makeSUT()
        sut.coordinator.openUser(id: 2)
        await sut.settler.settle()
        weak let first = sut.detail

        sut.coordinator.openUser(id: 3)
        await sut.settler.settle()

        #expect(first == nil)
        #expect(sut.navigation.screens.count == 2)
        #expect(sut.repository.cancelled == [2])
        #expect(sut.detail?.opening == 2)
        #expect(sut.store.state.detail?.screen.userID == 3)
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await sut.settler.settle()
        sut.repository.failEveryParkedCall()
        await sut.settler.settle()
        #expect(sut.repository.parked.isEmpty)
    }

    @Test func aColdDeepLinkShowsTheAppSoBackShowsTheListLoading() async throws {
        let navigation = NavigationStack()
        let repository = ControllableUserRepository()
        let tracker = TaskTracker()
        let settler = Settler(tracker: tracker, repository: repository)
        let coordinator = UsersCoordinator(
            store: makeUsersStore(repository: repository, tracker: tracker, perPage: nil),
            navigation: navigation)
        coordinator.start()
        // The app receives the link, as a scene delegate would, and hands it to the coordinator.
        let app = NavigationApp(
            navigation: navigation, size: ScreenSize(), openDeepLink: { coordinator.openUser(id: $0) })

        app.send(.open(3))
        await settler.settle()
        repository.answer(1, with: .user(.fixture(id: 3)))
        await settler.settle()
        navigation.top?.handle(.back)
        await settler.settle()

        #expect(navigation.isVisible)
        #expect(navigation.screens.count == 1)
        #expect(repository.calls == [.fetchUser(id: 3), .fetchPage(1, perPage: nil)])
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await settler.settle()
        repository.failEveryParkedCall()
        await settler.settle()
        #expect(repository.parked.isEmpty)
    }

    @Test func backFromADeepLinkAnsweredAfterSigningOutLoadsPageOne() async throws {
        let sut = await makeSUT()
        sut.navigation.top?.handle(.refresh)
        await sut.settler.settle()
        sut.repository.answer(2, with: .failure(.unauthorized))
        await sut.settler.settle()
        sut.coordinator.openUser(id: 3)
        await sut.settler.settle()
        sut.repository.answer(3, with: .user(.fixture(id: 3)))
        await sut.settler.settle()

        sut.navigation.top?.handle(.back)
        await sut.settler.settle()
        sut.repository.answer(4, with: .page(.fixture(1)))
        await sut.settler.settle()

        #expect(sut.navigation.screens.count == 1)
        #expect(sut.repository.calls.last == .fetchPage(1, perPage: nil))
        #expect(sut.store.state.list.listing == UserListing(firstPage: .fixture(1)))
    }

    @Test func unauthorizedOnASaveClosesTheDetailAndSignsTheListOut() async throws {
        let sut = await makeSUT()
        sut.navigation.top?.handle(.search("First"))
        sut.navigation.top?.handle(.tap(2))
        sut.navigation.top?.handle(.edit)
        sut.navigation.top?.handle(.save)
        await sut.settler.settle()

        sut.repository.answer(2, with: .failure(.unauthorized))
        await sut.settler.settle()

        #expect(sut.navigation.screens.count == 1)
        #expect(sut.store.state.detail == nil)
        #expect(sut.store.state.list == UserListState(phase: .signedOut, requestCount: 1))
        #expect(sut.repository.calls.count == 2)
    }

    @Test func unauthorizedOnAListLoadClosesAnOpenDetail() async throws {
        let sut = await makeSUT()
        sut.navigation.top?.handle(.scrollToEnd)
        sut.navigation.top?.handle(.tap(1))
        await sut.settler.settle()

        sut.repository.answer(2, with: .failure(.unauthorized))
        await sut.settler.settle()

        #expect(sut.navigation.screens.count == 1)
        #expect(sut.store.state.list.phase == .signedOut)
        #expect(sut.store.state.detail == nil)
    }

    // MARK: The New user form (N1, N3, N4, N5)

    @Test func newPushesTheFormAndACreatedUserPopsItToTheListWithItsNotice() async throws {
        let sut = await makeSUT()

        sut.navigation.top?.handle(.new)

        let form = try #require(sut.form)
        #expect(form.opening == 1)
        #expect(sut.navigation.screens.count == 2)
        #expect(sut.repository.calls.count == 1)

        sut.navigation.top?.handle(.set(field: "first-name", text: "Ada"))
        sut.navigation.top?.handle(.set(field: "last-name", text: "Lovelace"))
        sut.navigation.top?.handle(.set(field: "email", text: "ada@example.com"))
        sut.navigation.top?.handle(.save)
        await sut.settler.settle()
        var draft = UserDraft()
        draft.firstName = "Ada"
        draft.lastName = "Lovelace"
        draft.email = "ada@example.com"
        #expect(sut.repository.calls.last == .createUser(draft))

        sut.repository.answer(2, with: .user(ada))
        await sut.settler.settle()

        #expect(sut.navigation.screens.count == 1)
        #expect(sut.store.state.destination == nil)
        #expect(sut.store.state.list.added == ada)
        #expect(sut.store.state.list.listing?.total == 5)
        let lines = try #require(sut.list).render(in: ScreenSize())
        #expect(lines[0].hasSuffix("2 of 5"))
        #expect(lines[1] == "Added Ada Lovelace (#5)")

        // The next gesture, whatever it does, ends the notice.
        sut.navigation.top?.handle(.tap(99))
        #expect(sut.store.state.list.added == nil)
    }

    @Test func newDuringAListLoadPushesNothing() async {
        let sut = await makeSUT()
        sut.navigation.top?.handle(.scrollToEnd)

        sut.navigation.top?.handle(.new)

        #expect(sut.navigation.screens.count == 1)
        #expect(sut.store.state.destination == nil)
        await sut.settler.settle()
        sut.repository.answer(2, with: .page(.fixture(2)))
        await sut.settler.settle()
    }

    @Test func cancelOrBackPopsTheFormAndTheListIsAsItWas() async {
        for gesture in [Gesture.cancel, .back] {
            let sut = await makeSUT()
            sut.navigation.top?.handle(.new)
            sut.navigation.top?.handle(.set(field: "first-name", text: "Ada"))

            sut.navigation.top?.handle(gesture)

            #expect(sut.navigation.screens.count == 1)
            #expect(
                sut.store.state
                    == UsersState(
                        list: UserListState(listing: UserListing(firstPage: .fixture(1)), requestCount: 1),
                        openings: 1))
            #expect(sut.repository.calls.count == 1)
        }
    }

    @Test func aDeepLinkReplacesTheFormAndBackReturnsToTheList() async throws {
        let sut = await makeSUT()
        sut.navigation.top?.handle(.new)
        weak let form = sut.form

        sut.coordinator.openUser(id: 3)
        await sut.settler.settle()

        #expect(form == nil)
        #expect(sut.navigation.screens.count == 2)
        #expect(sut.detail?.opening == 2)
        sut.repository.answer(2, with: .user(.fixture(id: 3)))
        await sut.settler.settle()

        sut.navigation.top?.handle(.back)

        #expect(sut.navigation.screens.count == 1)
        #expect(sut.list != nil)
    }

    @Test func unauthorizedOnTheFormsSaveClosesItAndSignsTheListOut() async throws {
        let sut = await makeSUT()
        sut.navigation.top?.handle(.search("First"))
        await sut.saveAda()

        sut.repository.answer(2, with: .failure(.unauthorized))
        await sut.settler.settle()

        #expect(sut.navigation.screens.count == 1)
        #expect(sut.store.state.destination == nil)
        #expect(sut.store.state.list == UserListState(phase: .signedOut, requestCount: 1))
    }

    @Test func aClosedFormAndAReleasedAppFreeEveryPart() async throws {
        var sut: SUT? = await makeSUT()
        await sut?.saveAda()
        weak let form = sut?.form
        #expect(form != nil)

        sut?.navigation.top?.handle(.cancel)
        await sut?.settler.settle()

        #expect(form == nil)
        #expect(sut?.repository.cancelled == [2])

        weak let list = sut?.list
        weak let store = sut?.store
        weak let coordinator = sut?.coordinator
        weak let navigation = sut?.navigation
        let tracker = try #require(sut?.tracker)
        sut = nil

        #expect(list == nil)
        #expect(store == nil)
        #expect(coordinator == nil)
        #expect(navigation == nil)
        #expect(tracker.running == 0)
    }
}
