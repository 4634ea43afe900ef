import Foundation
import Lab
import TerminalUI

extension Benchmark {
    /// One scrolling list per architecture and size — 1 000, 10 000 and 100 000 users, 100 a
    /// page, a 20-row window, the demo backend at zero latency, tracing off — advanced in turn,
    /// one timed `scroll-to-end` each per round, the architectures' order rotating from round to
    /// round. A list that reaches its end is replaced by a fresh one (untimed), until the largest
    /// lists have scrolled through all their users. Because every architecture and every size
    /// is timed in every round, a machine that slows down for a moment weighs on all of them
    /// alike: the spread between architectures and the growth with size measure the code, not
    /// the moment. Each figure is µs from dispatch to the rendered frame.
    static func measureGestures(_ architectures: [Architecture], sizes: [Int]) async throws
        -> BenchReport.GestureFigures
    {
        func makeList(_ architecture: Architecture, users: Int) async throws -> LabSession {
            try await appearedList(architecture, users: users, perPage: 100)
        }
        struct List {
            let session: LabSession
            var gesturesLeft: Int
        }
        let gesturesPerList = { (users: Int) in (users + 99) / 100 - 1 }
        let rounds = gesturesPerList(sizes.max() ?? 0)
        var lists: [String: [Int: List]] = [:]
        var costs: [String: [Int: [Double]]] = [:]
        for round in 0..<rounds {
            for users in sizes {
                for offset in architectures.indices {
                    let architecture = architectures[(round + offset) % architectures.count]
                    let name = architecture.name
                    if (lists[name]?[users]?.gesturesLeft ?? 0) == 0 {
                        if let done = lists[name]?[users]?.session {
                            precondition(done.frame().contains("\(users) of \(users)"), "\(name) lost pages")
                        }
                        lists[name, default: [:]][users] = List(
                            session: try await makeList(architecture, users: users),
                            gesturesLeft: gesturesPerList(users))
                    }
                    guard let list = lists[name]?[users] else { continue }
                    let started = ContinuousClock.now
                    await list.session.perform(.scrollToEnd)
                    _ = list.session.frame()
                    costs[name, default: [:]][users, default: []].append(seconds(since: started) * 1e6)
                    lists[name]?[users]?.gesturesLeft -= 1
                }
            }
        }
        var figures = BenchReport.GestureFigures()
        figures.samples = rounds
        let smallest = sizes.min() ?? 0
        let largest = sizes.max() ?? 0
        for (name, bySize) in costs {
            figures.microseconds[name] = Dictionary(
                uniqueKeysWithValues: bySize.map { (String($0.key), BenchReport.Distribution(of: $0.value)) })
            figures.growth[name] = BenchReport.Distribution.rounded(
                median(bySize[largest] ?? []) / max(median(bySize[smallest] ?? []), .leastNonzeroMagnitude))
        }
        for users in sizes {
            let medians = costs.values.map { median($0[users] ?? []) }
            figures.spread[String(users)] = BenchReport.Distribution.rounded(
                (medians.max() ?? 0) / max(medians.min() ?? 0, .leastNonzeroMagnitude))
        }
        return figures
    }

    /// A list the bench measures: the demo backend with `users` users served `perPage` a page,
    /// a 20-row window at 72 columns, tracing off, the list appeared and its first page shown.
    static func appearedList(_ architecture: Architecture, users: Int, perPage: Int) async throws
        -> LabSession
    {
        var configuration = SessionConfiguration()
        configuration.users = users
        configuration.perPage = perPage
        configuration.size = ScreenSize(width: 72, visibleRows: 20)
        configuration.tracing = false
        let session = try LabSession(architecture: architecture, configuration: configuration)
        await session.perform(.appear)
        return session
    }
}
