/// One screen on the navigation stack — this repo's `UIViewController`. An architecture's View
/// subclasses it: it turns gestures into calls on its own next role (Interactor, Presenter,
/// view model, store) and draws that role's output.
///
/// Like a view controller, a screen has a lifecycle driven by navigation, never by drawing:
/// - `viewDidLoad()` once, when the screen is first pushed;
/// - `viewWillAppear()` each time it becomes the visible screen (the app appears, it is pushed
///   on a visible stack, or the screen covering it is popped);
/// - `viewDidDisappear()` each time it stops being visible (popped, or covered by a push).
///
/// When what it shows changes, it calls `setNeedsDisplay()` (UIKit's `setNeedsDisplay`), and
/// the host repaints it. Drawing is pure: `render(in:)` starts no work and changes no state.
@MainActor
open class TerminalScreen {
    /// Whether `viewDidLoad()` has run.
    public private(set) var isViewLoaded = false
    /// The area this screen is drawn into, set by its navigation stack (like a view's bounds).
    public internal(set) var bounds = ScreenSize()
    /// The stack that shows this screen, told when it needs repainting; nil while it is on
    /// none (UIKit's `navigationController`). Routers push and pop through it.
    public internal(set) weak var navigationStack: NavigationStack?

    /// A screen not on any stack yet.
    public init() {}

    /// Called once, when the screen is first pushed: connect what only needs connecting once.
    open func viewDidLoad() {}

    /// Called each time the screen becomes the visible one.
    open func viewWillAppear() {}

    /// Called each time the screen stops being the visible one.
    open func viewDidDisappear() {}

    /// Handles a gesture meant for this screen; gestures it has no use for are ignored.
    open func handle(_ gesture: Gesture) {}

    /// The lines of this screen at `size`; no line wider than `size.width`, none with trailing
    /// spaces. Pure: calling it twice gives the same lines and starts nothing.
    open func render(in size: ScreenSize) -> [String] { [] }

    /// Tells the host that what this screen shows changed; it repaints on its next turn.
    public final func setNeedsDisplay() {
        navigationStack?.screenNeedsDisplay(self)
    }

    /// Runs `viewDidLoad()` if it has not run yet.
    public final func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }
}
