import Lab

/// The UI framework the screens are written in.
enum UIStack: String, CaseIterable, Sendable, Codable {
    case uikit, swiftui, mixed

    /// The letter that picks it in the interview.
    var key: Character {
        switch self {
        case .uikit: "u"
        case .swiftui: "s"
        case .mixed: "m"
        }
    }

    /// As an answer reads: "UIKit".
    var label: String {
        switch self {
        case .uikit: "UIKit"
        case .swiftui: "SwiftUI"
        case .mixed: "mixed UIKit and SwiftUI"
        }
    }
}

/// How much of the app the architecture is chosen for.
enum ChoiceScope: String, CaseIterable, Sendable, Codable {
    case screen, flow, app

    /// The letter that picks it in the interview.
    var key: Character {
        switch self {
        case .screen: "s"
        case .flow: "f"
        case .app: "a"
        }
    }

    /// As an answer reads: "one screen".
    var label: String {
        switch self {
        case .screen: "one screen"
        case .flow: "a multi-screen flow"
        case .app: "app-wide"
        }
    }
}

/// One decision signal: a yes-or-no answer to one of the guide's questions, given as a flag.
enum ChoiceSignal: String, CaseIterable, Sendable, Codable {
    case streams
    case stateMachine = "state-machine"
    case reducerLibraryOK = "reducer-library-ok"
    case strictLayers = "strict-layers"
    case largeUIKit = "large-uikit"
    case navigation
    case passiveView = "passive-view"

    /// The flag that answers yes: `--state-machine`.
    var flag: String { "--\(rawValue)" }

    /// As an answer reads, when it is yes.
    var label: String {
        switch self {
        case .streams: "state arrives as streams"
        case .stateMachine: "a state machine with complex effects"
        case .reducerLibraryOK: "a reducer library is acceptable"
        case .strictLayers: "strict layers"
        case .largeUIKit: "a large UIKit codebase"
        case .navigation: "navigation-heavy"
        case .passiveView: "a passive view"
        }
    }

    /// The question it answers.
    var question: String {
        switch self {
        case .streams: "Does state arrive as streams (sockets, live queries, publishers) the screens follow?"
        case .stateMachine:
            "Is the state a state machine with complex effects (cancellation, retries, ordering)?"
        case .reducerLibraryOK: "Is a reducer library (a package such as TCA) acceptable as a dependency?"
        case .strictLayers: "Must the code keep strict layers, each role behind a protocol?"
        case .largeUIKit: "Is there a large UIKit codebase the architecture must fit into?"
        case .navigation: "Is the feature navigation-heavy (deep links, flows, routes across screens)?"
        case .passiveView: "Should the View stay passive, a set of commands with no logic?"
        }
    }

    /// What `?` says about the question.
    var explanation: String {
        switch self {
        case .streams:
            "Streams point to Reactive first, the guide's pipelines of stream operators; it is not built here, so the answer is MVVM, whose view models hold such pipelines. With a state machine as well, the guide goes on to the reducer and combines the two."
        case .stateMachine:
            "When the bugs are ordering cases (a late answer, a cancel during a save), rules as pure functions and timing in one place pay for their files."
        case .reducerLibraryOK:
            "With a library, TCA is the usual form of the reducer loop; without one, MVI is that loop on the toolchain alone."
        case .strictLayers:
            "Strict layers point to Clean Architecture: SharedDomain's Domain and Data layers, under VIP (Clean Swift) in UIKit and under MVVM elsewhere."
        case .largeUIKit:
            "A large UIKit app is split best into modules, each with its own Router that assembles and navigates it."
        case .navigation:
            "Heavy navigation adds a Coordinator to MVP or MVVM; VIP and VIPER route through their Routers."
        case .passiveView:
            "In UIKit, a passive View of commands lets a Presenter own every decision and a test assert the whole command history."
        }
    }
}

/// The answers to the guide's questions; an unanswered question is nil or absent.
struct ChoiceAnswers: Equatable, Sendable {
    /// `--stack`.
    var stack: UIStack?
    /// `--scope`.
    var scope: ChoiceScope?
    /// The signals answered yes.
    var signals: Set<ChoiceSignal> = []

    /// Whether no question was answered.
    var isEmpty: Bool { stack == nil && scope == nil && signals.isEmpty }

    /// The stack the flow reasons with: a large UIKit codebase is UIKit when `--stack` is not given.
    var effectiveStack: UIStack? { stack ?? (signals.contains(.largeUIKit) ? .uikit : nil) }

    /// Each answer as it reads, in the order of the questions.
    var labels: [String] {
        [stack?.label, scope?.label].compactMap { $0 }
            + ChoiceSignal.allCases.filter { signals.contains($0) }.map(\.label)
    }
}

/// A pattern the guide names: one of the five built here, or one it answers honestly without a
/// target of its own.
enum NamedPattern: String, CaseIterable, Sendable, Codable {
    case vip, viper, mvp, mvvm, mvi, clean, coordinator, tca, reactive

    /// The architecture built here, for the five.
    var architecture: Architecture? { Architectures.builtIn.first { $0.name == rawValue } }

    /// As the answer names it.
    var title: String {
        switch self {
        case .clean: "Clean Architecture"
        case .coordinator: "Coordinator"
        case .tca: "TCA (The Composable Architecture)"
        case .reactive: "Reactive"
        default: architecture?.title ?? rawValue
        }
    }

    /// The letter that picks it in the interview (`n` is "none").
    var key: Character {
        switch self {
        case .vip: "c"
        case .viper: "v"
        case .mvp: "p"
        case .mvvm: "m"
        case .mvi: "i"
        case .clean: "l"
        case .coordinator: "o"
        case .tca: "t"
        case .reactive: "r"
        }
    }

    /// `vip, viper, …, reactive`, for messages.
    static var namesList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// A condition on the answers, as the decision flow's table writes it.
enum ChoiceFact: Hashable, Sendable {
    case stack(UIStack)
    case scope(ChoiceScope)
    case signal(ChoiceSignal)
    case without(ChoiceSignal)

    /// Whether `answers` hold it.
    func holds(in answers: ChoiceAnswers) -> Bool {
        switch self {
        case .stack(let stack): answers.effectiveStack == stack
        case .scope(let scope): answers.scope == scope
        case .signal(let signal): answers.signals.contains(signal)
        case .without(let signal): !answers.signals.contains(signal)
        }
    }

    /// As the table reads: "UIKit", "no reducer library".
    var label: String {
        switch self {
        case .stack(let stack): stack.label
        case .scope(let scope): scope.label
        case .signal(let signal): signal.label
        case .without(.reducerLibraryOK): "no reducer library"
        case .without(let signal): "not \(signal.label)"
        }
    }
}

/// One branch of the decision flow: when it holds, what it recommends, the closest
/// alternative, and the reasons it gives, each shown only when its answer was given.
struct ChoiceBranch: Sendable {
    /// Its number in the table, from 1.
    let number: Int
    /// Every group must hold; within a group, any fact (an empty list: always).
    let when: [[ChoiceFact]]
    /// What the selection guide's flow answers at this step, which may be a pattern ArchLab does
    /// not build (Reactive, TCA) or shows as a part of the five (Clean, Coordinator).
    let guide: NamedPattern
    /// The pattern built here that it recommends: the guide's answer, or its closest of the five.
    let pattern: Architecture
    /// The closest alternative.
    let alternative: Architecture
    /// Reasons, each grounded in one answer.
    let reasons: [(fact: ChoiceFact, text: String)]
    /// The reason given when none of the answers that ground a reason were given.
    let fallback: String

    /// Whether `answers` take this branch.
    func holds(for answers: ChoiceAnswers) -> Bool {
        when.allSatisfy { group in group.contains { $0.holds(in: answers) } }
    }

    /// One or two reasons grounded in `answers`.
    func reasons(for answers: ChoiceAnswers) -> [String] {
        let grounded = reasons.filter { $0.fact.holds(in: answers) }.map(\.text)
        return grounded.isEmpty ? [fallback] : Array(grounded.prefix(2))
    }

    /// The condition as the table writes it: "UIKit · app-wide · a large UIKit codebase or strict layers".
    var condition: String {
        guard !when.isEmpty else { return "anything else, or nothing answered" }
        return when.map { $0.map(\.label).joined(separator: " or ") }.joined(separator: " · ")
    }
}

/// The guide's answer to one set of answers, with the fit check of a named pattern.
struct Choice: Sendable {
    /// Whether the named pattern fits the answers.
    enum Verdict: String, Sendable, Codable {
        /// The answers point to it.
        case fit
        /// The answers point to another of the five.
        case mismatch
        /// Not one of the five: ArchLab shows it as a part of them (Clean's layers, a Coordinator).
        case shownAsAPart = "shown as a part"
        /// Not built here: its closest of the five is answered instead.
        case notBuiltHere = "not built here"
    }

    /// What was answered.
    let answers: ChoiceAnswers
    /// The branch the answers took.
    let branch: ChoiceBranch
    /// `--named`, if given.
    let named: NamedPattern?

    /// The pattern the answers point to.
    var recommended: Architecture { branch.pattern }

    /// Fit or mismatch (or the honest answer for a pattern not among the five).
    var verdict: Verdict {
        guard let named else { return .fit }
        switch named {
        case .clean, .coordinator: return .shownAsAPart
        case .tca, .reactive: return .notBuiltHere
        default: return named.architecture == recommended ? .fit : .mismatch
        }
    }

    /// The pattern the answer is about: the named one when it is built here, its closest when
    /// it is not, else the recommended one.
    var subject: Architecture {
        switch named {
        case .tca: Architectures.mvi
        case .reactive: Architectures.mvvm
        case let named?: named.architecture ?? recommended
        case nil: recommended
        }
    }

    /// The closest alternative shown beside it: the recommended pattern on a mismatch (or when
    /// a pattern not built here has a closest that differs), else the branch's alternative.
    var alternative: Architecture {
        subject == recommended ? branch.alternative : recommended
    }

    /// One or two reasons grounded in the answers.
    var reasons: [String] { branch.reasons(for: answers) }

    /// What the selection guide's flow answers, before ArchLab picks the closest of the five.
    var guideAnswer: NamedPattern { branch.guide }

    /// What the guide says of the named pattern, or of the flow's answer, when it is not among
    /// the five.
    var note: String? { Self.note(for: named ?? guideAnswer) }

    /// What the guide says of `pattern` when it is not among the five.
    static func note(for pattern: NamedPattern) -> String? {
        switch pattern {
        case .clean:
            "Clean Architecture is shown here as layers, not as a sixth pattern: SharedDomain/Domain "
                + "(entities, the UserRepository protocol, validation) and SharedDomain/Data (cache, "
                + "remote, the offline-first repository) are the inner layers every one of the five "
                + "builds on; VIP is Clean Swift, its presentation form."
        case .coordinator:
            "Coordinator is a role, not a whole architecture: MVP's and MVVM's carry deep links and "
                + "the session's expiry across screens (MVI's makes the navigation stack follow the "
                + "state its one Store holds)."
        case .tca:
            "TCA is not built here: it needs its package, which this package does not depend on "
                + "(it builds with the toolchain alone). Closest of the five: MVI, the same reducer "
                + "and Store loop when a reducer library is not acceptable (Docs/MVI.md, How it "
                + "relates to TCA)."
        case .reactive:
            "Reactive is not built here: it would need stream operators (map, combine, debounce), "
                + "which neither TerminalUI nor this package provides. Closest of the five: MVVM, "
                + "whose observed view model is what screen-level streams bind to."
        default: nil
        }
    }

    /// The patterns to combine it with, for the answers given: a Coordinator for navigation,
    /// Clean's layers for strict layers.
    var combinations: [String] {
        var combinations: [String] = []
        let pattern = subject
        if answers.signals.contains(.navigation) {
            switch pattern {
            case Architectures.mvp, Architectures.mvvm:
                combinations.append(
                    "\(pattern.title) + Coordinator: navigation-heavy, so one coordinator owns the routes")
            case Architectures.mvi:
                combinations.append(
                    "MVI + Coordinator: the Store holds the navigation, one coordinator makes the stack follow it"
                )
            default:
                combinations.append(
                    "\(pattern.title)'s Routers: each scene's Router navigates, no coordinator needed")
            }
        }
        if answers.signals.contains(.streams) && answers.signals.contains(.stateMachine) {
            combinations.append(
                "\(pattern.title) + Reactive: stream-heavy too, so the guide goes past its first question to the reducer and combines the two"
            )
        }
        if named == .coordinator && !answers.signals.contains(.navigation) {
            combinations.append(
                "\(pattern.title) + Coordinator: one coordinator owns the routes between its screens")
        }
        if answers.signals.contains(.strictLayers)
            && ![Architectures.vip, Architectures.viper].contains(pattern)
        {
            combinations.append(
                "Clean + \(pattern.title): strict layers, so SharedDomain's Domain and Data layers stay under it"
            )
        } else if named == .clean {
            combinations.append("Clean + \(pattern.title): SharedDomain's Domain and Data layers under it")
        }
        return combinations
    }
}

/// The selection guide: the decision flow as a table of branches, the first that holds wins.
enum SelectionGuide {
    /// The decision flow, in order; the last branch always holds.
    static let branches: [ChoiceBranch] = [
        ChoiceBranch(
            number: 1, when: [[.signal(.streams)], [.without(.stateMachine)]], guide: .reactive,
            pattern: Architectures.mvvm, alternative: Architectures.mvi,
            reasons: [
                (.signal(.streams), streamsReason),
                (
                    .stack(.swiftui),
                    "SwiftUI: the guide keeps Reactive's pipelines in observable models, which an @Observable view model is"
                ),
                (
                    .stack(.uikit),
                    "UIKit: the guide keeps Reactive's pipelines in the Presenter or the ViewModel; MVVM's view model holds them beside the state they feed"
                ),
                (
                    .stack(.mixed),
                    "mixed UIKit and SwiftUI: one view model's pipelines feed a UIKit and a SwiftUI view alike"
                ),
            ], fallback: streamsReason),
        ChoiceBranch(
            number: 2, when: [[.signal(.stateMachine)], [.without(.reducerLibraryOK)]], guide: .mvi,
            pattern: Architectures.mvi, alternative: Architectures.mvvm,
            reasons: [
                (.signal(.stateMachine), stateMachineReason),
                (
                    .without(.reducerLibraryOK),
                    "no reducer library: the guide answers MVI, the same loop on the toolchain alone, its Store and Effect written once in Core/"
                ),
            ], fallback: stateMachineReason),
        ChoiceBranch(
            number: 3, when: [[.signal(.stateMachine)], [.signal(.reducerLibraryOK)]], guide: .tca,
            pattern: Architectures.mvi, alternative: Architectures.mvvm,
            reasons: [
                (.signal(.stateMachine), stateMachineReason),
                (
                    .signal(.reducerLibraryOK),
                    "a reducer library is acceptable: the guide answers TCA, this loop as a package; this package does not depend on it, so the loop built here is MVI, its closest"
                ),
            ], fallback: stateMachineReason),
        ChoiceBranch(
            number: 4, when: [[.signal(.strictLayers)], [.stack(.uikit)]], guide: .clean,
            pattern: Architectures.vip, alternative: Architectures.viper,
            reasons: [
                (
                    .signal(.strictLayers),
                    "strict layers: the guide answers Clean Architecture, whose layers are SharedDomain's Domain and Data here; in UIKit its presentation is Clean Swift's one-way cycle (View → Interactor → Presenter → View), a stateless Presenter, a Worker as the only path to data"
                ),
                (
                    .scope(.flow),
                    "a multi-screen flow: Routers with DataStores pass data between scenes that do not know each other"
                ),
                (
                    .scope(.screen),
                    "one screen: the scene's Models (Request, Response, ViewModel) make each use case explicit"
                ),
            ], fallback: "strict layers in UIKit take Clean Swift's cycle"),
        ChoiceBranch(
            number: 5, when: [[.signal(.strictLayers)]], guide: .clean,
            pattern: Architectures.mvvm, alternative: Architectures.mvi,
            reasons: [
                (
                    .signal(.strictLayers),
                    "strict layers: the guide answers Clean Architecture, whose layers are SharedDomain's Domain and Data here; outside UIKit the guide pairs them with MVVM for presentation"
                ),
                (
                    .stack(.swiftui),
                    "SwiftUI: an @Observable view model over the Domain layer's repository protocol is SwiftUI's own idiom"
                ),
            ], fallback: "strict layers take Clean's Domain and Data layers under a view model"),
        ChoiceBranch(
            number: 6, when: [[.signal(.largeUIKit)]], guide: .viper,
            pattern: Architectures.viper, alternative: Architectures.vip,
            reasons: [
                (
                    .scope(.app),
                    "app-wide: every VIPER module has its own Router that assembles and navigates it, so modules are built and changed apart"
                ),
                (
                    .signal(.largeUIKit),
                    "a large UIKit codebase: one role per file (View, Presenter, Interactor, Router) splits a massive view controller along lines a UIKit team knows"
                ),
            ], fallback: "a large UIKit codebase splits into VIPER modules"),
        ChoiceBranch(
            number: 7, when: [[.signal(.navigation)], [.stack(.uikit)], [.signal(.passiveView)]],
            guide: .coordinator, pattern: Architectures.mvp, alternative: Architectures.mvvm,
            reasons: [
                (.signal(.navigation), navigationReason),
                (.signal(.passiveView), passiveViewReason),
            ], fallback: navigationReason),
        ChoiceBranch(
            number: 8, when: [[.signal(.navigation)]], guide: .coordinator,
            pattern: Architectures.mvvm, alternative: Architectures.mvp,
            reasons: [
                (.signal(.navigation), navigationReason),
                (
                    .stack(.swiftui),
                    "SwiftUI: the guide's coordinator models navigation as value-type state bound to NavigationStack, beside the view models"
                ),
            ], fallback: navigationReason),
        ChoiceBranch(
            number: 9, when: [[.stack(.uikit)], [.signal(.passiveView)]], guide: .mvp,
            pattern: Architectures.mvp, alternative: Architectures.mvvm,
            reasons: [
                (.signal(.passiveView), passiveViewReason),
                (.stack(.uikit), uikitReason),
            ], fallback: passiveViewReason),
        ChoiceBranch(
            number: 10, when: [], guide: .mvvm, pattern: Architectures.mvvm, alternative: Architectures.mvi,
            reasons: [
                (
                    .stack(.swiftui),
                    "SwiftUI: an @Observable view model with an explicit state enum is SwiftUI's own idiom"
                ),
                (
                    .stack(.mixed),
                    "mixed UIKit and SwiftUI: one view model backs a UIKit and a SwiftUI view alike"
                ),
                (
                    .stack(.uikit),
                    "UIKit without a passive view: the guide's default, a view model the view controller observes"
                ),
                (.scope(.screen), "one screen: a view model and a view, the least ceremony of the five"),
                (
                    .scope(.flow),
                    "a multi-screen flow: view models stay free of view types, navigation goes through closures"
                ),
                (.scope(.app), "app-wide: view models per screen, composed at one root, no singletons"),
            ],
            fallback:
                "nothing answered points elsewhere: MVVM is the flow's default, the least ceremony of the five"
        ),
    ]

    private static let streamsReason =
        "stream-heavy: the guide's first question answers Reactive, pipelines of stream operators; it is not built here, and the guide's MVVM + Reactive keeps those pipelines inside view models, whose observed state is what a stream's values bind to"
    private static let navigationReason =
        "navigation-heavy: the guide answers a Coordinator, paired with a presentation pattern; ArchLab's UsersCoordinator owns the routes and deep links"
    private static let stateMachineReason =
        "a state machine with complex effects: MVI puts every transition in a pure reducer that returns its effects as values, and all timing (cancellation by id, request versions) in one Store"
    private static let passiveViewReason =
        "a passive view: MVP's View is a protocol of commands, its Presenter owns every decision, and a test asserts the whole command history"
    private static let uikitReason =
        "UIKit: a view controller implements MVP's View protocol as it is, with no observation to add"

    /// What each pattern costs, as its guide's Costs section says: shown beside an alternative.
    static func tradeOff(_ architecture: Architecture) -> String {
        switch architecture {
        case Architectures.vip:
            "a strict one-way cycle and a pure Presenter, at an edit in each role a use case crosses (Models, Interactor, Presenter, View and their protocols)"
        case Architectures.viper:
            "each role replaceable and testable alone, at a View, Presenter, Interactor, Router and their protocols for every screen"
        case Architectures.mvp:
            "exact tests on the View's command history, at one command per screen region, on the protocol, the View and its spy"
        case Architectures.mvvm:
            "the least ceremony of the five, at one view model holding state, loading, wording and navigation requests, where a massive view model grows"
        case Architectures.mvi:
            "every rule in a pure function and all timing in one Store, at a State, Intent, Action, Request, Output, Reducer, EffectRunner and View per feature, on a Core/ folder written once"
        default: "see its guide"
        }
    }

    /// The first branch `answers` take.
    static func branch(for answers: ChoiceAnswers) -> ChoiceBranch {
        branches.first { $0.holds(for: answers) }!
    }

    /// The answer to `answers`, with the fit check of `named`.
    static func choose(_ answers: ChoiceAnswers, named: NamedPattern? = nil) -> Choice {
        Choice(answers: answers, branch: branch(for: answers), named: named)
    }
}
