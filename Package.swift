// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Stagecraft",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "Stagecraft", targets: ["Stagecraft"]),
        .library(name: "StagecraftTesting", targets: ["StagecraftTesting"]),
        .executable(name: "stagecraft", targets: ["stagecraft"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "UIKit", dependencies: ["UniformTypeIdentifiers"]),
        .target(name: "CoreGraphics", dependencies: ["UIKit"]),
        .target(name: "QuartzCore", dependencies: ["UIKit"]),
        .target(name: "PhotosUI", dependencies: ["UIKit"]),
        .target(
            name: "Stagecraft",
            dependencies: ["UIKit", "CSDL2", "StagecraftAssets"]
        ),
        .target(name: "Gallery", dependencies: ["UIKit", "Stagecraft", "StagecraftAssets"]),
        // Assets/ holds the package's resources; SwiftPM bundles only files inside a target's own
        // directory, so this target's directory is Assets/ itself (see Assets/README.md).
        .target(
            name: "StagecraftAssets",
            path: "Assets",
            exclude: ["README.md"],
            resources: [.copy("Gallery"), .copy("Fonts")]
        ),
        .target(name: "StagecraftTesting", dependencies: ["Stagecraft", "UIKit"]),
        .executableTarget(name: "stagecraft", dependencies: ["Stagecraft", "Gallery"]),
        .executableTarget(name: "stagecraft-bench", dependencies: ["Stagecraft", "Gallery", "UIKit", "CSDL2"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "PhotosUI", "UniformTypeIdentifiers"]),
        .testTarget(
            name: "CompileCorpusSwift5Tests",
            dependencies: ["UIKit", "CoreGraphics", "QuartzCore"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The same transition corpus (Tests/TransitionCorpus, linked into both targets) in Swift 6 mode.
        .testTarget(
            name: "CompileCorpusSwift6Tests",
            dependencies: ["UIKit", "CoreGraphics", "QuartzCore"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "StagecraftTests",
            dependencies: ["Stagecraft", "StagecraftTesting", "UIKit", "Gallery", "PhotosUI"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: ["Gallery", "Stagecraft", "StagecraftTesting", "UIKit"],
            exclude: ["__Snapshots__"]
        ),
    ]
)
