import Observation
import TerminalUI

/// Whether a view's last drawing is still watched: Observation forgets a watch only when it
/// fires, so each view keeps one of these and watches one drawing at a time.
@MainActor
final class ObservedDrawing {
    fileprivate var isWatched = false
}

extension TerminalScreen {
    /// Draws with `draw` and watches every view-model property the drawing read: when one of
    /// them is about to change, the screen asks to be repainted. This is MVVM's binding; without
    /// it a view model's changes would never reach the screen. The host's repaint draws again,
    /// which watches again.
    ///
    /// A drawing made while the last one is still watched (a scroll, a resize: nothing the view
    /// model holds changed) is not watched a second time: every watch stays registered with the
    /// view model until it fires, so watching each frame would pile one up per gesture. The
    /// waiting watch already covers this drawing, which reads the same property, the view
    /// model's `state`.
    func renderObserving(_ drawing: ObservedDrawing, _ draw: () -> [String]) -> [String] {
        guard !drawing.isWatched else { return draw() }
        drawing.isWatched = true
        return withObservationTracking(draw) { [weak self, weak drawing] in
            MainActor.assumeIsolated {
                drawing?.isWatched = false
                self?.setNeedsDisplay()
            }
        }
    }
}
