import Foundation
import Lab
import TerminalUI

/// Which architectures `--arch` names: all of them, or a list.
enum ArchitectureSelection: Sendable, Equatable {
    /// `--arch all`.
    case all
    /// `--arch vip,mvvm`, in the order given.
    case named([Architecture])

    /// Parses `vip,mvvm` or `all`; an unknown or empty name is refused, listing the registered ones.
    init(parsing text: String) throws(UsageError) {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        guard !names.contains("") else {
            throw UsageError("--arch needs architecture names separated by commas, not '\(text)'")
        }
        if names == ["all"] {
            self = .all
            return
        }
        var selected: [Architecture] = []
        for name in names {
            guard let architecture = Architectures.named(name) else {
                throw UsageError(
                    "unknown architecture '\(name)' (registered: \(Architectures.namesList), or all)")
            }
            selected.append(architecture)
        }
        self = .named(selected)
    }

    /// The architectures selected.
    var architectures: [Architecture] {
        switch self {
        case .all: Architectures.all
        case .named(let architectures): architectures
        }
    }
}

/// One architecture by name (`--against`, `--from`); the registered names are listed when it is not one.
func architecture(named text: String, option: String, excluding excluded: [String] = []) throws(UsageError)
    -> Architecture
{
    guard let architecture = Architectures.named(text), !excluded.contains(architecture.name) else {
        let known = Architectures.all.map(\.name).filter { !excluded.contains($0) }.joined(separator: ", ")
        throw UsageError("\(option) takes one of \(known), not '\(text)'")
    }
    return architecture
}

extension Architectures {
    /// `vip, viper, mvp, mvvm, mvi`, for messages and the help.
    static var namesList: String { all.map(\.name).joined(separator: ", ") }
}

/// The options of every command that runs the app (swift-argument-parser's `@OptionGroup`):
/// which architectures, which cache, which server, what frame size.
struct SessionOptions: Sendable {
    /// `--arch`; nil for the command's default.
    var architectures: ArchitectureSelection?
    /// `--db`; nil for the command's default.
    var databasePath: String?
    /// `--api`, `--api-key`, `--users`, `--per-page`.
    var session = SessionConfiguration()
    /// `--width` when given.
    var width: Int?
    /// `--rows` when given.
    var rows: Int?

    /// The environment variable naming the libcurl file `--api` loads instead of the system's.
    static let libcurlVariable = "ARCHLAB_LIBCURL"
    /// The environment variable that lets a proxy carry an `http` API's requests, key and all,
    /// in clear text (`ARCHLAB_ALLOW_HTTP_PROXY=1`); unset, such an API is reached directly.
    static let cleartextProxyVariable = "ARCHLAB_ALLOW_HTTP_PROXY"

    /// The frame width without `--width`.
    static let defaultWidth = 72

    /// The heading the help lists them under.
    static let group = "session options"

    /// The options, as every command that runs the app takes them.
    static let options: [CommandOption<SessionOptions>] = [
        .value("--arch", "NAME[,NAME…]|all", help: "architecture(s): \(Architectures.namesList)") {
            options, text throws(UsageError) in
            options.architectures = try ArchitectureSelection(parsing: text)
        },
        .value("--db", "PATH|:memory:", help: "the cache file (default: the command's; see its help)") {
            options, text throws(UsageError) in
            // An empty path would be SQLite's private temporary database: nothing would be kept.
            guard !text.isEmpty else {
                throw UsageError("--db needs a file path or :memory:, not an empty one")
            }
            options.databasePath = text
        },
        .value(
            "--api", "URL",
            help: """
                a real reqres-format server instead of the demo backend,
                through the system's libcurl (ARCHLAB_LIBCURL=FILE names
                another); a proxy from https_proxy or ALL_PROXY carries an
                https URL, an http one only with ARCHLAB_ALLOW_HTTP_PROXY=1,
                a loopback one never
                """
        ) {
            options, text throws(UsageError) in
            options.session.apiURL = try APIAddress.parse(text)
        },
        .value("--api-key", "KEY", help: "sent as x-api-key") { options, text throws(UsageError) in
            // A CR or LF would end the header and start another; the key itself is never shown.
            guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw UsageError(
                    "--api-key must not contain control characters (line breaks, tabs): it is sent as an HTTP header"
                )
            }
            options.session.apiKey = text
        },
        .number("--users", help: "users in the demo backend (default 12)", in: Bounds.users) {
            $0.session.users = $1
        },
        .number(
            "--per-page", help: "page size to ask for (default: the server's, 6 in the demo)",
            in: Bounds.perPage
        ) { $0.session.perPage = $1 },
        .number("--width", help: "frame width in columns (default 72)", in: Bounds.width) { $0.width = $1 },
        .number("--rows", help: "list rows shown at once (default: all in scripts)", in: Bounds.rows) {
            $0.rows = $1
        },
    ]

    /// The options lifted into a command that keeps them at `keyPath`.
    static func options<Command>(in keyPath: WritableKeyPath<Command, SessionOptions> & Sendable)
        -> [CommandOption<Command>]
    {
        options.map { $0.lifted(into: keyPath, group: group) }
    }

    /// The architectures `--arch` selected, or `fallback`.
    func selected(default fallback: [Architecture]) -> [Architecture] {
        architectures?.architectures ?? fallback
    }

    /// The session to run: the options over the defaults, with `defaultDatabase` unless `--db`.
    func configuration(defaultDatabase: String) -> SessionConfiguration {
        var configuration = session
        configuration.databasePath = databasePath ?? defaultDatabase
        configuration.size = ScreenSize(width: width ?? Self.defaultWidth, visibleRows: rows)
        // Where libcurl is when it is not the system's (a Homebrew curl, say); read only for --api.
        if configuration.apiURL != nil {
            configuration.libcurlPath = Platform.environmentVariable(Self.libcurlVariable)
            configuration.allowsCleartextProxy =
                Platform.environmentVariable(Self.cleartextProxyVariable) == "1"
        }
        return configuration
    }
}
