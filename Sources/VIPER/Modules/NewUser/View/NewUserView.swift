import SharedDomain
import TerminalUI

/// The new-user form, a passive View: forwards gestures to its output and draws the view data
/// its Presenter displays. It tells its Presenter when it loaded, and each `display` repaints
/// it (`setNeedsDisplay`).
@MainActor
final class NewUserView: TerminalScreen, NewUserViewInput {
    /// The new-user Presenter. Strong: the View owns its module.
    let output: any NewUserViewOutput
    private var viewData: NewUserViewData?

    init(output: any NewUserViewOutput) {
        self.output = output
    }

    func display(_ viewData: NewUserViewData) {
        self.viewData = viewData
        setNeedsDisplay()
    }

    override func viewDidLoad() {
        output.viewDidLoad()
    }

    override func handle(_ gesture: Gesture) {
        switch gesture {
        case .set(let name, let text):
            // The form names its fields as the detail's does; an unknown name changes nothing.
            guard let field = UserDraft.Field(rawValue: name) else { break }
            output.didChange(field, to: text)
        case .save: output.didTapSave()
        case .cancel: output.didTapCancel()
        case .back: output.didTapBack()
        case .appear, .open, .scrollToEnd, .scrollToTop, .refresh, .retry, .tap, .search, .edit, .new: break
        }
    }

    override func render(in size: ScreenSize) -> [String] {
        guard let viewData else { return [] }
        return DetailScreen(
            title: viewData.title,
            subtitle: viewData.subtitle,
            fields: viewData.fields.map { DetailScreen.Field($0.label, $0.value) },
            messages: viewData.messages,
            status: viewData.status
        ).render(in: size)
    }
}
