import Foundation
import UIKit
import XCTest

/// Counts `layoutSubviews` calls.
@MainActor
private final class CountingView: UIView {
    var layoutCount = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}

@MainActor
final class UIViewLayoutTests: XCTestCase {
    func testSetNeedsLayoutTwiceThenLayoutIfNeededLaysOutOnce() async {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutCount = 0

        view.setNeedsLayout()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutIfNeeded()

        XCTAssertEqual(view.layoutCount, 1)
    }

    func testLayoutIfNeededWithoutAPendingRequestDoesNothing() async {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutCount = 0

        view.layoutIfNeeded()

        XCTAssertEqual(view.layoutCount, 0)
    }

    func testLayoutIfNeededOnAnAncestorLaysOutDescendantsThatNeedIt() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        root.layoutIfNeeded()
        child.layoutCount = 0

        child.setNeedsLayout()
        root.layoutIfNeeded()

        XCTAssertEqual(child.layoutCount, 1)
    }

    func testChangingTheBoundsSizeRequestsLayout() async {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutCount = 0

        view.frame.size = CGSize(width: 20, height: 10)
        view.layoutIfNeeded()

        XCTAssertEqual(view.layoutCount, 1)
    }

    func testMovingTheCenterDoesNotRequestLayout() async {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutCount = 0

        view.center = CGPoint(x: 100, y: 100)
        view.layoutIfNeeded()

        XCTAssertEqual(view.layoutCount, 0)
    }

    func testAddingASubviewRequestsLayoutOfTheSuperview() async {
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.layoutIfNeeded()
        parent.layoutCount = 0

        parent.addSubview(UIView())
        parent.layoutIfNeeded()

        XCTAssertEqual(parent.layoutCount, 1)
    }
}
