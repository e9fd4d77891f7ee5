// swift-tools-version:6.0
// A package that uses ScreenReaderSim the way the README says another repository would: the library for its screen,
// the `ScreenReaderSimTesting` product for its tests. `.ci/run` builds and tests it.
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    dependencies: [
        // From another repository: .package(url: "https://.../ScreenReaderSim.git", branch: "main")
        .package(name: "ScreenReaderSim", path: "../.."),
    ],
    targets: [
        .target(name: "SettingsScreen", dependencies: [.product(name: "ScreenReaderSim", package: "ScreenReaderSim")]),
        .testTarget(
            name: "SettingsScreenTests",
            dependencies: [
                "SettingsScreen",
                .product(name: "ScreenReaderSim", package: "ScreenReaderSim"),
                .product(name: "ScreenReaderSimTesting", package: "ScreenReaderSim"),
            ],
            // Golden files and scenario files are data, not sources.
            exclude: ["__Snapshots__", "Scenarios"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
