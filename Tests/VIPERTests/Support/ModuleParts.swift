import SharedDomain
import TerminalUI
import Testing

@testable import VIPER

/// Whether the app under test traces the crossings between its roles.
enum TracingMode: CaseIterable, CustomTestStringConvertible {
    case untraced
    case traced

    /// The tracer the composition is given: none, or a fresh one.
    var tracer: BoundaryTracer? { self == .traced ? BoundaryTracer() : nil }

    var testDescription: String { self == .traced ? "traced" : "untraced" }
}

/// The parts of a module reached from its View, watched weakly; in a traced app, the two recorders
/// at its boundaries too.
@MainActor
struct ModuleParts {
    let mode: TracingMode
    private(set) var watched = WeakParts()

    init(_ mode: TracingMode) {
        self.mode = mode
    }

    /// Watches `object`, named by `role`.
    mutating func watch(_ role: String, _ object: AnyObject) {
        watched.watch(role, object)
    }

    /// The part of type `Part` at `link`, watched as `role`.
    mutating func part<Part: AnyObject>(_ role: String, _ type: Part.Type, at link: Any?) throws -> Part {
        let part = try #require(link as? Part, "no \(role)")
        watch(role, part)
        return part
    }

    /// Traced, the recorder of type `Recorder` at `link`, watched as `role`; untraced, nil: there
    /// is none.
    mutating func recorder<Recorder: AnyObject>(
        _ role: String, _ type: Recorder.Type, at link: Any?
    ) throws -> Recorder? {
        guard mode == .traced else {
            #expect(!(link is Recorder))
            return nil
        }
        return try part(role, type, at: link)
    }
}
