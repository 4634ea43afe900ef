import SharedDomain
import TerminalUI

/// How an architecture's composition root builds the app: the same signature in all five.
public typealias CompositionRoot =
    @MainActor @Sendable (
        _ repository: any UserRepository, _ tracker: TaskTracker, _ perPage: Int?, _ size: ScreenSize,
        _ tracer: BoundaryTracer?
    ) -> any TerminalApp

/// One registered architecture, declared once: its names, where its code and tests are, what
/// its types and roles are called, and its composition root. The registry, the workshop slot,
/// `stats`, the docs and tracing read these instead of assuming "title = folder = type prefix".
public struct Architecture: Sendable, Hashable, CustomStringConvertible {
    /// Command-line name: `vip`, `viper`, `mvp`, `mvvm`, `mvi`.
    public let name: String
    /// Display name: `VIP`, `VIPER`…
    public let title: String
    /// Its sources, relative to the package: `Sources/VIP`.
    public let sourceFolder: String
    /// Its unit tests, relative to the package: `Tests/VIPTests`.
    public let testFolder: String
    /// The lab's instrumentation (the recorders of its boundary crossings), compiled into the
    /// same module but kept out of `sourceFolder`, so the pattern's folder holds the pattern
    /// only: `Sources/Tracing/VIP`. `stats` counts it apart from the pattern.
    public let tracingFolder: String
    /// What its type names start with: `VIP` in `VIPComposition`.
    public let typePrefix: String
    /// Its roles as traces name them (View, Interactor, …), besides the host's
    /// (`hostRoles`); every crossing it records is between these.
    public let roles: [String]
    /// The role that calls the repository (`Worker`, `Interactor`…), named in traces.
    public let repositoryCaller: String
    /// Its composition root.
    public let makeApp: CompositionRoot

    /// The participants every architecture shares in traces: the user, the app host, the
    /// navigation stack and the repository.
    public static let hostRoles = ["User", "App", "Navigation", "Repository"]

    /// Declares an architecture whose code is in `Sources/<module>` and `Tests/<module>Tests`,
    /// its recorders in `tracingFolder` (by default `Sources/Tracing/<module>`).
    public init(
        name: String, title: String, module: String, tracingFolder: String? = nil, typePrefix: String,
        roles: [String], repositoryCaller: String,
        makeApp: @escaping CompositionRoot
    ) {
        self.name = name
        self.title = title
        self.sourceFolder = "Sources/\(module)"
        self.tracingFolder = tracingFolder ?? "Sources/Tracing/\(module)"
        self.testFolder = "Tests/\(module)Tests"
        self.typePrefix = typePrefix
        self.roles = roles
        self.repositoryCaller = repositoryCaller
        self.makeApp = makeApp
    }

    /// Its composition root's type name: `VIPComposition`.
    public var compositionRoot: String { "\(typePrefix)Composition" }

    public var description: String { name }

    public static func == (lhs: Architecture, rhs: Architecture) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
