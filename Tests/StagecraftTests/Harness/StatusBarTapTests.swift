import Foundation
import XCTest

@testable import Stagecraft
@testable import UIKit

/// A click on the status bar scrolls the one scroll view with `scrollsToTop` back to the top (R263).
@MainActor
final class StatusBarTapTests: XCTestCase {
    func testR263_AStatusBarTapScrollsToTheTop() async throws {
        let simulator = try Simulator()
        let scrollView = UIScrollView(frame: CGRect(origin: .zero, size: simulator.device.screenSize))
        scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: 3000)
        simulator.setRootView(scrollView)
        simulator.advance(seconds: 0.1)
        let top = scrollView.contentOffset.y
        scrollView.contentOffset.y = 1200

        simulator.tap(at: CGPoint(x: 200, y: 20))
        simulator.advance(seconds: 0.5)

        XCTAssertEqual(top, -scrollView.adjustedContentInset.top)
        XCTAssertEqual(scrollView.contentOffset.y, top)
    }
}
