import Lab
import TerminalUI
import Testing

/// The scenario language's words for the new-user screen (SPEC §5, N1).
@Suite("The scenario language: new")
struct ScenarioLanguageTests {
    @Test func newIsTheGestureThatOpensTheNewUserForm() throws {
        let scenario = try Scenario(parsing: "appear\nnew\nset first-name Ada\n")

        #expect(
            scenario.steps.map(\.action) == [
                .gesture(.appear), .gesture(.new), .gesture(.set(field: "first-name", text: "Ada")),
            ])
        #expect(scenario.steps[1].text == "new" && scenario.steps[1].line == 2)
    }

    @Test func newSpelledInTracesAndTranscriptsAsInTheLanguage() {
        #expect(Gesture.new.description == "new")
        #expect(Gesture.new.traceName == "new")
    }

    @Test func newTakesNoArgument() {
        #expect(throws: ScenarioError(line: 2, message: "unexpected 'user' after new")) {
            try Scenario(parsing: "appear\nnew user\n")
        }
    }
}
