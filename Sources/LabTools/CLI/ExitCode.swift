import Lab

/// `archlab`'s exit statuses (sysexits.h where one fits).
enum ExitCode: Int32, Sendable {
    /// Everything held.
    case success = 0
    /// An expectation failed.
    case failure = 1
    /// Bad command line (EX_USAGE).
    case usage = 64
    /// Malformed scenario (EX_DATAERR).
    case dataError = 65
    /// A file that cannot be read (EX_NOINPUT).
    case noInput = 66
    /// The cache cannot be opened (EX_CANTCREAT).
    case cannotCreate = 73
}
