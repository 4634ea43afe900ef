import TerminalUI

/// A screen that draws one line and ignores gestures: the root under a routed scene.
@MainActor
final class StillScreen: TerminalScreen {
    override func render(in size: ScreenSize) -> [String] {
        ["still"]
    }
}
