// swift-tools-version: 6.2
// The line above is the Swift this package needs (the tests use `weak let`, new in 6.2); README,
// the workshop guide and Scripts/workshop-preflight.sh read the minimum from it.
// ArchLab: one Users feature built five times (VIP, VIPER, MVP, MVVM, MVI) on one shared
// Domain/Data target. The layout below is the architecture: arrows point inward.
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

// The workshop slot: `archlab workshop start --from ARCH` copies an architecture into
// Sources/Workshop (its recorders into Sources/Workshop/Tracing) and switches the next line to
// true, so the copy is built, registered and run by the suite; `archlab workshop reset` removes
// the copy and switches it back.
let workshop = false
let workshopTargets: [Target] =
    workshop
    ? [.target(name: "Workshop", dependencies: ["SharedDomain", "TerminalUI"], swiftSettings: swift6)] : []

// The five architectures, in the order of the docs: each sees SharedDomain and TerminalUI,
// never another one.
let architectures = ["VIP", "VIPER", "MVP", "MVVM", "MVI"]
// Every other folder in Sources/ (a rule test keeps the list whole).
let otherSourceFolders = ["CCurl", "CSQLite", "CSQLiteBaseline", "TerminalUI", "Lab", "LabTools", "archlab"]

// One architecture's module: the pattern in `Sources/<name>`, and the lab's recorders of its
// boundary crossings in `Sources/Tracing/<name>`, compiled into the same module so they can wrap
// its roles without the roles being public or learning they are wrapped (Sources/Tracing/README.md).
// Its path is Sources/, which holds both; everything else there is left out.
func architecture(_ name: String) -> Target {
    let others = architectures.filter { $0 != name }
    return .target(
        name: name, dependencies: ["SharedDomain", "TerminalUI"], path: "Sources",
        exclude: otherSourceFolders + others + others.map { "Tracing/\($0)" } + ["Tracing/README.md"]
            + (workshop ? ["Workshop"] : []),
        sources: [name, "Tracing/\(name)"], swiftSettings: swift6)
}
let architectureTargets = architectures.map(architecture)

let package = Package(
    name: "ArchLab",
    // macOS 15.4 for `isolated deinit` (SE-0371), the newest of what the code uses: README,
    // the guides and Scripts/workshop-preflight.sh read the minimum from this line; Linux
    // needs no entry.
    platforms: [.macOS("15.4")],
    products: [
        .executable(name: "archlab", targets: ["archlab"]),
        .library(name: "SharedDomain", targets: ["SharedDomain"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "Lab", targets: ["Lab"]),
    ],
    targets: [
        // The system SQLite library; only SharedDomain's Data folder imports it. On macOS the
        // SDK's SQLite is used as it is (pkg-config is optional there, and no other SQLite is
        // offered in its place); on Linux, libsqlite3-dev.
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // The calls into the system libcurl, which SharedDomain's remote client loads at run
        // time: plain C that declares the few easy-interface calls it makes, so building needs
        // no curl header or package (Sources/CCurl/include/CCurl.h says why they are C).
        .target(name: "CCurl"),
        // The cache benchmark's physical limit: the cache's statements in plain C (archlab bench).
        .target(name: "CSQLiteBaseline", dependencies: ["CSQLite"]),
        // Entities, the repository protocol, errors and validation (Domain/); the SQLite
        // cache, the reqres client, the demo backend and the offline-first repository (Data/).
        .target(
            name: "SharedDomain",
            dependencies: ["CSQLite", "CCurl"],
            path: "SharedDomain",
            swiftSettings: swift6
        ),
        // The "UIKit" of this repo: text layout, screens, gestures, the app contract.
        .target(name: "TerminalUI", swiftSettings: swift6),

        // The five architectures (`architectureTargets`, above) come after the last of these.

        // The engine: registry, scenario language, runner, comparison and tracing; what the CLI
        // and the behavioural suite share, and all the identical suite links.
        .target(
            name: "Lab",
            dependencies: ["SharedDomain", "TerminalUI"] + architectures.map { .target(name: $0) }
                + (workshop ? ["Workshop"] : []),
            swiftSettings: swift6 + (workshop ? [.define("ARCHLAB_WORKSHOP")] : [])),
        // The tools on the engine: the CLI and its explorer, bench, docs generator, stats and
        // the workshop slot.
        .target(
            name: "LabTools",
            dependencies: ["Lab", "SharedDomain", "TerminalUI", "CSQLite", "CSQLiteBaseline"],
            swiftSettings: swift6),
        .executableTarget(name: "archlab", dependencies: ["LabTools"], swiftSettings: swift6),

        .testTarget(
            name: "SharedDomainTests", dependencies: ["SharedDomain", "ArchLabTestSupport"],
            swiftSettings: swift6),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"], swiftSettings: swift6),
        // What the test targets share, as swift-argument-parser shares its test helpers: a
        // repository the test answers by hand, the settling rule, the loopback reqres server,
        // temporary folders that clean up, the package root and seeded randomness.
        .target(
            name: "ArchLabTestSupport", dependencies: ["SharedDomain", "TerminalUI"],
            path: "Tests/ArchLabTestSupport",
            resources: [.copy("Fixtures")], swiftSettings: swift6),
        .testTarget(
            name: "ArchLabTestSupportTests", dependencies: ["ArchLabTestSupport", "SharedDomain"],
            swiftSettings: swift6),
        .testTarget(
            name: "VIPTests", dependencies: ["VIP", "SharedDomain", "TerminalUI", "ArchLabTestSupport"],
            swiftSettings: swift6),
        .testTarget(
            name: "VIPERTests", dependencies: ["VIPER", "SharedDomain", "TerminalUI", "ArchLabTestSupport"],
            swiftSettings: swift6),
        .testTarget(
            name: "MVPTests", dependencies: ["MVP", "SharedDomain", "TerminalUI", "ArchLabTestSupport"],
            swiftSettings: swift6),
        .testTarget(
            name: "MVVMTests", dependencies: ["MVVM", "SharedDomain", "TerminalUI", "ArchLabTestSupport"],
            swiftSettings: swift6),
        .testTarget(
            name: "MVITests", dependencies: ["MVI", "SharedDomain", "TerminalUI", "ArchLabTestSupport"],
            swiftSettings: swift6),
        // The identical behavioural suite: one parameterised suite over every registered architecture.
        .testTarget(
            name: "BehaviorTests", dependencies: ["Lab", "TerminalUI", "ArchLabTestSupport"],
            resources: [.copy("Scenarios")],
            swiftSettings: swift6),
        // The real `archlab` binary, end to end.
        .testTarget(
            name: "LabTests",
            dependencies: ["Lab", "LabTools", "TerminalUI", "archlab", "ArchLabTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: swift6),
    ] + architectureTargets + workshopTargets
)
