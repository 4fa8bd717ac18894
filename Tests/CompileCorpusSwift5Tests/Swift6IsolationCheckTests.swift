// The other half of issue #9 item 2: the Swift 5 code of this corpus still gets isolation checking
// in Swift 6 mode. Each case is type-checked twice with the toolchain's `swiftc` against the UIKit
// module just built: in Swift 5 mode it is clean, in Swift 6 mode the compiler reports it. What
// Swift 6 reports follows the compiler's rule for `@preconcurrency` declarations (SE-0337, the way
// Apple's SDK imports Objective-C's main-actor API): touching main-actor API from a nonisolated
// context is a warning, a main-actor default value of a nonisolated stored property an error.
import Foundation
import XCTest

final class Swift6IsolationCheckTests: XCTestCase {
    /// `var bubble = UIView()` in a nonisolated `NSObject` subclass.
    private let storedDefault = """
        import UIKit

        final class BubbleTransition: NSObject {
            var bubble = UIView()
        }
        """

    /// A `didSet` touching a view, a helper class and a protocol extension on UIViewController.
    private let nonisolatedUses = """
        import UIKit

        final class BubbleTransition: NSObject {
            let bubble: UIView
            init(bubble: UIView) { self.bubble = bubble }
            var bubbleColor: UIColor = .white {
                didSet { bubble.backgroundColor = bubbleColor }
            }
        }

        final class KeyboardAvoider {
            weak var controller: UIViewController?
            func lift(by height: CGFloat) { controller?.view.frame.origin.y = -height }
        }

        protocol BannerPresenting {}
        extension BannerPresenting where Self: UIViewController {
            func showBanner(_ banner: UIView) { view.addSubview(banner) }
        }
        """

    /// The same code made main-actor isolated, as Swift 6 code writes it.
    private let isolated = """
        import UIKit

        @MainActor
        final class BubbleTransition: NSObject, UIViewControllerAnimatedTransitioning {
            var bubble = UIView()
            var bubbleColor: UIColor = .white {
                didSet { bubble.backgroundColor = bubbleColor }
            }
            func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                context.containerView.addSubview(bubble)
                context.completeTransition(true)
            }
        }
        """

    func testMainActorIsolatedCodeIsCleanInSwift6() throws {
        let swift6 = try typeCheck(isolated, swiftVersion: 6)

        XCTAssertEqual(swift6.status, 0, swift6.diagnostics)
        XCTAssertEqual(swift6.diagnostics, "")
    }

    func testAViewAsStoredDefaultOfANonisolatedClassIsAnErrorInSwift6AndCleanInSwift5() throws {
        let swift5 = try typeCheck(storedDefault, swiftVersion: 5)
        let swift6 = try typeCheck(storedDefault, swiftVersion: 6)

        XCTAssertEqual(swift5.status, 0, swift5.diagnostics)
        XCTAssertEqual(swift5.diagnostics, "")
        XCTAssertNotEqual(swift6.status, 0)
        XCTAssertTrue(
            swift6.diagnostics.contains("error: main actor-isolated default value in a nonisolated context"),
            swift6.diagnostics)
    }

    func testTouchingViewsFromNonisolatedCodeIsReportedInSwift6AndCleanInSwift5() throws {
        let swift5 = try typeCheck(nonisolatedUses, swiftVersion: 5)
        let swift6 = try typeCheck(nonisolatedUses, swiftVersion: 6)

        XCTAssertEqual(swift5.status, 0, swift5.diagnostics)
        XCTAssertEqual(swift5.diagnostics, "")
        for expected in [
            "main actor-isolated property 'backgroundColor' can not be mutated from a nonisolated context",
            "main actor-isolated property 'view' can not be referenced from a nonisolated context",
            "call to main actor-isolated instance method 'addSubview' in a synchronous nonisolated context",
        ] {
            XCTAssertTrue(swift6.diagnostics.contains("warning: \(expected)"), "\(expected)\n\(swift6.diagnostics)")
        }
    }

    // MARK: Support

    /// Type-checks `source` as a file of an app importing the UIKit module this test run was built with.
    private func typeCheck(_ source: String, swiftVersion: Int) throws -> (status: Int32, diagnostics: String) {
        let swiftc = try XCTUnwrap(Self.swiftc, "no swiftc on PATH or in /opt/swift/usr/bin")
        let modules = try XCTUnwrap(Self.builtModules, "no UIKit.swiftmodule beside the test bundle or in .build/debug")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("stagecraft-swift6-check-\(ProcessInfo.processInfo.globallyUniqueString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck", "-swift-version", "\(swiftVersion)", "-I", modules.path, file.path]
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The toolchain's compiler: on PATH (scripts/env.sh puts /opt/swift there) or at /opt/swift.
    private static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }()

    /// The folder holding `UIKit.swiftmodule` of this build: `Modules` beside the test bundle
    /// (SwiftPM's layout), else `.build/debug/Modules` of the package.
    private static let builtModules: URL? = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return [bundle.appendingPathComponent("Modules"), package.appendingPathComponent(".build/debug/Modules")]
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("UIKit.swiftmodule").path) }
    }()
}
