import Foundation
import Lab
import SharedDomain

extension Benchmark {
    /// Decoding: the reqres client's strict decoder (`ReqresDecoder.page`: decode, validate, map
    /// to domain values), `JSONDecoder` into plain `Codable` structs, and `JSONSerialization` with
    /// the fields cast out, on the same bytes. Encoding: the demo backend's page body
    /// (`ReqresEncoder.page`) against `JSONEncoder` on plain `Codable` structs, from the same
    /// users. The sides take turns within every round; a round decodes or encodes the page
    /// `pagesPerRound` times per side.
    nonisolated static func measureJSON(rounds: Int, pagesPerRound: Int) -> BenchReport.JSONFigures {
        let rows = 100
        let page = makePages(rows: rows, perPage: rows)[0]
        let body = ReqresEncoder.page(page)
        precondition(
            (try? ReqresDecoder.page(from: body, requestedPage: 1))?.users == page.users,
            "the reqres decoder does not read back the backend's page")
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()

        // Decoding sides: 0 reqres, 1 JSONDecoder, 2 JSONSerialization.
        let decoding = interleave(rounds: rounds, sides: 3) { side, _ in
            var decoded = 0
            let started = ContinuousClock.now
            for _ in 0..<pagesPerRound {
                switch side {
                case 0: decoded += (try? ReqresDecoder.page(from: body, requestedPage: 1))?.users.count ?? 0
                case 1: decoded += (try? decoder.decode(PlainCodablePage.self, from: body))?.data.count ?? 0
                default: decoded += PlainCodablePage(serialized: body)?.data.count ?? 0
                }
            }
            let elapsed = seconds(since: started)
            precondition(decoded == rows * pagesPerRound, "decoder \(side) lost rows")
            return elapsed
        }
        // Encoding sides: 0 the demo backend, 1 JSONEncoder.
        let encoding = interleave(rounds: rounds, sides: 2) { side, _ in
            var bytes = 0
            let started = ContinuousClock.now
            for _ in 0..<pagesPerRound {
                switch side {
                case 0: bytes += ReqresEncoder.page(page).count
                default: bytes += (try? encoder.encode(PlainCodablePage(page)))?.count ?? 0
                }
            }
            let elapsed = seconds(since: started)
            precondition(bytes > 0, "encoder \(side) wrote nothing")
            return elapsed
        }

        let rowsPerRound = Double(rows * pagesPerRound)
        func figures(_ times: [[Double]], baselines: [String]) -> BenchReport.CodecFigures {
            var figures = BenchReport.CodecFigures()
            figures.rowsPerSecond = Int(rowsPerRound / median(times[0]))
            for (index, name) in baselines.enumerated() {
                figures.baselineRowsPerSecond[name] = Int(rowsPerRound / median(times[index + 1]))
                // Throughput ratio = the baseline's time / ours, round by round.
                figures.throughputRatio[name] = .init(of: ratios(times[index + 1], times[0]))
            }
            return figures
        }
        var json = BenchReport.JSONFigures()
        json.rowsPerPage = rows
        json.rounds = rounds
        json.decode = figures(decoding, baselines: ["JSONDecoder", "JSONSerialization"])
        json.encode = figures(encoding, baselines: ["JSONEncoder"])
        return json
    }
}
