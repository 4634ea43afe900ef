import Foundation

/// The package folder (where Package.swift is), found once from this file's place in it, so
/// every test reads the scenarios, the docs and the sources from the same checkout.
public enum PackageRoot {
    /// The package folder.
    public static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ArchLabTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// A file or folder of the package, by its path relative to the package folder.
    public static func appending(_ path: String) -> URL {
        url.appendingPathComponent(path)
    }
}
