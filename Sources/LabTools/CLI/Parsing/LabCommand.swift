/// One `archlab` command, on swift-argument-parser's model: a type per command with its own
/// options, operands, `validate()` and `run()`. Its usage (`archlab help NAME`, `NAME --help`)
/// is generated from the same declarations the parser reads.
protocol LabCommand: Sendable {
    /// The command word (`script`); "" for `archlab` alone.
    static var name: String { get }
    /// The operands as the usage writes them (`FILE|-`); "" for none.
    static var operands: String { get }
    /// What it does, for the help; lines of at most 90 columns.
    static var abstract: String { get }
    /// Every option it takes; any other is refused (exit 64), never ignored.
    static var options: [CommandOption<Self>] { get }
    /// The exit statuses it can return, as its help lists them.
    static var exitStatuses: [ExitCode] { get }

    /// The command with every option at its default.
    init()
    /// Takes the words that are not options; throws when there are too many or too few.
    mutating func take(operands: [String]) throws(UsageError)
    /// Checks what was parsed as a whole (an option that needs another, a count of names).
    func validate() throws(UsageError)
    /// Does the work; the exit status says how it went.
    @MainActor func run() async throws -> ExitCode
}

extension LabCommand {
    static var operands: String { "" }

    static var exitStatuses: [ExitCode] { ExitCode.all }

    mutating func take(operands: [String]) throws(UsageError) {
        guard operands.isEmpty else { throw UsageError("\(Self.displayName) takes no operands") }
    }

    func validate() throws(UsageError) {}

    /// `archlab script`, or `archlab` alone.
    static var displayName: String { name.isEmpty ? "archlab" : "archlab \(name)" }

    /// The command parsed from `arguments` (what follows the command word), validated.
    static func parse(_ arguments: [String]) throws(UsageError) -> Self {
        var command = Self()
        var operands: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                operands.append(argument)
                continue
            }
            guard let option = options.first(where: { $0.name == argument }) else {
                throw notTaken(argument)
            }
            guard option.valueName != nil else {
                try option.set(&command, "")
                continue
            }
            guard index < arguments.count else { throw UsageError("\(argument) needs a value") }
            try option.set(&command, arguments[index])
            index += 1
        }
        try command.take(operands: operands)
        try command.validate()
        return command
    }

    /// An option this command does not take: named as another command's, or as unknown.
    private static func notTaken(_ argument: String) -> UsageError {
        guard ArchLabCLI.commands.contains(where: { $0.optionNames.contains(argument) }) else {
            return UsageError("unknown option '\(argument)'")
        }
        let taken = optionNames.sorted().joined(separator: ", ")
        return UsageError(
            "\(displayName) does not take \(argument)" + (taken.isEmpty ? "" : " (it takes \(taken))"))
    }

    /// The names of its options.
    static var optionNames: [String] { options.map(\.name) }

    /// Its options' names, each with the name of the value it takes (nil for a flag).
    static var optionSignatures: [(name: String, valueName: String?)] {
        options.map { ($0.name, $0.valueName) }
    }

    // MARK: Generated help

    /// The usage line: the command, its operands, its own options, then its option groups.
    static var synopsis: String {
        var words = [displayName]
        if !operands.isEmpty { words.append(operands) }
        for option in options where option.group == nil {
            words.append("[\(option.name)\(option.valueName.map { " \($0)" } ?? "")]")
        }
        for group in groups { words.append("[\(group)]") }
        return words.joined(separator: " ")
    }

    /// The option groups it takes, in the order declared.
    private static var groups: [String] {
        options.compactMap(\.group).reduce(into: []) { groups, group in
            if !groups.contains(group) { groups.append(group) }
        }
    }

    /// `archlab help NAME`: the synopsis, what it does, every option it takes, the exit statuses.
    static var usage: String {
        var lines = ["USAGE: \(synopsis)", ""] + abstract.split(separator: "\n").map { "  \($0)" }
        let rows = options.map { (option: $0, label: $0.name + ($0.valueName.map { " \($0)" } ?? "")) }
        let column = (rows.map(\.label.count) + ["-h, --help".count]).max()! + 4
        func row(_ label: String, _ help: String) -> [String] {
            let help = help.split(separator: "\n").map(String.init)
            let padding = String(repeating: " ", count: column - 2 - label.count)
            return ["  \(label)\(padding)\(help.first ?? "")"]
                + help.dropFirst().map { String(repeating: " ", count: column) + $0 }
        }
        lines += ["", "OPTIONS"]
        for entry in rows where entry.option.group == nil { lines += row(entry.label, entry.option.help) }
        lines += row("-h, --help", "this help")
        for group in groups {
            lines += ["", group.uppercased()]
            for entry in rows where entry.option.group == group {
                lines += row(entry.label, entry.option.help)
            }
        }
        return (lines + ["", ExitCode.help(exitStatuses)]).joined(separator: "\n")
    }
}
