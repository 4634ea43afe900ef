/// The screens the user has opened, the topmost shown: this repo's `UINavigationController`.
///
/// Routers and coordinators push and pop; the stack owns the screens, so a popped screen and
/// everything only it holds is freed. It drives each screen's lifecycle (loaded, will appear,
/// did disappear) and tells its host when the visible screen needs repainting.
@MainActor
public final class NavigationStack {
    /// Bottom to top.
    public private(set) var screens: [TerminalScreen] = []
    /// Whether the stack is on screen: false until the app first appears.
    public private(set) var isVisible = false
    /// The area every screen is drawn into; changing it repaints.
    public var size = ScreenSize() {
        didSet {
            guard size != oldValue else { return }
            for screen in screens { screen.bounds = size }
            onNeedsDisplay?()
        }
    }
    /// Called when what the stack shows changed: a push, a pop, a new size, or the visible
    /// screen's `setNeedsDisplay()`. Set by the app's host.
    public var onNeedsDisplay: (() -> Void)?
    /// Told of each transition as it begins, as a `UINavigationControllerDelegate` is:
    /// `push(UserDetailViewController)`, `pop()`, `replaceTop(with: UserDetailViewController)`.
    /// Set by whoever composes the app (the lab records navigation through it).
    public var onNavigate: ((String) -> Void)?

    /// An empty stack.
    public init() {}

    /// The screen on top, the one gestures go to and the frame shows.
    public var top: TerminalScreen? { screens.last }

    /// Shows `screen` on top of the others: it loads, the screen it covers disappears, and it
    /// appears if the stack is visible.
    public func push(_ screen: TerminalScreen) {
        onNavigate?("push(\(type(of: screen)))")
        show(screen)
    }

    private func show(_ screen: TerminalScreen) {
        let covered = top
        screen.navigationStack = self
        screen.bounds = size
        screen.loadViewIfNeeded()
        screens.append(screen)
        if isVisible {
            covered?.viewDidDisappear()
            screen.viewWillAppear()
        }
        onNeedsDisplay?()
    }

    /// Removes the top screen, never the root one: it disappears and the one under it appears.
    public func pop() {
        onNavigate?("pop()")
        guard screens.count > 1 else { return }
        let popped = screens.removeLast()
        if isVisible {
            popped.viewDidDisappear()
            top?.viewWillAppear()
        }
        popped.navigationStack = nil
        onNeedsDisplay?()
    }

    /// Puts `screen` in place of the top screen, never the root one (a second deep link
    /// replaces the detail): the replaced screen disappears and the new one appears, and the
    /// screen under them never shows in between. On the root alone, it pushes.
    public func replaceTop(with screen: TerminalScreen) {
        onNavigate?("replaceTop(with: \(type(of: screen)))")
        guard screens.count > 1 else { return show(screen) }
        let replaced = screens.removeLast()
        screen.navigationStack = self
        screen.bounds = size
        screen.loadViewIfNeeded()
        screens.append(screen)
        if isVisible {
            replaced.viewDidDisappear()
            screen.viewWillAppear()
        }
        replaced.navigationStack = nil
        onNeedsDisplay?()
    }

    /// The app is shown (again): the top screen appears. A screen that loads on appearing
    /// starts its load here, never when it is drawn.
    public func appear() {
        isVisible = true
        top?.viewWillAppear()
        onNeedsDisplay?()
    }

    // Only the visible screen's changes reach the host; a covered screen repaints when it is
    // shown again.
    func screenNeedsDisplay(_ screen: TerminalScreen) {
        guard screen === top else { return }
        onNeedsDisplay?()
    }
}
