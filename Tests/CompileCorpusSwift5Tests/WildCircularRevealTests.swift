// The corpus's circular reveal (Corpus/WildCircularReveal.swift), compiled in Swift 5 mode and run:
// a full-screen presentation revealed through an animated CAShapeLayer mask from the tapped
// button, finished from the animation delegate; the dismissal shrinks the mask back and finishes
// from CATransaction's completion block.
import UIKit
import XCTest

@MainActor
final class WildCircularRevealTests: XCTestCase {
    func testTheRevealGrowsFromTheButtonAndTheDismissalShrinksBackToIt() async {
        let source = CircularRevealSourceViewController()
        let phone = HeadlessPhone(root: source)
        phone.advance(seconds: 0.1)
        let button = source.revealButton
        XCTAssertEqual(button.frame.size, CGSize(width: 56, height: 56))
        XCTAssertEqual(button.frame.maxX, 393 - 24, "pinned to the safe area's trailing edge")
        XCTAssertEqual(button.frame.maxY, 852 - 34 - 24, "and above the home indicator")
        XCTAssertNotNil(button.currentImage, "setImage(_:for:) with a symbol")
        XCTAssertEqual(button.imageView?.frame.midX ?? 0, 28, accuracy: 0.5, "the image centred")

        phone.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        phone.advance(seconds: 0.2)
        let animator = source.lastAnimator!
        let detail = source.presentedViewController!
        let mask = animator.maskLayer!
        XCTAssertTrue(detail.view.layer.mask === mask, "the mask is on the presented view while it grows")
        let path = mask.presentation()!.path!.boundingBox
        XCTAssertEqual(path.midX, button.frame.midX, accuracy: 0.5, "centred on the button")
        XCTAssertGreaterThan(path.width, 56, "grown past the button")
        XCTAssertLessThan(path.width, 2 * 900, "not yet covering the screen")
        XCTAssertEqual(animator.log, ["present started", "animationDidStart"])

        phone.advance(seconds: 0.5)
        XCTAssertEqual(
            animator.log,
            ["present started", "animationDidStart", "animationDidStop finished=true", "animationEnded true"])
        XCTAssertNil(detail.view.layer.mask, "removed when the reveal finished")
        XCTAssertNil(source.view.window, "a full-screen presentation removes the presenter's view")

        detail.dismiss(animated: true)
        phone.advance(seconds: 0.2)
        let back = source.lastAnimator!
        XCTAssertFalse(back === animator)
        let shrinking = back.maskLayer!.presentation()!.path!.boundingBox
        XCTAssertGreaterThan(shrinking.width, 56)
        phone.advance(seconds: 0.5)
        XCTAssertEqual(back.log, ["dismiss started", "dismiss completed", "animationEnded true"])
        XCTAssertNil(source.presentedViewController)
        XCTAssertNotNil(source.view.window)
    }
}
