import Stagecraft
import UIKit
import XCTest

@testable import Gallery

/// The gallery is sample code people copy: no scene's Auto Layout is ambiguous, upright or turned
/// to landscape. (S15 and S19's log panel once wanted its preferred height at the labels'
/// compression-resistance priority, 750: in landscape, where both cannot have their way, the
/// engine could shrink either, and `hasAmbiguousLayout` was true for five views.)
@MainActor
final class UnambiguousLayoutTests: XCTestCase {
    func testNoSceneHasAnAmbiguousLayoutInPortraitOrLandscape() async throws {
        for scene in Gallery.catalog.scenes {
            let sim = try Simulator(scenes: Gallery.catalog)
            sim.diagnosticLog.printsToConsole = false
            _ = try sim.openScene(scene.id)
            sim.advance(seconds: 0.5)
            _ = sim.rotate(to: .landscapeRight)
            sim.advance(seconds: 1)
            let ambiguous = sim.diagnosticLog.entries.filter { $0.name == "ambiguousLayout" }.map(\.message)
            XCTAssertEqual(ambiguous, [], "\(scene.id)")
        }
    }
}
