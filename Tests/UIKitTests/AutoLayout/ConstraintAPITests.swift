import Foundation
import XCTest

@testable import UIKit

/// The rest of the constraint API: layout guides (custom spacers, the readable content guide),
/// system spacing, margin attributes, priorities, and when UIKit's own constraints appear.
@MainActor
final class ConstraintAPITests: XCTestCase {
    private func makeApp() -> (TestApp, UIView) {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        app.window.layoutIfNeeded()
        return (app, controller.view)
    }

    private func constrained(in view: UIView, width: CGFloat = 40, height: CGFloat = 40) -> UIView {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: width), box.heightAnchor.constraint(equalToConstant: height),
        ])
        return box
    }

    func testEqualSpacerGuidesCentreAGroupOfViews() async {
        let (app, root) = makeApp()
        let a = constrained(in: root, width: 50)
        let b = constrained(in: root, width: 93)
        let left = UILayoutGuide()
        let right = UILayoutGuide()
        root.addLayoutGuide(left)
        root.addLayoutGuide(right)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            right.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 1),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 1),
        ])
        app.window.layoutIfNeeded()

        // 393 − 50 − 16 − 93 = 234, 117 each side.
        XCTAssertEqual(a.frame.minX, 117)
        XCTAssertEqual(b.frame.minX, 117 + 50 + 16)
        XCTAssertEqual(b.frame.minY, 148)
        XCTAssertEqual(left.layoutFrame, CGRect(x: 0, y: 0, width: 117, height: 1))
        XCTAssertEqual(root.layoutGuides.count, 2)
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testTheReadableContentGuideIsTheMarginsOnAPhoneAnd672PointsOnAWideView() async {
        let (app, root) = makeApp()
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        root.addSubview(wide)
        let onPhone = constrained(in: root, height: 10)
        let onWide = constrained(in: wide, height: 10)
        NSLayoutConstraint.deactivate(onPhone.constraints.filter { $0.firstAttribute == .width })
        NSLayoutConstraint.deactivate(onWide.constraints.filter { $0.firstAttribute == .width })
        NSLayoutConstraint.activate([
            onPhone.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            onPhone.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            onPhone.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
            onWide.leadingAnchor.constraint(equalTo: wide.readableContentGuide.leadingAnchor),
            onWide.trailingAnchor.constraint(equalTo: wide.readableContentGuide.trailingAnchor),
            onWide.topAnchor.constraint(equalTo: wide.topAnchor),
        ])
        app.window.layoutIfNeeded()

        XCTAssertEqual(onPhone.frame, CGRect(x: 16, y: 0, width: 361, height: 10))
        XCTAssertEqual(onWide.frame, CGRect(x: 164, y: 0, width: 672, height: 10))
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testMarginAttributesAreTheMarginsGuidesAttributes() async {
        let (app, root) = makeApp()
        let panel = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        panel.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 24)
        root.addSubview(panel)
        let box = constrained(in: panel)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: box, attribute: .trailing, relatedBy: .equal, toItem: panel, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal, toItem: panel, attribute: .topMargin, multiplier: 1,
                constant: 0),
        ])
        app.window.layoutIfNeeded()

        XCTAssertEqual(box.frame, CGRect(x: 300 - 24 - 40, y: 5, width: 40, height: 40))
        XCTAssertEqual(panel.layoutMargins, UIEdgeInsets(top: 5, left: 12, bottom: 5, right: 24))

        panel.layoutMargins.right = 4
        app.window.layoutIfNeeded()
        XCTAssertEqual(box.frame.maxX, 296)
    }

    func testTurningOffTheMaskAfterActivatingButBeforeLayoutIsNotAConflict() async {
        let (app, root) = makeApp()
        let box = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            box.widthAnchor.constraint(equalToConstant: 60), box.heightAnchor.constraint(equalToConstant: 60),
        ])
        box.translatesAutoresizingMaskIntoConstraints = false
        app.window.layoutIfNeeded()

        XCTAssertEqual(box.frame, CGRect(x: 30, y: 30, width: 60, height: 60))
        XCTAssertEqual(app.diagnosticNames, [], "UIKit adds autoresizing constraints in the layout pass")
    }

    func testPrioritiesDecideBetweenCompetingConstraintsAndCanChange() async {
        let (app, root) = makeApp()
        let box = constrained(in: root)
        let near = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let far = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 300)
        near.priority = .defaultHigh
        far.priority = .defaultLow
        NSLayoutConstraint.activate([near, far, box.topAnchor.constraint(equalTo: root.topAnchor)])
        app.window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 10)

        far.priority = UILayoutPriority(800)
        app.window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 300)
        XCTAssertEqual(app.diagnosticNames, [])

        far.priority = .required
        XCTAssertEqual(app.diagnosticNames, ["requiredPriorityChangedOnActiveConstraint"])
    }

    func testConstraintsAffectingLayoutListTheAppsAndUIKitsConstraintsOfAnAxis() async {
        let (app, root) = makeApp()
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let top = label.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([leading, top])
        app.window.layoutIfNeeded()

        let horizontal = label.constraintsAffectingLayout(for: .horizontal)
        XCTAssertTrue(horizontal.contains { $0 === leading })
        XCTAssertFalse(horizontal.contains { $0 === top })
        XCTAssertTrue(horizontal.contains { $0.description.hasPrefix("<NSContentSizeLayoutConstraint:") })
        let width = formatNumber(label.intrinsicContentSize.width)
        XCTAssertTrue(
            horizontal.contains { $0.description.contains(".width == \(width) Hug:250 CompressionResistance:750") },
            horizontal.description)
    }

    func testDeactivatingAndReactivatingRestoresTheLayout() async {
        let (app, root) = makeApp()
        let box = constrained(in: root)
        let pins = [
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
        ]
        NSLayoutConstraint.activate(pins)
        app.window.layoutIfNeeded()
        NSLayoutConstraint.deactivate(pins)
        XCTAssertFalse(pins[0].isActive)
        XCTAssertEqual(root.constraints.count, 0)

        NSLayoutConstraint.activate(pins)
        app.window.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 50, y: 60, width: 40, height: 40))
        XCTAssertEqual(app.diagnosticNames, [])
    }
}
