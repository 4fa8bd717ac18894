import StagecraftTesting
import XCTest

@testable import Gallery
@testable import Stagecraft
@testable import UIKit

@MainActor
final class S04RotationTests: XCTestCase {
    /// Seed 004 "Orientation": rotating dims the background to 0.25 and re-centres the row alongside
    /// the rotation; rotating back restores 0.55.
    func testRotationDimsTheBackgroundAndRelaysTheRowAlongside() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let controller = try XCTUnwrap(try sim.openScene("S4") as? PopThumbnailViewController)
        sim.advance(seconds: 0.2)
        XCTAssertEqual(controller.bgImage.alpha, 0.55, accuracy: 1e-6)
        XCTAssertTrue(sim.rotate(to: .landscapeLeft))
        sim.advance(seconds: 0.15)
        let mid = CGFloat(controller.bgImage.layer.presentationProperties.opacity)
        XCTAssertLessThan(mid, 0.5)
        XCTAssertGreaterThan(mid, 0.3, "halfway through the 0.3 s rotation")
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S4-rotate-mid")
        sim.advance(seconds: 0.3)
        XCTAssertEqual(controller.bgImage.alpha, 0.25, accuracy: 1e-6)
        let row = controller.thumbnails.map { $0.convert($0.bounds, to: nil) }
        let rowCenter = (row.first!.minX + row.last!.maxX) / 2
        XCTAssertEqual(rowCenter, 426, accuracy: 1, "the row is centred on the landscape screen")
        let safe = sim.window.bounds.inset(by: sim.window.safeAreaInsets)
        for label in controller.view.subviews.compactMap({ $0 as? UILabel }) {
            let frame = label.convert(label.bounds, to: nil)
            XCTAssertTrue(safe.contains(frame), "\(label.text ?? "") at \(frame) is inside the safe area \(safe)")
        }
        try assertGolden(try sim.render(includeDeviceFrame: true), named: "S4-landscape")
        XCTAssertTrue(sim.rotate(to: .portrait))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.bgImage.alpha, 0.55, accuracy: 1e-6)
        let title = try XCTUnwrap(controller.view.subviews.compactMap { $0 as? UILabel }.first)
        XCTAssertEqual(title.frame, CGRect(x: 20, y: 59, width: 353, height: 41), "back under the status bar")
    }
}
