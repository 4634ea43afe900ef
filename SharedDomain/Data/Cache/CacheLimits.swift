/// How much the cache reads from its file at most: a file written by anyone (`--db`) can hold
/// a value of any length, and reading it whole would cost its size in memory and time.
enum CacheLimits {
    /// The longest value the connection reads or writes: a row of four text fields at their
    /// bound, plus its numbers and header (SQLite's length limit covers a whole row written).
    static let valueBytes = 4 * DomainBounds.fieldBytes + 4096
    /// The text of one page in all: no more than a server's whole answer may hold.
    static let pageTextBytes = RemoteLimits.responseBytes
}
