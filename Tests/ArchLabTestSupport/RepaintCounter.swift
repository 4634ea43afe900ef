import TerminalUI

/// Counts the repaints a screen asks its host for (`setNeedsDisplay()`): the screen sits alone
/// on a navigation stack whose host is this counter. A screen that changes what it shows and
/// does not ask is never redrawn, though its next frame, read directly, would look right.
@MainActor
public final class RepaintCounter {
    /// Repaints asked for since the screen was shown.
    public private(set) var count = 0
    private let stack = NavigationStack()

    /// Shows `screen` on a stack of its own, `size` large (loaded, not appeared: nothing starts).
    public init(showing screen: TerminalScreen, size: ScreenSize = ScreenSize()) {
        stack.size = size
        stack.push(screen)
        stack.onNeedsDisplay = { [unowned self] in count += 1 }
    }
}
