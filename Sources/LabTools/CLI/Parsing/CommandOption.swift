/// One option a command declares, as swift-argument-parser's `@Option` and `@Flag` do: its
/// name, the value it needs (nil for a flag), its help line, and how it sets the command.
/// Parsing and the help are both read from these declarations, so they cannot drift apart.
struct CommandOption<Command>: Sendable {
    /// As typed, e.g. `--arch`.
    let name: String
    /// The value's name in the help (`NAME`), or nil for a flag, which takes no value.
    let valueName: String?
    /// One line for the help.
    let help: String
    /// A heading the help lists it under with others of its kind (nil: the command's own).
    var group: String?
    /// Sets the command from the value (a flag gets "").
    let set: @Sendable (inout Command, String) throws(UsageError) -> Void

    /// A flag: present or not.
    static func flag(_ name: String, help: String, _ set: @escaping @Sendable (inout Command) -> Void) -> Self
    {
        CommandOption(name: name, valueName: nil, help: help, group: nil) { command, _ in set(&command) }
    }

    /// An option with a value, checked by `set`.
    static func value(
        _ name: String, _ valueName: String, help: String,
        _ set: @escaping @Sendable (inout Command, String) throws(UsageError) -> Void
    ) -> Self {
        CommandOption(name: name, valueName: valueName, help: help, group: nil, set: set)
    }

    /// A whole number within `bounds` (SPEC §5's `Bounds`); anything else is refused, naming them.
    static func number(
        _ name: String, _ valueName: String = "N", help: String, in bounds: ClosedRange<Int>,
        _ set: @escaping @Sendable (inout Command, Int) -> Void
    ) -> Self {
        CommandOption(name: name, valueName: valueName, help: help, group: nil) {
            command, text throws(UsageError) in
            guard let number = Int(text), bounds.contains(number) else {
                throw UsageError(
                    "\(name) needs a whole number from \(bounds.lowerBound) to \(bounds.upperBound), not '\(text)'"
                )
            }
            set(&command, number)
        }
    }

    /// A value from a closed set: the enum's cases are the only ones taken, and the help lists them.
    static func choice<Value: CaseIterable & RawRepresentable<String> & SendableMetatype>(
        _ name: String, help: String, _ set: @escaping @Sendable (inout Command, Value) -> Void
    ) -> Self {
        let names = Value.allCases.map(\.rawValue)
        return CommandOption(name: name, valueName: names.joined(separator: "|"), help: help, group: nil) {
            command, text throws(UsageError) in
            guard let value = Value(rawValue: text) else {
                throw UsageError("\(name) takes \(names.joined(separator: " or ")), not '\(text)'")
            }
            set(&command, value)
        }
    }

    /// The same option on a command that keeps this option's group at `keyPath`, as
    /// swift-argument-parser's `@OptionGroup` does.
    func lifted<Outer>(into keyPath: WritableKeyPath<Outer, Command> & Sendable, group: String)
        -> CommandOption<
            Outer
        >
    {
        let set = self.set
        return CommandOption<Outer>(name: name, valueName: valueName, help: help, group: group) {
            outer, text throws(UsageError) in try set(&outer[keyPath: keyPath], text)
        }
    }
}

/// Bad command-line usage: exit 64 with this message.
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong.
    let description: String

    /// Creates an error.
    init(_ description: String) {
        self.description = description
    }
}
