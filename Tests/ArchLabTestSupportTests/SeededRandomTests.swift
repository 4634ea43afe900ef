import ArchLabTestSupport
import Testing

@Suite("SeededRandom")
struct SeededRandomTests {
    @Test func theSameSeedReplaysTheSameDrawsAndAnotherDoesNot() {
        var first = SeededRandom(seed: 42)
        var again = SeededRandom(seed: 42)
        var other = SeededRandom(seed: 43)
        let draws = (0..<8).map { _ in Int.random(in: 1...150, using: &first) }

        #expect(draws == (0..<8).map { _ in Int.random(in: 1...150, using: &again) })
        #expect(draws != (0..<8).map { _ in Int.random(in: 1...150, using: &other) })
        #expect(first.replay == "seed 42 (replay: ARCHLAB_TEST_SEED=42)")
    }
}
