import Foundation
import XCTest

@testable import UIKit

/// R207: a controller's minimum margins for its root view, margins preserved from the superview,
/// and the calls that report a change of margins.
@MainActor
final class LayoutMarginsTests: XCTestCase {
    private final class CountingView: UIView {
        var changes: [UIEdgeInsets] = []
        override func layoutMarginsDidChange() {
            super.layoutMarginsDidChange()
            changes.append(layoutMargins)
        }
    }

    private final class CountingController: UIViewController {
        var changes = 0
        override func viewLayoutMarginsDidChange() {
            super.viewLayoutMarginsDidChange()
            changes += 1
        }
    }

    func testR207TheRootViewKeepsTheSystemMinimumUnlessItsControllerLetsItGo() async {
        let controller = CountingController()
        let app = TestApp(root: controller)
        app.window.layoutIfNeeded()
        let view = controller.view!
        XCTAssertEqual(
            controller.systemMinimumLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        )
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))

        // Smaller sides are raised to the minimum; a larger top and bottom are kept.
        view.layoutMargins = UIEdgeInsets(top: 10, left: 4, bottom: 12, right: 4)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 10, left: 16, bottom: 12, right: 16))
        XCTAssertEqual(controller.changes, 1)

        controller.viewRespectsSystemMinimumLayoutMargins = false
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 10, left: 4, bottom: 12, right: 4))
        XCTAssertEqual(controller.changes, 2)
        // The guide follows.
        app.window.layoutIfNeeded()
        XCTAssertEqual(view.layoutMarginsGuide.layoutFrame, CGRect(x: 4, y: 10, width: 393 - 8, height: 852 - 22))
    }

    func testR207ASubviewPreservesWhatOfItsSuperviewsMarginsReachesIntoIt() async {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 44))
        controller.view.addSubview(row)
        app.window.layoutIfNeeded()
        XCTAssertEqual(row.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

        row.preservesSuperviewLayoutMargins = true
        // The root view's 16 pt sides reach into the full-width row; top and bottom are 0 there.
        XCTAssertEqual(row.layoutMargins, UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        // Moved 4 pt in from the left, 12 pt of the root view's margin remain inside it; 10 pt in,
        // its own 8 is larger.
        row.frame = CGRect(x: 4, y: 100, width: 379, height: 44)
        XCTAssertEqual(row.layoutMargins, UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 8))
        row.frame = CGRect(x: 10, y: 100, width: 373, height: 44)
        XCTAssertEqual(row.layoutMargins.left, 8)
    }

    func testR207ContentPinnedToAPreservingViewsMarginsLinesUpWithTheScreensMargins() async {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        let root = controller.view!
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        row.preservesSuperviewLayoutMargins = true
        root.addSubview(row)
        let label = UILabel()
        label.text = "Aligned"
        label.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(label)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            row.heightAnchor.constraint(equalToConstant: 44),
            label.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
            label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        app.window.layoutIfNeeded()
        XCTAssertEqual(label.frame.minX, 16)

        // Wider margins on the root view reach the label through the row.
        controller.view.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        app.window.layoutIfNeeded()
        XCTAssertEqual(row.layoutMargins.left, 30)
        XCTAssertEqual(label.frame.minX, 30)
    }

    func testR207ChangesAreReportedOnceEachWhetherSetOrFollowingTheSuperview() async {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        let row = CountingView(frame: CGRect(x: 0, y: 100, width: 393, height: 44))
        controller.view.addSubview(row)
        app.window.layoutIfNeeded()
        XCTAssertEqual(row.changes, [])

        row.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        XCTAssertEqual(row.changes, [UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)])
        row.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        XCTAssertEqual(row.changes.count, 1, "setting the same margins reports nothing")

        row.preservesSuperviewLayoutMargins = true
        XCTAssertEqual(row.changes.last, UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
        XCTAssertEqual(row.changes.count, 2)

        // The superview's margins widen: the preserving row hears of it at the next layout.
        controller.view.layoutMargins = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        app.window.layoutIfNeeded()
        XCTAssertEqual(row.changes.count, 3)
        XCTAssertEqual(row.changes.last, UIEdgeInsets(top: 4, left: 24, bottom: 4, right: 24))
        app.window.layoutIfNeeded()
        XCTAssertEqual(row.changes.count, 3)
    }

    func testR207InLandscapeTheSafeAreaIsNotCountedTwice() async {
        let controller = UIViewController()
        let app = TestApp(
            root: controller, size: CGSize(width: 852, height: 393),
            safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 852, height: 44))
        row.preservesSuperviewLayoutMargins = true
        controller.view.addSubview(row)
        app.window.layoutIfNeeded()
        // The root view's margin area ends 59 + 16 pt in; the row's own safe area is 59 pt, so its
        // margins are 16 pt from there.
        XCTAssertEqual(controller.view.layoutMarginsGuide.layoutFrame.minX, 75)
        XCTAssertEqual(row.safeAreaInsets.left, 59)
        XCTAssertEqual(row.layoutMargins.left, 16)
        XCTAssertEqual(row.layoutMarginsGuide.layoutFrame.minX, 75)
    }
}
