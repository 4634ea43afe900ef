// A message is the calling method's name and its arguments as a trace shows them, so a
// decorator spends one line per message: in `func didTapRow(at index: Int)`,
// `presenter(with: "at: \(index)")` records `didTapRow(at: 2)`; in `func refresh()`,
// `interactor()` records `refresh()`.
extension Traced {
    /// Records the calling method's name with `arguments` in parentheses, and returns the role.
    public func callAsFunction(with arguments: String = "", function: String = #function) -> Base {
        self("\(function.prefix { $0 != "(" })(\(arguments))")
    }
}

extension WeaklyTraced {
    /// Records the calling method's name with `arguments` in parentheses, and returns the role.
    public func callAsFunction(with arguments: String = "", function: String = #function) -> Base? {
        self("\(function.prefix { $0 != "(" })(\(arguments))")
    }
}

/// The parts of a value a trace shows, those present: `rowCount: 6, footer: "End of list"`.
public func traceSummary(_ parts: String?...) -> String { parts.compactMap { $0 }.joined(separator: ", ") }
