import SharedDomain

// A message is the calling method's name and its arguments as a trace shows them:
// `func didTapRow(at index: Int) { presenter(with: "at: \(index)").didTapRow(at: index) }`
// records `didTapRow(at: 2)`, and `presenter().viewDidLoad()` records `viewDidLoad()`.
extension Traced {
    func callAsFunction(with arguments: String = "", function: String = #function) -> Base {
        self("\(function.prefix { $0 != "(" })(\(arguments))")
    }
}

extension WeaklyTraced {
    func callAsFunction(with arguments: String = "", function: String = #function) -> Base? {
        self("\(function.prefix { $0 != "(" })(\(arguments))")
    }
}

/// The parts of a value a trace shows, those present: `rowCount: 6, footer: "End of list"`.
func traceSummary(_ parts: String?...) -> String { parts.compactMap { $0 }.joined(separator: ", ") }
