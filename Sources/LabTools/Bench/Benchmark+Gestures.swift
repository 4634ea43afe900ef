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
    ///
    /// Beside the five, in the same rotation, scrolls the floor (`BaselineApps.floor`: the same
    /// page asked for and drawn with no pattern), and once a round the runner alone
    /// (`BaselineApps.runner`, a null app). Each gesture is timed in wall time, in the CPU time
    /// the process spent on it (every thread's; so is each of its repository calls), and in the
    /// main thread's CPU time. An architecture's own share of a gesture, its pattern's, is read
    /// from the last (`ownShare`): its roles, its state and its View drawing run on the main
    /// actor, while the repository's work runs on other threads, and a busy machine slows both
    /// sides of a round alike. `passes` is how many times the largest list scrolls to its end.
    static func measureGestures(_ architectures: [Architecture], sizes: [Int], passes: Int = 1) async throws
        -> BenchReport.GestureFigures
    {
        struct List {
            let session: LabSession
            let timer: RepositoryTimer
            var gesturesLeft: Int
        }
        /// A side's gestures: wall µs, wall µs in the repository, CPU µs, CPU µs in the
        /// repository, main-thread CPU µs.
        struct Cost {
            var total: [Double] = []
            var repository: [Double] = []
            var cpu: [Double] = []
            var repositoryCPU: [Double] = []
            var mainThreadCPU: [Double] = []
        }
        // The main thread's clock measures the main actor only while the main actor runs there
        // (`ArchLabCLI.start` sees to it for `archlab bench`); under a test runner it may not.
        var onMainThread = true
        /// Times one `scroll-to-end` and its frame: wall, process CPU and main-thread CPU µs.
        func gesture(_ session: LabSession) async -> (wall: Double, cpu: Double, mainThread: Double) {
            let started = ContinuousClock.now
            let cpu = processCPUSeconds()
            let mainThread = mainThreadCPUSeconds()
            await session.perform(.scrollToEnd)
            _ = session.frame()
            let mainThreadUsed = mainThreadCPUSeconds().flatMap { end in mainThread.map { end - $0 } }
            onMainThread = onMainThread && mainThreadUsed != nil
            return (
                seconds(since: started) * 1e6, (processCPUSeconds() - cpu) * 1e6, (mainThreadUsed ?? 0) * 1e6
            )
        }
        let sides = architectures + [BaselineApps.floor]
        let gesturesPerList = { (users: Int) in (users + 99) / 100 - 1 }
        let rounds = gesturesPerList(sizes.max() ?? 0) * passes
        let runner = try await appearedList(BaselineApps.runner, users: 1, perPage: 100)
        var runnerCost = Cost()
        var lists: [String: [Int: List]] = [:]
        var costs: [String: [Int: Cost]] = [:]
        for round in 0..<rounds {
            for users in sizes {
                for offset in sides.indices {
                    let side = sides[(round + offset) % sides.count]
                    let name = side.name
                    if (lists[name]?[users]?.gesturesLeft ?? 0) == 0 {
                        if let done = lists[name]?[users]?.session {
                            precondition(done.frame().contains("\(users) of \(users)"), "\(name) lost pages")
                        }
                        let timer = RepositoryTimer()
                        let session = try await appearedList(
                            BaselineApps.timed(side, by: timer), users: users, perPage: 100)
                        _ = timer.take()
                        lists[name, default: [:]][users] = List(
                            session: session, timer: timer, gesturesLeft: gesturesPerList(users))
                    }
                    guard let list = lists[name]?[users] else { continue }
                    let (wall, cpu, mainThread) = await gesture(list.session)
                    costs[name, default: [:]][users, default: Cost()].total.append(wall)
                    let repository = list.timer.take()
                    costs[name]?[users]?.cpu.append(cpu)
                    costs[name]?[users]?.repository.append(repository.wall * 1e6)
                    costs[name]?[users]?.repositoryCPU.append(repository.cpu * 1e6)
                    costs[name]?[users]?.mainThreadCPU.append(mainThread)
                    lists[name]?[users]?.gesturesLeft -= 1
                }
            }
            let (wall, cpu, _) = await gesture(runner)
            runnerCost.total.append(wall)
            runnerCost.cpu.append(cpu)
        }
        var figures = BenchReport.GestureFigures()
        figures.samples = rounds
        figures.onMainThread = onMainThread
        figures.runner.microseconds = BenchReport.Distribution(of: runnerCost.total)
        figures.runner.cpuMicroseconds = BenchReport.Distribution(of: runnerCost.cpu)
        let floor = costs.removeValue(forKey: BaselineApps.floor.name) ?? [:]
        for users in sizes {
            let size = String(users)
            figures.floor.microseconds[size] = BenchReport.Distribution(of: floor[users]?.total ?? [])
            figures.floor.repositoryMicroseconds[size] = BenchReport.Distribution(
                of: floor[users]?.repository ?? [])
            figures.floor.cpuMicroseconds[size] = BenchReport.Distribution(
                of: floor[users]?.cpu ?? [])
            figures.floor.repositoryCPUMicroseconds[size] = BenchReport.Distribution(
                of: floor[users]?.repositoryCPU ?? [])
            if onMainThread {
                figures.floor.mainThreadCPUMicroseconds[size] = BenchReport.Distribution(
                    of: floor[users]?.mainThreadCPU ?? [])
            }
        }
        let smallest = sizes.min() ?? 0
        let largest = sizes.max() ?? 0
        for (name, bySize) in costs {
            func distributions(_ values: (Int, Cost) -> [Double]) -> [String: BenchReport.Distribution] {
                Dictionary(
                    uniqueKeysWithValues: bySize.map {
                        (String($0.key), BenchReport.Distribution(of: values($0.key, $0.value)))
                    })
            }
            figures.microseconds[name] = distributions { $1.total }
            figures.cpuMicroseconds[name] = distributions { $1.cpu }
            if onMainThread {
                figures.mainThreadCPUMicroseconds[name] = distributions { $1.mainThreadCPU }
                figures.patternPercent[name] = Dictionary(
                    uniqueKeysWithValues: bySize.map { users, cost in
                        (
                            String(users),
                            ownShare(cost.mainThreadCPU, floor: floor[users]?.mainThreadCPU ?? [])
                        )
                    })
            }
            figures.growth[name] = BenchReport.Distribution.rounded(
                median(bySize[largest]?.total ?? [])
                    / max(median(bySize[smallest]?.total ?? []), .leastNonzeroMagnitude))
        }
        for users in sizes {
            let medians = costs.values.map { median($0[users]?.total ?? []) }
            figures.spread[String(users)] = BenchReport.Distribution.rounded(
                (medians.max() ?? 0) / max(medians.min() ?? 0, .leastNonzeroMagnitude))
        }
        return figures
    }

    /// Rounds per block of `ownShares`.
    nonisolated static let roundsPerShareBlock = 50

    /// An architecture's own share, in percent of the floor's main-thread CPU time: round by
    /// round, its main-thread CPU µs over the floor's in the same round, less one; the median
    /// of every round's figure, with the quartiles of `ownShares`, the blocks' medians.
    ///
    /// A machine that slows down slows both sides of a round alike, so the ratio keeps it out.
    /// One gesture's CPU time still moves by more than a pattern adds: single rounds spread on
    /// both sides of zero, while a block of them holds still, so the spread of the blocks is
    /// the one that says how steady the figure was within the run.
    nonisolated static func ownShare(_ mainThreadCPU: [Double], floor: [Double]) -> BenchReport.Distribution {
        let shares = roundShares(mainThreadCPU, floor: floor)
        let blocks = BenchReport.Distribution(of: blockMedians(of: shares))
        return BenchReport.Distribution(
            median: BenchReport.Distribution.rounded(median(shares)), p25: blocks.p25, p75: blocks.p75)
    }

    /// The share block by block: in each block of `roundsPerShareBlock` rounds, the median of
    /// the rounds' shares; a last block that is not whole is left out.
    nonisolated static func ownShares(_ mainThreadCPU: [Double], floor: [Double]) -> [Double] {
        blockMedians(of: roundShares(mainThreadCPU, floor: floor))
    }

    /// The median of each whole block of `roundsPerShareBlock` of `shares`.
    private nonisolated static func blockMedians(of shares: [Double]) -> [Double] {
        stride(from: 0, to: shares.count - roundsPerShareBlock + 1, by: roundsPerShareBlock).map {
            median(Array(shares[$0..<($0 + roundsPerShareBlock)]))
        }
    }

    /// Round by round, `mainThreadCPU` over `floor` less one, in percent.
    private nonisolated static func roundShares(_ mainThreadCPU: [Double], floor: [Double]) -> [Double] {
        zip(mainThreadCPU, floor).map { ($0 / max($1, .leastNonzeroMagnitude) - 1) * 100 }
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
