import Foundation
import Stagecraft
import UIKit
import XCTest

/// Snapshot views stretch what they captured to their bounds when resized (issue 10 item 3), also
/// while their frame animates; `resizableSnapshotView` crops and keeps its caps.
@MainActor
final class SnapshotStretchTests: XCTestCase {
    private let red = (255, 0, 0)
    private let blue = (0, 0, 255)
    private let white = (255, 255, 255)

    /// A 100×40 view: red left half, blue right half.
    private func halves() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        left.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let right = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 40))
        right.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSubview(left)
        view.addSubview(right)
        return view
    }

    private func render(_ view: UIView) throws -> Canvas {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        root.addSubview(view)
        return try renderOnWhite(root.layer, width: 300, height: 60).canvas
    }

    func testAResizedSnapshotStretchesItsContentToItsBounds() async throws {
        let snapshot = try XCTUnwrap(halves().snapshotView(afterScreenUpdates: false))
        snapshot.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let canvas = try render(snapshot)

        // The red/blue edge moves from x = 50 to x = 100; the content reaches x = 200.
        assertPixel(canvas, 95, 20, is: red)
        assertPixel(canvas, 105, 20, is: blue)
        assertPixel(canvas, 195, 20, is: blue)
        assertPixel(canvas, 205, 20, is: white)
    }

    func testASnapshotStretchesAlongWhileItsFrameAnimates() async throws {
        let clock = MediaClock(time: 10)
        clock.makeCurrent()
        let snapshot = try XCTUnwrap(halves().snapshotView(afterScreenUpdates: false))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        root.addSubview(snapshot)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            snapshot.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        }
        FrameCycle.run(windows: [])
        clock.advance(to: 10.5)
        // Half way: 200 pt wide, so the edge is at 100.
        let canvas = try renderOnWhite(root.layer, width: 300, height: 60).canvas
        assertPixel(canvas, 95, 20, is: red)
        assertPixel(canvas, 105, 20, is: blue)
        assertPixel(canvas, 205, 20, is: white)
    }

    func testAResizableSnapshotCropsAndKeepsItsCaps() async throws {
        // The middle 60 pt of the halves (x 20…80): red 30, blue 30; caps of 10 on both sides.
        let snapshot = try XCTUnwrap(
            halves().resizableSnapshotView(
                from: CGRect(x: 20, y: 0, width: 60, height: 40), afterScreenUpdates: false,
                withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
        XCTAssertEqual(snapshot.bounds.size, CGSize(width: 60, height: 40))
        snapshot.frame = CGRect(x: 0, y: 0, width: 240, height: 40)
        let canvas = try render(snapshot)

        // Caps keep 10 pt; the middle 40 pt (red 20, blue 20) stretches to 220 pt: the edge lands
        // at 10 + 20 · 220 / 40 = 120.
        assertPixel(canvas, 5, 20, is: red)
        assertPixel(canvas, 115, 20, is: red)
        assertPixel(canvas, 125, 20, is: blue)
        assertPixel(canvas, 235, 20, is: blue)
        assertPixel(canvas, 245, 20, is: white)
    }
}
