import Foundation

/// A value shared across threads, reached only under its lock.
///
/// The same shape as `Synchronization.Mutex`, built on `NSLock` (a pthread mutex) because
/// ThreadSanitizer sees pthread locks: on this toolchain it cannot see `Mutex`'s futex, and
/// reports every correctly locked access as a race, hiding real ones.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Guards `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; keep `body` short and never await in it.
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
