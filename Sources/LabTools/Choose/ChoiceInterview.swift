/// The guide's questions asked one by one on a terminal: arrow keys or a letter answer, `?`
/// explains the question, backspace goes back one, each answer stays on screen as chosen.
/// A value driven by keys, so a test can type the answers without a terminal.
struct ChoiceInterview: Sendable {
    /// One question.
    enum Question: Equatable, Sendable {
        case stack, scope
        case signal(ChoiceSignal)
        case named

        /// Every question, in the order asked.
        static let all: [Question] =
            [.stack, .scope]
            + [
                .streams, .stateMachine, .reducerLibraryOK, .strictLayers, .largeUIKit, .passiveView,
                .navigation,
            ].map {
                Question.signal($0)
            } + [.named]

        /// As the screen asks it.
        var text: String {
            switch self {
            case .stack: "Which UI stack are the screens written in?"
            case .scope: "How much of the app is the architecture for?"
            case .signal(let signal): signal.question
            case .named: "Does the team already name an architecture? (the fit check)"
            }
        }

        /// Its short name, beside each answer on screen.
        var label: String {
            switch self {
            case .stack: "UI stack"
            case .scope: "scope"
            case .signal(let signal): signal.label
            case .named: "named"
            }
        }

        /// What `?` says.
        var explanation: String {
            switch self {
            case .stack:
                "SwiftUI points to a view model or a store the View observes; UIKit to a Presenter the view controller calls, or to VIP and VIPER's layers."
            case .scope:
                "A screen needs the least ceremony; a flow needs routing between scenes; app-wide, modules with their own Routers pay off."
            case .signal(let signal): signal.explanation
            case .named:
                "The answer then says whether that architecture fits what was answered, or which fits better and what it trades."
            }
        }

        /// The answers it offers: the key that picks each, and its label.
        var options: [(key: Character, label: String)] {
            switch self {
            case .stack: UIStack.allCases.map { ($0.key, $0.label) }
            case .scope: ChoiceScope.allCases.map { ($0.key, $0.label) }
            case .signal: [("n", "no"), ("y", "yes")]
            case .named:
                [("n", "none")]
                    + NamedPattern.allCases.map { ($0.key, $0 == .vip ? "VIP (Clean Swift)" : $0.title) }
            }
        }

        /// Whether it is asked, given the answers so far.
        func applies(to answers: ChoiceAnswers, askingNamed: Bool) -> Bool {
            switch self {
            case .signal(.reducerLibraryOK): answers.signals.contains(.stateMachine)
            case .signal(.largeUIKit), .signal(.passiveView): answers.stack != .swiftui
            case .named: askingNamed
            default: true
            }
        }
    }

    /// How a key left the interview.
    enum Outcome: Equatable, Sendable {
        case asking, finished, quit
    }

    /// What has been answered.
    private(set) var answers = ChoiceAnswers()
    /// The named pattern, when that question was answered with one.
    private(set) var named: NamedPattern?
    /// Whether the fit-check question is asked (not when `--named` was given).
    let askingNamed: Bool
    /// The questions answered, in order, with the label of each answer.
    private(set) var answered: [(question: Question, answer: String)] = []
    /// The option the arrows are on.
    private(set) var highlighted = 0
    /// Whether `?` is showing the explanation.
    private(set) var explaining = false

    init(askingNamed: Bool = true) {
        self.askingNamed = askingNamed
    }

    /// The question being asked; nil when all are answered.
    var current: Question? { remaining.first }

    /// The questions still to ask, given the answers so far.
    private var remaining: [Question] {
        Question.all.filter { question in
            question.applies(to: answers, askingNamed: askingNamed)
                && !answered.contains { $0.question == question }
        }
    }

    /// Handles one key.
    mutating func handle(_ key: RawTerminal.Key) -> Outcome {
        guard let question = remaining.first else { return .finished }
        let options = question.options
        switch key {
        case .up: highlighted = (highlighted + options.count - 1) % options.count
        case .down: highlighted = (highlighted + 1) % options.count
        case .enter: choose(highlighted, of: question)
        case .backspace: back()
        case .escape, .interrupt, .character("q"): return .quit
        case .character("?"): explaining.toggle()
        case .character(let typed):
            if let index = options.firstIndex(where: { $0.key == Character(typed.lowercased()) }) {
                choose(index, of: question)
            }
        case .other: break
        }
        return remaining.isEmpty ? .finished : .asking
    }

    private mutating func choose(_ index: Int, of question: Question) {
        switch question {
        case .stack: answers.stack = UIStack.allCases[index]
        case .scope: answers.scope = ChoiceScope.allCases[index]
        case .signal(let signal):
            if question.options[index].key == "y" {
                answers.signals.insert(signal)
            } else {
                answers.signals.remove(signal)
            }
        case .named: named = index == 0 ? nil : NamedPattern.allCases[index - 1]
        }
        answered.append((question, question.options[index].label))
        highlighted = 0
        explaining = false
    }

    /// Undoes the last answer.
    private mutating func back() {
        guard let last = answered.popLast() else { return }
        switch last.question {
        case .stack: answers.stack = nil
        case .scope: answers.scope = nil
        case .signal(let signal): answers.signals.remove(signal)
        case .named: named = nil
        }
        highlighted = 0
        explaining = false
    }

    /// The keys, always on the screen's last lines.
    static let keys = "↑↓ move · enter or a letter answers · ? explains · backspace goes back · q quits"

    /// The screen, `width` columns wide: the answers so far, the question, its options, its
    /// explanation when asked.
    func lines(width: Int = 80) -> [String] {
        let total = answered.count + remaining.count
        var lines = [
            "archlab choose · question \(min(answered.count + 1, total)) of \(total)",
            "",
        ]
        let labelWidth = (answered.map(\.question.label.count).max() ?? 0) + 2
        for entry in answered {
            lines.append(
                "  \(entry.question.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0))\(entry.answer)"
            )
        }
        if !answered.isEmpty { lines.append("") }
        if let question = remaining.first {
            lines += TextWrap.lines(question.text, width: width)
            for (index, option) in question.options.enumerated() {
                lines.append("\(index == highlighted ? "  › " : "    ")[\(option.key)] \(option.label)")
            }
            if explaining { lines += [""] + TextWrap.lines(question.explanation, width: width) }
        }
        lines += [""] + TextWrap.lines(Self.keys, width: width)
        return lines
    }
}
