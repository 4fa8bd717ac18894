import Foundation
import XCTest

@testable import UIKit

/// What UIKit logs or crashes on, reproduced and explained: unsatisfiable constraints (UIKit's
/// console message, one constraint broken), ambiguous layouts, constraints between views without a
/// common ancestor, malformed constraints; and UIKit's descriptions of constraints.
@MainActor
final class ConstraintDiagnosticsTests: XCTestCase {
    private func makeApp() -> (TestApp, UIView) {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        app.window.layoutIfNeeded()
        return (app, controller.view)
    }

    private func constrainedView(in view: UIView) -> UIView {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        return box
    }

    func testConflictingRequiredConstraintsAreReportedAsUIKitDoesAndTheNewestIsBroken() async {
        let (app, root) = makeApp()
        let box = constrainedView(in: root)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), narrow,
        ])
        wide.isActive = true
        app.window.layoutIfNeeded()

        XCTAssertEqual(app.diagnosticNames, ["unsatisfiableConstraints"])
        let message = app.diagnostics.entries[0].message
        XCTAssertTrue(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"), message)
        XCTAssertTrue(message.contains("\"\(narrow)\""), message)
        XCTAssertTrue(message.contains("\"\(wide)\""), message)
        XCTAssertTrue(message.contains("Will attempt to recover by breaking constraint \n\(wide)\n"), message)
        XCTAssertTrue(message.contains("UIViewAlertForUnsatisfiableConstraints"))
        XCTAssertEqual(box.frame.width, 100)
        XCTAssertTrue(wide.isActive, "a broken constraint stays active, as in UIKit")
        XCTAssertEqual(
            wide.description,
            "<NSLayoutConstraint:\(LayoutDebugAddress.of(wide)) UIView:\(LayoutDebugAddress.of(box)).width == 200   (active)>"
        )
    }

    func testABrokenConstraintHoldsAgainOnceTheConflictGoes() async {
        let (app, root) = makeApp()
        let box = constrainedView(in: root)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
        ])
        app.window.layoutIfNeeded()

        narrow.isActive = false
        app.window.layoutIfNeeded()

        XCTAssertEqual(box.frame.width, 200)
        XCTAssertEqual(app.diagnosticNames, ["unsatisfiableConstraints"])
    }

    func testForgettingToTurnOffTheMaskListsTheAutoresizingConstraints() async {
        let (app, root) = makeApp()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 80).isActive = true
        app.window.layoutIfNeeded()

        XCTAssertEqual(app.diagnosticNames, ["unsatisfiableConstraints"])
        let message = app.diagnostics.entries[0].message
        XCTAssertTrue(message.contains("NSAutoresizingMaskLayoutConstraints that you don't understand"), message)
        XCTAssertTrue(message.contains("<NSAutoresizingMaskLayoutConstraint:"), message)
        XCTAssertTrue(message.contains(" h=--- v=--- UIView:"), message)
        XCTAssertTrue(message.contains(".width == 50   (active)>"), message)
        XCTAssertEqual(box.frame.width, 50, "the app's constraint is the one broken")
    }

    func testAConstraintBetweenHierarchiesIsRefusedWithUIKitsMessage() async {
        let (app, root) = makeApp()
        let inWindow = constrainedView(in: root)
        let elsewhere = UIView()
        let constraint = inWindow.leadingAnchor.constraint(equalTo: elsewhere.leadingAnchor)

        constraint.isActive = true

        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(app.diagnosticNames, ["constraintItemsWithoutCommonAncestor"])
        let message = app.diagnostics.entries[0].message
        XCTAssertTrue(message.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:"), message)
        XCTAssertTrue(message.contains("because they have no common ancestor."), message)
        XCTAssertTrue(message.contains("That's illegal."), message)
    }

    func testAmbiguousLayoutIsReportedOnceAndVisibleThroughHasAmbiguousLayout() async {
        let (app, root) = makeApp()
        let box = constrainedView(in: root)
        let size = [box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40)]
        NSLayoutConstraint.activate(size + [box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)])
        app.window.layoutIfNeeded()

        XCTAssertTrue(box.hasAmbiguousLayout)
        XCTAssertEqual(app.diagnosticNames, ["ambiguousLayout"])
        XCTAssertTrue(app.diagnostics.entries[0].message.contains("horizontal position"))
        XCTAssertFalse(app.diagnostics.entries[0].message.contains("width"))

        box.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        app.window.layoutIfNeeded()
        XCTAssertFalse(box.hasAmbiguousLayout)
        XCTAssertEqual(app.diagnosticNames, ["ambiguousLayout"])
    }

    func testMalformedConstraintsStayInactiveWithUIKitsReason() async {
        let (app, root) = makeApp()
        let box = constrainedView(in: root)
        let locationToConstant = NSLayoutConstraint(
            item: box, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 20)
        let mixedDirections = NSLayoutConstraint(
            item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
            constant: 0)

        NSLayoutConstraint.activate([locationToConstant, mixedDirections])

        XCTAssertFalse(locationToConstant.isActive)
        XCTAssertFalse(mixedDirections.isActive)
        XCTAssertEqual(app.diagnosticNames, ["invalidConstraint", "invalidConstraint"])
        XCTAssertTrue(
            app.diagnostics.entries[0].message.hasPrefix(
                "A constraint cannot be made that sets a location equal to a constant."))
        XCTAssertTrue(
            app.diagnostics.entries[1].message.hasPrefix(
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute."))
    }

    func testDescriptionsReadLikeUIKits() async {
        let (_, root) = makeApp()
        let label = UILabel()
        label.text = "Title"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let lead = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        let half = label.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -8)
        let weak = label.heightAnchor.constraint(lessThanOrEqualToConstant: 44)
        weak.priority = .defaultHigh
        weak.identifier = "cap"
        let top = label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
        NSLayoutConstraint.activate([lead, half, weak])

        let l = "UILabel:\(LayoutDebugAddress.of(label)) 'Title'"
        let r = "UIView:\(LayoutDebugAddress.of(root))"
        XCTAssertEqual(
            lead.description,
            "<NSLayoutConstraint:\(LayoutDebugAddress.of(lead)) \(l).leading == \(r).leading + 20   (active)>")
        XCTAssertEqual(
            half.description,
            "<NSLayoutConstraint:\(LayoutDebugAddress.of(half)) \(l).width == 0.5*\(r).width - 8   (active)>")
        XCTAssertEqual(
            weak.description,
            "<NSLayoutConstraint:\(LayoutDebugAddress.of(weak)) 'cap' \(l).height <= 44 @750   (active)>")
        XCTAssertTrue(
            top.description.hasSuffix(
                ".top == UILayoutGuide:\(LayoutDebugAddress.of(root.safeAreaLayoutGuide))'UIViewSafeAreaLayoutGuide'.top   (inactive)>"
            ), top.description)
        XCTAssertTrue(
            LayoutDebugAddress.of(lead).hasPrefix("0x6000"), "stable fake addresses in a hierarchy with an engine")
    }
}
