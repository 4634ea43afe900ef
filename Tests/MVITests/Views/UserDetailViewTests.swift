import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVI

/// The detail View renders `store.state` and nothing else, and turns each gesture into an intent.
@Suite("UserDetailView", .noTaskLeftRunning)
@MainActor
struct UserDetailViewTests {
    let user = User(id: 3, firstName: "Emma", lastName: "Wong", email: "emma.wong@reqres.in")

    private func makeView(_ mode: UserDetailState.Mode = .viewing(justSaved: false)) -> UserDetailView {
        UserDetailView(store: ViewStoreSpy<UserDetailReducer>(state: UserDetailState(user: user, mode: mode)))
    }

    @Test func viewingShowsTheUser() {
        #expect(
            makeView().render(in: ScreenSize())
                == ["User #3", "Name: Emma Wong", "Email: emma.wong@reqres.in"])
        #expect(makeView(.viewing(justSaved: true)).render(in: ScreenSize()).last == "Saved")
    }

    @Test func editingShowsTheDraftAndWhatWentWrong() {
        var draft = UserDraft(user: user)
        draft.firstName = ""
        let form = UserDetailState.Form(draft: draft, issues: draft.issues, saveFailure: .offline)

        #expect(
            makeView(.editing(form)).render(in: ScreenSize())
                == [
                    "User #3", "Editing", "First name:", "Last name: Wong", "Email: emma.wong@reqres.in",
                    "! First name is required", "! Could not save: You are offline",
                ])
    }

    @Test func savingKeepsTheDraftOnScreen() {
        var draft = UserDraft(user: user)
        draft.firstName = "Emmy"

        #expect(
            makeView(.saving(draft, .save(user, number: 1))).render(in: ScreenSize())
                == [
                    "User #3", "Editing", "First name: Emmy", "Last name: Wong", "Email: emma.wong@reqres.in",
                    "Saving…",
                ])
    }

    @Test func gesturesBecomeIntents() {
        let store = ViewStoreSpy<UserDetailReducer>(state: UserDetailState(user: user))
        let view = UserDetailView(store: store)

        for gesture: Gesture in [
            .edit, .set(field: "email", text: "emmy@example.com"), .save, .cancel, .back, .retry, .appear,
            .refresh,
            .tap(1),
        ] {
            view.handle(gesture)
        }

        #expect(
            store.sent == [
                .editTapped, .fieldChanged(.email, "emmy@example.com"), .saveTapped, .cancelTapped,
                .backTapped, .retryTapped,
            ])
    }

    @Test func loadingTheViewTellsTheStoreTheScreenOpened() {
        let store = ViewStoreSpy<UserDetailReducer>(state: UserDetailState(userID: 3))
        let view = UserDetailView(store: store)

        view.loadViewIfNeeded()

        #expect(store.sent == [.opened])
    }

    // MARK: A deep link's detail (D8)

    private func render(_ state: UserDetailState) -> [String] {
        UserDetailView(store: ViewStoreSpy<UserDetailReducer>(state: state)).render(in: ScreenSize())
    }

    @Test func aDeepLinksDetailShowsLoadingUntilTheUserArrives() {
        #expect(render(UserDetailState(userID: 3)) == ["User #3", "Loading user…"])
        #expect(
            render(UserDetailState(userID: 3, mode: .loading(.load(userID: 3, number: 1))))
                == ["User #3", "Loading user…"])
    }

    @Test func aFailedLoadShowsItsReasonAndRetry() {
        #expect(
            render(UserDetailState(userID: 3, mode: .loadFailed(.offline)))
                == ["User #3", "! Could not load user: You are offline", "  retry to try again"])
        #expect(
            render(UserDetailState(userID: 3, mode: .loadFailed(.cancelled)))
                == ["User #3", "! Could not load user: The request was cancelled", "  retry to try again"])
    }

    @Test func anUnknownUserShowsNoSuchUser() {
        #expect(
            render(UserDetailState(userID: 99, mode: .loadFailed(.notFound))) == [
                "User #99", "! No user #99",
            ])
    }

    @Test func aUserFromTheCacheSaysSoInViewModeOnly() {
        let cached = UserDetailState(user: user, source: .cache)
        var editing = cached
        editing.mode = .editing(UserDetailState.Form(draft: UserDraft(user: user)))

        #expect(
            render(cached)
                == [
                    "User #3", "Name: Emma Wong", "Email: emma.wong@reqres.in", "Offline: showing saved user",
                ])
        #expect(!render(editing).contains("Offline: showing saved user"))
    }
}
