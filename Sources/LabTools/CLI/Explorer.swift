import Dispatch
import Foundation
import Lab
import SharedDomain
import TerminalUI

/// The explorer's keys, as its `?` screen lists them (and the README).
enum ExplorerHelp {
    /// One key, or keys that do the same.
    struct Key: Sendable {
        /// As typed, e.g. "b  esc".
        let keys: String
        /// What it does.
        let action: String
    }

    /// Every key of the explorer.
    static let keys: [Key] = [
        Key(keys: "↑ ↓  k j", action: "move the selection; past the last row loads the next page"),
        Key(keys: "enter", action: "open the selected user"),
        Key(keys: "b  esc", action: "back to the list"),
        Key(keys: "r", action: "refresh the list"),
        Key(keys: "n", action: "open the new user form from the list"),
        Key(keys: "e", action: "edit the open user"),
        Key(keys: "s", action: "save the edit"),
        Key(keys: "c", action: "cancel the edit"),
        Key(keys: ":", action: "type one scenario step, e.g. set first-name Zoë, search wo, backend offline"),
        Key(keys: "t", action: "show or hide the trace of the last gesture"),
        Key(
            keys: "1–\(Architectures.builtIn.count)",
            action: "switch architecture: this run's gestures replayed in it"
        ),
        Key(keys: "?", action: "show or hide this help"),
        Key(keys: "q  ctrl-c", action: "quit"),
    ]

    /// The `?` screen's keys: every key, and the workshop slot's number when one is built in.
    static var screenKeys: [Key] {
        let slots = Architectures.all.count - Architectures.builtIn.count
        guard slots > 0 else { return keys }
        let slot = Key(
            keys: "\(Architectures.all.count)", action: "switch to the workshop slot, the same way")
        return keys.prefix(keys.count - 2) + [slot] + keys.suffix(2)
    }
}

/// The interactive explorer (`archlab` on a terminal): full screen, one architecture at a time
/// on one shared backend and cache, switched live with 1–5, with the trace of the last gesture.
///
/// It is a host, as a window is: it sends a gesture and returns to its event loop at once, and
/// repaints whenever the app invalidates (a View called `setNeedsDisplay`, a screen was pushed
/// or popped), so `Loading users…`, `Refreshing…` and `Saving…` show while the request is in
/// flight and the answer repaints without a key press. Keys are read on a thread of their own,
/// so they stay live while a request is slow.
@MainActor
final class Explorer {
    /// What wakes the event loop.
    private enum Event: Sendable {
        case key(RawTerminal.Key)
        case resized
        case repaint
        case inputEnded
    }

    private let terminal: RawTerminal
    private let environment: LabEnvironment
    private let events: AsyncStream<Event>
    private let post: AsyncStream<Event>.Continuation
    private var session: LabSession
    private var selected = 1
    // A row asked for past the loaded ones: selected once its page has arrived.
    private var pendingSelection: Int?
    private var showTrace = false
    private var showHelp = false
    private var trace: [BoundaryTracer.Crossing] = []
    private var message = ""
    private var prompt: String?
    private var repaintPosted = false
    // Every gesture of this run, in order: replayed in the architecture a number key switches to.
    private var history: [Gesture] = []
    // A switch or a `:` step is under way: its session is busy, so keys other than q wait.
    private var busy = false

    // Always on the last line, whatever the width: the way out and the way to every other key.
    private static let exitKeys = "? help · q quit"
    private static let shortKeys =
        "↑↓ move · enter open · b back · r refresh · n new · e edit · s save · : step · t trace"

    static func run(_ command: ExploreCommand) async throws -> ExitCode {
        let openUser = command.openUser
        var configuration = command.session.configuration(defaultDatabase: SQLiteUserCache.defaultPath())
        let architecture = command.architecture
        let terminal = RawTerminal()
        defer { terminal.close() }
        configuration.size = layoutSize(terminal.size, showTrace: false)
        let environment: LabEnvironment
        do {
            environment = try LabEnvironment(configuration: configuration, warn: { _ in })
        } catch let unavailable as LibCurl.Unavailable {
            throw ArchLabCLI.CommandFailure(unavailable)
        } catch {
            // The default cache falls back to memory; a file named with --db is exit 73.
            guard configuration.databasePath == SQLiteUserCache.defaultPath() else {
                throw ArchLabCLI.CommandFailure(
                    code: .cannotCreate,
                    message: "cannot open the cache \(configuration.databasePath): \(error)")
            }
            configuration.databasePath = ":memory:"
            environment = try LabEnvironment(configuration: configuration)
        }
        let explorer = Explorer(terminal: terminal, environment: environment, architecture: architecture)
        await explorer.loop(openingUser: openUser)
        return .success
    }

    private init(terminal: RawTerminal, environment: LabEnvironment, architecture: Architecture) {
        self.terminal = terminal
        self.environment = environment
        (events, post) = AsyncStream.makeStream(of: Event.self)
        session = LabSession(architecture: architecture, environment: environment)
    }

    /// Runs until `q`; with `openingUser`, the app starts on that user's detail (a deep link),
    /// the list under it not shown yet.
    private func loop(openingUser: Int?) async {
        readKeys()
        watchResizes()
        show(session)
        if let openingUser { send(.open(openingUser)) }
        send(.appear)
        draw()
        for await event in events {
            switch event {
            case .key(let key):
                guard handle(key) else { return }
            case .resized:
                session.resize(to: Self.layoutSize(terminal.size, showTrace: showTrace))
            case .repaint:
                repaintPosted = false
            case .inputEnded:
                return
            }
            draw()
        }
    }

    // MARK: Events

    private func readKeys() {
        let post = post
        Thread.detachNewThread {
            while let key = RawTerminal.readKey() {
                post.yield(.key(key))
            }
            post.yield(.inputEnded)
        }
    }

    /// SIGWINCH → one byte on a pipe → `.resized`. The handler is the explorer's own, so the
    /// kernel may hand the signal to any thread and it is still seen (an ignored signal, which
    /// a dispatch source relies on, is lost when it lands on a thread that does not block it);
    /// the handler only writes, which is safe in a signal handler, and a thread turns bytes
    /// into events.
    private func watchResizes() {
        guard let ends = Platform.makePipe() else { return }
        ResizeSignal.writeEnd = ends.write
        Platform.handle([.windowChanged]) { _ in Platform.writeByte(ResizeSignal.writeEnd) }
        let post = post
        Thread.detachNewThread {
            while Platform.readByte(ends.read) != nil {
                post.yield(.resized)
            }
        }
    }

    /// Makes `session` the one shown: its invalidations repaint the screen.
    private func show(_ session: LabSession) {
        self.session = session
        session.onNeedsDisplay = { [weak self] in self?.postRepaint() }
    }

    // Many invalidations in one turn make one repaint, on the loop's next turn.
    private func postRepaint() {
        guard !repaintPosted else { return }
        repaintPosted = true
        post.yield(.repaint)
    }

    /// Handles a key; false when the explorer should quit.
    private func handle(_ key: RawTerminal.Key) -> Bool {
        if busy { return key != .character("q") && key != .interrupt }
        if prompt != nil { return handlePrompt(key) }
        if showHelp {
            showHelp = false
            return key != .interrupt
        }
        message = ""
        switch key {
        case .character("q"), .interrupt: return false
        case .up, .character("k"): selected = max(selected - 1, 1)
        case .down, .character("j"): moveDown()
        case .enter: send(.tap(selected))
        case .escape, .character("b"): send(.back)
        case .character("r"): refreshKeepingTheSelection()
        case .character("n"):
            if session.app.depth > 1 {
                message = "n opens the new user form from the list: press b first"
            } else {
                send(.new)
            }
        case .character("e"):
            onDetail("e edits the open user: select a row and press enter first") { send(.edit) }
        case .character("s"): onDetail("s saves an edit: open a user and press e first") { send(.save) }
        case .character("c"): onDetail("c cancels an edit: open a user and press e first") { send(.cancel) }
        case .character("t"):
            showTrace.toggle()
            session.resize(to: Self.layoutSize(terminal.size, showTrace: showTrace))
        case .character("?"): showHelp = true
        case .character(":"): prompt = ""
        case .character(let digit) where ("1"..."9").contains(digit):
            switchArchitecture(Int(String(digit))! - 1)
        case .character(let other):
            message = "\(other) does nothing here: ? lists every key"
        default: break
        }
        return true
    }

    private func onDetail(_ hint: String, _ action: () -> Void) {
        if session.app.depth > 1 {
            action()
        } else {
            message = hint
        }
    }

    /// Sends `gesture` and returns at once: the app repaints as its work answers.
    private func send(_ gesture: Gesture) {
        trace = []
        history.append(gesture)
        session.send(gesture)
    }

    /// `r`: the list reloads from its first page; then the pages up to the selected row load
    /// again, as moving down would load them, so the selection is where it was. Keys stay live
    /// meanwhile (a slow refresh keeps its rows and `Refreshing…` until it answers).
    private func refreshKeepingTheSelection() {
        send(.refresh)
        let session = session
        Task {
            await session.settle()
            while self.session === session, !rowIsShown(selected),
                session.frame().lines.last?.contains("Scroll down for more") == true
            {
                history.append(.scrollToEnd)
                await session.perform(.scrollToEnd)
            }
            postRepaint()
        }
    }

    /// Moving past the last loaded row asks for the next page, as scrolling would; the row is
    /// selected once it has arrived.
    private func moveDown() {
        if rowIsShown(selected + 1) {
            selected += 1
        } else {
            pendingSelection = selected + 1
            send(.scrollToEnd)
        }
    }

    private func rowIsShown(_ number: Int) -> Bool {
        session.frame().lines.contains { Self.rowNumber(of: $0) == number }
    }

    /// Shows the same screen in another architecture: this run's gestures, replayed in order
    /// in a new session on the same backend and cache (the rows loaded, the user open, an edit
    /// typed so far); the selection is the explorer's and stays. The old session stays on
    /// screen until the new one has caught up.
    private func switchArchitecture(_ index: Int) {
        guard index < Architectures.all.count else {
            message = "only \(Architectures.all.count) architectures are registered"
            return
        }
        let next = LabSession(architecture: Architectures.all[index], environment: environment)
        next.resize(to: Self.layoutSize(terminal.size, showTrace: showTrace))
        let gestures = history
        busy = true
        message = "switching to \(next.architecture.title): replaying \(gestures.count) gestures…"
        Task {
            for gesture in gestures { await next.perform(gesture) }
            _ = next.tracer.drain()
            session.onNeedsDisplay = nil
            show(next)
            trace = []
            busy = false
            message =
                "\(next.architecture.title): the same \(gestures.count) gestures, replayed on the same backend and cache"
            postRepaint()
        }
    }

    // MARK: The step prompt

    private func handlePrompt(_ key: RawTerminal.Key) -> Bool {
        switch key {
        case .enter:
            let line = prompt ?? ""
            prompt = nil
            runStep(line)
        case .escape: prompt = nil
        case .interrupt: return false
        case .backspace: if prompt?.isEmpty == false { prompt?.removeLast() }
        case .character(let character): prompt?.append(character)
        default: break
        }
        return true
    }

    /// Runs one line of the scenario language. Its steps settle in a task of their own, so keys
    /// stay live while, say, a held request waits.
    private func runStep(_ line: String) {
        let scenario: Scenario
        do {
            scenario = try Scenario(parsing: line)
        } catch {
            message = error.description
            return
        }
        trace = []
        history += scenario.steps.compactMap { step in
            if case .gesture(let gesture) = step.action { gesture } else { nil }
        }
        let session = session
        busy = true
        Task {
            let result = await ScenarioRunner.run(scenario, in: session)
            // The runner records each step's crossings: they are the step's trace.
            trace = result.steps.flatMap(\.crossings)
            busy = false
            if let failure = result.failures.first { message = failure.description }
            postRepaint()
        }
    }

    // MARK: Drawing

    /// The size the app draws at in a terminal of `size`: the rows left by the tabs, the
    /// frame's own lines, the trace pane and the key line.
    private static func layoutSize(_ size: (columns: Int, rows: Int), showTrace: Bool) -> ScreenSize {
        let fixed = 9 + (showTrace ? traceHeight(rows: size.rows) + 2 : 0)
        return ScreenSize(width: min(max(size.columns, 20), 100), visibleRows: max(size.rows - fixed, 1))
    }

    private static func traceHeight(rows: Int) -> Int {
        max(min(rows / 3, 12), 2)
    }

    private func draw() {
        let (width, rows) = terminal.size
        let frame = session.frame()
        if let pending = pendingSelection, frame.lines.contains(where: { Self.rowNumber(of: $0) == pending })
        {
            selected = pending
            pendingSelection = nil
        }
        // While a `:` step runs, its crossings are the runner's to record.
        if !busy { trace += session.tracer.drain() }
        let status =
            if let prompt {
                TextLayout.justify(
                    left: ":" + InertText.make(prompt), right: "enter run · esc close", width: width)
            } else {
                TextLayout.justify(
                    left: message.isEmpty ? Self.shortKeys : InertText.make(message), right: Self.exitKeys,
                    width: width)
            }
        terminal.draw(
            Self.screen(
                width: width, rows: rows, architecture: session.architecture, frame: frame,
                selected: selected,
                showHelp: showHelp, trace: showTrace ? trace : nil, status: status))
    }

    /// What the explorer shows in a `width` × `rows` terminal: the tabs, the app's frame with the
    /// selected row marked, the trace pane when given, and the key line, always the last line.
    /// Pure, so `archlab --snapshot` prints exactly what a terminal would show.
    static func screen(
        width: Int, rows: Int, architecture: Architecture, frame: Frame, selected: Int, showHelp: Bool,
        trace: [BoundaryTracer.Crossing]?, status: String
    ) -> [String] {
        var lines: [String]
        if showHelp {
            lines =
                ["ArchLab — keys", ""]
                + ExplorerHelp.screenKeys.map { "  " + TextLayout.pad($0.keys, to: 10) + $0.action }
            lines += ["", "Any key closes this help."]
        } else {
            let tabs = Architectures.all.enumerated().map { index, registered in
                registered.name == architecture.name
                    ? "[\(index + 1) \(registered.title)]" : " \(index + 1) \(registered.title) "
            }
            lines = ["ArchLab  " + tabs.joined(separator: " "), ""]
            lines += frame.lines.map { line in
                Self.rowNumber(of: line) == selected ? "›" + line.dropFirst() : line
            }
            if let trace {
                let shown = trace.suffix(traceHeight(rows: rows))
                lines += [
                    String(repeating: "─", count: min(width, 72)),
                    "Trace of the last gesture (\(architecture.title))"
                        + (trace.count > shown.count ? ", last \(shown.count) of \(trace.count):" : ":"),
                ]
                lines += shown.map { InertText.make("  \($0)") }
            }
        }
        // Never more lines than the terminal has: the key line is always the last one shown.
        lines = Array(lines.prefix(max(rows - 2, 0))) + ["", status]
        return lines.map { TextLayout.trimTrailingSpaces(TextLayout.fit($0, width: width)) }
    }

    /// `archlab --snapshot`: the explorer's first screen in a `width` × 24 terminal, as text,
    /// without a terminal (the README shows it): the list loaded in the chosen architecture.
    static func snapshot(_ command: ExploreCommand) async throws -> [String] {
        let (width, rows) = (command.session.width ?? 80, 24)
        var configuration = command.session.configuration(defaultDatabase: ":memory:")
        configuration.size = layoutSize((width, rows), showTrace: false)
        let architecture = command.architecture
        let session = LabSession(
            architecture: architecture, environment: try LabEnvironment(configuration: configuration))
        if let id = command.openUser { session.send(.open(id)) }
        await session.perform(.appear)
        return screen(
            width: width, rows: rows, architecture: architecture, frame: session.frame(), selected: 1,
            showHelp: false, trace: nil,
            status: TextLayout.justify(left: shortKeys, right: exitKeys, width: width))
    }

    /// The row number a list line starts with, if it is a row.
    private static func rowNumber(of line: String) -> Int? {
        let trimmed = line.drop { $0 == " " }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, trimmed.dropFirst(digits.count).hasPrefix("  ") else { return nil }
        return Int(digits)
    }
}

/// Where the SIGWINCH handler writes; a handler can capture nothing.
private enum ResizeSignal {
    nonisolated(unsafe) static var writeEnd: Int32 = -1
}
