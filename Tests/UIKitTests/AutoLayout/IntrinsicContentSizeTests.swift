import Foundation
import XCTest

@testable import UIKit

/// Intrinsic content sizes in Auto Layout: labels (one line, multi-line at the width constraints
/// give, `preferredMaxLayoutWidth`), buttons and image views; content hugging and compression
/// resistance deciding who gives way; `invalidateIntrinsicContentSize`; baselines.
@MainActor
final class IntrinsicContentSizeTests: XCTestCase {
    private func makeApp() -> (TestApp, UIView) {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        app.window.layoutIfNeeded()
        return (app, controller.view)
    }

    private func label(_ text: String, in view: UIView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        return label
    }

    func testALabelPlacedOnlyByItsOriginTakesItsIntrinsicSize() async {
        let (app, root) = makeApp()
        let title = label("Hello", in: root)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        app.window.layoutIfNeeded()

        XCTAssertEqual(title.frame.size, title.intrinsicContentSize)
        XCTAssertEqual(title.frame.origin, CGPoint(x: 20, y: 100))
        XCTAssertFalse(title.hasAmbiguousLayout)
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testTheLabelThatHugsLessStretchesToFillARow() async {
        let (app, root) = makeApp()
        let name = label("Name", in: root)
        let value = label("Value", in: root)
        value.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            name.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
        ])
        app.window.layoutIfNeeded()

        XCTAssertEqual(value.frame.width, value.intrinsicContentSize.width)
        XCTAssertEqual(name.frame.width, 393 - 40 - 8 - value.intrinsicContentSize.width)
        XCTAssertEqual(value.frame.minY, name.frame.minY, "same font: same top for the same baseline")
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testTheLabelThatResistsLessIsCompressedWhenTheRowIsTooShort() async {
        let (app, root) = makeApp()
        let long = String(repeating: "x", count: 30)
        let first = label(long, in: root)
        let second = label(long, in: root)
        second.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        app.window.layoutIfNeeded()

        XCTAssertEqual(first.frame.width, first.intrinsicContentSize.width)
        XCTAssertEqual(second.frame.width, 393 - first.intrinsicContentSize.width)
    }

    func testAMultiLineLabelWrapsAtTheWidthItsConstraintsGive() async {
        let (app, root) = makeApp()
        let body = label(Array(repeating: "word", count: 40).joined(separator: " "), in: root)
        body.numberOfLines = 0
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(below)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            body.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            body.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            below.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 10),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        app.window.layoutIfNeeded()

        let expected = body.sizeThatFits(CGSize(width: 353, height: 0)).height
        XCTAssertGreaterThan(expected, 40, "several lines")
        XCTAssertEqual(body.frame, CGRect(x: 20, y: 100, width: 353, height: expected))
        XCTAssertEqual(below.frame.minY, 110 + expected)
    }

    func testPreferredMaxLayoutWidthSetsTheWidthLinesBreakAt() async {
        let (app, root) = makeApp()
        let body = label(Array(repeating: "word", count: 40).joined(separator: " "), in: root)
        body.numberOfLines = 0
        body.preferredMaxLayoutWidth = 150
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            body.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        app.window.layoutIfNeeded()

        XCTAssertEqual(body.frame.size, body.sizeThatFits(CGSize(width: 150, height: 0)))
    }

    func testChangingTheTextInvalidatesTheIntrinsicSize() async {
        let (app, root) = makeApp()
        let title = label("Hi", in: root)
        NSLayoutConstraint.activate([
            title.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        app.window.layoutIfNeeded()
        let narrow = title.frame.width

        title.text = "A much longer title"
        app.advance(seconds: 1.0 / 60)

        XCTAssertGreaterThan(title.frame.width, narrow)
        XCTAssertEqual(title.frame.width, title.intrinsicContentSize.width)
        XCTAssertEqual(title.frame.midX, 393.0 / 2, accuracy: 0.5)
    }

    func testAButtonAndAnImageViewTakeTheirIntrinsicSizes() async {
        let (app, root) = makeApp()
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 12, bottom: 5, right: 12)
        let pixels = Data(repeating: 255, count: 24 * 16 * 4)
        let image = UIImageView(image: UIImage(cgImage: CGImage(width: 24, height: 16, rgba: pixels)))
        for view in [button, image] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -50),
            image.trailingAnchor.constraint(equalTo: button.leadingAnchor, constant: -8),
            image.centerYAnchor.constraint(equalTo: button.centerYAnchor),
        ])
        app.window.layoutIfNeeded()

        XCTAssertEqual(button.frame.size, button.intrinsicContentSize)
        XCTAssertEqual(image.frame.size, CGSize(width: 24, height: 16))
        XCTAssertEqual(image.frame.maxX, button.frame.minX - 8)

        button.setTitle("Continue to payment", for: .normal)
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(button.frame.size, button.intrinsicContentSize)
    }

    func testBaselinesOfDifferentFontsLineUp() async {
        let (app, root) = makeApp()
        let big = label("Big", in: root)
        big.font = .systemFont(ofSize: 34)
        let small = label("small", in: root)
        small.font = .systemFont(ofSize: 13)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        app.window.layoutIfNeeded()

        // A label's text sits centred: with its intrinsic height, its baseline is the ascender
        // below a line box that starts at the top of its text.
        func baseline(_ label: UILabel) -> CGFloat {
            let metrics = TextMetrics.current.lineMetrics(for: label.font)
            return label.frame.midY - metrics.lineHeight / 2 + metrics.ascender
        }
        XCTAssertEqual(baseline(small), baseline(big), accuracy: 1)
    }
    /// A label with padding, as apps write it: `intrinsicContentSize` overridden on top of super's.
    private final class PaddedLabel: UILabel {
        override var intrinsicContentSize: CGSize {
            let size = super.intrinsicContentSize
            return CGSize(width: size.width + 24, height: size.height + 16)
        }
    }

    func testAnOverriddenIntrinsicSizeOfAMultiLineLabelIsMeasuredAtItsWidth() async {
        let (app, root) = makeApp()
        let padded = PaddedLabel()
        padded.text = Array(repeating: "word", count: 40).joined(separator: " ")
        padded.numberOfLines = 0
        padded.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(padded)
        NSLayoutConstraint.activate([
            padded.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            padded.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            padded.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        app.window.layoutIfNeeded()

        let text = padded.sizeThatFits(CGSize(width: 353, height: 0))
        XCTAssertEqual(padded.frame.height, text.height + 16)
    }
}
