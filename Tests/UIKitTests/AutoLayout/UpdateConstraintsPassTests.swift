import Foundation
import XCTest

@testable import UIKit

/// The update pass (`setNeedsUpdateConstraints`, `updateConstraints`, `updateViewConstraints`,
/// `updateConstraintsIfNeeded`) and measuring with `systemLayoutSizeFitting`.
@MainActor
final class UpdateConstraintsPassTests: XCTestCase {
    /// A view that installs its constraints in `updateConstraints` and logs it.
    private final class SelfConstrainingView: UIView {
        var log: [String]
        let name: String
        let child = UIView()
        private var didSetUp = false

        init(name: String, log: [String]) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
            child.translatesAutoresizingMaskIntoConstraints = false
            addSubview(child)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func updateConstraints() {
            log.append("\(name).updateConstraints")
            if !didSetUp {
                didSetUp = true
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
                    child.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                    child.widthAnchor.constraint(equalToConstant: 12),
                    child.heightAnchor.constraint(equalToConstant: 12),
                ])
            }
            super.updateConstraints()
        }
    }

    private final class ConstraintsController: UIViewController {
        var log: [String] = []
        override func updateViewConstraints() {
            log.append("controller.updateViewConstraints")
            super.updateViewConstraints()
        }
    }

    func testUpdateConstraintsRunsBeforeLayoutDeepestFirstAndOnlyWhenAsked() async {
        let controller = ConstraintsController()
        let app = TestApp(root: controller)
        let outer = SelfConstrainingView(name: "outer", log: [])
        outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let inner = SelfConstrainingView(name: "inner", log: [])
        inner.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        outer.addSubview(inner)
        controller.view.addSubview(outer)
        var order: [String] = []

        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        controller.view.setNeedsUpdateConstraints()
        XCTAssertTrue(inner.needsUpdateConstraints())
        app.window.layoutIfNeeded()
        order = inner.log + outer.log + controller.log

        XCTAssertEqual(
            order, ["inner.updateConstraints", "outer.updateConstraints", "controller.updateViewConstraints"])
        XCTAssertFalse(inner.needsUpdateConstraints())
        XCTAssertEqual(inner.child.frame, CGRect(x: 4, y: 4, width: 12, height: 12))
        XCTAssertEqual(outer.child.frame, CGRect(x: 4, y: 4, width: 12, height: 12))

        app.window.layoutIfNeeded()
        XCTAssertEqual(inner.log.count + outer.log.count + controller.log.count, 3, "not again unless asked")
    }

    func testUpdateConstraintsIfNeededRunsThePassForTheSubtreeAtOnce() async {
        let controller = UIViewController()
        _ = TestApp(root: controller)
        let view = SelfConstrainingView(name: "view", log: [])
        controller.view.addSubview(view)
        view.setNeedsUpdateConstraints()

        view.updateConstraintsIfNeeded()

        XCTAssertEqual(view.log, ["view.updateConstraints"])
        XCTAssertEqual(view.constraints.count, 2, "the two edges; width and height live on the child")
    }

    func testSystemLayoutSizeFittingMeasuresACellAtAGivenWidth() async {
        let cell = UIView()
        let text = UILabel()
        text.numberOfLines = 0
        text.text = Array(repeating: "word", count: 30).joined(separator: " ")
        text.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            text.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            text.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            text.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])

        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)

        let textHeight = text.sizeThatFits(CGSize(width: 268, height: 0)).height
        XCTAssertEqual(size, CGSize(width: 300, height: textHeight + 24))
        XCTAssertEqual(
            cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height,
            text.sizeThatFits(.zero).height + 24, "compressed: one unbroken line")
        XCTAssertEqual(cell.frame, .zero, "measuring lays nothing out")
    }
}
