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
    var shown: FetchedUser { FetchedUser(user: user) }

    /// The store's state with `screen` as opening 1 of a detail.
    private func showing(_ screen: UserDetailState) -> UsersState {
        UsersState(destination: .detail(UsersState.Detail(opening: 1, screen: screen)), openings: 1)
    }

    private func makeView(_ mode: UserDetailState.Mode? = nil) -> UserDetailView {
        let mode = mode ?? .viewing(shown, justSaved: false)
        return UserDetailView(
            store: IntentRecorder().store(showing(UserDetailState(userID: 3, mode: mode))), opening: 1)
    }

    @Test func viewingShowsTheUser() {
        #expect(
            makeView().render(in: ScreenSize())
                == ["User #3", "Name: Emma Wong", "Email: emma.wong@reqres.in"])
        #expect(makeView(.viewing(shown, justSaved: true)).render(in: ScreenSize()).last == "Saved")
    }

    @Test func editingShowsTheDraftAndWhatWentWrong() {
        var draft = UserDraft(user: user)
        draft.firstName = ""
        let form = UserForm(draft: draft, issues: draft.issues, saveFailure: .offline)

        #expect(
            makeView(.editing(shown, form)).render(in: ScreenSize())
                == [
                    "User #3", "Editing", "First name:", "Last name: Wong", "Email: emma.wong@reqres.in",
                    "! First name is required", "! Could not save: You are offline",
                ])
    }

    @Test func savingKeepsTheDraftOnScreen() {
        var draft = UserDraft(user: user)
        draft.firstName = "Emmy"

        #expect(
            makeView(.saving(shown, UserForm(draft: draft), .save(user, number: 1)))
                .render(in: ScreenSize())
                == [
                    "User #3", "Editing", "First name: Emmy", "Last name: Wong", "Email: emma.wong@reqres.in",
                    "Saving…",
                ])
    }

    @Test func gesturesBecomeIntents() {
        let recorder = IntentRecorder()
        let view = UserDetailView(store: recorder.store(showing(.viewing(user))), opening: 1)

        for gesture: Gesture in [
            .edit, .set(field: "email", text: "emmy@example.com"), .save, .cancel, .back, .retry, .appear,
            .refresh,
            .tap(1),
        ] {
            view.handle(gesture)
        }

        #expect(
            recorder.sent == [
                .detail(.editTapped), .detail(.fieldChanged(.email, "emmy@example.com")),
                .detail(.saveTapped),
                .detail(.cancelTapped), .detail(.backTapped), .detail(.retryTapped),
            ])
    }

    @Test func loadingAndShowingTheViewSendsNothing() {
        let recorder = IntentRecorder()
        let view = UserDetailView(store: recorder.store(showing(.viewing(user))), opening: 1)
        let navigation = NavigationStack()

        navigation.push(view)
        navigation.appear()
        _ = view.render(in: ScreenSize())

        #expect(recorder.sent.isEmpty)
    }

    @Test func eachPublishedStateAsksTheHostToRepaint() {
        let recorder = IntentRecorder()
        let store = recorder.store(UsersState())
        let navigation = NavigationStack()
        navigation.push(UserListView(store: store))
        navigation.push(UserDetailView(store: store, opening: 1))
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        recorder.nextState = showing(.viewing(user, justSaved: true))
        store.send(.detail(.saveTapped))

        // The list repaints too, but only the screen on top reaches the host.
        #expect(repaints == 1)
    }

    @Test func aDetailNoLongerInTheStateDrawsNothing() {
        let store = IntentRecorder().store(showing(.viewing(user)))

        #expect(UserDetailView(store: store, opening: 2).render(in: ScreenSize()).isEmpty)
    }

    // MARK: A deep link's detail (D8)

    private func render(_ state: UserDetailState) -> [String] {
        UserDetailView(store: IntentRecorder().store(showing(state)), opening: 1).render(in: ScreenSize())
    }

    @Test func aDeepLinksDetailShowsLoadingUntilTheUserArrives() {
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
        let cached = UserDetailState.viewing(user, source: .cache)
        var editing = cached
        editing.mode = .editing(
            FetchedUser(user: user, source: .cache), UserForm(draft: UserDraft(user: user)))

        #expect(
            render(cached)
                == [
                    "User #3", "Name: Emma Wong", "Email: emma.wong@reqres.in", "Offline: showing saved user",
                ])
        #expect(!render(editing).contains("Offline: showing saved user"))
    }
}
