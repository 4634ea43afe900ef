import SharedDomain
import TerminalUI
import Testing

@testable import MVI

/// The detail View renders `store.state` and nothing else, and turns each gesture into an intent.
@Suite("UserDetailView")
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
            makeView(.saving(draft)).render(in: ScreenSize())
                == [
                    "User #3", "Editing", "First name: Emmy", "Last name: Wong", "Email: emma.wong@reqres.in",
                    "Saving…",
                ])
    }

    @Test func gesturesBecomeIntents() {
        let store = ViewStoreSpy<UserDetailReducer>(state: UserDetailState(user: user))
        let view = UserDetailView(store: store)

        for gesture: Gesture in [
            .edit, .set(.email, "emmy@example.com"), .save, .cancel, .back, .appear, .refresh, .tap(1),
        ] {
            view.handle(gesture)
        }

        #expect(
            store.sent == [
                .editTapped, .fieldChanged(.email, "emmy@example.com"), .saveTapped, .cancelTapped,
                .backTapped,
            ])
    }
}
