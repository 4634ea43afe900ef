import Foundation

/// A random number generator that a seed replays (SplitMix64). A test that draws random values
/// takes its seed from `ARCHLAB_TEST_SEED` when set, else a fresh one, and names the seed in
/// every failure, so any failing run can be replayed exactly:
/// `ARCHLAB_TEST_SEED=<seed> swift test --filter <test>`.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The seed it started from, for the failure message.
    public let seed: UInt64
    private var state: UInt64

    /// A generator from `seed`, or from `ARCHLAB_TEST_SEED`, or a fresh seed.
    public init(seed: UInt64? = nil) {
        let fromEnvironment = ProcessInfo.processInfo.environment["ARCHLAB_TEST_SEED"].flatMap { UInt64($0) }
        self.seed = seed ?? fromEnvironment ?? UInt64.random(in: .min ... .max)
        state = self.seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// "seed 1234 (replay: ARCHLAB_TEST_SEED=1234)", for a failure message.
    public var replay: String { "seed \(seed) (replay: ARCHLAB_TEST_SEED=\(seed))" }
}
