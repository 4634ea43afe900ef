/// One screen on the navigation stack: a View of some architecture, drawn as text.
///
/// The architecture's View conforms: it turns gestures into calls on its own next role
/// (Interactor, Presenter, view model, store) and draws that role's output.
@MainActor
public protocol TerminalScreen: AnyObject {
    /// Handles a gesture meant for this screen; gestures it has no use for are ignored.
    func handle(_ gesture: Gesture)
    /// The lines of this screen at `size`; no line wider than `size.width`, none with trailing spaces.
    func render(in size: ScreenSize) -> [String]
}
