import Foundation

/// A folder of its own under the system's temporary folder, removed with everything in it
/// when the last reference goes: a test keeps it in a local and leaves nothing behind.
public final class TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates an empty folder whose name starts with `prefix`.
    public init(_ prefix: String = "archlab-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the folder.
    public func appending(_ path: String) -> URL {
        url.appendingPathComponent(path)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

extension TemporaryFolder {
    /// One folder for the whole test process, removed when the process exits: for files a test
    /// hands to another process (a scenario, a cache file) and cannot remove itself.
    public static let forThisProcess: TemporaryFolder = {
        do {
            let folder = try TemporaryFolder("archlab-tests")
            atexit { try? FileManager.default.removeItem(at: TemporaryFolder.forThisProcess.url) }
            return folder
        } catch {
            fatalError("cannot create a temporary folder: \(error)")
        }
    }()

    /// A new path in `forThisProcess` named `<prefix>-<uuid><suffix>`; nothing is created.
    public static func uniquePath(_ prefix: String, suffix: String = "") -> URL {
        forThisProcess.appending("\(prefix)-\(UUID().uuidString)\(suffix)")
    }
}
