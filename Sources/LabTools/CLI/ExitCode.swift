/// `archlab`'s exit statuses (sysexits.h where one fits). `ArchLabCLI.failure(for:)` is the one
/// place an error becomes one of them.
enum ExitCode: Int32, Sendable {
    /// Everything held.
    case success = 0
    /// An expectation failed (or a compared architecture differs).
    case failure = 1
    /// Bad command line (EX_USAGE).
    case usage = 64
    /// Malformed input: a scenario, a sample file (EX_DATAERR).
    case dataError = 65
    /// A file that cannot be read (EX_NOINPUT).
    case noInput = 66
    /// A failure that is not the user's: a bug in archlab (EX_SOFTWARE).
    case software = 70
    /// The cache or the workshop slot cannot be created or opened (EX_CANTCREAT).
    case cannotCreate = 73
    /// A file could not be read or written midway (EX_IOERR).
    case ioError = 74

    /// The statuses as every command's help lists them.
    static let help = """
        EXIT STATUS
          0 every expect held · 1 an expect failed or an architecture differs · 64 bad usage ·
          65 malformed scenario · 66 unreadable file · 70 internal error (a bug: please report it) ·
          73 the cache or the workshop slot cannot be created · 74 a file could not be written
        """
}
