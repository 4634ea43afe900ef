import Lab
import Testing

@testable import LabTools

/// The selection guide's decision flow, fit check and interview, in process: pure values, no
/// terminal and no package needed.
@Suite("archlab choose: the decision flow")
struct SelectionGuideTests {
    /// Answers as the flags give them.
    private func answers(
        _ stack: UIStack? = nil, _ scope: ChoiceScope? = nil, _ signals: ChoiceSignal...
    ) -> ChoiceAnswers {
        ChoiceAnswers(stack: stack, scope: scope, signals: Set(signals))
    }

    @Test(arguments: [
        (1, ChoiceAnswers(stack: .swiftui, scope: .flow, signals: [.stateMachine]), "mvi"),
        (1, ChoiceAnswers(stack: .uikit, scope: nil, signals: [.stateMachine, .strictLayers]), "mvi"),
        (2, ChoiceAnswers(stack: nil, scope: nil, signals: [.stateMachine, .reducerLibraryOK]), "mvi"),
        (3, ChoiceAnswers(stack: .swiftui, scope: .screen, signals: [.streams]), "mvvm"),
        (4, ChoiceAnswers(stack: .swiftui, scope: .app, signals: [.streams]), "mvi"),
        (4, ChoiceAnswers(stack: .mixed, scope: nil, signals: [.streams]), "mvi"),
        (5, ChoiceAnswers(stack: .uikit, scope: .app, signals: [.largeUIKit]), "viper"),
        (5, ChoiceAnswers(stack: nil, scope: .app, signals: [.largeUIKit]), "viper"),
        (5, ChoiceAnswers(stack: .uikit, scope: .app, signals: [.strictLayers]), "viper"),
        (6, ChoiceAnswers(stack: .uikit, scope: .flow, signals: [.strictLayers]), "vip"),
        (6, ChoiceAnswers(stack: .uikit, scope: .screen, signals: [.strictLayers]), "vip"),
        (7, ChoiceAnswers(stack: .mixed, scope: .flow, signals: [.passiveView]), "mvp"),
        (8, ChoiceAnswers(stack: .uikit, scope: .screen, signals: []), "mvp"),
        (8, ChoiceAnswers(stack: .uikit, scope: .app, signals: [.navigation]), "mvp"),
        (9, ChoiceAnswers(stack: .swiftui, scope: .flow, signals: [.navigation]), "mvvm"),
        (9, ChoiceAnswers(stack: .mixed, scope: .screen, signals: []), "mvvm"),
        (9, ChoiceAnswers(), "mvvm"),
    ])
    func eachBranchOfTheDecisionFlowRecommendsItsPattern(branch: Int, answers: ChoiceAnswers, pattern: String)
    {
        let choice = SelectionGuide.choose(answers)

        #expect(choice.branch.number == branch)
        #expect(choice.recommended.name == pattern)
        #expect(choice.verdict == .fit)
        #expect(choice.alternative != choice.recommended)
    }

    @Test func everyBranchIsTakenBySomeAnswersAndTheLastHoldsForAnything() {
        let examples: [ChoiceAnswers] = [
            answers(nil, nil, .stateMachine), answers(nil, nil, .stateMachine, .reducerLibraryOK),
            answers(nil, .screen, .streams), answers(.swiftui, nil, .streams),
            answers(.uikit, .app, .largeUIKit),
            answers(.uikit, .flow, .strictLayers), answers(nil, nil, .passiveView), answers(.uikit),
            answers(),
        ]

        #expect(
            examples.map { SelectionGuide.branch(for: $0).number } == SelectionGuide.branches.map(\.number))
        #expect(SelectionGuide.branches.last!.holds(for: answers(.uikit, .app, .stateMachine)))
    }

    @Test func theReasonsAreGroundedInTheAnswersGiven() {
        let choice = SelectionGuide.choose(answers(.uikit, .app, .largeUIKit))

        #expect(choice.reasons.count == 2)
        #expect(choice.reasons[0].hasPrefix("app-wide:"))
        #expect(choice.reasons[1].hasPrefix("a large UIKit codebase:"))
        #expect(
            SelectionGuide.choose(answers(.uikit, .app, .strictLayers)).reasons[1].hasPrefix("strict layers:")
        )
    }

    @Test func withNothingAnsweredTheReasonSaysSo() {
        let choice = SelectionGuide.choose(answers())

        #expect(choice.recommended == Architectures.mvvm)
        #expect(choice.reasons == [SelectionGuide.branches.last!.fallback])
        #expect(choice.reasons[0].hasPrefix("nothing answered"))
    }

    @Test func uikitAppWideWithALargeUIKitCodebaseIsVIPERAFitWithVIPBesideIt() {
        let choice = SelectionGuide.choose(answers(.uikit, .app, .largeUIKit))

        #expect(choice.subject == Architectures.viper)
        #expect(choice.verdict == .fit)
        #expect(choice.alternative == Architectures.vip)
    }

    @Test func theFitCheckOfTheRecommendedPatternIsAFit() {
        let choice = SelectionGuide.choose(answers(.uikit, .app, .largeUIKit), named: .viper)

        #expect(choice.verdict == .fit)
        #expect(choice.subject == Architectures.viper)
    }

    @Test func mvvmNamedWithAStateMachineIsAMismatchThatRecommendsMVI() {
        let choice = SelectionGuide.choose(answers(nil, nil, .stateMachine), named: .mvvm)

        #expect(choice.verdict == .mismatch)
        #expect(choice.subject == Architectures.mvvm)
        #expect(choice.recommended == Architectures.mvi)
        #expect(choice.alternative == Architectures.mvi)
        #expect(choice.reasons.first?.hasPrefix("a state machine with complex effects:") == true)
    }

    @Test(arguments: [
        (NamedPattern.tca, "mvi", "needs its package"), (NamedPattern.reactive, "mvvm", "stream operators"),
    ])
    func aPatternNotBuiltHereSaysSoAndNamesItsClosest(named: NamedPattern, closest: String, because: String) {
        let choice = SelectionGuide.choose(answers(.uikit, .app, .largeUIKit), named: named)

        #expect(choice.verdict == .notBuiltHere)
        #expect(choice.subject.name == closest)
        #expect(choice.alternative == Architectures.viper)
        #expect(choice.note?.contains("not built here") == true)
        #expect(choice.note?.contains(because) == true)
    }

    @Test(arguments: [(NamedPattern.clean, "SharedDomain/Domain"), (.coordinator, "MVP's and MVVM's")])
    func cleanAndCoordinatorPointToWhereArchLabShowsThem(named: NamedPattern, place: String) {
        let choice = SelectionGuide.choose(answers(.swiftui, .flow), named: named)

        #expect(choice.verdict == .shownAsAPart)
        #expect(choice.subject == Architectures.mvvm)
        #expect(choice.note?.contains(place) == true)
    }

    @Test func navigationAddsACoordinatorToMVVMAndStrictLayersAddClean() {
        let choice = SelectionGuide.choose(answers(.swiftui, .flow, .navigation, .strictLayers))

        #expect(choice.recommended == Architectures.mvvm)
        #expect(choice.combinations.count == 2)
        #expect(choice.combinations[0].hasPrefix("MVVM + Coordinator"))
        #expect(choice.combinations[1].hasPrefix("Clean + MVVM"))
        #expect(
            SelectionGuide.choose(answers(.uikit, .app, .largeUIKit, .navigation)).combinations == [
                "VIPER's Routers: each scene's Router navigates, no coordinator needed"
            ])
    }

    @Test func theTableWritesEachConditionFromItsFacts() {
        #expect(
            SelectionGuide.branches[4].condition
                == "UIKit · app-wide · a large UIKit codebase or strict layers")
        #expect(
            SelectionGuide.branches[0].condition
                == "a state machine with complex effects · no reducer library")
        #expect(SelectionGuide.branches.last!.condition == "anything else, or nothing answered")
    }

    // MARK: The interview

    @Test func lettersAnswerEachQuestionAndEachAnswerStaysOnScreenAsChosen() {
        var interview = ChoiceInterview()

        #expect(interview.handle(.character("u")) == .asking)
        #expect(interview.handle(.character("a")) == .asking)
        #expect(interview.lines().contains("  UI stack  UIKit"))
        #expect(interview.lines().contains("  scope     app-wide"))
        for key: Character in ["n", "n", "n", "y", "n", "n", "n"] { _ = interview.handle(.character(key)) }

        #expect(interview.current == nil)
        #expect(interview.answers == answers(.uikit, .app, .largeUIKit))
        #expect(interview.named == nil)
    }

    @Test func arrowsAndEnterAnswerAndTheQuestionsThatDoNotApplyAreSkipped() {
        var interview = ChoiceInterview(askingNamed: false)

        _ = interview.handle(.down)
        _ = interview.handle(.enter)  // SwiftUI
        _ = interview.handle(.enter)  // one screen
        _ = interview.handle(.up)
        _ = interview.handle(.enter)  // streams: yes, the arrows wrap round
        _ = interview.handle(.enter)  // state machine: no, the first option: no reducer-library question

        #expect(interview.current == .signal(.strictLayers))
        _ = interview.handle(.character("n"))
        // SwiftUI: the large UIKit codebase and the passive view are not asked either.
        #expect(interview.current == .signal(.navigation))
        #expect(interview.handle(.character("n")) == .finished)
        #expect(SelectionGuide.choose(interview.answers).recommended == Architectures.mvvm)
    }

    @Test func aQuestionMarkExplainsTheQuestionAndBackspaceTakesAnAnswerBack() {
        var interview = ChoiceInterview()

        _ = interview.handle(.character("?"))
        #expect(interview.lines(width: 200).contains(ChoiceInterview.Question.stack.explanation))
        _ = interview.handle(.character("m"))
        #expect(!interview.lines(width: 200).contains(ChoiceInterview.Question.stack.explanation))
        _ = interview.handle(.backspace)

        #expect(interview.current == .stack)
        #expect(interview.answers.stack == nil)
    }

    @Test func theLastQuestionNamesAPatternForTheFitCheck() {
        var interview = ChoiceInterview()
        for key: Character in ["s", "f", "n", "y", "n", "n", "n"] { _ = interview.handle(.character(key)) }

        #expect(interview.current == .named)
        #expect(interview.handle(.character("m")) == .finished)
        let choice = SelectionGuide.choose(interview.answers, named: interview.named)
        #expect(choice.verdict == .mismatch && choice.recommended == Architectures.mvi)
    }

    @Test func everyAnswerHasALetterOfItsOwnThatNoKeyOfTheInterviewTakes() {
        for question in ChoiceInterview.Question.all {
            let keys = question.options.map(\.key)
            #expect(Set(keys).count == keys.count, "\(question)")
            #expect(!keys.contains("?") && !keys.contains("q"), "\(question)")
        }
        #expect(ChoiceInterview.Question.named.options.count == NamedPattern.allCases.count + 1)
    }

    @Test func theScreenFitsANarrowTerminalWithEveryWordKept() {
        var interview = ChoiceInterview()
        _ = interview.handle(.character("?"))

        let lines = interview.lines(width: 40)

        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
        let explanation = ChoiceInterview.Question.stack.explanation
        #expect(lines.joined(separator: " ").contains(explanation))
        #expect(
            TextWrap.lines("a bb ccc", width: 4, indent: "- ", hanging: "  ") == ["- a", "  bb", "  ccc"])
    }

    @Test(arguments: [RawTerminal.Key.character("q"), .escape, .interrupt])
    func quittingEndsTheInterview(key: RawTerminal.Key) {
        var interview = ChoiceInterview()

        #expect(interview.handle(key) == .quit)
    }
}
