import ArchLabTestSupport
import Foundation
import Testing

@testable import LabTools

/// SPEC §1 "Platforms", checked on the source, since no Mac runs CI here: the package builds on
/// macOS (the platforms line of Package.swift) and Linux from one source only if the C library
/// is reached through one platform file per target (`Platform.swift`, with its Darwin, Glibc and
/// Musl branches) and its functions called from no other file, no call names a C library
/// module, no other file branches on the platform or names a path only Linux has, no file uses
/// FoundationNetworking or curl's development files, Package.swift declares its platforms, and
/// nothing the code uses is newer than the macOS they name. These rules are what is checked for
/// macOS; a Mac build is not.
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

    /// The C library's functions the package calls, and their neighbours it could: Foundation
    /// re-exports them from Darwin, Glibc or Musl, whose types differ (an `Int32` here, a
    /// `UInt` there; `ioctl`'s request, `signal`'s handler, `termios`' flags), so each is called
    /// from a Platform.swift, behind a Swift function.
    static let cFunctions: Set<String> = [
        "getenv", "setenv", "unsetenv", "open", "close", "read", "write", "fsync", "dup", "dup2", "pipe",
        "poll", "signal", "kill", "waitpid", "getrusage", "isatty", "tcgetattr", "tcsetattr", "ioctl",
        "dlopen", "dlsym", "dlclose", "dlerror", "clock_gettime", "mkstemp", "mkdtemp", "unlink",
        "strerror", "chmod", "getuid", "geteuid", "getpid", "fcntl", "lseek", "ftruncate", "socket",
        "bind", "listen", "accept", "connect", "getsockname", "setsockopt", "inet_addr", "strdup",
        "free", "exit", "_exit", "wcwidth", "setlocale", "sysconf",
    ]
    /// The C library's constants and `errno`, which come with those calls; and every name of
    /// capitals that starts `SIG`, `CLOCK_`, `RUSAGE_` or `TIOC` (`SIGPIPE`, `TIOCGWINSZ`).
    static let cConstantNames: Set<String> = [
        "errno", "STDIN_FILENO", "STDOUT_FILENO", "STDERR_FILENO", "SIG_IGN", "SIG_DFL", "EOF",
    ]

    /// The paths only Linux has (the leading "/" added here, so this file names none).
    static let linuxOnlyPaths = ["proc/", "sys/", "run/", "dev/shm", "dev/full", "etc/os-release"].map {
        "/" + $0
    }
    /// A Linux multiarch library folder: /usr/lib/x86_64-linux-gnu, /lib/aarch64-linux-gnu.
    static var linuxLibraryFolder: Regex<(Substring, Substring)> {
        #/(?:^|[^\w.])(/(?:usr/)?lib(?:32|64)?/[a-z0-9_]+-linux-gnu)/#
    }
    /// The rules broken by the Swift file at `path` (relative to the package) whose text is `text`.
    static func violations(path: String, text: String) -> [Violation] {
        let isPlatformFile = (path as NSString).lastPathComponent == "Platform.swift"
        let code = SwiftCodeLines(text)
        let tokens = code.bare.map(SwiftCodeLines.tokens)
        // A call to a name the file declares itself (a method `read`, a closure `write`) is not
        // the C library's.
        let ownNames = localNames(tokens)
        var found: [Violation] = []
        for (index, (line, bare)) in zip(code.lines, code.bare).enumerated() {
            // Comments may name anything; code may not, and what the code calls is never in a string.
            let bare = bare.trimmingCharacters(in: .whitespaces)
            let tokens = tokens[index]
            func broken(_ rule: String) { found.append(Violation(path: path, line: index + 1, rule: rule)) }
            if let at = tokens.firstIndex(of: "import"), at + 1 < tokens.count,
                libraries.contains(tokens[at + 1]), !isPlatformFile
            {
                broken("imports \(tokens[at + 1]) outside a Platform.swift")
            }
            for (at, token) in tokens.enumerated().dropLast()
            where libraries.contains(token) && tokens[at + 1] == "." && (at == 0 || tokens[at - 1] != ".") {
                broken("qualifies a call with the module name \(token)")
            }
            if bare.hasPrefix("#if") || bare.hasPrefix("#elseif"), !isPlatformFile,
                bare.contains("os(") || libraries.contains(where: { bare.contains("canImport(\($0))") })
            {
                broken("branches on the platform outside a Platform.swift: \(bare)")
            }
            if tokens.contains(networking) {
                broken("names \(networking), which would link libcurl at start")
            }
            guard !isPlatformFile else { continue }
            for call in cCalls(in: tokens) where !ownNames.contains(call) {
                broken("calls the C library's \(call) outside a Platform.swift")
            }
            for constant in cConstants(in: tokens) {
                broken("uses the C library's \(constant) outside a Platform.swift")
            }
            for linuxPath in linuxPaths(in: line) {
                broken("names \(linuxPath), which only Linux has, outside a Platform.swift")
            }
        }
        return found
    }

    /// The names of `cFunctions` called in a line of code (its `SwiftCodeLines.tokens`), not as
    /// methods (`handle.close()`) or declared (`func close(`).
    static func cCalls(in tokens: [String]) -> [String] {
        tokens.indices.dropLast().filter { at in
            cFunctions.contains(tokens[at]) && tokens[at + 1] == "("
                && (at == 0 || (tokens[at - 1] != "." && tokens[at - 1] != "func"))
        }.map { tokens[$0] }
    }

    /// The C library's constants in a line of code (its tokens), not as members (`.EPIPE`).
    static func cConstants(in tokens: [String]) -> [String] {
        tokens.indices.filter { at in
            let token = tokens[at]
            guard at == 0 || tokens[at - 1] != "." else { return false }
            if cConstantNames.contains(token) { return true }
            let upper = token.allSatisfy { $0.isUppercase || $0 == "_" }
            return upper
                && ["SIG", "CLOCK_", "RUSAGE_", "TIOC"].contains {
                    token.hasPrefix($0) && token.count > $0.count + 1
                }
        }.map { tokens[$0] }
    }

    /// The names a file's lines (their tokens) declare: types, functions, variables, cases, and
    /// parameters (`_ read:`, `(write:`).
    static func localNames(_ lines: [[String]]) -> Set<String> {
        var names = MacOSAvailability.declaredNames(lines)
        for tokens in lines where tokens.count > 2 {
            for at in 0..<(tokens.count - 2) where tokens[at + 2] == ":" {
                if ["_", "(", ","].contains(tokens[at]) { names.insert(tokens[at + 1]) }
            }
        }
        return names
    }

    /// The Linux-only paths in `line` (string literals as written).
    static func linuxPaths(in line: String) -> [String] {
        guard line.contains("/") else { return [] }
        var found =
            line.contains("-linux-gnu") ? line.matches(of: linuxLibraryFolder).map { String($0.1) } : []
        for linuxPath in linuxOnlyPaths {
            var rest = line[...]
            while let range = rest.range(of: linuxPath) {
                let before = rest[..<range.lowerBound].last
                if before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true {
                    found.append(linuxPath)
                }
                rest = rest[range.upperBound...]
            }
        }
        return found
    }

    // MARK: Availability against the declared target

    /// What the toolchain's interfaces do not state, with the macOS each needs.
    static var knownRules: [(regex: Regex<Substring>, api: String, macOS: MacOSVersion)] {
        [
            // SE-0371: an actor's or a global actor's deinit that runs on its executor. It is a
            // language feature, in no .swiftinterface: the compiler gates it on the runtime of macOS
            // 15.4, which has the call that hops to the executor.
            (#/(?:^|[^\w])isolated\s+deinit\b/#, "isolated deinit", MacOSVersion("15.4")!),
            // A function type with typed throws as a collection's element or a generic argument:
            // the runtime needs its metadata, which macOS 15's runtime is the first to describe.
            (
                #/(?:\[[^\]]*|<[^>]*)\bthrows\s*\(/#, "a typed-throws function type as a generic argument",
                MacOSVersion("15")!
            ),
        ]
    }

    /// The interfaces of the modules `files` import and those every file sees, read from the
    /// toolchain's folder; nil when the toolchain has none.
    static func toolchainAvailability(importedBy files: [String]) throws -> MacOSAvailability? {
        guard let folder = MacOSAvailability.interfaceFolder else { return nil }
        var modules = Set(MacOSAvailability.implicitModules)
        for text in files {
            for match in text.matches(of: #/(?m)^\s*(?:@\w+\s+)*import\s+(\w+)/#) {
                modules.insert(String(match.1))
            }
        }
        return try MacOSAvailability(modules: Array(modules), folder: folder)
    }

    /// The uses in the Swift file at `path` (its text `text`) of what is newer than `target`:
    /// the known rules', and those `finder` finds from the interfaces (nil: none).
    static func availabilityViolations(
        path: String, text: String, target: MacOSVersion, finder: MacOSAvailability.Finder?
    ) -> [Violation] {
        let code = SwiftCodeLines(text).bare
        let knownRules = knownRules
        var found: [(line: Int, api: String, macOS: MacOSVersion)] = []
        for (index, line) in code.enumerated() where line.contains("deinit") || line.contains("throws") {
            for rule in knownRules where rule.macOS > target && line.contains(rule.regex) {
                found.append((index + 1, rule.api, rule.macOS))
            }
        }
        for use in finder?.uses(in: code) ?? [] {
            found.append((use.line, use.api, use.macOS))
        }
        return found.sorted { $0.line < $1.line }.map {
            Violation(
                path: path, line: $0.line,
                rule:
                    "uses \($0.api), which needs macOS \($0.macOS), above the platforms line's macOS \(target)"
            )
        }
    }

    // MARK: curl's development files

    /// What needs curl's development files (header, pkg-config file, linker flag, package): the
    /// remote client loads libcurl at run time and declares its few calls in plain C
    /// (Sources/CCurl), so no file of the package includes, links or installs them. Assembled
    /// here so this file names none.
    static var curlDevelopmentFiles: [(regex: Regex<AnyRegexOutput>, rule: String)] {
        let curl = ["cu", "rl"].joined()
        let patterns = [
            (#"\b\#(curl)/[a-z_]+\.h\b"#, "names \(curl)'s header"),
            (#"(?:^|[\s"'\[,])-l\#(curl)\b"#, "links lib\(curl) at build time"),
            (#"linkedLibrary\(\s*"\#(curl)""#, "links lib\(curl) at build time"),
            (#"pkgConfig:\s*"lib\#(curl)""#, "asks pkg-config for lib\(curl)"),
            (#"pkg-config\s+(?:--[\w-]+\s+)*lib\#(curl)\b"#, "asks pkg-config for lib\(curl)"),
            (#"\blib\#(curl)\.pc\b"#, "names lib\(curl)'s pkg-config file"),
            (
                #"\blib\#(curl)[0-9]*-(?:openssl|gnutls|nss)-dev\b|\blib\#(curl)-devel?\b"#,
                "installs lib\(curl)'s development package"
            ),
            (#"\.brew\(\[[^\]]*"\#(curl)""#, "asks Homebrew for \(curl)"),
        ]
        return patterns.map { (try! Regex($0.0), $0.1) }
    }
    /// The files that may name them, and why.
    static let curlDevelopmentFilesAllowed = [
        // CI hides them before it builds, to prove the build needs none.
        ".ci/run"
    ]

    /// The rules on curl's development files broken by the file at `path` whose text is `text`:
    /// in code (Swift, C, a module map) comments do not count; in scripts and prose every line does.
    static func curlViolations(path: String, text: String) -> [Violation] {
        guard !curlDevelopmentFilesAllowed.contains(path), text.contains(curl) else { return [] }
        let isCode = ["swift", "c", "h", "modulemap"].contains((path as NSString).pathExtension)
        let lines = isCode ? SwiftCodeLines(text).lines : text.components(separatedBy: "\n")
        let patterns = curlDevelopmentFiles
        var found: [Violation] = []
        for (index, line) in lines.enumerated() where line.contains(curl) {
            for pattern in patterns where line.contains(pattern.regex) {
                found.append(Violation(path: path, line: index + 1, rule: pattern.rule))
            }
        }
        return found
    }

    /// The rules broken by the manifest `text`.
    static func manifestViolations(_ text: String) -> [Violation] {
        var found: [Violation] = []
        if (try? SwiftMinimum.macOS(manifest: text)) == nil {
            found.append(
                Violation(path: "Package.swift", line: 0, rule: "declares no macOS on a platforms line"))
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

    /// Every file of the package a rule on its text reads: sources, tests, scripts, docs, CI and
    /// the manifest, relative to the package (not .build, .git or other tools' folders).
    static func packageFiles() throws -> [String] {
        let manager = FileManager.default
        var files = ["Package.swift", "README.md"]
        for folder in ["Sources", "SharedDomain", "Tests", "Fuzz", "Scripts", "Docs", ".ci"] {
            files += try manager.subpathsOfDirectory(atPath: PackageRoot.appending(folder).path)
                .map { "\(folder)/\($0)" }
                .filter { path in
                    var isFolder: ObjCBool = false
                    return manager.fileExists(
                        atPath: PackageRoot.appending(path).path, isDirectory: &isFolder)
                        && !isFolder.boolValue
                }
        }
        return files.sorted()
    }

    // The rules catch what they are for. The samples are assembled at run time, so this file
    // itself breaks no rule.
    private static let glibc = "Glibc"
    private static let curl = ["cu", "rl"].joined()

    @Test func aModuleQualifiedCallIsCaughtEvenInAPlatformFile() {
        let sample = "let written = \(Self.glibc).write(1, bytes, count)\n"

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
        let sample = """
            let size = 1  // \(Self.glibc).write is not portable; import \(Self.glibc) neither
            /* import \(Self.glibc) /* nested */ getenv("HOME") */ let other = 2
            """

        #expect(Self.violations(path: "Sources/LabTools/CLI/RawTerminal.swift", text: sample).isEmpty)
    }

    @Test func aCommentMarkerInsideAStringHidesNothingAfterIt() {
        let samples = [
            "let u = \"http://x\"; import \(Self.networking)",
            "let u = #\"a \"quoted\" http://x\"#; import \(Self.networking)",
            "let u = \"an \\\"escaped\\\" http://x\"; import \(Self.networking)",
            "let u = \"\\(f(\"http://x\"))\"; import \(Self.networking)",
            "let u = \"\"\"\n    http://x\n    \"\"\"; import \(Self.networking)",
        ]

        for sample in samples {
            let found = Self.violations(path: "Sources/Lab/Runner/LabSession.swift", text: sample)
            #expect(found.count == 1, "\(sample): \(found)")
        }
        let code = SwiftCodeLines("let u = \"http://x\" // a comment \"quoted\"\nlet v = #/a//b/#\n")
        #expect(code.lines == ["let u = \"http://x\" ", "let v = #/a//b/#", ""])
        #expect(code.bare == ["let u = \"        \" ", "let v = #/    /#", ""])
    }

    @Test func aCLibraryCallOutsideThePlatformFileIsCaught() {
        let sample = """
            let home = getenv("HOME")
            signal(SIGPIPE, SIG_IGN)
            if isatty(STDIN_FILENO) == 1 {}
            _ = clock_gettime(clock, &time)
            let text = "write(1, bytes, 2) and getenv(\\"X\\") in a string are words"
            try FileManager.default.removeItem(atPath: path)
            handle.close()
            """

        let found = Self.violations(path: "Sources/LabTools/CLI/Explorer.swift", text: sample)

        #expect(
            found.map(\.description) == [
                "Sources/LabTools/CLI/Explorer.swift:1: calls the C library's getenv outside a Platform.swift",
                "Sources/LabTools/CLI/Explorer.swift:2: calls the C library's signal outside a Platform.swift",
                "Sources/LabTools/CLI/Explorer.swift:2: uses the C library's SIGPIPE outside a Platform.swift",
                "Sources/LabTools/CLI/Explorer.swift:2: uses the C library's SIG_IGN outside a Platform.swift",
                "Sources/LabTools/CLI/Explorer.swift:3: calls the C library's isatty outside a Platform.swift",
                "Sources/LabTools/CLI/Explorer.swift:3: uses the C library's STDIN_FILENO outside a Platform.swift",
                "Sources/LabTools/CLI/Explorer.swift:4: calls the C library's clock_gettime outside a Platform.swift",
            ], "\(found)")
        #expect(Self.violations(path: "Tests/SharedDomainTests/Support/Platform.swift", text: sample).isEmpty)
    }

    @Test func aFunctionOfTheFileItselfIsNotTheCLibrarys() {
        let sample = """
            private func open(_ name: String) -> Int { 0 }
            func load(_ read: () -> Int, write: (Int) -> Void) { write(read()) }
            let file = open("users")
            """

        #expect(Self.violations(path: "SharedDomain/Data/Remote/LibCurl.swift", text: sample).isEmpty)
    }

    @Test func aPathOnlyLinuxHasOutsideThePlatformFileIsCaught() {
        let paths = [
            "/dev/" + "full", "/dev/" + "shm/archlab", "/" + "run/user/1000", "/" + "sys/class/net",
            "/etc/" + "os-release", "/usr/lib/" + "x86_64-linux-gnu/libsqlite3.so.0",
            "/" + "proc/self/status",
        ]

        for path in paths {
            let sample = "let handle = FileHandle(forWritingAtPath: \"\(path)\")\n"
            #expect(
                Self.violations(path: "Tests/LabTests/CrashSafetyTests.swift", text: sample).count == 1,
                "\(path)")
            #expect(Self.violations(path: "Tests/LabTests/Platform.swift", text: sample).isEmpty, "\(path)")
        }
        let elsewhere = "let a = \"Docs/run/x\", b = \"https://host/sys/y\" // reads /" + "proc/meminfo\n"
        #expect(Self.violations(path: "Tests/LabTests/CrashSafetyTests.swift", text: elsewhere).isEmpty)
        // The full-disk test reaches /dev/full through its Platform.swift, like any other file.
        let full = "let full = FileHandle(forWritingAtPath: \"/dev/" + "full\")\n"
        #expect(Self.violations(path: "Tests/LabTests/ReliabilityTests.swift", text: full).count == 1)
    }

    @Test func aManifestWithoutPlatformsOrAnOldToolsVersionIsCaught() {
        let old = "// swift-tools-version: 6.0\nlet package = Package(name: \"ArchLab\", targets: [])\n"
        let commented = "// swift-tools-version: 6.2\n// platforms: [.macOS(.v14)]\nlet package = Package()\n"

        #expect(Self.manifestViolations(old).count == 2)
        #expect(Self.manifestViolations(commented).map(\.line) == [0])
    }

    @Test func anIsolatedDeinitNeedsMacOS15Point4() throws {
        let sample = """
            @MainActor final class Store {
                isolated deinit { tasks.cancelAll() }
            }
            """
        let old = try SwiftMinimum.macOS(manifest: "let package = Package(platforms: [.macOS(.v14)])")
        let new = try SwiftMinimum.macOS(manifest: #"let package = Package(platforms: [.macOS("15.4")])"#)

        let under14 = Self.availabilityViolations(
            path: "Sources/MVI/Core/Store.swift", text: sample, target: try #require(MacOSVersion(old)),
            finder: nil)
        #expect(
            under14.map(\.description) == [
                "Sources/MVI/Core/Store.swift:2: uses isolated deinit, which needs macOS 15.4, above the platforms line's macOS 14"
            ])
        #expect(
            Self.availabilityViolations(
                path: "Sources/MVI/Core/Store.swift", text: sample, target: try #require(MacOSVersion(new)),
                finder: nil
            ).isEmpty)
        // A comment or a string saying it is not a use.
        #expect(
            Self.availabilityViolations(
                path: "Sources/MVI/Core/Store.swift", text: "// isolated deinit\nlet s = \"isolated deinit\"",
                target: try #require(MacOSVersion(old)), finder: nil
            ).isEmpty)
    }

    @Test func anArrayOfTypedThrowsClosuresNeedsMacOS15() throws {
        let sample = "let calls: [(name: String, run: () throws(SQLiteError) -> Void)] = []\n"
        let passed = "try database.transaction(.write) { () throws(SQLiteError) in try run() }\n"
        let path = "Tests/SharedDomainTests/Cache/SQLiteUserCacheSafetyTests.swift"

        #expect(
            Self.availabilityViolations(
                path: path, text: sample, target: try #require(MacOSVersion("14")), finder: nil
            )
            .count == 1)
        #expect(
            Self.availabilityViolations(
                path: path, text: sample, target: try #require(MacOSVersion("15")), finder: nil
            )
            .isEmpty)
        #expect(
            Self.availabilityViolations(
                path: path, text: passed, target: try #require(MacOSVersion("14")), finder: nil
            )
            .isEmpty)
    }

    /// Why the interface tests can be skipped: not on this project's Linux toolchains, which have
    /// the interfaces, but on one that keeps them elsewhere (Xcode's are in the SDK).
    static let noInterfaces: Comment =
        "the swift on PATH has no usr/lib/swift/<platform>/Swift.swiftmodule/*.swiftinterface to read macOS availability from"

    @Test(.enabled(if: MacOSAvailability.interfaceFolder != nil, noInterfaces))
    func theToolchainsInterfacesSayStringValidatingNeedsMacOS15() throws {
        let interfaces = try #require(try Self.toolchainAvailability(importedBy: []))
        let validating = interfaces.declarations.filter {
            $0.owner == "String" && $0.kind == .initializer && $0.firstLabel == "validating"
        }

        #expect(!validating.isEmpty, "\(interfaces.files)")
        #expect(validating.allSatisfy { $0.macOS == MacOSVersion("15") }, "\(validating.map(\.text))")
        #expect(interfaces.files.map(\.lastPathComponent).count == 3, "\(interfaces.files)")
    }

    @Test(.enabled(if: MacOSAvailability.interfaceFolder != nil, noInterfaces))
    func stringValidatingIsCaughtUnderMacOS14AndNotUnder15Point4() throws {
        let sample = """
            func text(_ bytes: [UInt8]) -> String? {
                String(validating: bytes, as: UTF8.self)
            }
            let old = String(decoding: bytes, as: UTF8.self)  // String(validating:as:) in a comment
            """
        let interfaces = try #require(try Self.toolchainAvailability(importedBy: [sample]))
        let path = "Sources/LabTools/CLI/RawTerminal.swift"
        func finder(_ target: String) throws -> MacOSAvailability.Finder {
            interfaces.finder(newerThan: try #require(MacOSVersion(target)))
        }

        let under14 = Self.availabilityViolations(
            path: path, text: sample, target: try #require(MacOSVersion("14")), finder: try finder("14"))
        #expect(
            under14.map(\.description) == [
                "\(path):2: uses String.init(validating:), which needs macOS 15.0, above the platforms line's macOS 14"
            ])
        #expect(
            Self.availabilityViolations(
                path: path, text: sample, target: try #require(MacOSVersion("15.4")),
                finder: try finder("15.4")
            ).isEmpty)
    }

    @Test func curlsDevelopmentFilesAreCaughtWhereverTheyAreNamed() {
        let samples = [
            ("Sources/CCurl/shim.c", "#include <\(Self.curl)/\(Self.curl).h>\n"),
            (
                "Package.swift",
                ".target(name: \"CCurl\", linkerSettings: [.linkedLibrary(\"\(Self.curl)\")])\n"
            ),
            ("Package.swift", ".systemLibrary(name: \"CCurl\", pkgConfig: \"lib\(Self.curl)\")\n"),
            ("Package.swift", "unsafeFlags([\"-l\(Self.curl)\"])\n"),
            ("Scripts/workshop-preflight.sh", "pkg-config --modversion lib\(Self.curl)\n"),
            ("Docs/Workshop/README.md", "sudo apt-get install libsqlite3-dev lib\(Self.curl)4-openssl-dev\n"),
        ]

        for (path, text) in samples {
            #expect(Self.curlViolations(path: path, text: text).count == 1, "\(path): \(text)")
        }
        let comment = "// The numbers are lib\(Self.curl)'s own (\(Self.curl)/\(Self.curl).h).\nint x;\n"
        #expect(Self.curlViolations(path: "Sources/CCurl/include/CCurl.h", text: comment).isEmpty)
        #expect(
            Self.curlViolations(path: "Docs/Reliability.md", text: "loads lib\(Self.curl).so.4 at run time\n")
                .isEmpty)
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

    @Test func noFileOfThePackageNeedsCurlsDevelopmentFiles() throws {
        let files = try Self.packageFiles()
        #expect(
            files.contains("Sources/CCurl/include/CCurl.h") && files.contains("Scripts/workshop-preflight.sh")
        )
        var violations: [Violation] = []
        for path in files {
            // Binary fixtures are no text to read.
            guard let text = try? String(contentsOf: PackageRoot.appending(path), encoding: .utf8) else {
                continue
            }
            violations += Self.curlViolations(path: path, text: text)
        }
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func nothingThePackageUsesIsNewerThanThePlatformsLine() throws {
        let manifest = try String(contentsOf: PackageRoot.appending("Package.swift"), encoding: .utf8)
        let target = try #require(MacOSVersion(try SwiftMinimum.macOS(manifest: manifest)))
        let files = try Self.swiftFiles()
        let texts = try files.map { try String(contentsOf: PackageRoot.appending($0), encoding: .utf8) }
        let ownNames = MacOSAvailability.declaredNames(
            texts.flatMap { SwiftCodeLines($0).bare.map(SwiftCodeLines.tokens) })
        let interfaces = try Self.toolchainAvailability(importedBy: texts)
        func violations(under target: MacOSVersion) -> [Violation] {
            let finder = interfaces?.finder(newerThan: target, excluding: ownNames)
            return zip(files, texts).flatMap {
                Self.availabilityViolations(path: $0, text: $1, target: target, finder: finder)
            }
        }

        let found = violations(under: target)
        #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
        // Not vacuous: under macOS 14 the rules find what made the platforms line 15.4.
        let under14 = Set(violations(under: try #require(MacOSVersion("14"))).map(\.path))
        var expected: Set<String> = [
            "Sources/Lab/Runner/LabSession.swift", "Sources/MVI/Core/Store.swift",
            "SharedDomain/Concurrency/LatestRequest.swift",
            "Tests/SharedDomainTests/Cache/SQLiteUserCacheSafetyTests.swift",
        ]
        if interfaces != nil {
            expected.formUnion([
                "Sources/LabTools/CLI/RawTerminal.swift", "SharedDomain/Data/Remote/ReqresPageReader.swift",
            ])
        }
        #expect(expected.isSubset(of: under14), "\(under14.sorted())")
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
