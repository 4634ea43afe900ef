/// The demo server's users, generated on demand: a million users cost nothing until a page of
/// them is asked for. Only what changed is stored — edits by id, and the id order once a user
/// has been deleted.
struct DemoUsers {
    /// Ids in listing order: a contiguous run until a deletion makes it an explicit list.
    private enum Order {
        case run(Range<Int>)
        case list([Int])
    }

    private var order: Order
    private var edited: [Int: User] = [:]

    /// Users 1…`count` of the deterministic dataset.
    init(count: Int) {
        order = .run(1..<(1 + Self.clamped(count)))
    }

    /// How many users the server holds.
    var count: Int {
        switch order {
        case .run(let ids): ids.count
        case .list(let ids): ids.count
        }
    }

    /// The user at 0-based `index` in listing order.
    subscript(index: Int) -> User {
        let id =
            switch order {
            case .run(let ids): ids.lowerBound + index
            case .list(let ids): ids[index]
            }
        return edited[id] ?? DemoDataset.user(id: id)
    }

    /// The users at `indices`, in order.
    func users(in indices: Range<Int>) -> [User] {
        indices.map { self[$0] }
    }

    /// Every user, in order (tests and small datasets only: this builds them all).
    var all: [User] { users(in: 0..<count) }

    /// The 0-based position of user `id`, if the server holds it.
    func index(ofID id: Int) -> Int? {
        switch order {
        case .run(let ids): ids.contains(id) ? id - ids.lowerBound : nil
        case .list(let ids): ids.firstIndex(of: id)
        }
    }

    /// Changes user `id` with `change`; false when there is no such user.
    mutating func update(id: Int, _ change: (inout User) -> Void) -> Bool {
        guard let index = index(ofID: id) else { return false }
        var user = self[index]
        change(&user)
        edited[id] = user
        return true
    }

    /// Appends a user with `user`'s fields at the end of the list, numbered with the next id (the
    /// largest id + 1, 1 when there is none), and returns it as stored.
    mutating func append(_ user: User) -> User {
        var created = user
        created.id = maxID + 1
        switch order {
        // A run stays a run: the next id is the one after its end.
        case .run(let ids): order = .run((ids.isEmpty ? created.id : ids.lowerBound)..<(created.id + 1))
        case .list(var ids):
            ids.append(created.id)
            order = .list(ids)
        }
        edited[created.id] = created
        return created
    }

    /// Removes user `id`; false when there is no such user.
    mutating func delete(id: Int) -> Bool {
        guard let index = index(ofID: id) else { return false }
        var ids = identifiers
        ids.remove(at: index)
        order = .list(ids)
        edited[id] = nil
        return true
    }

    /// Keeps the first `count` users, or adds generated ones after the highest id.
    mutating func resize(to count: Int) {
        let count = Self.clamped(count)
        switch order {
        case .run(let ids):
            // A run stays a run: it shrinks from its end or grows after its highest id.
            let start = ids.isEmpty ? 1 : ids.lowerBound
            order = .run(start..<(start + count))
        case .list(var ids):
            if count <= ids.count {
                ids.removeLast(ids.count - count)
            } else {
                let next = maxID + 1
                ids += next..<(next + count - ids.count)
            }
            order = .list(ids)
        }
        edited = edited.filter { index(ofID: $0.key) != nil }
    }

    // Far beyond any real dataset, and small enough that no id arithmetic can overflow.
    private static func clamped(_ count: Int) -> Int {
        min(max(count, 0), Int.max / 4)
    }

    private var identifiers: [Int] {
        switch order {
        case .run(let ids): Array(ids)
        case .list(let ids): ids
        }
    }

    // The largest id listed now; a created user takes the one after it.
    private var maxID: Int {
        switch order {
        case .run(let ids): ids.isEmpty ? 0 : ids.upperBound - 1
        case .list(let ids): ids.max() ?? 0
        }
    }
}
