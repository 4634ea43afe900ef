import Observation
import TerminalUI

/// A view's last drawing, kept until something the drawing read from its view model changes
/// (Observation tells) or the view asks for another size: how MVVM's views stay bound to
/// their view models without redrawing on every frame.
@MainActor
final class ObservedDrawing {
    private var drawing: (size: ScreenSize, lines: [String])?

    /// The size of the last drawing, if there is one.
    var lastSize: ScreenSize? { drawing?.size }

    /// The last drawing at `size`, or a fresh one from `draw`, observed.
    func lines(at size: ScreenSize, draw: () -> [String]) -> [String] {
        if let drawing, drawing.size == size { return drawing.lines }
        let lines = withObservationTracking(draw) { [weak self] in
            MainActor.assumeIsolated { self?.drawing = nil }
        }
        drawing = (size, lines)
        return lines
    }

    /// Forgets the drawing after a change the view model does not know of (a scroll).
    func invalidate() {
        drawing = nil
    }
}
