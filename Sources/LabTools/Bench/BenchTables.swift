import Foundation
import Lab

/// The Markdown tables of a `BenchReport`: what `archlab bench` prints without `--json`, and
/// what `archlab docs` writes into `Docs/Performance.md` from the checked-in sample. A figure
/// the run did not measure reads "not measured in this run"; none is ever filled in by hand.
enum BenchTables {
    /// What an unmeasured figure's cells say.
    static let notMeasured = "not measured in this run"

    /// Every table of `report`, architectures in `order` (names; others follow alphabetically).
    static func markdown(_ report: BenchReport, order: [String]) -> String {
        let names = architectureNames(in: report, order: order)
        var lines: [String] = []
        let mode = report.run.quick ? "--quick --json" : "--json"
        lines += [
            "`archlab bench \(mode)`: \(String(format: "%.0f", report.run.seconds)) s on \(report.run.cores) cores, "
                + "SQLite \(report.run.sqlite). Ratios are taken round by round between sides measured in "
                + "the same round; each shows the median and, in brackets, the interquartile range "
                + "(25th–75th percentile) of its rounds.",
            "",
            "### Against the limit",
            "",
            "| figure | median | interquartile range | target |",
            "| --- | ---: | ---: | ---: |",
        ]
        let cache = report.cache
        lines.append(
            row("cache upsert time, ArchLab / Swift over the C API", cache.upsert.ratioToSwiftRaw, "≤ 1.20"))
        lines.append(row("cache upsert time, ArchLab / C", cache.upsert.ratioToC, "—"))
        lines.append(
            row("cache read time, ArchLab / Swift over the C API", cache.read.ratioToSwiftRaw, "≤ 1.20"))
        lines.append(row("cache read time, ArchLab / C", cache.read.ratioToC, "—"))
        for (name, target) in [("JSONDecoder", "≥ 1.50"), ("JSONSerialization", "—")] {
            if let ratio = report.json.decode.throughputRatio[name] {
                lines.append(row("JSON decode throughput, reqres decoder / \(name)", ratio, target))
            }
        }
        if let ratio = report.json.encode.throughputRatio["JSONEncoder"] {
            lines.append(row("JSON encode throughput, demo backend / JSONEncoder", ratio, "—"))
        }
        let smallest = String(Benchmark.listSizes.min() ?? 0)
        if let repository = report.gestures.floor.repositoryMicroseconds[smallest] {
            lines.append(
                row(
                    "the page round trip: the floor's repository call at \(number(Int(smallest) ?? 0)) users (µs)",
                    repository, "≤ 650", unit: ""))
        }
        lines.append(
            row("cold start to the first frame (ms)", report.coldStartMilliseconds, "≤ 30", unit: ""))
        if let workshop = report.workshopCheckSeconds {
            lines.append(row("`archlab workshop check` after a one-file change (s)", workshop, "—", unit: ""))
        } else {
            lines.append("| `archlab workshop check` after a one-file change (s) | \(notMeasured) | | — |")
        }
        lines +=
            [
                "",
                "### Throughput",
                "",
                "| rows per second | ArchLab | baselines |",
                "| --- | ---: | --- |",
                "| cache upsert (\(number(cache.rows)) users, pages of 100, one transaction each) | "
                    + "\(number(cache.upsert.cacheRowsPerSecond)) | Swift over the C API "
                    + "\(number(cache.upsert.swiftRawRowsPerSecond)), C \(number(cache.upsert.cRowsPerSecond)) |",
                "| cache read (every page \(cache.readPasses) times) | \(number(cache.read.cacheRowsPerSecond)) | "
                    + "Swift over the C API \(number(cache.read.swiftRawRowsPerSecond)), "
                    + "C \(number(cache.read.cRowsPerSecond)) |",
                "| JSON decode (\(report.json.rowsPerPage)-user page) | \(number(report.json.decode.rowsPerSecond)) | "
                    + baselines(report.json.decode) + " |",
                "| JSON encode (\(report.json.rowsPerPage)-user page) | \(number(report.json.encode.rowsPerSecond)) | "
                    + baselines(report.json.encode) + " |",
                "",
                "### Gestures",
                "",
                "µs per `scroll-to-end`, dispatch → state → rendered 20-row frame; median [interquartile range] "
                    + "of \(number(report.gestures.samples)) gestures per cell.",
                "",
            ] + sizeColumns(last: "growth (≤ 1.30)")
        for name in names {
            let costs = report.gestures.microseconds[name] ?? [:]
            let cells = Benchmark.listSizes.map { size in
                costs[String(size)].map(cell) ?? "—"
            }
            let growth = report.gestures.growth[name].map { fixed($0, 2) } ?? "—"
            lines.append("| \(title(name)) | " + cells.joined(separator: " | ") + " | \(growth) |")
        }
        let spreads = Benchmark.listSizes.map { size in
            report.gestures.spread[String(size)].map { "\(fixed($0, 2))×" } ?? "—"
        }
        lines.append("| slowest / fastest (≤ 2.00) | " + spreads.joined(separator: " | ") + " | |")
        let floor = report.gestures.floor
        lines.append(
            "| no pattern (the floor) | "
                + Benchmark.listSizes.map { floor.microseconds[String($0)].map(cell) ?? "—" }.joined(
                    separator: " | ")
                + " | |")
        lines += patternShare(report, names: names)
        lines += [
            "",
            "### Key press to repainted frame",
            "",
            "µs from a key to the repainted frame, as the explorer's host loop does it (the gesture sent, the View invalidating, the frame painted), with 100 000 users loaded: `enter` (open row 1) and `b` (back), pressed in every architecture each round.",
            "",
            "| architecture | median | p99 |",
            "| --- | ---: | ---: |",
        ]
        for name in names {
            if let latency = report.keyToFrame?[name] {
                lines.append("| \(title(name)) | \(fixed(latency.median, 1)) | \(fixed(latency.p99, 1)) |")
            } else {
                lines.append("| \(title(name)) | \(notMeasured) | |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What each architecture's pattern adds to a gesture, after what they all pay.
    private static func patternShare(_ report: BenchReport, names: [String]) -> [String] {
        let gestures = report.gestures
        let smallest = String(Benchmark.listSizes.min() ?? 0)
        let floor = gestures.floor
        let wall = floor.microseconds[smallest]?.median ?? 0
        let repository = floor.repositoryMicroseconds[smallest]?.median ?? 0
        let cpu = floor.cpuMicroseconds[smallest]?.median ?? 0
        let repositoryCPU = floor.repositoryCPUMicroseconds[smallest]?.median ?? 0
        let mainThread = floor.mainThreadCPUMicroseconds[smallest]?.median
        let runner = gestures.runner
        var lines =
            [
                "",
                "### The pattern's share of a gesture",
                "",
                "Most of a gesture is the same in all five. The floor, the same `scroll-to-end` with no "
                    + "pattern (one task asks the repository for the next page, the same 20 rows are drawn), "
                    + "takes \(fixed(wall, 1)) µs at \(number(Int(smallest) ?? 0)) users, \(fixed(repository, 1)) µs "
                    + "of them in the repository (the demo backend encoding the page, the client decoding it, the "
                    + "cache writing it); the process spends \(fixed(cpu, 1)) µs of CPU time on it, "
                    + "\(fixed(repositoryCPU, 1)) µs in the repository, and the rest of the wall time is waiting "
                    + "for threads between hops. The runner alone (a null app: a gesture, one task that "
                    + "invalidates at once, a fixed frame) takes \(fixed(runner.microseconds.median, 1)) µs, "
                    + "\(fixed(runner.cpuMicroseconds.median, 1)) µs of CPU time. The main thread, where the "
                    + "main actor runs, spends \(mainThread.map { fixed($0, 1) } ?? notMeasured) µs of CPU time on "
                    + "the floor's gesture. What an architecture adds is its own: its main-thread CPU time per "
                    + "`scroll-to-end` (its roles, its state, its View drawing, its hops back to the main actor) "
                    + "over the floor's in the same round, in percent: the median of the \(number(gestures.samples)) "
                    + "rounds, and in brackets the interquartile range of the "
                    + "\(gestures.samples / Benchmark.roundsPerShareBlock) blocks of "
                    + "\(Benchmark.roundsPerShareBlock) rounds, each block's figure the median of its rounds. "
                    + "The last column puts the share in µs of the floor's main-thread CPU time.",
                "",
            ] + sizeColumns(last: "µs at \(number(Int(smallest) ?? 0)) users", unit: " (%)")
        for name in names {
            let pattern = gestures.patternPercent[name] ?? [:]
            let cells = Benchmark.listSizes.map { pattern[String($0)].map(cell) ?? notMeasured }
            let own = microseconds(ofShare: pattern[smallest]?.median, floor: mainThread)
            lines.append("| \(title(name)) | " + cells.joined(separator: " | ") + " | \(own) |")
        }
        return lines
    }

    /// The comparison's cost column at `users`: each architecture's gesture, its pattern's own
    /// share and that share in µs of the floor's main-thread CPU time, then the floor's gesture.
    static func costColumn(_ report: BenchReport, order: [String], users: Int) -> [String] {
        let size = String(users)
        let gestures = report.gestures
        let floorMainThread = gestures.floor.mainThreadCPUMicroseconds[size]?.median
        var lines = [
            "| architecture | µs per gesture | the pattern's own share | in µs of CPU |",
            "| --- | ---: | ---: | ---: |",
        ]
        for name in architectureNames(in: report, order: order) {
            let total = gestures.microseconds[name]?[size]?.median
            let own = gestures.patternPercent[name]?[size]?.median
            lines.append(
                "| \(title(name)) | \(total.map { fixed($0, 1) } ?? "—") | \(own.map { "\(fixed($0, 1)) %" } ?? "—") | "
                    + "\(microseconds(ofShare: own, floor: floorMainThread)) |")
        }
        let floor = gestures.floor.microseconds[size]?.median
        lines.append("| no pattern (the floor) | \(floor.map { fixed($0, 1) } ?? "—") | | |")
        return lines
    }

    /// A share in percent of the floor's main-thread CPU µs, in µs: "12.5"; "—" without both.
    private static func microseconds(ofShare share: Double?, floor: Double?) -> String {
        guard let share, let floor else { return "—" }
        return fixed(share / 100 * floor, 1)
    }

    /// The header of a table with a column per list size and a `last` one.
    private static func sizeColumns(last: String, unit: String = "") -> [String] {
        [
            "| architecture | "
                + Benchmark.listSizes.map { "\(number($0)) users\(unit)" }.joined(separator: " | ")
                + " | \(last) |",
            "| --- |" + String(repeating: " ---: |", count: Benchmark.listSizes.count + 1),
        ]
    }

    /// "1900.0 [1850.0–1950.0]".
    private static func cell(_ value: BenchReport.Distribution) -> String {
        "\(fixed(value.median, 1)) [\(fixed(value.p25, 1))–\(fixed(value.p75, 1))]"
    }

    /// The report's architectures: those of `order` first, in that order, then any other.
    static func architectureNames(in report: BenchReport, order: [String]) -> [String] {
        let measured = Set(report.gestures.microseconds.keys).union(
            report.keyToFrame.map { Array($0.keys) } ?? [])
        return order.filter { measured.contains($0) } + measured.subtracting(order).sorted()
    }

    private static func row(
        _ figure: String, _ value: BenchReport.Distribution, _ target: String, unit: String = "×"
    ) -> String {
        let digits = unit.isEmpty ? 1 : 2
        return "| \(figure) | \(fixed(value.median, digits))\(unit) | "
            + "\(fixed(value.p25, digits))–\(fixed(value.p75, digits)) | \(target) |"
    }

    private static func baselines(_ codec: BenchReport.CodecFigures) -> String {
        codec.baselineRowsPerSecond.sorted { $0.key < $1.key }
            .map { "\($0.key) \(number($0.value))" }.joined(separator: ", ")
    }

    private static func title(_ name: String) -> String {
        Architectures.named(name)?.title ?? name
    }

    private static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// 134245 → "134 245", as the rest of the docs write large numbers.
    private static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(" ") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }
}
