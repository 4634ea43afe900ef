import ArchLabTestSupport
import Foundation
import Lab
import Testing

@testable import LabTools

/// The bench's report: its JSON layout, its tables and the generated `Docs/Performance.md`.
/// Structure only; no test here times anything.
@Suite("bench report and Docs/Performance.md")
struct BenchReportTests {
    /// A report with every measured figure filled in, the two optional ones left out.
    static func makeReport() -> BenchReport {
        var report = BenchReport()
        report.run = .init(quick: true, seconds: 33, cores: 2, sqlite: "3.40.1")
        report.cache.rows = 20_000
        report.cache.upsert.ratioToSwiftRaw = .init(median: 1.02, p25: 0.99, p75: 1.05)
        report.cache.upsert.ratioToC = .init(median: 1.10, p25: 1.08, p75: 1.12)
        report.json.decode.throughputRatio = [
            "JSONDecoder": .init(median: 1.5, p25: 1.4, p75: 1.6),
            "JSONSerialization": .init(median: 2.5, p25: 2.4, p75: 2.6),
        ]
        report.json.encode.throughputRatio = ["JSONEncoder": .init(median: 1.0, p25: 0.98, p75: 1.02)]
        report.gestures.samples = 999
        for name in ["vip", "viper", "mvp", "mvvm", "mvi"] {
            report.gestures.microseconds[name] = bySize([1_900, 1_920, 1_950], spread: 50)
            report.gestures.cpuMicroseconds[name] = bySize([200, 201, 202], spread: 10)
            report.gestures.mainThreadCPUMicroseconds[name] = bySize([180, 181, 182], spread: 8)
            report.gestures.patternPercent[name] = bySize([12.5, 12.6, 12.7], spread: 1.5)
            report.gestures.growth[name] = 1.03
        }
        report.gestures.floor.microseconds = bySize([1_800, 1_810, 1_820], spread: 50)
        report.gestures.floor.repositoryMicroseconds = bySize([1_190, 1_200, 1_210], spread: 20)
        report.gestures.floor.cpuMicroseconds = bySize([105, 105, 106], spread: 5)
        report.gestures.floor.repositoryCPUMicroseconds = bySize([60, 61, 62], spread: 5)
        report.gestures.floor.mainThreadCPUMicroseconds = bySize([160, 161, 162], spread: 8)
        report.gestures.onMainThread = true
        report.gestures.runner = .init(
            microseconds: .init(median: 30.5, p25: 28, p75: 33),
            cpuMicroseconds: .init(median: 12.5, p25: 12, p75: 13))
        report.gestures.spread = ["1000": 1.05, "10000": 1.04, "100000": 1.06]
        report.coldStartMilliseconds = .init(median: 21.5, p25: 21, p75: 22)
        return report
    }

    /// A figure per list size (1 000, 10 000, 100 000 users): these medians, quartiles `spread` away.
    static func bySize(_ medians: [Double], spread: Double) -> [String: BenchReport.Distribution] {
        Dictionary(
            uniqueKeysWithValues: zip(Benchmark.listSizes, medians).map {
                (String($0), .init(median: $1, p25: $1 - spread, p75: $1 + spread))
            })
    }

    @Test func test_json_writesUnmeasuredFiguresAsNullOnAFreshReport() {
        let json = Self.makeReport().jsonText()

        #expect(json.contains(#""key_to_frame_us":null"#))
        #expect(json.contains(#""workshop_check_s":null"#))
        #expect(!json.contains("\n"), "--json prints one line")
    }

    @Test func test_json_readsBackEveryFigureOnARoundTrip() throws {
        var report = Self.makeReport()
        report.keyToFrame = ["vip": .init(median: 800, p99: 2_400)]
        report.workshopCheckSeconds = .init(median: 4.2, p25: 4.1, p75: 4.4)

        let parsed = try BenchReport.parse(Data(report.jsonText().utf8))

        #expect(parsed == report)
    }

    @Test func test_parse_rejectsAReportOfAnotherSchema() {
        var report = Self.makeReport()
        report.schema = BenchReport.schemaVersion + 1

        #expect(throws: DecodingError.self) { try BenchReport.parse(Data(report.jsonText().utf8)) }
    }

    @Test func test_distribution_givesTheQuartilesOfTheSample() {
        let figure = BenchReport.Distribution(of: [5, 1, 4, 2, 3])

        #expect(figure == .init(median: 3, p25: 2, p75: 4))
    }

    @Test func test_interleave_rotatesWhichSideGoesFirstEveryRound() {
        var order: [Int] = []

        let results = Benchmark.interleave(rounds: 3, sides: 3) { side, round in
            order.append(side)
            return Double(round)
        }

        #expect(order == [0, 1, 2, 1, 2, 0, 2, 0, 1])
        #expect(results == [[0, 1, 2], [0, 1, 2], [0, 1, 2]], "each side's results are in round order")
    }

    @Test func test_ownShares_areEachBlocksMedianOfTheRoundsRatiosToTheFloor() {
        let block = Benchmark.roundsPerShareBlock
        // Two whole blocks and a part: the floor's main thread takes 100 then 200 µs (the
        // machine slowed down for both sides), the architecture's 10 % more in every round, with
        // one wild gesture per block.
        let floor = (0..<(2 * block + 3)).map { $0 < block ? 100.0 : 200.0 }
        var architecture = floor.map { $0 * 1.1 }
        architecture[0] = 5_000
        architecture[block] = 1

        let shares = Benchmark.ownShares(architecture, floor: floor)

        #expect(shares.count == 2, "one figure per whole block, the part left out")
        #expect(
            shares.allSatisfy { abs($0 - 10) < 1e-9 }, "10 % in both blocks, whatever the speed: \(shares)")
    }

    @Test func test_ownShare_isEveryRoundsMedianWithTheBlocksQuartiles() {
        let block = Benchmark.roundsPerShareBlock
        // Four blocks: 2, 4, 6 and 8 % in every round of each, but the floor's main thread
        // takes 100 µs in the first two and 300 µs in the last two.
        let floor = (0..<(4 * block)).map { $0 < 2 * block ? 100.0 : 300.0 }
        let architecture = floor.indices.map { floor[$0] * (1 + Double(2 * ($0 / block + 1)) / 100) }

        let share = Benchmark.ownShare(architecture, floor: floor)

        #expect(share.median == 5, "the median of every round: between the 4 % and the 6 % rounds")
        #expect(share.p25 == 3.5 && share.p75 == 6.5, "the blocks' quartiles: \(share)")
    }

    @Test func test_tables_sayNotMeasuredForFiguresTheRunDidNotMeasure() {
        let tables = BenchTables.markdown(Self.makeReport(), order: ["vip", "viper", "mvp", "mvvm", "mvi"])

        let unmeasured = tables.split(separator: "\n").filter { $0.contains(BenchTables.notMeasured) }
        #expect(unmeasured.count == 6, "five key-to-frame rows and the workshop loop:\n\(tables)")
        #expect(
            tables.contains(
                "| VIP | 1900.0 [1850.0–1950.0] | 1920.0 [1870.0–1970.0] | 1950.0 [1900.0–2000.0] | 1.03 |"))
        #expect(
            tables.contains(
                "| JSON decode throughput, reqres decoder / JSONDecoder | 1.50× | 1.40–1.60 | ≥ 1.50 |"))
    }

    @Test func test_tables_showThePatternsShareApartFromTheFloorAndTheRunner() {
        var report = Self.makeReport()
        report.gestures.patternPercent["mvvm"]?["1000"] = .init(median: 25, p25: 20, p75: 30)

        let tables = BenchTables.markdown(report, order: ["vip", "viper", "mvp", "mvvm", "mvi"])

        #expect(
            tables.contains("| no pattern (the floor) | 1800.0 [1750.0–1850.0] | 1810.0 [1760.0–1860.0] |"))
        #expect(tables.contains("takes 1800.0 µs at 1 000 users, 1190.0 µs of them in the repository"))
        #expect(tables.contains("the process spends 105.0 µs of CPU time on it, 60.0 µs in the repository"))
        #expect(tables.contains("The runner alone (a null app"))
        #expect(tables.contains("takes 30.5 µs, 12.5 µs of CPU time"))
        #expect(tables.contains("The main thread, where the main actor runs, spends 160.0 µs of CPU time"))
        #expect(
            tables.contains(
                "the median of the 999 rounds, and in brackets the interquartile range of the 19 blocks"))
        #expect(tables.contains("| VIP | 12.5 [11.0–14.0] | 12.6 [11.1–14.1] | 12.7 [11.2–14.2] | 20.0 |"))
        #expect(tables.contains("| MVVM | 25.0 [20.0–30.0] | 12.6 [11.1–14.1] | 12.7 [11.2–14.2] | 40.0 |"))
    }

    @MainActor
    @Test func test_measureGestures_splitsEveryArchitecturesGestureIntoTheFloorAndItsPattern() async throws {
        let sizes = [200, 300]

        let figures = try await Benchmark.measureGestures(Architectures.builtIn, sizes: sizes)

        #expect(figures.samples == 2, "300 users, 100 a page: two gestures to the end")
        #expect(figures.runner.microseconds.median > 0)
        #expect(figures.runner.cpuMicroseconds.median > 0)
        for size in sizes.map(String.init) {
            let floor = try #require(figures.floor.microseconds[size])
            let floorRepository = try #require(figures.floor.repositoryMicroseconds[size])
            let floorCPU = try #require(figures.floor.cpuMicroseconds[size])
            #expect(floorRepository.median > 0 && floorRepository.median < floor.median)
            #expect(floorCPU.median > 0)
            #expect(try #require(figures.floor.repositoryCPUMicroseconds[size]).median > 0)
            for architecture in Architectures.builtIn {
                let total = try #require(figures.microseconds[architecture.name]?[size])
                let cpu = try #require(figures.cpuMicroseconds[architecture.name]?[size])
                #expect(cpu.median > 0 && total.median > 0, "\(architecture) at \(size)")
                // The share needs the main actor on the main thread, as `archlab bench` runs it;
                // a test runner may drain the main queue from another thread.
                #expect(
                    (figures.patternPercent[architecture.name]?[size] != nil) == figures.onMainThread,
                    "\(architecture) at \(size)")
            }
        }
        #expect(
            Set(figures.microseconds.keys) == Set(Architectures.builtIn.map(\.name)), "the floor is apart")
    }

    @Test func test_costColumn_givesEachPatternsOwnShareBesideItsGesture() {
        var report = Self.makeReport()
        report.gestures.patternPercent["mvvm"]?["1000"] = .init(median: 25, p25: 20, p75: 30)

        let column = BenchTables.costColumn(
            report, order: ["vip", "viper", "mvp", "mvvm", "mvi"], users: 1_000)

        #expect(column.count == 8, "a header, a rule, five architectures and the floor")
        #expect(column.contains("| VIP | 1900.0 | 12.5 % | 20.0 |"))
        #expect(column.contains("| MVVM | 1900.0 | 25.0 % | 40.0 |"))
        #expect(column.last == "| no pattern (the floor) | 1800.0 | | |")
    }

    @MainActor
    @Test func test_comparisonDoc_quotesTheCheckedInSamplesCostColumn() throws {
        let comparison = try String(
            contentsOf: PackageRoot.url.appendingPathComponent(ComparisonDocument.path), encoding: .utf8)
        let sample = try BenchReport.parse(
            Data(contentsOf: PackageRoot.url.appendingPathComponent(PerformanceDocument.samplePath)))

        let column = BenchTables.costColumn(sample, order: Architectures.builtIn.map(\.name), users: 1_000)

        #expect(comparison.contains(column.joined(separator: "\n")), "run 'swift run archlab docs'")
        #expect(
            sample.gestures.patternPercent.keys.sorted() == Architectures.builtIn.map(\.name).sorted())
        #expect(sample.gestures.onMainThread, "the sample's bench ran the main actor on the main thread")
    }

    @Test func test_tables_showMeasuredLatencyAndWorkshopLoop() {
        var report = Self.makeReport()
        report.keyToFrame = Dictionary(
            uniqueKeysWithValues: ["vip", "viper", "mvp", "mvvm", "mvi"].map {
                ($0, .init(median: 800, p99: 2_400))
            })
        report.workshopCheckSeconds = .init(median: 4.2, p25: 4.1, p75: 4.4)

        let tables = BenchTables.markdown(report, order: ["vip", "viper", "mvp", "mvvm", "mvi"])

        #expect(!tables.contains(BenchTables.notMeasured))
        #expect(tables.contains("| MVVM | 800.0 | 2400.0 |"))
        #expect(
            tables.contains("| `archlab workshop check` after a one-file change (s) | 4.2 | 4.1–4.4 | — |"))
    }

    @Test func test_performanceDoc_isTheCheckedInSampleRendered() throws {
        let current = try String(
            contentsOf: PackageRoot.url.appendingPathComponent(PerformanceDocument.path), encoding: .utf8)

        let rendered = try PerformanceDocument.render(root: PackageRoot.url)

        #expect(rendered == current, "Docs/Performance.md is stale: run 'swift run archlab docs'")
    }

    @Test func test_performanceDoc_isStaleWhenTheSampleChanges() throws {
        let current = try String(
            contentsOf: PackageRoot.url.appendingPathComponent(PerformanceDocument.path), encoding: .utf8)
        let sample = try BenchReport.parse(
            Data(contentsOf: PackageRoot.url.appendingPathComponent(PerformanceDocument.samplePath)))
        var changed = sample
        changed.coldStartMilliseconds.median += 1

        #expect(try PerformanceDocument.render(document: current, sample: sample) == current)
        #expect(try PerformanceDocument.render(document: current, sample: changed) != current)
    }

    @Test func test_performanceDoc_failsClearlyWithoutItsMarkers() {
        #expect(throws: PerformanceDocument.Failure.self) {
            try PerformanceDocument.render(document: "# Performance\n", sample: Self.makeReport())
        }
    }
}
