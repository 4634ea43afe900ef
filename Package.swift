// swift-tools-version: 6.0
// ArchLab: one Users feature built five times (VIP, VIPER, MVP, MVVM, MVI) on one shared
// Domain/Data target. The layout below is the architecture: arrows point inward.
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "ArchLab",
    products: [
        .library(name: "SharedDomain", targets: ["SharedDomain"])
    ],
    targets: [
        // The system SQLite library; only SharedDomain's Data folder imports it.
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // Entities, the repository protocol, errors and validation (Domain/); the SQLite
        // cache, the reqres client, the demo backend and the offline-first repository (Data/).
        .target(
            name: "SharedDomain",
            dependencies: ["CSQLite"],
            path: "SharedDomain",
            swiftSettings: swift6
        ),
        .testTarget(
            name: "SharedDomainTests",
            dependencies: ["SharedDomain"],
            resources: [.copy("Fixtures")],
            swiftSettings: swift6
        ),
    ]
)
