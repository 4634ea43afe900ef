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
    /// A service archlab needs is missing: the system libcurl, for `--api` (EX_UNAVAILABLE).
    case unavailable = 69
    /// A failure that is not the user's: a bug in archlab (EX_SOFTWARE).
    case software = 70
    /// The cache or the workshop slot cannot be created or opened (EX_CANTCREAT).
    case cannotCreate = 73
    /// A file could not be read or written midway (EX_IOERR).
    case ioError = 74

    /// What the status means, as the help says it.
    var meaning: String {
        switch self {
        case .success: "every expect held"
        case .failure: "an expect failed or an architecture differs"
        case .usage: "bad usage"
        case .dataError: "malformed scenario"
        case .noInput: "unreadable file"
        case .unavailable: "libcurl, which --api needs, cannot be loaded"
        case .software: "internal error (a bug: please report it)"
        case .cannotCreate: "the cache or the workshop slot cannot be created"
        case .ioError: "a file could not be written"
        }
    }

    /// Every status, in order.
    static let all: [ExitCode] = [
        .success, .failure, .usage, .dataError, .noInput, .unavailable, .software, .cannotCreate, .ioError,
    ]

    /// The statuses as the help lists them: every status (`archlab --help`), or those one
    /// command can return. Where no expect can fail, 0 says only "done".
    static func help(_ statuses: [ExitCode] = all) -> String {
        var lines = ["EXIT STATUS"]
        var line = " "
        for (index, status) in statuses.enumerated() {
            let meaning = status == .success && !statuses.contains(.failure) ? "done" : status.meaning
            let entry = "\(status.rawValue) \(meaning)" + (index < statuses.count - 1 ? " ·" : "")
            if line.count + 1 + entry.count > 92 && line != " " {
                lines.append(line)
                line = " "
            }
            line += " " + entry
        }
        return (lines + [line]).joined(separator: "\n")
    }
}
