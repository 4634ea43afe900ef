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
    /// (`BaselineApps.runner`, a null app). Each gesture is timed twice: in wall time, and in the
    /// CPU time the process spent on it, every thread's; so is each of its repository calls. An
    /// architecture's own share of a gesture, its pattern's, is its CPU time outside the
    /// repository less the floor's (`ownShares`): the repository's work is the same on every
    /// side, and CPU time leaves out the waiting between hops, which on a busy machine is most
    /// of the wall time.
    static func measureGestures(_ architectures: [Architecture], sizes: [Int]) async throws
        -> BenchReport.GestureFigures
    {
        struct List {
            let session: LabSession
            let timer: RepositoryTimer
            var gesturesLeft: Int
        }
        /// A side's gestures: wall µs, wall µs in the repository, CPU µs, CPU µs in the
        /// repository and outside it.
        struct Cost {
            var total: [Double] = []
            var repository: [Double] = []
            var cpu: [Double] = []
            var repositoryCPU: [Double] = []
            var cpuOutsideRepository: [Double] = []
        }
        /// Times one `scroll-to-end` and its frame: wall and CPU µs.
        func gesture(_ session: LabSession) async -> (wall: Double, cpu: Double) {
            let started = ContinuousClock.now
            let cpu = processCPUSeconds()
            await session.perform(.scrollToEnd)
            _ = session.frame()
            return (seconds(since: started) * 1e6, (processCPUSeconds() - cpu) * 1e6)
        }
        let sides = architectures + [BaselineApps.floor]
        let gesturesPerList = { (users: Int) in (users + 99) / 100 - 1 }
        let rounds = gesturesPerList(sizes.max() ?? 0)
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
                    let (wall, cpu) = await gesture(list.session)
                    costs[name, default: [:]][users, default: Cost()].total.append(wall)
                    let repository = list.timer.take()
                    costs[name]?[users]?.cpu.append(cpu)
                    costs[name]?[users]?.repository.append(repository.wall * 1e6)
                    costs[name]?[users]?.repositoryCPU.append(repository.cpu * 1e6)
                    costs[name]?[users]?.cpuOutsideRepository.append(cpu - repository.cpu * 1e6)
                    lists[name]?[users]?.gesturesLeft -= 1
                }
            }
            let (wall, cpu) = await gesture(runner)
            runnerCost.total.append(wall)
            runnerCost.cpu.append(cpu)
        }
        var figures = BenchReport.GestureFigures()
        figures.samples = rounds
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
            figures.patternMicroseconds[name] = distributions { users, cost in
                ownShares(cost.cpuOutsideRepository, floor: floor[users]?.cpuOutsideRepository ?? [])
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
    nonisolated static let roundsPerShareBlock = 25

    /// An architecture's own share, block by block: in each block of `roundsPerShareBlock`
    /// rounds, the median of its CPU µs outside the repository less the floor's median in the
    /// same rounds. One gesture's CPU time moves by more than a pattern adds, and a busy other
    /// core slows every side of a round at once: a median over a block keeps both from reading
    /// as a difference between the sides, where one gesture less one gesture is mostly noise.
    nonisolated static func ownShares(_ cpu: [Double], floor: [Double]) -> [Double] {
        let rounds = min(cpu.count, floor.count)
        return stride(from: 0, to: rounds - roundsPerShareBlock + 1, by: roundsPerShareBlock).map { start in
            let block = start..<(start + roundsPerShareBlock)
            return median(Array(cpu[block])) - median(Array(floor[block]))
        }
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
