import Foundation
import UIKit
import XCTest

@MainActor
final class AutoresizingTests: XCTestCase {
    /// A 200×100 superview with a child at x 50…150 (margins 50/50) and y 20…70 (margins 20/30).
    private func makePair(_ mask: UIView.AutoresizingMask) -> (parent: UIView, child: UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 50))
        child.autoresizingMask = mask
        parent.addSubview(child)
        return (parent, child)
    }

    func testNoMaskKeepsTheFrameWhenTheSuperviewGrows() async {
        let (parent, child) = makePair([])

        parent.frame.size = CGSize(width: 300, height: 200)

        XCTAssertEqual(child.frame, CGRect(x: 50, y: 20, width: 100, height: 50))
    }

    func testFlexibleWidthTakesTheWholeHorizontalGrowth() async {
        let (parent, child) = makePair(.flexibleWidth)

        parent.frame.size = CGSize(width: 300, height: 100)

        // width 100 + (300 − 200)
        XCTAssertEqual(child.frame, CGRect(x: 50, y: 20, width: 200, height: 50))
    }

    func testFlexibleHeightTakesTheWholeVerticalGrowth() async {
        let (parent, child) = makePair(.flexibleHeight)

        parent.bounds.size = CGSize(width: 200, height: 160)

        // height 50 + (160 − 100)
        XCTAssertEqual(child.frame, CGRect(x: 50, y: 20, width: 100, height: 110))
    }

    func testFlexibleLeftMarginPinsTheChildToTheRightEdge() async {
        let (parent, child) = makePair(.flexibleLeftMargin)

        parent.frame.size = CGSize(width: 300, height: 100)

        // x 50 + 100; the right margin stays 50
        XCTAssertEqual(child.frame, CGRect(x: 150, y: 20, width: 100, height: 50))
    }

    func testFlexibleTopAndBottomMarginsShareTheGrowthInProportionToTheMargins() async {
        let (parent, child) = makePair([.flexibleTopMargin, .flexibleBottomMargin])

        parent.frame.size = CGSize(width: 200, height: 150)

        // margins 20 and 30 share +50 as 20/50 and 30/50: top grows by 20 → y = 40
        XCTAssertEqual(child.frame, CGRect(x: 50, y: 40, width: 100, height: 50))
    }

    func testAllHorizontalFlexibilitySharesGrowthInProportionToCurrentSizes() async {
        let (parent, child) = makePair([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])

        parent.frame.size = CGSize(width: 400, height: 100)

        // parts 50 : 100 : 50 of +200 → +50, +100, +50: x = 100, width = 200
        XCTAssertEqual(child.frame, CGRect(x: 100, y: 20, width: 200, height: 50))
    }

    func testShrinkingTheSuperviewShrinksAFlexibleWidth() async {
        let (parent, child) = makePair(.flexibleWidth)

        parent.frame.size = CGSize(width: 150, height: 100)

        XCTAssertEqual(child.frame, CGRect(x: 50, y: 20, width: 50, height: 50))
    }

    func testAutoresizesSubviewsFalseDisablesTheMask() async {
        let (parent, child) = makePair([.flexibleWidth, .flexibleHeight])
        parent.autoresizesSubviews = false

        parent.frame.size = CGSize(width: 300, height: 200)

        XCTAssertEqual(child.frame, CGRect(x: 50, y: 20, width: 100, height: 50))
    }
}
