import ArchLabTestSupport
import SharedDomain
import Testing

@testable import VIP

/// The list's business rules, through a spy Presenter and the real Worker over a repository the
/// test answers.
@Suite("User List Interactor", .noTaskLeftRunning)
@MainActor
struct UserListInteractorTests {
    private typealias Response = UserListModels.FetchUsers.Response

    private let page1 = Fixtures.page(1)
    private let page2 = Fixtures.page(2)

    @Test func fetchUsersPresentsTheLoadingStateThenPageOne() async {
        let (sut, presenter, scene) = makeSUT()

        sut.fetchUsers()
        let presentedBeforeTheWorkerAnswered = presenter.presentedUsers
        await scene.settle()
        #expect(scene.repository.calls == [.fetchPage(1, perPage: nil)])
        await scene.answer(1, with: .page(page1))

        #expect(presentedBeforeTheWorkerAnswered == [Response(activity: .loading(.firstPage))])
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(page1), rows: .replaced(Fixtures.numbered(page1))))
    }

    @Test func fetchUsersOnceSomethingIsLoadedOrLoadingAsksNothing() async {
        let (sut, presenter, scene) = makeSUT()
        sut.fetchUsers()

        sut.fetchUsers()
        await scene.settle()
        await scene.answer(1, with: .page(page1))
        sut.fetchUsers()

        #expect(scene.repository.calls.count == 1)
        #expect(presenter.presentedUsers.count == 2)
    }

    @Test func fetchUsersAfterAFailedFirstLoadLoadsPageOneAgain() async {
        let (sut, presenter, scene) = makeSUT()
        sut.fetchUsers()
        await scene.settle()
        await scene.answer(1, with: .failure(.offline))

        sut.fetchUsers()
        await scene.settle()
        await scene.answer(2, with: .page(page1))

        #expect(scene.repository.calls == [.fetchPage(1, perPage: nil), .fetchPage(1, perPage: nil)])
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(page1), rows: .replaced(Fixtures.numbered(page1))))
    }

    @Test func fetchUsersWhenSignedOutAsksNothing() async {
        let (sut, _, scene) = makeSUT()
        sut.fetchUsers()
        await scene.settle()
        await scene.answer(1, with: .failure(.unauthorized))

        sut.fetchUsers()
        await scene.settle()

        #expect(scene.repository.calls.count == 1)
    }

    @Test func refreshShowsTheRowsWhileRefreshingThenReplacesThemWithoutDuplicates() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)

        sut.refresh()
        let presentedWhileRefreshing = presenter.presentedUsers.last
        await scene.settle()
        #expect(scene.repository.calls.last == .fetchPage(1, perPage: nil))
        await scene.answer(2, with: .page(page1))

        // The rows shown stay while refreshing; page 1's answer replaces them.
        #expect(
            presentedWhileRefreshing
                == Response(loaded: Fixtures.loaded(page1), activity: .loading(.firstPage)))
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(page1), rows: .replaced(Fixtures.numbered(page1))))
    }

    @Test func nextPageAsksThePageAfterTheLastOneLoadedAndAppendsIt() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)

        sut.fetchNextPage()
        let presentedWhileLoading = presenter.presentedUsers.last
        await scene.settle()
        #expect(scene.repository.calls.last == .fetchPage(2, perPage: nil))
        await scene.answer(2, with: .page(page2))

        #expect(
            presentedWhileLoading == Response(loaded: Fixtures.loaded(page1), activity: .loading(.nextPage)))
        #expect(
            presenter.presentedUsers.last
                == Response(
                    loaded: Fixtures.loaded(page1, page2),
                    rows: .appended(Fixtures.numbered(page1, page2, at: [3, 4, 5]))))
    }

    @Test func nextPageAsksNothingWhileALoadIsInFlightOrWhenEveryUserIsLoaded() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        sut.fetchNextPage()

        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .page(page2))
        let presentedCount = presenter.presentedUsers.count
        sut.fetchNextPage()
        await scene.settle()

        #expect(scene.repository.calls.count == 2)
        #expect(presenter.presentedUsers.count == presentedCount)
        #expect(presenter.presentedUsers.last?.loaded?.isComplete == true)
    }

    @Test func aNextPageOfAnotherSizeReloadsFromPageOneWithoutDuplicatesOrGaps() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        let biggerPage2 = Fixtures.page(2, perPage: 4)
        let biggerPage1 = Fixtures.page(1, perPage: 4)

        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .page(biggerPage2))
        let presentedWhileReloading = presenter.presentedUsers.last
        await scene.answer(3, with: .page(biggerPage1))

        #expect(scene.repository.calls.last == .fetchPage(1, perPage: nil))
        #expect(
            presentedWhileReloading
                == Response(loaded: Fixtures.loaded(page1), activity: .loading(.reloadForNextPage)))
        #expect(
            presenter.presentedUsers.last
                == Response(
                    loaded: Fixtures.loaded(biggerPage1), rows: .replaced(Fixtures.numbered(biggerPage1))))
    }

    @Test func aNextPagePastTheEndReloadsFromPageOneAndNeverFails() async {
        let (sut, presenter, scene) = await makeSUTShowing(Fixtures.page(1, perPage: 6, totalUsers: 18))
        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .page(Fixtures.page(2, perPage: 6, totalUsers: 18)))
        sut.fetchNextPage()
        await scene.settle()

        // The server's page size was raised to 10: page 3 no longer exists.
        await scene.answer(3, with: .page(Fixtures.page(3, perPage: 10, totalUsers: 18)))
        let presentedWhileReloading = presenter.presentedUsers.last
        let pageOfTen = Fixtures.page(1, perPage: 10, totalUsers: 18)
        await scene.answer(4, with: .page(pageOfTen))

        #expect(scene.repository.calls.last == .fetchPage(1, perPage: nil))
        #expect(
            presentedWhileReloading?.activity == .loading(.reloadForNextPage))
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(pageOfTen), rows: .replaced(Fixtures.numbered(pageOfTen)))
        )
    }

    @Test func aReloadedPageOneThatIsTheListingsOwnKeepsTheRowsAndRetryAsksTheNextPageAgain() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        // The server's page 2 repeats page 1's users: its pages overlap.
        let overlapping = UsersPage.generated(2, perPage: 3, total: 6, first: 1)

        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .page(overlapping))
        let presentedWhileReloading = presenter.presentedUsers.last
        await scene.answer(3, with: .page(page1))
        let presentedAfterTheReload = presenter.presentedUsers.last

        sut.retry()
        await scene.settle()
        #expect(scene.repository.calls.last == .fetchPage(2, perPage: nil))
        await scene.answer(4, with: .page(page2))

        #expect(
            presentedWhileReloading
                == Response(loaded: Fixtures.loaded(page1), activity: .loading(.reloadForNextPage)))
        #expect(
            presentedAfterTheReload
                == Response(loaded: Fixtures.loaded(page1), activity: .failed(.pagesOverlap, load: .nextPage))
        )
        #expect(
            presenter.presentedUsers.last
                == Response(
                    loaded: Fixtures.loaded(page1, page2),
                    rows: .appended(Fixtures.numbered(page1, page2, at: [3, 4, 5]))))
    }

    @Test func aFailedReloadForANextPageIsWhatRetryRepeats() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .page(UsersPage.generated(2, perPage: 3, total: 6, first: 1)))
        await scene.answer(3, with: .failure(.timeout))

        sut.retry()
        let presentedWhileRetrying = presenter.presentedUsers.last
        await scene.settle()
        await scene.answer(4, with: .page(page1))

        #expect(scene.repository.calls.last == .fetchPage(1, perPage: nil))
        #expect(
            presentedWhileRetrying
                == Response(loaded: Fixtures.loaded(page1), activity: .loading(.reloadForNextPage)))
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(page1), activity: .failed(.pagesOverlap, load: .nextPage))
        )
    }

    @Test func backFromTheDetailLoadsPageOneWhenNothingIsLoadedSignedOutIncluded() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        sut.userDetailDidClose()
        #expect(scene.repository.calls.count == 1)
        sut.userDetailSessionDidExpire()
        sut.fetchUsers()
        #expect(scene.repository.calls.count == 1)

        sut.userDetailDidClose()
        sut.userDetailDidClose()
        await scene.settle()
        await scene.answer(2, with: .page(page1))

        #expect(scene.repository.calls == [.fetchPage(1, perPage: nil), .fetchPage(1, perPage: nil)])
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(page1), rows: .replaced(Fixtures.numbered(page1))))
    }

    @Test func aFailedNextPageKeepsTheRowsAndRetryAsksThatPageAgain() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .failure(.offline))
        let presentedAfterTheFailure = presenter.presentedUsers.last

        sut.retry()
        await scene.settle()
        #expect(scene.repository.calls.last == .fetchPage(2, perPage: nil))
        await scene.answer(3, with: .page(page2))

        #expect(
            presentedAfterTheFailure
                == Response(loaded: Fixtures.loaded(page1), activity: .failed(.offline, load: .nextPage)))
        #expect(
            presenter.presentedUsers.last
                == Response(
                    loaded: Fixtures.loaded(page1, page2),
                    rows: .appended(Fixtures.numbered(page1, page2, at: [3, 4, 5]))))
    }

    @Test func aCancelledCurrentNextPageEndsItsLoadingStateAndRetryAsksItAgain() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .failure(.cancelled))
        let presentedAfterTheCancellation = presenter.presentedUsers.last

        sut.retry()
        await scene.settle()

        #expect(
            presentedAfterTheCancellation
                == Response(loaded: Fixtures.loaded(page1), activity: .failed(.cancelled, load: .nextPage)))
        #expect(scene.repository.calls.last == .fetchPage(2, perPage: nil))
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await scene.settle()
        scene.repository.failEveryParkedCall()
        await scene.settle()
        #expect(scene.repository.parked.isEmpty)
    }

    @Test func aCancelledCurrentFirstPageEndsItsLoadingState() async {
        let (sut, presenter, scene) = makeSUT()
        sut.fetchUsers()
        await scene.settle()

        await scene.answer(1, with: .failure(.cancelled))

        #expect(presenter.presentedUsers.last == Response(activity: .failed(.cancelled, load: .firstPage)))
    }

    @Test func aFailedFirstPageShowsNoRowsAndRetryAsksPageOneAgain() async {
        let (sut, presenter, scene) = makeSUT()
        sut.fetchUsers()
        await scene.settle()
        await scene.answer(1, with: .failure(.server(status: 503)))
        let presentedAfterTheFailure = presenter.presentedUsers.last

        sut.retry()
        let presentedWhileRetrying = presenter.presentedUsers.last
        await scene.settle()
        await scene.answer(2, with: .page(page1))

        #expect(
            presentedAfterTheFailure == Response(activity: .failed(.server(status: 503), load: .firstPage)))
        #expect(presentedWhileRetrying == Response(activity: .loading(.firstPage)))
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(page1), rows: .replaced(Fixtures.numbered(page1))))
    }

    @Test func unauthorizedForgetsTheRowsAndTheSearchPresentsSignedOutAndRetryStartsOverFromPageOne()
        async
    {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        sut.search(request: .init(query: "first"))
        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .failure(.unauthorized))
        let presentedWhenSignedOut = presenter.presentedUsers.last

        sut.retry()
        await scene.settle()
        await scene.answer(3, with: .page(page1))

        #expect(presentedWhenSignedOut == Response(activity: .signedOut, rows: .replaced([])))
        #expect(presenter.presentedSignOuts == 1)
        #expect(scene.repository.calls.last == .fetchPage(1, perPage: nil))
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(page1), rows: .replaced(Fixtures.numbered(page1))))
    }

    @Test func theDetailsExpiredSessionSignsOutAndCancelsTheLoadInFlight() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        sut.search(request: .init(query: "first"))
        sut.refresh()
        await scene.settle()

        sut.userDetailSessionDidExpire()
        await scene.settle()

        #expect(scene.repository.cancelled == [2])
        #expect(presenter.presentedUsers.last == Response(activity: .signedOut, rows: .replaced([])))
        #expect(presenter.presentedSignOuts == 1)
    }

    @Test func retryWithoutAFailureAsksNothing() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        let presentedCount = presenter.presentedUsers.count

        sut.retry()
        await scene.settle()

        #expect(scene.repository.calls.count == 1)
        #expect(presenter.presentedUsers.count == presentedCount)
    }

    @Test func aRefreshDuringANextPageCancelsItAndItsLateResponseIsNeverPresented() async {
        let scene = ControlledScene(honoursCancellation: false)
        let (sut, presenter, _) = await makeSUTShowing(page1, in: scene)
        sut.fetchNextPage()
        await scene.settle()

        sut.refresh()
        await scene.settle()
        await scene.answer(3, with: .page(page1))
        let presentedCount = presenter.presentedUsers.count
        await scene.answer(2, with: .page(page2))

        #expect(scene.repository.cancelled == [2])
        #expect(presenter.presentedUsers.count == presentedCount)
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(page1), rows: .replaced(Fixtures.numbered(page1))))
    }

    @Test func aSupersededLoadsCancellationIsNeverPresented() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        sut.fetchNextPage()
        await scene.settle()

        // The repository answers the cancelled next page with `.cancelled` at once.
        sut.refresh()
        await scene.settle()

        #expect(scene.repository.cancelled == [2])
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(page1), activity: .loading(.firstPage)))
        // The test ends the work it started, so nothing is left running (noTaskLeftRunning).
        await scene.settle()
        scene.repository.failEveryParkedCall()
        await scene.settle()
        #expect(scene.repository.parked.isEmpty)
    }

    @Test func selectRowStoresItsUserInTheDataStoreAndPresentsNothing() async {
        let (sut, presenter, _) = await makeSUTShowing(page1)
        let presented = presenter.presentedUsers.count

        sut.selectRow(request: .init(number: 2))

        #expect(sut.selectedUser == Fixtures.user(2))
        #expect(presenter.presentedUsers.count == presented)
    }

    @Test(arguments: [0, 4, -5, Int.min])
    func selectRowOutsideTheLoadedRowsSelectsNoOneEvenAfterASelection(number: Int) async {
        let (sut, _, _) = await makeSUTShowing(page1)
        sut.selectRow(request: .init(number: 2))

        sut.selectRow(request: .init(number: number))

        #expect(sut.selectedUser == nil)
    }

    @Test func aUserSavedOnTheDetailReplacesItsRowAndTheListIsPresented() async {
        let (sut, presenter, _) = await makeSUTShowing(page1)
        var saved = Fixtures.user(2)
        saved.firstName = "Janet"

        sut.userDetailDidSave(saved)

        var expected = Fixtures.listing(page1)
        expected.replace(saved)
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(expected), rows: .replaced(Fixtures.numbered(expected))))
    }

    // MARK: Search

    @Test func aSearchPresentsTheLoadedUsersWithThePositionsOfThoseWhoseNameMatches() async {
        let (sut, presenter, _) = await makeSUTShowing(page1)

        sut.search(request: .init(query: "FIRST2"))

        #expect(
            presenter.presentedUsers.last
                == Response(
                    loaded: Fixtures.loaded(page1, matchCount: 1), query: "FIRST2",
                    rows: .replaced(Fixtures.numbered(page1, at: [1]))))
    }

    @Test func aSearchTypedBeforeThePageArrivesIsKeptAndAppliedToIt() async {
        let (sut, presenter, scene) = makeSUT()
        sut.fetchUsers()

        sut.search(request: .init(query: "first3"))
        let presentedWhileLoading = presenter.presentedUsers.last
        await scene.settle()
        await scene.answer(1, with: .page(page1))

        #expect(
            presentedWhileLoading
                == Response(activity: .loading(.firstPage), query: "first3", rows: .replaced([])))
        #expect(
            presenter.presentedUsers.last
                == Response(
                    loaded: Fixtures.loaded(page1, matchCount: 1), query: "first3",
                    rows: .replaced(Fixtures.numbered(page1, at: [2]))))
    }

    @Test func aNextPageAddsTheMatchesAmongItsRowsToThoseAlreadyFound() async {
        let first = Fixtures.page(1, perPage: 6, totalUsers: 12)
        let second = Fixtures.page(2, perPage: 6, totalUsers: 12)
        let (sut, presenter, scene) = await makeSUTShowing(first)
        sut.search(request: .init(query: "1"))

        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .page(second))

        #expect(
            presenter.presentedUsers.last
                == Response(
                    loaded: Fixtures.loaded(first, second, matchCount: 4), query: "1",
                    rows: .appended(Fixtures.numbered(first, second, at: [9, 10, 11]))))
    }

    @Test func aRefreshKeepsTheSearchAndMatchesItAgainstTheNewRows() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        sut.search(request: .init(query: "first2"))
        let reordered = UsersPage(
            page: 1, perPage: 3, total: 6, totalPages: 2,
            users: [Fixtures.user(3), Fixtures.user(1), Fixtures.user(2)], source: .remote)

        sut.refresh()
        await scene.settle()
        await scene.answer(2, with: .page(reordered))

        #expect(
            presenter.presentedUsers.last
                == Response(
                    loaded: Fixtures.loaded(reordered, matchCount: 1), query: "first2",
                    rows: .replaced(Fixtures.numbered(reordered, at: [2]))))
    }

    @Test func aSavedEditMakesItsUserStartOrStopMatching() async {
        let (sut, presenter, _) = await makeSUTShowing(page1)
        sut.search(request: .init(query: "george"))
        var renamed = Fixtures.user(2)
        renamed.firstName = "Georgette"

        sut.userDetailDidSave(renamed)
        let presentedAfterTheRename = presenter.presentedUsers.last
        sut.userDetailDidSave(Fixtures.user(2))

        #expect(presentedAfterTheRename?.loaded?.matchCount == 1)
        #expect(presentedAfterTheRename?.rows == .replaced([.init(number: 2, user: renamed)]))
        #expect(presenter.presentedUsers.last?.loaded?.matchCount == 0)
        #expect(presenter.presentedUsers.last?.rows == .replaced([]))
        #expect(presenter.presentedUsers.last?.query == "george")
    }

    @Test func anEmptySearchShowsEveryRowAgain() async {
        let (sut, presenter, _) = await makeSUTShowing(page1)
        sut.search(request: .init(query: "first2"))

        sut.search(request: .init(query: ""))

        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(page1), rows: .replaced(Fixtures.numbered(page1))))
    }

    @Test func aQueryOfSpacesIsASearchThatFindsNoName() async {
        let (sut, presenter, _) = await makeSUTShowing(page1)

        sut.search(request: .init(query: "  "))

        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(page1), query: "  ", rows: .replaced([])))
    }

    @Test func selectRowDuringASearchCountsAllTheLoadedRowsShownOrNot() async {
        let (sut, _, _) = await makeSUTShowing(page1)
        sut.search(request: .init(query: "first3"))

        sut.selectRow(request: .init(number: 2))

        #expect(sut.selectedUser == Fixtures.user(2))
    }

    // MARK: New user

    @Test func theFormMayOpenOnlyOverAShownFirstPageWithNoListLoadInFlight() async {
        let (sut, _, scene) = makeSUT()
        let beforeTheFirstPage = sut.canAddUser
        sut.fetchUsers()
        let duringTheFirstLoad = sut.canAddUser
        await scene.settle()
        await scene.answer(1, with: .page(page1))
        let overTheFirstPage = sut.canAddUser
        sut.fetchNextPage()
        let duringANextPage = sut.canAddUser
        await scene.settle()
        await scene.answer(2, with: .failure(.offline))
        let afterAFailedNextPage = sut.canAddUser
        sut.refresh()
        let duringARefresh = sut.canAddUser
        await scene.settle()
        await scene.answer(3, with: .failure(.unauthorized))

        #expect(!beforeTheFirstPage)
        #expect(!duringTheFirstLoad)
        #expect(overTheFirstPage)
        #expect(!duringANextPage)
        #expect(afterAFailedNextPage, "the rows are still shown")
        #expect(!duringARefresh)
        #expect(!sut.canAddUser, "signed out")
    }

    @Test(arguments: [
        UsersPage(page: 1, perPage: 3, total: 0, totalPages: 0, users: [], source: .remote),
        Fixtures.page(1, source: .cache),
    ])
    func theFormMayOpenOverNoUsersAndOverTheCachedPage(page: UsersPage) async {
        let (sut, _, _) = await makeSUTShowing(page)

        #expect(sut.canAddUser)
    }

    @Test func theFormMayNotOpenOverAFailedFirstLoad() async {
        let (sut, _, scene) = makeSUT()
        sut.fetchUsers()
        await scene.settle()

        await scene.answer(1, with: .failure(.offline))

        #expect(!sut.canAddUser)
    }

    @Test func aCreatedUserIsCountedAtOnceArrivesWithItsPageAndIsPresentedAsAdded() async {
        let (sut, presenter, _) = await makeSUTShowing(page1)
        let created = Fixtures.user(7)

        sut.newUserDidCreate(created)

        var expected = Fixtures.listing(page1)
        expected.addCreated(created)
        #expect(
            presenter.presentedUsers.last == Response(loaded: Fixtures.loaded(expected), rows: .unchanged))
        #expect(presenter.presentedUsers.last?.loaded?.total == 7)
        #expect(presenter.presentedAddedUsers == [UserListModels.AddUser.Response(user: created)])
    }

    @Test func theNextPageWithTheNewTotalContinuesTheListingAndBringsTheCreatedUser() async {
        let (sut, presenter, scene) = await makeSUTShowing(Fixtures.page(1, totalUsers: 6))
        sut.newUserDidCreate(Fixtures.user(7))
        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .page(Fixtures.page(2, totalUsers: 7)))

        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(3, with: .page(Fixtures.page(3, totalUsers: 7)))

        #expect(
            scene.repository.calls == [
                .fetchPage(1, perPage: nil), .fetchPage(2, perPage: nil), .fetchPage(3, perPage: nil),
            ])
        #expect(presenter.presentedUsers.last?.rows == .appended([.init(number: 7, user: Fixtures.user(7))]))
        #expect(presenter.presentedUsers.last?.loaded?.isComplete == true)
    }

    @Test func whenEveryUserWasLoadedTheCreatedUserIsAppendedAsTheLastRowAlone() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .page(page2))
        let created = Fixtures.user(7)

        sut.newUserDidCreate(created)

        var expected = Fixtures.listing(page1, page2)
        expected.addCreated(created)
        #expect(
            presenter.presentedUsers.last
                == Response(
                    loaded: Fixtures.loaded(expected), rows: .appended([.init(number: 7, user: created)])))
        #expect(presenter.presentedUsers.last?.loaded?.isComplete == true)
    }

    @Test func onAnEmptyListTheCreatedUserIsTheFirstRow() async {
        let (sut, presenter, _) = await makeSUTShowing(
            UsersPage(page: 1, perPage: 6, total: 0, totalPages: 0, users: [], source: .remote))
        let created = Fixtures.user(1)

        sut.newUserDidCreate(created)

        #expect(presenter.presentedUsers.last?.loaded?.count == 1)
        #expect(presenter.presentedUsers.last?.loaded?.total == 1)
        #expect(presenter.presentedUsers.last?.rows == .appended([.init(number: 1, user: created)]))
    }

    @Test func aCreatedUserWithTheIdOfALoadedRowReplacesItInPlaceCountedOnce() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .page(page2))
        var reused = Fixtures.user(6)
        reused.firstName = "Ada"

        sut.newUserDidCreate(reused)

        var expected = Fixtures.listing(page1, page2)
        expected.replace(reused)
        #expect(
            presenter.presentedUsers.last
                == Response(loaded: Fixtures.loaded(expected), rows: .replaced(Fixtures.numbered(expected))))
        #expect(presenter.presentedUsers.last?.loaded?.count == 6)
    }

    @Test func theSearchStaysAndTheCreatedRowShowsOnlyIfItMatches() async {
        let (sut, presenter, scene) = await makeSUTShowing(page1)
        sut.fetchNextPage()
        await scene.settle()
        await scene.answer(2, with: .page(page2))
        sut.search(request: .init(query: "first2"))
        let matching = User(id: 8, firstName: "First2nd", lastName: "Ada", email: "a@example.com")

        sut.newUserDidCreate(Fixtures.user(7))
        let presentedForTheOneNotMatching = presenter.presentedUsers.last
        sut.newUserDidCreate(matching)

        #expect(presentedForTheOneNotMatching?.rows == .appended([]))
        #expect(presentedForTheOneNotMatching?.loaded?.matchCount == 1)
        #expect(presentedForTheOneNotMatching?.query == "first2")
        #expect(presenter.presentedUsers.last?.rows == .appended([.init(number: 8, user: matching)]))
        #expect(presenter.presentedUsers.last?.loaded?.matchCount == 2)
        #expect(presenter.presentedAddedUsers.map(\.user.id) == [7, 8])
    }

    @Test func theFormsExpiredSessionSignsOut() async {
        let (sut, presenter, _) = await makeSUTShowing(page1)
        sut.search(request: .init(query: "first"))

        sut.newUserSessionDidExpire()

        #expect(presenter.presentedUsers.last == Response(activity: .signedOut, rows: .replaced([])))
        #expect(presenter.presentedSignOuts == 1)
        #expect(!sut.canAddUser)
    }

    // MARK: Helpers

    private func makeSUT(
        in scene: ControlledScene = ControlledScene()
    ) -> (UserListInteractor, UserListPresenterSpy, ControlledScene) {
        let presenter = UserListPresenterSpy()
        let worker = UserListWorker(repository: scene.repository, perPage: nil)
        let sut = UserListInteractor(worker: worker, tracker: scene.tracker)
        sut.presenter = presenter
        return (sut, presenter, scene)
    }

    /// An Interactor that fetched `page` as its first page (repository call 1).
    private func makeSUTShowing(
        _ page: UsersPage, in scene: ControlledScene = ControlledScene()
    ) async -> (UserListInteractor, UserListPresenterSpy, ControlledScene) {
        let (sut, presenter, scene) = makeSUT(in: scene)
        sut.fetchUsers()
        await scene.settle()
        await scene.answer(1, with: .page(page))
        return (sut, presenter, scene)
    }
}
