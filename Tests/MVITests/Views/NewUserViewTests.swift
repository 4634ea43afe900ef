import ArchLabTestSupport
import SharedDomain
import TerminalUI
import Testing

@testable import MVI

/// The New user form's View renders `store.state` and nothing else, and turns each gesture into
/// an intent.
@Suite("NewUserView", .noTaskLeftRunning)
@MainActor
struct NewUserViewTests {
    /// The store's state with `screen` as opening 1, the New user form.
    private func showing(_ screen: NewUserState) -> UsersState {
        UsersState(destination: .newUser(UsersState.NewUser(opening: 1, screen: screen)), openings: 1)
    }

    private func render(_ state: NewUserState) -> [String] {
        NewUserView(store: IntentRecorder().store(showing(state)), opening: 1).render(in: ScreenSize())
    }

    private var ada: UserDraft {
        var draft = UserDraft()
        draft.firstName = "Ada"
        draft.lastName = "Lovelace"
        draft.email = "ada@example.com"
        return draft
    }

    @Test func theFormOpensWithItsTitleAndEmptyFields() {
        #expect(render(NewUserState()) == ["New user", "Editing", "First name:", "Last name:", "Email:"])
    }

    @Test func editingShowsTheDraftAndWhatWentWrong() {
        var draft = ada
        draft.firstName = " "
        let state = NewUserState(
            mode: .editing(UserForm(draft: draft, issues: draft.issues, saveFailure: .offline)))

        #expect(
            render(state)
                == [
                    "New user", "Editing", "First name:", "Last name: Lovelace", "Email: ada@example.com",
                    "! First name is required", "! Could not save: You are offline",
                ])
    }

    @Test func savingKeepsTheDraftOnScreen() {
        let saving = NewUserState(
            mode: .saving(UserForm(draft: ada), NewUserRequest(draft: ada, number: 1)), requestCount: 1)

        #expect(
            render(saving)
                == [
                    "New user", "Editing", "First name: Ada", "Last name: Lovelace", "Email: ada@example.com",
                    "Saving…",
                ])
    }

    @Test func gesturesBecomeIntents() {
        let recorder = IntentRecorder()
        let view = NewUserView(store: recorder.store(showing(NewUserState())), opening: 1)

        for gesture: Gesture in [
            .set(field: "first-name", text: "Ada"), .set(field: "nickname", text: "Ada"), .save, .retry,
            .new, .tap(1), .scrollToEnd, .scrollToTop, .refresh, .search("Ada"), .edit, .cancel, .back,
        ] {
            view.handle(gesture)
        }

        // `retry`, `new` and the list's gestures change nothing on the form (N4, N5).
        #expect(
            recorder.sent == [
                .newUser(.fieldChanged(.firstName, "Ada")), .newUser(.saveTapped), .newUser(.cancelTapped),
                .newUser(.backTapped),
            ])
    }

    @Test func loadingAndShowingTheViewSendsNothing() {
        let recorder = IntentRecorder()
        let view = NewUserView(store: recorder.store(showing(NewUserState())), opening: 1)
        let navigation = NavigationStack()

        navigation.push(view)
        navigation.appear()
        _ = view.render(in: ScreenSize())

        #expect(recorder.sent.isEmpty)
    }

    @Test func eachPublishedStateAsksTheHostToRepaint() {
        let recorder = IntentRecorder()
        let store = recorder.store(showing(NewUserState()))
        let navigation = NavigationStack()
        navigation.push(UserListView(store: store))
        navigation.push(NewUserView(store: store, opening: 1))
        var repaints = 0
        navigation.onNeedsDisplay = { repaints += 1 }

        recorder.nextState = showing(NewUserState(mode: .editing(UserForm(draft: ada))))
        store.send(.newUser(.fieldChanged(.email, "ada@example.com")))

        #expect(repaints == 1)
    }

    @Test func aFormNoLongerInTheStateDrawsNothing() {
        let store = IntentRecorder().store(showing(NewUserState()))
        let detail = IntentRecorder().store(
            UsersState(
                destination: .detail(UsersState.Detail(opening: 1, screen: .viewing(.fixture(id: 3)))),
                openings: 1))

        #expect(NewUserView(store: store, opening: 2).render(in: ScreenSize()).isEmpty)
        #expect(NewUserView(store: detail, opening: 1).render(in: ScreenSize()).isEmpty)
    }
}
