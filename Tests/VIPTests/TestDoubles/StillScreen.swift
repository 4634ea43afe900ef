import TerminalUI

/// A screen that draws one line, ignores gestures and counts its appearances: the root under a
/// routed scene.
@MainActor
final class StillScreen: TerminalScreen {
    /// How many times it appeared.
    private(set) var appearances = 0

    override func viewWillAppear() {
        appearances += 1
    }

    override func render(in size: ScreenSize) -> [String] {
        ["still"]
    }
}
