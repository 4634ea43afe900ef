import Foundation
import SharedDomain
import TerminalUI

/// The interactive explorer (`archlab` on a terminal): full screen, one architecture at a time
/// on one shared backend and cache, switched live with 1–5, with the trace of the last gesture.
@MainActor
final class Explorer {
    private let terminal: RawTerminal
    private let environment: LabEnvironment
    private var session: LabSession
    private var selected = 1
    private var showTrace = false
    private var lastTrace: [BoundaryTracer.Crossing] = []
    private var message = ""

    private static let help =
        "↑↓/jk move · enter open · b back · r refresh · e edit · s save · c cancel · : step · t trace · 1–5 architecture · q quit"

    static func run(_ options: CommandLineOptions) async throws -> ExitCode {
        var configuration = options.session
        configuration.databasePath = options.databasePath ?? SQLiteUserCache.defaultPath()
        let architecture = try options.selectedArchitectures(default: [Architectures.mvvm])[0]
        let terminal = RawTerminal()
        defer { terminal.close() }
        let size = terminal.size
        configuration.size = ScreenSize(width: min(size.columns, 100), visibleRows: max(size.rows - 8, 3))
        let environment: LabEnvironment
        do {
            environment = try LabEnvironment(configuration: configuration, warn: { _ in })
        } catch {
            configuration.databasePath = ":memory:"
            environment = try LabEnvironment(configuration: configuration)
        }
        let explorer = Explorer(terminal: terminal, environment: environment, architecture: architecture)
        await explorer.loop()
        return .success
    }

    private init(terminal: RawTerminal, environment: LabEnvironment, architecture: Architecture) {
        self.terminal = terminal
        self.environment = environment
        session = LabSession(architecture: architecture, environment: environment)
    }

    private func loop() async {
        await perform(.appear)
        draw()
        while let key = terminal.readKey() {
            message = ""
            switch key {
            case .character("q"), .interrupt: return
            case .up, .character("k"): selected = max(selected - 1, 1)
            case .down, .character("j"): await moveDown()
            case .enter: await perform(.tap(selected))
            case .escape, .character("b"): await perform(.back)
            case .character("r"): await perform(.refresh)
            case .character("e"): await perform(.edit)
            case .character("s"): await perform(.save)
            case .character("c"): await perform(.cancel)
            case .character("t"): showTrace.toggle()
            case .character(":"): await readStep()
            case .character(let digit) where ("1"..."9").contains(digit):
                await switchArchitecture(Int(String(digit))! - 1)
            default: break
            }
            draw()
        }
    }

    private func perform(_ gesture: Gesture) async {
        await session.perform(gesture)
        lastTrace = session.tracer.drain()
    }

    /// Moving past the last loaded row asks for the next page, as scrolling would.
    private func moveDown() async {
        selected += 1
        if !session.frame().lines.contains(where: { Self.rowNumber(of: $0) == selected }) {
            await perform(.scrollToEnd)
            if !session.frame().lines.contains(where: { Self.rowNumber(of: $0) == selected }) {
                selected -= 1
            }
        }
    }

    private func switchArchitecture(_ index: Int) async {
        guard index < Architectures.all.count else {
            message = "only \(Architectures.all.count) architectures are registered"
            return
        }
        session = LabSession(architecture: Architectures.all[index], environment: environment)
        await perform(.appear)
        message = "switched to \(session.architecture.title) on the same backend and cache"
    }

    /// Reads one step of the scenario language (e.g. `set first-name Jane`, `backend offline`).
    private func readStep() async {
        var line = ""
        while true {
            draw(prompt: ":" + line)
            switch terminal.readKey() {
            case .enter?:
                do {
                    let scenario = try Scenario(parsing: line)
                    _ = await ScenarioRunner.run(scenario, in: session)
                    lastTrace = session.tracer.drain()
                } catch {
                    message = error.description
                }
                return
            case .escape?, .interrupt?, nil: return
            case .backspace?: if !line.isEmpty { line.removeLast() }
            case .character(let character)?: line.append(character)
            default: break
            }
        }
    }

    private func draw(prompt: String? = nil) {
        let width = terminal.size.columns
        let tabs = Architectures.all.enumerated().map { index, architecture in
            architecture.name == session.architecture.name
                ? "[\(index + 1) \(architecture.title)]" : " \(index + 1) \(architecture.title) "
        }
        var lines = [TextLayout.fit("ArchLab  " + tabs.joined(separator: " "), width: width), ""]
        lines += session.frame().lines.map { line in
            Self.rowNumber(of: line) == selected ? "›" + line.dropFirst() : line
        }
        if showTrace {
            lines.append(String(repeating: "─", count: min(width, 72)))
            lines.append("Trace of the last gesture (\(session.architecture.title)):")
            lines += lastTrace.map { TextLayout.fit(InertText.make("  \($0)"), width: width) }
        }
        lines.append("")
        lines.append(
            TextLayout.fit(prompt ?? (message.isEmpty ? Self.help : InertText.make(message)), width: width))
        terminal.draw(lines.map(TextLayout.trimTrailingSpaces))
    }

    /// The row number a list line starts with, if it is a row.
    private static func rowNumber(of line: String) -> Int? {
        let trimmed = line.drop { $0 == " " }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, trimmed.dropFirst(digits.count).hasPrefix("  ") else { return nil }
        return Int(digits)
    }
}
