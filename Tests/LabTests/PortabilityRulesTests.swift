import ArchLabTestSupport
import Foundation
import Testing

/// SPEC §1 "Platforms", checked on the source, since no Mac runs CI here: the package builds on
/// macOS 14+ and Linux from one source only if the C library is reached through one platform
/// file per target (`Platform.swift`, with its Darwin, Glibc and Musl branches), no call names
/// a C library module, no other file branches on the platform, FoundationNetworking stays in
/// the HTTP client, and Package.swift declares its platforms. These rules are what is checked
/// for macOS; a Mac build is not.
@Suite("Portability rules on the source")
struct PortabilityRulesTests {
    /// One broken rule: where, and which.
    struct Violation: Equatable, CustomStringConvertible {
        let path: String
        let line: Int
        let rule: String

        var description: String { "\(path):\(line): \(rule)" }
    }

    /// The C library modules of the platforms Swift runs on.
    static let libraries = ["Glibc", "Darwin", "Musl", "CRT", "WinSDK", "WASILibc", "Bionic"]
    /// The module no file imports: the HTTP client runs on the system libcurl, loaded at run
    /// time (spelled in two parts so this file names it nowhere).
    static let networking = ["Foundation", "Networking"].joined()

    /// The rules broken by the Swift file at `path` (relative to the package) whose text is `text`.
    static func violations(path: String, text: String) -> [Violation] {
        let isPlatformFile = (path as NSString).lastPathComponent == "Platform.swift"
        var found: [Violation] = []
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            // Comments may name anything; code may not.
            let line = rawLine.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
            func broken(_ rule: String) { found.append(Violation(path: path, line: index + 1, rule: rule)) }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if let at = words.firstIndex(of: "import"), at + 1 < words.count,
                libraries.contains(words[at + 1]), !isPlatformFile
            {
                broken("imports \(words[at + 1]) outside a Platform.swift")
            }
            for library in libraries
            where line.range(of: #"\b\#(library)\."#, options: .regularExpression) != nil {
                broken("qualifies a call with the module name \(library)")
            }
            if line.hasPrefix("#if") || line.hasPrefix("#elseif"), !isPlatformFile,
                line.contains("os(") || libraries.contains(where: { line.contains("canImport(\($0))") })
            {
                broken("branches on the platform outside a Platform.swift: \(line)")
            }
            if line.contains(networking) {
                broken("names \(networking), which would link libcurl at start")
            }
            if line.contains("\u{22}/proc/"), !isPlatformFile {
                broken("reads /proc, which only Linux has, outside a Platform.swift")
            }
        }
        return found
    }

    /// The rules broken by the manifest `text`.
    static func manifestViolations(_ text: String) -> [Violation] {
        var found: [Violation] = []
        let code = text.components(separatedBy: "\n").map { $0.components(separatedBy: "//")[0] }
        if !code.contains(where: { $0.contains("platforms:") && $0.contains(".macOS(") }) {
            found.append(
                Violation(path: "Package.swift", line: 0, rule: "declares no platforms: [.macOS(…)]"))
        }
        if text.range(of: #"^// swift-tools-version: *6\.[2-9]"#, options: .regularExpression) == nil {
            found.append(
                Violation(
                    path: "Package.swift", line: 1, rule: "states no swift-tools-version of 6.2 or later"))
        }
        return found
    }

    /// Every Swift file of the package's targets, tests and fuzz targets, relative to the package.
    static func swiftFiles() throws -> [String] {
        try ["Sources", "SharedDomain", "Tests", "Fuzz"].flatMap { folder in
            try FileManager.default.subpathsOfDirectory(atPath: PackageRoot.appending(folder).path)
                .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }.sorted()
    }

    // The rules catch what they are for. The samples are assembled at run time, so this file
    // itself breaks no rule.
    private static let glibc = "Glibc"

    @Test func aModuleQualifiedCallIsCaughtEvenInAPlatformFile() {
        let sample = "let written = \(Self.glibc).write(STDOUT_FILENO, bytes, count)\n"

        #expect(
            Self.violations(path: "Sources/LabTools/CLI/RawTerminal.swift", text: sample).map(\.rule) == [
                "qualifies a call with the module name \(Self.glibc)"
            ])
        #expect(Self.violations(path: "Sources/LabTools/Support/Platform.swift", text: sample).count == 1)
    }

    @Test func aLibraryImportedOrAPlatformBranchOutsideThePlatformFileIsCaught() {
        let sample = """
            #if canImport(\(Self.glibc))
                @preconcurrency import \(Self.glibc)
            #endif
            #if o\("s")(Linux)
            #endif
            """

        let found = Self.violations(path: "Sources/LabTools/CLI/Explorer.swift", text: sample)

        #expect(found.map(\.line) == [1, 2, 4], "\(found)")
        #expect(Self.violations(path: "Sources/LabTools/Support/Platform.swift", text: sample).isEmpty)
    }

    @Test func foundationNetworkingAnywhereIsCaught() {
        let sample = "import \(Self.networking)\n"

        #expect(Self.violations(path: "Sources/Lab/Runner/LabSession.swift", text: sample).count == 1)
        #expect(
            Self.violations(path: "SharedDomain/Data/Remote/CurlHTTPClient.swift", text: sample).count == 1)
    }

    @Test func commentsMayNameTheLibraries() {
        let sample = "let size = 1  // \(Self.glibc).write is not portable; import \(Self.glibc) neither\n"

        #expect(Self.violations(path: "Sources/LabTools/CLI/RawTerminal.swift", text: sample).isEmpty)
    }

    @Test func aManifestWithoutPlatformsOrAnOldToolsVersionIsCaught() {
        let old = "// swift-tools-version: 6.0\nlet package = Package(name: \"ArchLab\", targets: [])\n"
        let commented = "// swift-tools-version: 6.2\n// platforms: [.macOS(.v14)]\nlet package = Package()\n"

        #expect(Self.manifestViolations(old).count == 2)
        #expect(Self.manifestViolations(commented).map(\.line) == [0])
    }

    // The real tree keeps them.

    @Test func everySwiftFileOfThePackageKeepsThePortabilityRules() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 100, "found only \(files.count) Swift files")
        var violations: [Violation] = []
        for path in files {
            violations += Self.violations(
                path: path, text: try String(contentsOf: PackageRoot.appending(path), encoding: .utf8))
        }
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func theTargetsThatNeedTheCLibraryEachHaveOnePlatformFile() throws {
        let platformFiles = try Self.swiftFiles().filter { $0.hasSuffix("/Platform.swift") }
        #expect(
            platformFiles == [
                "SharedDomain/Data/Platform.swift", "Sources/LabTools/Support/Platform.swift",
                "Tests/ArchLabTestSupport/Platform.swift",
                "Tests/LabTests/Platform.swift", "Tests/SharedDomainTests/Support/Platform.swift",
            ])
        for path in platformFiles {
            let text = try String(contentsOf: PackageRoot.appending(path), encoding: .utf8)
            for library in ["Darwin", "Glibc", "Musl"] {
                #expect(
                    text.contains("#if canImport(\(library))")
                        || text.contains("#elseif canImport(\(library))"),
                    "\(path) has no \(library) branch")
            }
        }
    }

    @Test func theManifestDeclaresItsPlatformsAndTheSwiftItNeeds() throws {
        let manifest = try String(contentsOf: PackageRoot.appending("Package.swift"), encoding: .utf8)

        #expect(Self.manifestViolations(manifest).isEmpty, "\(Self.manifestViolations(manifest))")
    }
}
