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

/// A tracing decorator a role holds strongly, and the part it forwards to.
@MainActor
protocol Decorator: AnyObject {
    var decorated: AnyObject { get }
}

extension TracedUserListViewOutput: Decorator { var decorated: AnyObject { base } }
extension TracedUserListInteractorInput: Decorator { var decorated: AnyObject { base } }
extension TracedUserListRouterInput: Decorator { var decorated: AnyObject { base } }
extension TracedUserDetailViewOutput: Decorator { var decorated: AnyObject { base } }
extension TracedUserDetailInteractorInput: Decorator { var decorated: AnyObject { base } }
extension TracedUserDetailRouterInput: Decorator { var decorated: AnyObject { base } }

/// The parts of a module reached from its View, watched weakly; in a traced app, the decorators
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

    /// The part of type `Part` across `boundary`, watched as `role`. Traced, the boundary holds a
    /// decorator, watched as `decoratorRole`, that forwards to the part.
    mutating func part<Part: AnyObject>(
        _ role: String, _ type: Part.Type, across boundary: AnyObject?, decorator decoratorRole: String
    ) throws -> Part {
        var object = boundary
        if mode == .traced {
            let decorator = try #require(boundary as? any Decorator, "no decorator: \(decoratorRole)")
            watch(decoratorRole, decorator)
            object = decorator.decorated
        }
        let part = try #require(object as? Part)
        watch(role, part)
        return part
    }

    /// Traced, watches the decorator of type `Decorated` that `boundary` holds, as `role`; untraced,
    /// there is none.
    mutating func decorator<Decorated: AnyObject>(
        _ role: String, _ type: Decorated.Type, at boundary: AnyObject?
    ) throws {
        guard mode == .traced else { return }
        watch(role, try #require(boundary as? Decorated))
    }
}
