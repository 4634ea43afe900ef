import SharedDomain
import TerminalUI

/// What a composition root needs to build the feature: the same for all five.
public struct AppDependencies {
    /// The offline-first repository (or a test double).
    public var repository: any UserRepository
    /// Registers every task the app starts, for settling.
    public var tracker: TaskTracker
    /// Page size to ask for; nil lets the server decide.
    public var perPage: Int?
    /// Where frames are drawn.
    public var size: ScreenSize
    /// Records boundary crossings when given; the composition root applies tracing decorators.
    public var tracer: BoundaryTracer?

    /// Creates the dependencies.
    public init(
        repository: any UserRepository, tracker: TaskTracker, perPage: Int?, size: ScreenSize,
        tracer: BoundaryTracer? = nil
    ) {
        self.repository = repository
        self.tracker = tracker
        self.perPage = perPage
        self.size = size
        self.tracer = tracer
    }
}

/// One registered architecture: its name on the command line and its composition root.
public struct Architecture: Sendable, Hashable, CustomStringConvertible {
    /// Command-line name: `vip`, `viper`, `mvp`, `mvvm`, `mvi`.
    public let name: String
    /// Display name: `VIP`, `VIPER`…
    public let title: String
    /// The role that calls the repository (`Worker`, `Interactor`…), named in traces.
    public let repositoryCaller: String
    /// Calls the architecture's composition root.
    public let makeApp: @MainActor @Sendable (AppDependencies) -> any TerminalApp

    /// Registers an architecture.
    public init(
        name: String, title: String, repositoryCaller: String,
        makeApp: @escaping @MainActor @Sendable (AppDependencies) -> any TerminalApp
    ) {
        self.name = name
        self.title = title
        self.repositoryCaller = repositoryCaller
        self.makeApp = makeApp
    }

    public var description: String { name }

    public static func == (lhs: Architecture, rhs: Architecture) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
