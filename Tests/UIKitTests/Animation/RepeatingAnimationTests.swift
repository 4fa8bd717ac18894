import Foundation
import XCTest

@testable import UIKit

/// R238: UIView animations that repeat and reverse — the `.repeat` and `.autoreverse` options for
/// a whole block, `modifyAnimations(withRepeatCount:autoreverses:)` for part of one.
@MainActor
final class RepeatingAnimationTests: XCTestCase {
    private func opacity(_ view: UIView) -> Float { view.layer.presentation()?.opacity ?? -1 }

    func testR238ModifiedAnimationsRepeatAndReverseWhileTheRestOfTheBlockRunsOnce() async throws {
        let app = TestApp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        app.window.addSubview(view)
        var finished: Bool?
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.curveLinear],
            animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0 }
                view.center.x = 125
            },
            completion: { finished = $0 })
        let fade = try XCTUnwrap(view.layer.animation(forKey: "opacity"))
        XCTAssertEqual(fade.repeatCount, 2)
        XCTAssertTrue(fade.autoreverses)
        let move = try XCTUnwrap(view.layer.animation(forKey: "position"))
        XCTAssertEqual(move.repeatCount, 0)
        XCTAssertFalse(move.autoreverses)

        app.advance(seconds: 0.25)
        XCTAssertEqual(opacity(view), 0.5, accuracy: 0.04)
        app.advance(seconds: 0.25)
        XCTAssertEqual(opacity(view), 0, accuracy: 0.04)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 125, accuracy: 0.5)
        // Back up again, and down a second time.
        app.advance(seconds: 0.5)
        XCTAssertEqual(opacity(view), 1, accuracy: 0.04)
        app.advance(seconds: 0.5)
        XCTAssertEqual(opacity(view), 0, accuracy: 0.04)
        XCTAssertNil(finished, "the block ends with its longest animation")
        app.advance(seconds: 0.6)
        XCTAssertEqual(finished, true)
        // The model value shows once the reversed animation is gone (UIKit's jump).
        XCTAssertEqual(opacity(view), 0)
    }

    func testR238OutsideABlockTheChangesApplyAtOnceAndTheOptionsStillRepeatAWholeBlock() async throws {
        let app = TestApp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        app.window.addSubview(view)
        UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { view.alpha = 0.2 }
        XCTAssertNil(view.layer.animation(forKey: "opacity"))
        XCTAssertEqual(view.alpha, 0.2, accuracy: 1e-6)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse]) { view.alpha = 1 }
        let pulse = try XCTUnwrap(view.layer.animation(forKey: "opacity"))
        XCTAssertEqual(pulse.repeatCount, .infinity)
        XCTAssertTrue(pulse.autoreverses)
    }
}
