import SharedDomain
import Testing

@Suite("UserListing")
struct UserListingTests {
    @Test func appendingPagesGrowsTheListAndTracksWhatIsLeft() {
        var listing = UserListing(firstPage: makePage(1, ids: [1, 2]))
        #expect(listing.hasMore && listing.nextPage == 2)

        listing.append(makePage(2, ids: [3, 4]))
        listing.append(makePage(3, ids: [5, 6]))

        #expect(listing.users.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(!listing.hasMore)
        #expect(listing.total == 6)
    }

    @Test func aUserSentTwiceAcrossPagesIsShownOnce() {
        var listing = UserListing(firstPage: makePage(1, ids: [1, 2]))

        listing.append(makePage(2, ids: [2, 3]))

        #expect(listing.users.map(\.id) == [1, 2, 3])
        #expect(listing.lastPage == 2)
    }

    @Test func theListIsCompleteOnlyWhenEveryUserTheServerCountsIsLoaded() {
        var listing = UserListing(firstPage: makePage(1, ids: [1, 2]))
        // The server's last page, but one user short: a duplicate hid it.
        listing.append(makePage(2, ids: [2, 3]))
        listing.append(makePage(3, ids: [5, 6]))

        #expect(listing.users.count == 5)
        #expect(!listing.isComplete)
        #expect(!listing.hasMore)
    }

    @Test func aPageOfAnotherSizeDoesNotContinueTheListing() {
        let listing = UserListing(firstPage: makePage(1, ids: [1, 2]))
        let resized = makePage(2, ids: [5, 6], perPage: 4)

        #expect(!listing.continues(with: resized))
        #expect(listing.continues(with: makePage(2, ids: [3, 4])))
    }

    @Test func replacingAUserKeepsItsPlace() {
        var listing = UserListing(firstPage: makePage(1, ids: [1, 2]))
        let renamed = User(id: 2, firstName: "New", lastName: "Name", email: "n@x.io")

        listing.replace(renamed)
        listing.replace(User(id: 99, firstName: "Not", lastName: "Loaded", email: "n@x.io"))

        #expect(listing.users.map(\.name) == ["First1 Last1", "New Name"])
    }
}

@Suite("UserListing: a next page that shows the list changed shape (SPEC L3)")
struct UserListingShapeTests {
    @Test func aNextPageRepeatingALoadedUserDoesNotContinueTheListing() {
        let listing = UserListing(firstPage: makePage(1, ids: [1, 2]))

        #expect(!listing.continues(with: makePage(2, ids: [2, 3])))
        #expect(!listing.continues(with: makePage(2, ids: [1, 2])))
    }

    @Test func aNextPageWithAnotherTotalDoesNotContinueTheListing() {
        let listing = UserListing(firstPage: makePage(1, ids: [1, 2]))

        #expect(!listing.continues(with: makePage(2, ids: [4, 5], total: 5)))
        #expect(!listing.continues(with: makePage(2, ids: [3, 4], total: 7)))
        #expect(listing.continues(with: makePage(2, ids: [3, 4], total: 6)))
    }
}

@Suite("UserListing: page 1 read again after a next page that did not continue it (SPEC L3, §9)")
struct UserListingReloadTests {
    @Test func thePageOneAlreadyLoadedMeansThePagesOverlapAndTheListingStays() {
        var listing = UserListing(firstPage: makePage(1, ids: [1, 2]))
        listing.append(makePage(2, ids: [3, 4]))
        #expect(!listing.continues(with: makePage(3, ids: [1, 2])))

        let reloaded = listing.reloaded(from: makePage(1, ids: [1, 2]))

        #expect(reloaded == .failure(.pagesOverlap))
        #expect(listing.users.map(\.id) == [1, 2, 3, 4])
    }

    @Test func anEditedRowStillMakesTheSamePageOne() {
        var listing = UserListing(firstPage: makePage(1, ids: [1, 2]))
        listing.replace(User(id: 2, firstName: "New", lastName: "Name", email: "n@x.io"))

        #expect(listing.reloaded(from: makePage(1, ids: [1, 2])) == .failure(.pagesOverlap))
    }

    @Test(arguments: [
        makePage(1, ids: [2, 1]),
        makePage(1, ids: [1, 3]),
        makePage(1, ids: [1]),
        makePage(1, ids: [1, 2], total: 7),
        makePage(1, ids: [1, 2, 3], perPage: 3),
        makePage(2, ids: [1, 2]),
    ])
    func anotherPageOneReplacesTheListing(page: UsersPage) {
        var listing = UserListing(firstPage: makePage(1, ids: [1, 2]))
        listing.append(makePage(2, ids: [3, 4]))

        #expect(listing.reloaded(from: page) == .success(UserListing(firstPage: page)))
    }

    @Test func thePageOneFromTheCacheSaysNothingOfTheServersPagesAndReplacesTheListing() {
        let listing = UserListing(firstPage: makePage(1, ids: [1, 2]))
        var cached = makePage(1, ids: [1, 2])
        cached.source = .cache

        #expect(listing.reloaded(from: cached) == .success(UserListing(firstPage: cached)))
    }

    @Test func theReasonIsWordedForTheBannerAndTheCacheIsNotServedForIt() {
        #expect(UsersError.pagesOverlap.reason == "The server's pages overlap")
        #expect(UsersError.pagesOverlap.traceName == ".pagesOverlap")
        #expect(!UsersError.pagesOverlap.allowsCacheFallback)
    }
}

@Suite("UserListing takes in a created user (SPEC N3)")
struct UserListingCreatedUserTests {
    private let ada = User(id: 7, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com")

    @Test func withPagesStillToLoadTheTotalGrowsAndTheUserArrivesWithItsPage() {
        var listing = UserListing(firstPage: makePage(1, ids: [1, 2]))

        listing.addCreated(ada)

        #expect(listing.users.map(\.id) == [1, 2])
        #expect(listing.total == 7 && listing.totalPages == 4 && listing.hasMore)
        #expect(listing.continues(with: makePage(2, ids: [3, 4], total: 7)))
        #expect(!listing.continues(with: makePage(2, ids: [3, 4], total: 6)))
    }

    @Test func whenEveryUserWasLoadedTheCreatedOneIsTheLastRow() {
        var listing = UserListing(firstPage: makePage(1, ids: [1, 2], total: 2))

        listing.addCreated(ada)

        #expect(listing.users.map(\.id) == [1, 2, 7])
        #expect(listing.total == 3 && listing.isComplete && !listing.hasMore)
        #expect(listing.lastPage == 2 && listing.totalPages == 2)
    }

    @Test func anEmptyListGivesWayToTheCreatedUser() {
        var listing = UserListing(firstPage: makePage(1, ids: [], total: 0))

        listing.addCreated(ada)

        #expect(listing.users == [ada])
        #expect(listing.total == 1 && listing.isComplete && !listing.isEmpty)
    }

    @Test func aLoadedUserWithTheSameIdIsReplacedInPlaceAndCountedOnce() {
        var listing = UserListing(firstPage: makePage(1, ids: [6, 7], total: 2))

        listing.addCreated(ada)

        #expect(listing.users.map(\.id) == [6, 7])
        #expect(listing.users[1] == ada)
        #expect(listing.total == 2 && listing.isComplete)
    }
}
