/// The overall deadline of one request to a real server: an idle timeout covers only silence,
/// so a server dripping a byte every few seconds would otherwise never end.
enum TransferDeadline {
    /// The outcome of `transfer`, or `.timedOut` once `deadline` has passed on `clock`; the
    /// first of the two wins and the other is cancelled.
    static func race(
        _ transfer: @escaping @Sendable () async -> Result<HTTPResponse, TransportError>,
        deadline: Duration, clock: any Clock<Duration>
    ) async throws(TransportError) -> HTTPResponse {
        let result = await withTaskGroup(of: Result<HTTPResponse, TransportError>?.self) { group in
            group.addTask { await transfer() }
            group.addTask {
                do {
                    try await clock.sleep(for: deadline)
                    return .failure(.timedOut)
                } catch {
                    return nil
                }
            }
            for await result in group {
                guard let result else { continue }
                group.cancelAll()
                return result
            }
            return .failure(.cancelled)
        }
        return try result.get()
    }
}
