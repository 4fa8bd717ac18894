import Foundation
import XCTest

@testable import UIKit

/// `UIStackView`: the five distributions, alignment across the axis, layout margins, sizing to its
/// content, and hidden arranged subviews collapsing — animated inside an animation block.
@MainActor
final class UIStackViewTests: XCTestCase {
    /// A stack view pinned at (20, 100) in a window, `width` wide (nil: sized by its content).
    private func makeStack(_ views: [UIView], width: CGFloat?, height: CGFloat? = nil) -> (TestApp, UIStackView) {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        ]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        return (app, stack)
    }

    /// A view of a fixed size (its own constraints).
    private func box(_ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height),
        ])
        return view
    }

    /// A view whose size is intrinsic (hugging and compression resistance apply).
    private final class Intrinsic: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
        override var intrinsicContentSize: CGSize { size }
    }

    func testFillStretchesTheViewThatHugsLeastAndByDefaultTheFirst() async {
        let a = Intrinsic(50, 20)
        let b = Intrinsic(60, 20)
        let (app, stack) = makeStack([a, b], width: 300)
        stack.spacing = 10
        app.window.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 230, height: 20), "equal hugging: the first view stretches")
        XCTAssertEqual(b.frame, CGRect(x: 240, y: 0, width: 60, height: 20))
        XCTAssertEqual(stack.frame, CGRect(x: 20, y: 100, width: 300, height: 20), "the row hugs its content's height")

        a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        app.window.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 50)
        XCTAssertEqual(b.frame, CGRect(x: 60, y: 0, width: 240, height: 20))
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testFillEquallyGivesEveryViewTheSameSize() async {
        let views = (0..<3).map { _ in UIView() }
        let (app, stack) = makeStack(views, width: 320, height: 44)
        stack.distribution = .fillEqually
        stack.spacing = 10
        app.window.layoutIfNeeded()

        XCTAssertEqual(views.map(\.frame.minX), [0, 110, 220])
        XCTAssertEqual(views.map(\.frame.width), [100, 100, 100])
        XCTAssertEqual(views.map(\.frame.height), [44, 44, 44])
    }

    func testFillProportionallySharesTheAxisByIntrinsicSize() async {
        let a = Intrinsic(100, 20)
        let b = Intrinsic(300, 20)
        let (app, stack) = makeStack([a, b], width: 210)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        app.window.layoutIfNeeded()

        XCTAssertEqual(a.frame.width, 50)
        XCTAssertEqual(b.frame, CGRect(x: 60, y: 0, width: 150, height: 20))
    }

    func testEqualSpacingKeepsSizesAndSharesTheRestBetweenTheGaps() async {
        let views = [box(50, 20), box(60, 20), box(70, 20)]
        let (app, stack) = makeStack(views, width: 300)
        stack.distribution = .equalSpacing
        stack.spacing = 5
        app.window.layoutIfNeeded()

        XCTAssertEqual(views.map(\.frame.minX), [0, 110, 230])
        XCTAssertEqual(views.map(\.frame.width), [50, 60, 70])
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testEqualCenteringPutsCentresEquallyApart() async {
        let views = [box(40, 20), box(60, 20), box(80, 20)]
        let (app, stack) = makeStack(views, width: 400)
        stack.distribution = .equalCentering
        app.window.layoutIfNeeded()

        XCTAssertEqual(views.map(\.frame.midX), [20, 190, 360])
    }

    func testAColumnCentresItsViewsAndSizesItselfToThem() async {
        let views = [box(100, 30), box(200, 40), box(50, 10)]
        let (app, stack) = makeStack(views, width: nil)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        app.window.layoutIfNeeded()

        XCTAssertEqual(stack.frame, CGRect(x: 20, y: 100, width: 200, height: 30 + 40 + 10 + 16))
        XCTAssertEqual(views.map(\.frame.minX), [50, 0, 75])
        XCTAssertEqual(views.map(\.frame.minY), [0, 38, 86])
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testLayoutMarginsRelativeArrangementInsetsTheViews() async {
        let views = [UIView(), UIView()]
        let (app, stack) = makeStack(views, width: 200, height: 60)
        stack.distribution = .fillEqually
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        app.window.layoutIfNeeded()

        XCTAssertEqual(views[0].frame, CGRect(x: 20, y: 10, width: 80, height: 40))
        XCTAssertEqual(views[1].frame, CGRect(x: 100, y: 10, width: 80, height: 40))
    }

    func testAHiddenViewCollapsesAndItsSpacingGoes() async {
        let views = [box(50, 20), box(60, 20), box(70, 20)]
        let (app, stack) = makeStack(views, width: nil)
        stack.spacing = 10
        app.window.layoutIfNeeded()
        XCTAssertEqual(stack.frame.width, 200)

        views[1].isHidden = true
        app.window.layoutIfNeeded()

        XCTAssertEqual(views[2].frame.minX, 60)
        XCTAssertEqual(stack.frame.width, 130)
        XCTAssertTrue(views[1].layer.isHidden)

        views[1].isHidden = false
        app.window.layoutIfNeeded()
        XCTAssertEqual(views[2].frame.minX, 130)
    }

    func testHidingInsideAnAnimationBlockAnimatesTheCollapseThenHides() async {
        let views = [Intrinsic(50, 20), Intrinsic(60, 20), Intrinsic(70, 20)]
        let (app, stack) = makeStack(views, width: nil)
        stack.spacing = 10
        app.window.layoutIfNeeded()

        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) { views[1].isHidden = true }

        XCTAssertTrue(views[1].isHidden, "the property reads hidden at once")
        XCTAssertFalse(views[1].layer.isHidden, "still on screen while it collapses")
        XCTAssertEqual(views[2].frame.minX, 60, "the model is laid out in the block")
        app.advance(seconds: 0.2)
        XCTAssertEqual(views[2].layer.presentationProperties.frame.minX, 95, accuracy: 1e-6, "half way from 130 to 60")
        XCTAssertEqual(views[1].layer.presentationProperties.bounds.width, 30, accuracy: 1e-6, "shrinking")
        app.advance(seconds: 0.3)
        XCTAssertTrue(views[1].layer.isHidden, "hidden once the collapse ended")
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testFirstBaselineAlignmentLinesUpLabelsOfDifferentSizes() async {
        let big = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 30)
        let small = UILabel()
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        let (app, stack) = makeStack([big, small], width: nil)
        stack.alignment = .firstBaseline
        stack.spacing = 4
        app.window.layoutIfNeeded()

        func baseline(_ label: UILabel) -> CGFloat {
            let metrics = TextMetrics.current.lineMetrics(for: label.font)
            return label.frame.midY - metrics.lineHeight / 2 + metrics.ascender
        }
        XCTAssertEqual(baseline(small), baseline(big), accuracy: 1)
        XCTAssertEqual(stack.frame.height, big.intrinsicContentSize.height, "the tallest label sets the height")
        XCTAssertEqual(small.frame.minX, big.frame.maxX + 4)
    }
}
