import Foundation
import Stagecraft
import UIKit
import XCTest

/// Rendering hints (R242): `shouldRasterize`, `rasterizationScale`, `drawsAsynchronously`,
/// `isOpaque` are kept with Core Animation's defaults and leave the pixels as they are.
@MainActor
final class LayerRenderingHintsTests: XCTestCase {
    func testR242RenderingHintsAreKeptAndDoNotChangeThePixels() async throws {
        UIKitRuntime.reset()
        let bare = CALayer()
        XCTAssertFalse(bare.shouldRasterize)
        XCTAssertEqual(bare.rasterizationScale, 1)
        XCTAssertFalse(bare.drawsAsynchronously)
        XCTAssertFalse(bare.isOpaque, "a bare layer is not opaque")
        XCTAssertTrue(UIView().isOpaque, "a view is opaque by default")
        XCTAssertTrue(UIView().layer.isOpaque, "and says so through its layer")

        func card(rasterized: Bool) -> CALayer {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
            let card = CALayer()
            card.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
            card.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            card.cornerRadius = 12
            card.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            card.shouldRasterize = rasterized
            card.rasterizationScale = rasterized ? 3 : 1
            card.drawsAsynchronously = rasterized
            root.addSublayer(card)
            return root
        }
        let plain = try renderOnWhite(card(rasterized: false), width: 120, height: 120).canvas
        let hinted = try renderOnWhite(card(rasterized: true), width: 120, height: 120).canvas
        var differing = 0
        for y in 0..<120 {
            for x in 0..<120 where plain.pixel(x: x, y: y) != hinted.pixel(x: x, y: y) { differing += 1 }
        }
        XCTAssertEqual(differing, 0)
        XCTAssertLessThan(plain.pixel(x: 60, y: 60).r, 80, "the card is drawn")
    }
}
