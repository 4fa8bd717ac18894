import Foundation
import XCTest

@testable import UIKit

/// Screens laid out with anchors, compared with frames computed by hand (a 393 × 852 window with
/// the modern phone's safe area, 59 at the top and 34 at the bottom).
@MainActor
final class ConstraintLayoutTests: XCTestCase {
    private func makeApp() -> (TestApp, UIViewController) {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        app.window.layoutIfNeeded()
        return (app, controller)
    }

    private func constrained<V: UIView>(_ view: V, in superview: UIView) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    func testAViewPinnedToItsSuperviewsEdgesWithInsets() async {
        let (app, controller) = makeApp()
        let card = constrained(UIView(), in: controller.view)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            card.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor, constant: -200),
        ])

        app.window.layoutIfNeeded()

        XCTAssertEqual(card.frame, CGRect(x: 20, y: 100, width: 353, height: 552))
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testASafeAreaPinnedContentViewAndAHeaderOfFixedHeight() async {
        let (app, controller) = makeApp()
        let view = controller.view!
        let header = constrained(UIView(), in: view)
        let body = constrained(UIView(), in: view)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])

        app.window.layoutIfNeeded()

        XCTAssertEqual(header.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
        // A root view's margins are 16 at the sides (system minimum), measured from the safe area.
        XCTAssertEqual(body.frame, CGRect(x: 16, y: 111, width: 361, height: 852 - 34 - 111))
        XCTAssertEqual(view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 59, width: 393, height: 759))
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testCentredFixedSizeViewAndEqualWidthsInARow() async {
        let (app, controller) = makeApp()
        let view = controller.view!
        let badge = constrained(UIView(), in: view)
        let columns = (0..<3).map { _ in constrained(UIView(), in: view) }
        var constraints = [
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 101),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor, multiplier: 0.5),
            columns[0].leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 9),
            columns[2].trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -9),
        ]
        for (i, column) in columns.enumerated() {
            constraints.append(column.topAnchor.constraint(equalTo: view.topAnchor, constant: 600))
            constraints.append(column.heightAnchor.constraint(equalToConstant: 50))
            if i > 0 {
                constraints.append(column.leadingAnchor.constraint(equalTo: columns[i - 1].trailingAnchor, constant: 6))
                constraints.append(column.widthAnchor.constraint(equalTo: columns[0].widthAnchor))
            }
        }
        NSLayoutConstraint.activate(constraints)

        app.window.layoutIfNeeded()

        // (393 − 101) / 2 = 146; height 50.5 from (852 − 50.5) / 2 = 400.75 → edges rounded to pixels.
        XCTAssertEqual(badge.frame, CGRect(x: 146, y: 401, width: 101, height: 50))
        // (393 − 18 − 12) / 3 = 121 each.
        XCTAssertEqual(columns.map(\.frame.minX), [9, 136, 263])
        XCTAssertEqual(columns.map(\.frame.width), [121, 121, 121])
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testAViewThatTranslatesItsMaskAnchorsConstraintsAtItsFrame() async {
        let (app, controller) = makeApp()
        let panel = UIView(frame: CGRect(x: 30, y: 200, width: 300, height: 300))
        controller.view.addSubview(panel)
        let inner = constrained(UIView(), in: panel)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            inner.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.5),
            inner.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
            inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        app.window.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 10, width: 150, height: 40))

        panel.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        app.window.layoutIfNeeded()

        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 10, width: 100, height: 40))
    }

    func testAConstraintToAViewInAnotherBranchIsWrittenThroughTheCommonAncestor() async {
        let (app, controller) = makeApp()
        let left = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        controller.view.addSubview(left)
        controller.view.addSubview(right)
        let dot = constrained(UIView(), in: left)
        let marker = constrained(UIView(), in: right)
        NSLayoutConstraint.activate([
            dot.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
            dot.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.heightAnchor.constraint(equalToConstant: 10),
            // Level with the dot, in another superview.
            marker.centerYAnchor.constraint(equalTo: dot.centerYAnchor),
            marker.leadingAnchor.constraint(equalTo: right.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 20),
            marker.heightAnchor.constraint(equalToConstant: 20),
        ])

        app.window.layoutIfNeeded()

        XCTAssertEqual(controller.view.constraints.count, 1, "the cross-branch constraint lives on the common ancestor")
        XCTAssertEqual(marker.constraints.count, 2, "a constraint of one item lives on the item")
        // The dot's centre is at y 110 in the root view; in `right` that is 110 − 300 = −190.
        XCTAssertEqual(marker.frame, CGRect(x: 0, y: -200, width: 20, height: 20))
    }

    func testChangingAConstantMovesTheViewAtTheNextLayoutPass() async {
        let (app, controller) = makeApp()
        let bar = constrained(UIView(), in: controller.view)
        let top = bar.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            top, bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 50), bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        app.window.layoutIfNeeded()

        top.constant = 300
        XCTAssertEqual(bar.frame.minY, 100, "frames change in the layout pass, not at once")
        app.advance(seconds: 1.0 / 60)

        XCTAssertEqual(bar.frame.minY, 300)
    }

    func testDeactivatingAndRemovingFromTheSuperviewTakeConstraintsOut() async {
        let (app, controller) = makeApp()
        let view = controller.view!
        let box = constrained(UIView(), in: view)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let pin = box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            width, pin, box.topAnchor.constraint(equalTo: view.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        app.window.layoutIfNeeded()
        XCTAssertTrue(pin.isActive)

        box.removeFromSuperview()

        XCTAssertFalse(pin.isActive, "a constraint to a view outside the removed subtree goes")
        XCTAssertTrue(width.isActive, "a constraint installed inside the subtree stays")
        XCTAssertEqual(view.constraints.count, 0)
        XCTAssertEqual(box.constraints.count, 2, "width and height")
    }
}
