import Foundation
import Lab
import TerminalUI

extension Benchmark {
    /// Key press → repainted frame, as the explorer's host loop does it: the key's gesture is
    /// sent, the View invalidates, the host repaints the frame. One list per architecture with
    /// 100 000 users loaded (1 000 a page, a 20-row window, tracing off); each round presses
    /// `enter` (open row 1's detail) and `b` (back to the list) once in every architecture, the
    /// architectures' order rotating from round to round. Figures in µs, median and p99 of
    /// every press.
    static func measureKeyToFrame(_ architectures: [Architecture], users: Int, rounds: Int) async throws
        -> [String: BenchReport.Latency]
    {
        var sessions: [LabSession] = []
        for architecture in architectures {
            let session = try await appearedList(architecture, users: users, perPage: 1000)
            while !session.frame().contains("\(users) of \(users)") {
                await session.perform(.scrollToEnd)
            }
            sessions.append(session)
        }
        var presses = Array(repeating: [Double](), count: sessions.count)
        for round in 0..<rounds {
            for offset in sessions.indices {
                let index = (round + offset) % sessions.count
                let session = sessions[index]
                for key in [Gesture.tap(1), .back] {
                    let started = ContinuousClock.now
                    session.send(key)
                    _ = session.frame()
                    presses[index].append(seconds(since: started) * 1e6)
                }
                precondition(session.app.depth == 1, "\(session.architecture.name) did not go back")
            }
        }
        return Dictionary(
            uniqueKeysWithValues: zip(sessions, presses).map {
                ($0.0.architecture.name, BenchReport.Latency(of: $0.1))
            })
    }
}
