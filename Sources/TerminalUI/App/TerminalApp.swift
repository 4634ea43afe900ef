/// The contract every architecture's composition root implements: the runner, the CLI and
/// the behavioural suite drive all five through it and nothing else.
@MainActor
public protocol TerminalApp: AnyObject {
    /// Delivers `gesture`: `appear` shows the app (its top screen appears), every other one
    /// goes to the screen on top. Returns at once; async work it starts is registered with the
    /// app's `TaskTracker`.
    func send(_ gesture: Gesture)
    /// The current frame: the top screen drawn at the app's size. Pure: calling it twice gives
    /// the same frame and starts nothing.
    func frame() -> Frame
    /// How many screens are open (1 on the list, 2 on a detail).
    var depth: Int { get }
    /// The size frames are drawn at; the host sets it when the terminal is resized.
    var size: ScreenSize { get set }
    /// Called whenever what the app shows changed; the host repaints on its next turn.
    var onNeedsDisplay: (() -> Void)? { get set }
}

/// A rendered screen: lines of text, none with trailing spaces.
public struct Frame: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [String]

    /// Creates a frame.
    public init(lines: [String]) {
        self.lines = lines
    }

    /// The lines joined with newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// Whether the frame contains `text` (on one line, or across lines when it holds a newline).
    public func contains(_ text: String) -> Bool {
        self.text.contains(text)
    }
}

/// A `TerminalApp` over a `NavigationStack`: what each composition root returns.
@MainActor
public final class NavigationApp: TerminalApp {
    /// The screens; routers push and pop on it.
    public let navigation: NavigationStack
    // Where deep links go: the architecture's navigation role.
    private let openDeepLink: (@MainActor (Int) -> Void)?
    // Keeps alive what the composition root built that no screen owns (e.g. a coordinator).
    private let retained: [AnyObject]

    /// An app showing `navigation`'s top screen at `size`; `openDeepLink` receives the id of
    /// `open ID` and hands it to the architecture's navigation role, as UIKit hands a URL to the
    /// scene delegate (none: deep links are ignored); `retaining` keeps other roots alive.
    public init(
        navigation: NavigationStack, size: ScreenSize, openDeepLink: (@MainActor (Int) -> Void)? = nil,
        retaining: [AnyObject] = []
    ) {
        self.navigation = navigation
        self.openDeepLink = openDeepLink
        self.retained = retaining
        navigation.size = size
    }

    public func send(_ gesture: Gesture) {
        switch gesture {
        case .appear: navigation.appear()
        case .open(let id):
            guard let openDeepLink else { return }
            openDeepLink(id)
            // A deep link that launches the app shows it with the linked screen on top: that
            // screen appears, the list under it only when the user goes back to it.
            if !navigation.isVisible { navigation.appear() }
        default: navigation.top?.handle(gesture)
        }
    }

    public func frame() -> Frame {
        Frame(lines: navigation.top?.render(in: navigation.size) ?? [])
    }

    public var depth: Int { navigation.screens.count }

    public var size: ScreenSize {
        get { navigation.size }
        set { navigation.size = newValue }
    }

    public var onNeedsDisplay: (() -> Void)? {
        get { navigation.onNeedsDisplay }
        set { navigation.onNeedsDisplay = newValue }
    }
}
