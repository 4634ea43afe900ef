/// Callbacks told when something happens, callable from any thread. Adding one never replaces
/// another; each is removed by the token it was added with.
final class ObserverList: Sendable {
    private struct State {
        var nextID = 0
        var observers: [(id: Int, call: @Sendable () -> Void)] = []
    }

    private let state = Locked(State())

    /// Adds `observer` after the others; the token removes it.
    func add(_ observer: @escaping @Sendable () -> Void) -> ObserverToken {
        state.withLock { state in
            state.nextID += 1
            state.observers.append((state.nextID, observer))
            return ObserverToken(id: state.nextID)
        }
    }

    /// Removes the observer added with `token`; removing it twice does nothing.
    func remove(_ token: ObserverToken) {
        state.withLock { $0.observers.removeAll { $0.id == token.id } }
    }

    /// Calls every observer, in the order they were added, outside the lock (an observer may
    /// add or remove observers).
    func notify() {
        let observers = state.withLock { $0.observers }
        for observer in observers { observer.call() }
    }
}

/// Names one added observer, to remove it later.
public struct ObserverToken: Hashable, Sendable {
    fileprivate let id: Int
}
