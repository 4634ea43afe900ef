import Foundation
import Lab

/// Every figure of one `archlab bench` run: what `--json` prints, what `Docs/bench-sample.json`
/// holds and what `archlab docs` turns into the tables of `Docs/Performance.md`.
///
/// Ratios are taken round by round between sides measured in the same round, so a machine that
/// slows down for a moment weighs on both sides of a ratio alike; each carries the median and
/// the interquartile range (25th and 75th percentile) of its rounds.
struct BenchReport: Codable, Hashable, Sendable {
    /// The version of this layout; a reader rejects a sample written in another.
    static let schemaVersion = 5

    /// The layout's version (`schemaVersion` when written by this build).
    var schema = BenchReport.schemaVersion
    /// How the run was made.
    var run = RunFigures()
    /// The cache against the same statements in Swift over the C API and in C.
    var cache = CacheFigures()
    /// The reqres decoder and the demo backend's encoder against Foundation's.
    var json = JSONFigures()
    /// The architectures' gesture costs, measured side by side.
    var gestures = GestureFigures()
    /// Milliseconds from process start to the first frame, warm cache.
    var coldStartMilliseconds = Distribution()
    /// Key press to repainted frame in the explorer's host loop with 100 000 users, µs, by
    /// architecture name; nil until the run measures it.
    var keyToFrame: [String: Latency]?
    /// Wall time of `archlab workshop check` after a one-file change, seconds; nil until the
    /// run measures it.
    var workshopCheckSeconds: Distribution?

    /// An empty report, filled by `Benchmark.run`.
    init() {}

    enum CodingKeys: String, CodingKey {
        case schema, run, cache, json, gestures
        case coldStartMilliseconds = "cold_start_ms"
        case keyToFrame = "key_to_frame_us"
        case workshopCheckSeconds = "workshop_check_s"
    }

    /// Writes every key, the unmeasured ones as `null`, so a reader of the JSON sees the slot.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(run, forKey: .run)
        try container.encode(cache, forKey: .cache)
        try container.encode(json, forKey: .json)
        try container.encode(gestures, forKey: .gestures)
        try container.encode(coldStartMilliseconds, forKey: .coldStartMilliseconds)
        try container.encode(keyToFrame, forKey: .keyToFrame)
        try container.encode(workshopCheckSeconds, forKey: .workshopCheckSeconds)
    }

    /// The one-line JSON object of `--json`, keys sorted.
    func jsonText() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every field is a number, a string or a container of them: encoding cannot fail.
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// Reads a report written by `jsonText`, or throws when it is not one of this layout.
    static func parse(_ data: Data) throws -> BenchReport {
        let report = try JSONDecoder().decode(BenchReport.self, from: data)
        guard report.schema == schemaVersion else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [CodingKeys.schema],
                    debugDescription: "bench JSON schema \(report.schema), this build reads \(schemaVersion)")
            )
        }
        return report
    }
}

extension BenchReport {
    /// A sample's median and its interquartile range.
    struct Distribution: Codable, Hashable, Sendable {
        /// The 50th percentile.
        var median = 0.0
        /// The 25th percentile.
        var p25 = 0.0
        /// The 75th percentile.
        var p75 = 0.0

        /// A figure of `median` with its quartiles.
        init(median: Double = 0, p25: Double = 0, p75: Double = 0) {
            self.median = median
            self.p25 = p25
            self.p75 = p75
        }

        /// The quartiles of `values`, rounded to three decimals so the JSON stays readable.
        init(of values: [Double]) {
            let sorted = values.sorted()
            median = Self.rounded(Self.percentile(50, of: sorted))
            p25 = Self.rounded(Self.percentile(25, of: sorted))
            p75 = Self.rounded(Self.percentile(75, of: sorted))
        }

        /// The `percent` percentile of sorted `values`, linearly interpolated between ranks.
        static func percentile(_ percent: Double, of sorted: [Double]) -> Double {
            guard let first = sorted.first else { return 0 }
            guard sorted.count > 1 else { return first }
            let rank = percent / 100 * Double(sorted.count - 1)
            let below = Int(rank.rounded(.down))
            let above = min(below + 1, sorted.count - 1)
            return sorted[below] + (sorted[above] - sorted[below]) * (rank - Double(below))
        }

        static func rounded(_ value: Double) -> Double { (value * 1_000).rounded() / 1_000 }
    }

    /// A latency's median and its 99th percentile.
    struct Latency: Codable, Hashable, Sendable {
        /// The 50th percentile.
        var median: Double
        /// The 99th percentile.
        var p99: Double

        /// The latency figures of `median` and `p99`.
        init(median: Double, p99: Double) {
            self.median = median
            self.p99 = p99
        }

        /// The median and 99th percentile of `values`, rounded to three decimals.
        init(of values: [Double]) {
            let sorted = values.sorted()
            median = Distribution.rounded(Distribution.percentile(50, of: sorted))
            p99 = Distribution.rounded(Distribution.percentile(99, of: sorted))
        }
    }

    /// How the run was made.
    struct RunFigures: Codable, Hashable, Sendable {
        /// `--quick`.
        var quick = false
        /// The run's wall time.
        var seconds = 0.0
        /// Processors the system reports.
        var cores = 0
        /// The SQLite library's version.
        var sqlite = ""
    }

    /// The cache against its baselines, one operation (upsert or read).
    struct CacheOperation: Codable, Hashable, Sendable {
        /// Cache time / Swift raw-loop time, per round.
        var ratioToSwiftRaw = Distribution()
        /// Cache time / C time, per round.
        var ratioToC = Distribution()
        /// The cache's median throughput.
        var cacheRowsPerSecond = 0
        /// The Swift raw loop's median throughput.
        var swiftRawRowsPerSecond = 0
        /// The C baseline's median throughput.
        var cRowsPerSecond = 0

        enum CodingKeys: String, CodingKey {
            case ratioToSwiftRaw = "ratio_to_swift_raw"
            case ratioToC = "ratio_to_c"
            case cacheRowsPerSecond = "cache_rows_per_s"
            case swiftRawRowsPerSecond = "swift_raw_rows_per_s"
            case cRowsPerSecond = "c_rows_per_s"
        }
    }

    /// The cache's figures.
    struct CacheFigures: Codable, Hashable, Sendable {
        /// Users written and read each round.
        var rows = 0
        /// Rounds, each side once per round.
        var rounds = 0
        /// Times each round reads every page.
        var readPasses = 0
        /// Writing every page, one transaction per page.
        var upsert = CacheOperation()
        /// Reading every page back.
        var read = CacheOperation()

        enum CodingKeys: String, CodingKey {
            case rows, rounds, upsert, read
            case readPasses = "read_passes"
        }
    }

    /// One JSON direction: ArchLab's code against Foundation on the same bytes or values.
    struct CodecFigures: Codable, Hashable, Sendable {
        /// ArchLab's rows per second (median of rounds).
        var rowsPerSecond = 0
        /// Each baseline's rows per second, by name (`JSONDecoder`, `JSONSerialization`, `JSONEncoder`).
        var baselineRowsPerSecond: [String: Int] = [:]
        /// ArchLab's throughput / the baseline's, per round, by baseline name: above 1 is faster.
        var throughputRatio: [String: Distribution] = [:]

        enum CodingKeys: String, CodingKey {
            case rowsPerSecond = "rows_per_s"
            case baselineRowsPerSecond = "baseline_rows_per_s"
            case throughputRatio = "throughput_ratio"
        }
    }

    /// The JSON figures.
    struct JSONFigures: Codable, Hashable, Sendable {
        /// Users on the page decoded and encoded.
        var rowsPerPage = 0
        /// Rounds, each side once per round.
        var rounds = 0
        /// `ReqresDecoder.page` (strict, validated) against plain `Codable` structs.
        var decode = CodecFigures()
        /// The demo backend's page body against `JSONEncoder` on plain `Codable` structs.
        var encode = CodecFigures()

        enum CodingKeys: String, CodingKey {
            case rounds, decode, encode
            case rowsPerPage = "rows_per_page"
        }
    }

    /// The gesture figures.
    struct GestureFigures: Codable, Hashable, Sendable {
        /// Timed gestures per architecture and list size.
        var samples = 0
        /// µs per `scroll-to-end`, by architecture name, then by user count ("1000").
        var microseconds: [String: [String: Distribution]] = [:]
        /// CPU µs the process spent per gesture, all threads, by architecture name, then by
        /// user count.
        var cpuMicroseconds: [String: [String: Distribution]] = [:]
        /// Main-thread CPU µs per gesture, by architecture name, then by user count; empty when
        /// the main actor did not run on the main thread (`onMainThread`).
        var mainThreadCPUMicroseconds: [String: [String: Distribution]] = [:]
        /// The pattern's own share of a gesture, in percent of the floor's main-thread CPU time,
        /// by architecture name, then by user count: every round's median and the quartiles of
        /// the blocks of rounds (`Benchmark.ownShare`); empty when `onMainThread` is false.
        var patternPercent: [String: [String: Distribution]] = [:]
        /// Whether every gesture ran on the main thread, so that its clock measured the main actor.
        var onMainThread = false
        /// The same gesture with no pattern (`BaselineApps.floor`), timed in the same rounds.
        var floor = FloorFigures()
        /// The runner alone: a null app (`BaselineApps.runner`), timed once a round.
        var runner = RunnerFigures()
        /// Median at 100 000 / median at 1 000, by architecture name.
        var growth: [String: Double] = [:]
        /// Slowest architecture's median / fastest's, by user count.
        var spread: [String: Double] = [:]

        enum CodingKeys: String, CodingKey {
            case samples, growth, spread, floor, runner
            case microseconds = "us_per_gesture"
            case cpuMicroseconds = "cpu_us"
            case mainThreadCPUMicroseconds = "main_thread_cpu_us"
            case patternPercent = "pattern_percent"
            case onMainThread = "on_main_thread"
        }
    }

    /// The floor's figures, by user count ("1000").
    struct FloorFigures: Codable, Hashable, Sendable {
        /// µs per `scroll-to-end`, dispatch to rendered frame.
        var microseconds: [String: Distribution] = [:]
        /// Of those, µs in the repository (wall time of its calls).
        var repositoryMicroseconds: [String: Distribution] = [:]
        /// CPU µs per gesture, all threads.
        var cpuMicroseconds: [String: Distribution] = [:]
        /// Of those, CPU µs while the repository answered.
        var repositoryCPUMicroseconds: [String: Distribution] = [:]
        /// Main-thread CPU µs per gesture; empty when the main actor ran elsewhere.
        var mainThreadCPUMicroseconds: [String: Distribution] = [:]

        enum CodingKeys: String, CodingKey {
            case microseconds = "us_per_gesture"
            case repositoryMicroseconds = "repository_us"
            case repositoryCPUMicroseconds = "repository_cpu_us"
            case cpuMicroseconds = "cpu_us"
            case mainThreadCPUMicroseconds = "main_thread_cpu_us"
        }
    }

    /// The null app's figures.
    struct RunnerFigures: Codable, Hashable, Sendable {
        /// µs per gesture, dispatch to frame.
        var microseconds = Distribution()
        /// CPU µs per gesture, all threads.
        var cpuMicroseconds = Distribution()

        enum CodingKeys: String, CodingKey {
            case microseconds = "us_per_gesture"
            case cpuMicroseconds = "cpu_us"
        }
    }
}
