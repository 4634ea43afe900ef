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
            report.gestures.microseconds[name] = [
                "1000": .init(median: 1_900, p25: 1_850, p75: 1_950),
                "10000": .init(median: 1_920, p25: 1_870, p75: 1_970),
                "100000": .init(median: 1_950, p25: 1_900, p75: 2_000),
            ]
            report.gestures.growth[name] = 1.03
        }
        report.gestures.spread = ["1000": 1.05, "10000": 1.04, "100000": 1.06]
        report.coldStartMilliseconds = .init(median: 21.5, p25: 21, p75: 22)
        return report
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

    @Test func test_tables_sayNotMeasuredForFiguresTheRunDidNotMeasure() {
        let tables = BenchTables.markdown(Self.makeReport(), order: ["vip", "viper", "mvp", "mvvm", "mvi"])

        let unmeasured = tables.split(separator: "\n").filter { $0.contains(BenchTables.notMeasured) }
        #expect(unmeasured.count == 6, "five key-to-frame rows and the workshop loop:\n\(tables)")
        #expect(
            tables.contains(
                "| VIP | 1900.0 [1850.0–1950.0] | 1920.0 [1870.0–1970.0] | 1950.0 [1900.0–2000.0] | 1.03 |"))
        #expect(
            tables.contains(
                "| JSON decode throughput, reqres decoder / JSONDecoder | 1.50× | 1.40–1.60 | ≥ 1.00 |"))
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
