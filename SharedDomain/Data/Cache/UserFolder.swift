import Foundation

/// A folder where a user's files go by default: the XDG variable when it is set and not empty
/// (on every system, so a Mac user who sets it is obeyed), else the system's own place in the
/// home folder (`Platform.userFolders`).
enum UserFolder: Sendable {
    case cache
    case state

    /// The folder's path under `environment` (`HOME`, else the process's home folder).
    func path(environment: [String: String]) -> String {
        if let set = environment[variable], !set.isEmpty { return set }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/" + relativeToHome
    }

    /// The XDG base-directory variable that names the folder.
    var variable: String {
        switch self {
        case .cache: "XDG_CACHE_HOME"
        case .state: "XDG_STATE_HOME"
        }
    }

    /// The folder's place in the home folder on this system.
    var relativeToHome: String {
        switch self {
        case .cache: Platform.userFolders.cache
        case .state: Platform.userFolders.state
        }
    }
}
