import Foundation
import Lab

/// What a change cost in one folder, from git's own count (`git diff --shortstat`).
struct ChangeCost: Equatable {
    /// Files changed.
    var files = 0
    /// Lines added.
    var added = 0
    /// Lines removed.
    var removed = 0

    /// Why a cost could not be computed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The cost of `from`..`to` under `path`, counted by git in the repository at `root`.
    static func measure(root: URL, from: String, to: String, path: String) throws -> ChangeCost {
        let git = try Subprocess.run(
            Subprocess.env, ["git", "-C", root.path, "diff", "--shortstat", from, to, "--", path])
        guard git.status == 0 else {
            throw Failure(
                description: "the change-cost table is computed from git history (\(from)..\(to)); "
                    + "run archlab docs in a full clone of the repository")
        }
        return parse(git.output)
    }

    /// " 8 files changed, 105 insertions(+), 22 deletions(-)" → (8, 105, 22); nothing → zeros.
    static func parse(_ shortstat: String) -> ChangeCost {
        var cost = ChangeCost()
        for part in shortstat.split(separator: ",") {
            let words = part.split(separator: " ")
            guard let number = words.first.flatMap({ Int($0) }), words.count > 1 else { continue }
            switch words[1] {
            case let word where word.hasPrefix("file"): cost.files = number
            case let word where word.hasPrefix("insertion"): cost.added = number
            case let word where word.hasPrefix("deletion"): cost.removed = number
            default: break
            }
        }
        return cost
    }
}
