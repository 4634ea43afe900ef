/// A unified diff of two short texts (frames), line by line.
enum LineDiff {
    /// `--- old` / `+++ new` and the lines with ` `, `-` or `+`; empty when equal.
    static func unified(_ old: [String], _ new: [String], oldName: String, newName: String) -> String {
        guard old != new else { return "" }
        // Longest common subsequence table; frames are small, so O(n·m) is fine.
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] =
                    old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines = ["--- \(oldName)", "+++ \(newName)", "@@ -1,\(old.count) +1,\(new.count) @@"]
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append(" " + old[i])
                i += 1
                j += 1
            } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append("+" + new[j])
                j += 1
            } else {
                lines.append("-" + old[i])
                i += 1
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
