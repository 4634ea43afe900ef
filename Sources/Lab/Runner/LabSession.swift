import Foundation
import SharedDomain
import TerminalUI

/// How a session is set up: the common options of SPEC §6.
public struct SessionConfiguration: Sendable {
    /// Cache file, or ":memory:".
    public var databasePath: String = ":memory:"
    /// A real reqres-format server instead of the demo backend.
    public var apiURL: URL?
    /// Sent as `x-api-key`.
    public var apiKey: String?
    /// The libcurl to load for `apiURL` (`ARCHLAB_LIBCURL`); nil for the system's.
    public var libcurlPath: String?
    /// Whether a proxy from the environment may carry an `http` API's requests, which it would
    /// read in clear text (`ARCHLAB_ALLOW_HTTP_PROXY=1`); loopback is always direct.
    public var allowsCleartextProxy = false
    /// Users the demo backend starts with.
    public var users: Int = 12
    /// Page size the app asks for; nil lets the server decide (the demo's default is 6).
    public var perPage: Int?
    /// Frame size.
    public var size = ScreenSize()
    /// Whether boundary crossings are recorded (the benchmark turns it off).
    public var tracing = true

    /// The defaults: demo backend, in-memory cache, width 72, every row shown.
    public init() {}
}

/// What sessions can share: the server side (demo backend or a real server) and the cache,
/// composed into the offline-first repository. The explorer switches architectures on one of
/// these, so the five see the same backend state.
public final class LabEnvironment: Sendable {
    /// The demo backend; nil when talking to a real server.
    public let backend: DemoBackend?
    /// The cache the repository writes to.
    public let cache: SQLiteUserCache
    /// The offline-first repository over both.
    public let repository: OfflineFirstUserRepository
    /// The settings it was built from.
    public let configuration: SessionConfiguration

    /// Builds the environment on the demo backend, or on the real server of
    /// `configuration.apiURL` through the system libcurl (loaded only then); `warn` receives
    /// cache warnings (a moved-aside file, a locked cache). Throws `LibCurl.Unavailable` when
    /// a real server is asked for and libcurl cannot be loaded, `UserCacheError` when the
    /// cache cannot be opened.
    public convenience init(
        configuration: SessionConfiguration, warn: @escaping @Sendable (String) -> Void = { _ in }
    ) throws {
        if let apiURL = configuration.apiURL {
            let library = try LibCurl.load(configuration.libcurlPath)
            try self.init(
                configuration: configuration,
                client: CurlHTTPClient(
                    baseURL: apiURL, library: library,
                    allowsCleartextProxy: configuration.allowsCleartextProxy),
                backend: nil, warn: warn)
        } else {
            let backend = DemoBackend(users: configuration.users)
            try self.init(configuration: configuration, client: backend, backend: backend, warn: warn)
        }
    }

    /// Builds the environment on any HTTP client speaking the reqres format (tests use scripted
    /// servers); there is no demo backend to control.
    public convenience init(
        configuration: SessionConfiguration, client: any HTTPClient,
        warn: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(UserCacheError) {
        try self.init(configuration: configuration, client: client, backend: nil, warn: warn)
    }

    private init(
        configuration: SessionConfiguration, client: any HTTPClient, backend: DemoBackend?,
        warn: @escaping @Sendable (String) -> Void
    ) throws(UserCacheError) {
        self.configuration = configuration
        self.backend = backend
        cache = try SQLiteUserCache(path: configuration.databasePath, warn: warn)
        repository = OfflineFirstUserRepository(
            remote: ReqresUserRemote(client: client, apiKey: configuration.apiKey), cache: cache, warn: warn)
    }
}

/// One running app with everything under it: an architecture's composition root fed with a
/// repository over the demo backend (or a real server) and an SQLite cache. Gestures sent
/// through it return once the app is settled.
@MainActor
public final class LabSession {
    /// The architecture running.
    public let architecture: Architecture
    /// The app, built by the architecture's composition root.
    public let app: any TerminalApp
    /// The backend, cache and repository under the app.
    public let environment: LabEnvironment
    /// Every task the app started.
    public let tracker = TaskTracker()
    /// The boundary crossings of the running app.
    public let tracer = BoundaryTracer()
    private let signal = ChangeSignal()
    // Removed when the session goes: switching architecture builds a new session on the same
    // backend, whose parking observers add up rather than replace each other.
    private var parkingObserver: ObserverToken?
    // The host's side of drawing: the frame last painted, and whether the app asked for a new one.
    private var painted = Frame(lines: [])
    private var needsDisplay = true

    /// Called when the app asks to be repainted (a View invalidated, a screen was pushed or
    /// popped); the explorer repaints on it. The scenario runner paints after each step.
    public var onNeedsDisplay: (() -> Void)?

    /// The demo backend; nil when talking to a real server.
    public var backend: DemoBackend? { environment.backend }

    /// Builds a session on its own environment; `warn` receives cache warnings.
    public convenience init(
        architecture: Architecture, configuration: SessionConfiguration,
        warn: @escaping @Sendable (String) -> Void = { _ in }
    ) throws {
        self.init(
            architecture: architecture,
            environment: try LabEnvironment(configuration: configuration, warn: warn))
    }

    /// Builds a session running `architecture` on a shared `environment`.
    public init(architecture: Architecture, environment: LabEnvironment) {
        self.architecture = architecture
        self.environment = environment
        let tracing = environment.configuration.tracing
        let repository: any UserRepository =
            tracing
            ? TracingUserRepository(
                base: environment.repository, tracer: tracer, caller: architecture.repositoryCaller)
            : environment.repository
        app = architecture.makeApp(
            repository, tracker, environment.configuration.perPage, environment.configuration.size,
            tracing ? tracer : nil)
        let signal = signal
        tracker.addObserver { signal.notify() }
        parkingObserver = environment.backend?.addParkingObserver { signal.notify() }
        app.onNeedsDisplay = { [weak self] in
            guard let self else { return }
            self.needsDisplay = true
            self.onNeedsDisplay?()
        }
    }

    isolated deinit {
        if let parkingObserver { environment.backend?.removeParkingObserver(parkingObserver) }
    }

    /// Sends `gesture` and returns at once; the app repaints as its work answers.
    public func send(_ gesture: Gesture) {
        if environment.configuration.tracing {
            // A deep link reaches the app (as a URL reaches the scene delegate), not a View.
            let receiver = if case .open = gesture { "App" } else { "View" }
            tracer.record("User", receiver, gesture.traceName)
        }
        app.send(gesture)
    }

    /// Sends `gesture` and returns once the app is settled.
    public func perform(_ gesture: Gesture) async {
        send(gesture)
        await settle()
    }

    /// Returns when every task the app started has finished or is parked in the demo backend
    /// (one parked request per task). Waits on change notifications, never on a clock.
    public func settle() async {
        while true {
            let generation = signal.generation
            if tracker.running <= (backend?.parkedRequests.count ?? 0) { return }
            await signal.wait(after: generation)
        }
    }

    /// The frame the host shows: repainted first if the app asked for it since the last paint,
    /// otherwise the last one painted. A View that never invalidates is never repainted, as on
    /// a real screen.
    public func frame() -> Frame {
        if needsDisplay {
            needsDisplay = false
            painted = app.frame()
        }
        return painted
    }

    /// Resizes the app (the terminal was resized); it repaints at the new size.
    public func resize(to size: ScreenSize) {
        app.size = size
    }
}
