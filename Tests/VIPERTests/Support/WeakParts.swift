/// Weak references to the parts of a module, by role, to prove a closed module frees them all.
struct WeakParts {
    private struct Part {
        let role: String
        weak var object: AnyObject?
    }

    private var parts: [Part] = []

    /// Watches `object`, named by `role`, without keeping it alive.
    mutating func watch(_ role: String, _ object: AnyObject) {
        parts.append(Part(role: role, object: object))
    }

    /// The roles whose object is still alive.
    var alive: [String] { parts.filter { $0.object != nil }.map(\.role) }

    /// How many parts are watched.
    var count: Int { parts.count }
}
