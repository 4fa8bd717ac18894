// swift-tools-version: 6.0
// A user's package: its own scene and custom transition, run by the Stagecraft host in a window or
// headless, without the gallery (docs/writing-a-scene.md walks through it).
import PackageDescription

let package = Package(
    name: "BoardingPass",
    dependencies: [
        // The Stagecraft package, two folders up; in your own package, its path or URL.
        .package(name: "Stagecraft", path: "../..")
    ],
    targets: [
        // The app's code: view controllers, the animator, the transitioning delegate, the catalog.
        .target(
            name: "BoardingPass",
            dependencies: [
                .product(name: "UIKit", package: "Stagecraft"),
                .product(name: "Stagecraft", package: "Stagecraft"),
            ]
        ),
        // The window entry point (headless frames when there is no display).
        .executableTarget(
            name: "boarding-pass",
            dependencies: ["BoardingPass", .product(name: "Stagecraft", package: "Stagecraft")]
        ),
        .testTarget(
            name: "BoardingPassTests",
            dependencies: [
                "BoardingPass",
                .product(name: "UIKit", package: "Stagecraft"),
                .product(name: "Stagecraft", package: "Stagecraft"),
                .product(name: "StagecraftTesting", package: "Stagecraft"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
