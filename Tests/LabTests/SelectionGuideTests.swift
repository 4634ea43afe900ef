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
        (1, ChoiceAnswers(stack: .swiftui, scope: nil, signals: [.streams]), NamedPattern.reactive, "mvvm"),
        (1, ChoiceAnswers(stack: .uikit, scope: .app, signals: [.streams, .largeUIKit]), .reactive, "mvvm"),
        (2, ChoiceAnswers(stack: .swiftui, scope: .flow, signals: [.stateMachine]), .mvi, "mvi"),
        (2, ChoiceAnswers(stack: .uikit, scope: nil, signals: [.stateMachine, .strictLayers]), .mvi, "mvi"),
        (2, ChoiceAnswers(stack: nil, scope: nil, signals: [.stateMachine, .streams]), .mvi, "mvi"),
        (3, ChoiceAnswers(stack: nil, scope: nil, signals: [.stateMachine, .reducerLibraryOK]), .tca, "mvi"),
        (4, ChoiceAnswers(stack: .uikit, scope: .flow, signals: [.strictLayers]), .clean, "vip"),
        (4, ChoiceAnswers(stack: .uikit, scope: .app, signals: [.strictLayers, .largeUIKit]), .clean, "vip"),
        (5, ChoiceAnswers(stack: .swiftui, scope: nil, signals: [.strictLayers]), .clean, "mvvm"),
        (6, ChoiceAnswers(stack: .uikit, scope: .app, signals: [.largeUIKit]), .viper, "viper"),
        (6, ChoiceAnswers(stack: nil, scope: .app, signals: [.largeUIKit]), .viper, "viper"),
        (
            7, ChoiceAnswers(stack: .uikit, scope: .app, signals: [.navigation, .passiveView]), .coordinator,
            "mvp"
        ),
        (8, ChoiceAnswers(stack: .swiftui, scope: .flow, signals: [.navigation]), .coordinator, "mvvm"),
        (8, ChoiceAnswers(stack: .uikit, scope: nil, signals: [.navigation]), .coordinator, "mvvm"),
        (9, ChoiceAnswers(stack: .uikit, scope: .screen, signals: [.passiveView]), .mvp, "mvp"),
        (10, ChoiceAnswers(stack: .mixed, scope: .flow, signals: [.passiveView]), .mvvm, "mvvm"),
        (10, ChoiceAnswers(stack: .uikit, scope: .screen, signals: []), .mvvm, "mvvm"),
        (10, ChoiceAnswers(), .mvvm, "mvvm"),
    ])
    func eachBranchOfTheDecisionFlowAnswersAsTheGuideAndRecommendsItsClosest(
        branch: Int, answers: ChoiceAnswers, guide: NamedPattern, pattern: String
    ) {
        let choice = SelectionGuide.choose(answers)

        #expect(choice.branch.number == branch)
        #expect(choice.guideAnswer == guide)
        #expect(choice.recommended.name == pattern)
        #expect(choice.verdict == .fit)
        #expect(choice.alternative != choice.recommended)
    }

    @Test func everyBranchIsTakenBySomeAnswersAndTheLastHoldsForAnything() {
        let examples: [ChoiceAnswers] = [
            answers(nil, nil, .streams), answers(nil, nil, .stateMachine),
            answers(nil, nil, .stateMachine, .reducerLibraryOK), answers(.uikit, .flow, .strictLayers),
            answers(nil, nil, .strictLayers), answers(.uikit, .app, .largeUIKit),
            answers(.uikit, nil, .navigation, .passiveView), answers(nil, nil, .navigation),
            answers(.uikit, nil, .passiveView), answers(),
        ]

        #expect(
            examples.map { SelectionGuide.branch(for: $0).number } == SelectionGuide.branches.map(\.number))
        #expect(SelectionGuide.branches.last!.holds(for: answers(.uikit, .app, .stateMachine)))
    }

    @Test func aStreamHeavyFeatureIsAnsweredReactiveAsTheGuidesFirstQuestionSaysWithMVVMBuiltHere() {
        let choice = SelectionGuide.choose(answers(.swiftui, nil, .streams))

        #expect(choice.guideAnswer == .reactive)
        #expect(choice.recommended == Architectures.mvvm)
        #expect(choice.note?.hasPrefix("Reactive is not built here") == true)
        #expect(choice.reasons[0].hasPrefix("stream-heavy: the guide's first question answers Reactive"))
    }

    @Test func streamsWithAStateMachineGoOnToTheReducerAndCombineWithReactive() {
        let choice = SelectionGuide.choose(answers(nil, nil, .streams, .stateMachine))

        #expect(choice.guideAnswer == .mvi)
        #expect(choice.combinations.contains { $0.hasPrefix("MVI + Reactive") })
    }

    @Test func theReasonsAreGroundedInTheAnswersGiven() {
        let choice = SelectionGuide.choose(answers(.uikit, .app, .largeUIKit))

        #expect(choice.reasons.count == 2)
        #expect(choice.reasons[0].hasPrefix("app-wide:"))
        #expect(choice.reasons[1].hasPrefix("a large UIKit codebase:"))
        #expect(
            SelectionGuide.choose(answers(.uikit, .flow, .strictLayers)).reasons[1].hasPrefix(
                "a multi-screen flow:"))
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
            SelectionGuide.branches[6].condition
                == "navigation-heavy · UIKit · a passive view")
        #expect(
            SelectionGuide.branches[1].condition
                == "a state machine with complex effects · no reducer library")
        #expect(
            SelectionGuide.branches[0].condition
                == "state arrives as streams · not a state machine with complex effects")
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
