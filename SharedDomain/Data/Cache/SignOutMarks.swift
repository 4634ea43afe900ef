import Foundation

/// Where a sign-out not yet carried out on a cache file is recorded, for whichever run opens the
/// file next: `<file>-signed-out` beside it, or — when its folder cannot be written — an entry in
/// the register (`$XDG_STATE_HOME/archlab/signed-out/`, else `~/.local/state/archlab/signed-out/`
/// on Linux and `~/Library/Application Support/archlab/signed-out/` on macOS), named after the file's path and holding that path. Either mark is honoured by every later open.
struct SignOutMarks: Sendable {
    /// The cache file the marks are for (never ":memory:").
    let path: String
    /// The register folder used when the mark cannot go beside the file.
    let register: URL

    /// The register under `$XDG_STATE_HOME`, else the system's state folder in the home folder.
    static func defaultRegister(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base = UserFolder.state.path(environment: environment)
        return URL(fileURLWithPath: base).appendingPathComponent("archlab/signed-out")
    }

    /// `<file>-signed-out`.
    var besideFile: String { path + "-signed-out" }

    /// The register's entry for the file: a name from its absolute path (FNV-1a, 64 bits), the
    /// path itself inside, so that two paths that share a name are never confused.
    var inRegister: URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in absolutePath.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return register.appendingPathComponent(String(hash, radix: 16) + ".signed-out")
    }

    private var absolutePath: String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// Records the sign-out, beside the file or else in the register; false when neither could
    /// be written.
    func mark() -> Bool {
        if FileManager.default.createFile(atPath: besideFile, contents: Data()) { return true }
        try? FileManager.default.createDirectory(at: register, withIntermediateDirectories: true)
        return FileManager.default.createFile(atPath: inRegister.path, contents: Data(absolutePath.utf8))
    }

    /// Whether a sign-out is recorded for the file in either place.
    var isMarked: Bool {
        if FileManager.default.fileExists(atPath: besideFile) { return true }
        guard let recorded = FileManager.default.contents(atPath: inRegister.path) else { return false }
        return recorded == Data(absolutePath.utf8)
    }

    /// Forgets the sign-out once the file is wiped.
    func clear() {
        for mark in [besideFile, inRegister.path] where FileManager.default.fileExists(atPath: mark) {
            try? FileManager.default.removeItem(atPath: mark)
        }
    }
}
