import Observation
import TerminalUI

extension TerminalScreen {
    /// Draws with `draw` and watches every view-model property the drawing read: when one of
    /// them is about to change, the screen asks to be repainted. This is MVVM's binding; without
    /// it a view model's changes would never reach the screen. The host's repaint draws again,
    /// which watches again.
    func renderObserving(_ draw: () -> [String]) -> [String] {
        withObservationTracking(draw) { [weak self] in
            MainActor.assumeIsolated { self?.setNeedsDisplay() }
        }
    }
}
