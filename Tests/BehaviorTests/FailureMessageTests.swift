import Testing

/// A failing behavioural test prints the frame that differs, expected and actual, not the
/// whole transcript.
@Suite("The identical suite's failure message")
struct FailureMessageTests {
    private static let golden = """
        ▶ 1 appear
        │ Users                                                            6 of 12
        │    1  George Bluth              george.bluth@reqres.in
        ✓ 2 expect George Bluth
        ▶ 3 tap 1
        │ User #1
        │ Name: George Bluth
        │ Email: george.bluth@reqres.in
        ▶ 4 back
        │ Users                                                            6 of 12

        """

    @Test func itShowsTheStepAndBothVersionsOfTheDifferingFrameOnly() throws {
        let actual = Self.golden.replacingOccurrences(
            of: "│ Name: George Bluth", with: "│ Name: Georgina Bluth")

        let message = try #require(firstDifference(actual, Self.golden))

        #expect(message.contains("expected:\n  ▶ 3 tap 1\n  │ User #1\n  │ Name: George Bluth\n"))
        #expect(message.contains("actual:\n  ▶ 3 tap 1\n  │ User #1\n  │ Name: Georgina Bluth\n"))
        #expect(!message.contains("▶ 1 appear"))
        #expect(!message.contains("▶ 4 back"))
    }

    @Test func identicalTranscriptsHaveNoDifference() {
        #expect(firstDifference(Self.golden, Self.golden) == nil)
    }

    @Test func aTranscriptThatStopsEarlyIsShownEndingThere() throws {
        let actual = Self.golden.components(separatedBy: "▶ 4 back")[0]

        let message = try #require(firstDifference(actual, Self.golden))

        #expect(message.contains("expected:\n  ▶ 4 back"))
    }
}
