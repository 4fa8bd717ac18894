import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// The padded label every app has: insets in `drawText(in:)` and in `textRect`.
private final class PaddedLabel: UILabel {
    var insets = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)

    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return inner.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
}

/// The other common form: only the intrinsic size and `drawText` are overridden.
private final class IntrinsicPaddedLabel: UILabel {
    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)))
    }
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 20, height: size.height)
    }
}

/// A label that draws nothing of its own.
private final class SilentLabel: UILabel {
    override func drawText(in rect: CGRect) {}
}

@MainActor
final class LabelSubclassTests: XCTestCase {
    /// The leftmost dark column of the label's text in a render.
    private func firstInkColumn(_ canvas: Canvas, row: Int, from: Int, to: Int) -> Int? {
        (from..<to).first { x in canvas.pixel(x: x, y: row).r < 128 }
    }

    func testR346DrawTextAndTextRectOverridesPadTheLabel() async throws {
        let sim = try Simulator()
        let plain = UILabel()
        plain.text = "Hello"
        let padded = PaddedLabel()
        padded.text = "Hello"
        XCTAssertEqual(padded.intrinsicContentSize.width, plain.intrinsicContentSize.width + 24, accuracy: 0.5)
        XCTAssertEqual(padded.intrinsicContentSize.height, plain.intrinsicContentSize.height + 16, accuracy: 0.5)
        XCTAssertEqual(padded.sizeThatFits(.zero), padded.intrinsicContentSize)
        // Multi-line: the text breaks at the width less the insets.
        let long = PaddedLabel()
        long.numberOfLines = 0
        long.text = "A label whose words wrap onto more than one line"
        let narrow = long.sizeThatFits(CGSize(width: 150, height: 0))
        let plainLong = UILabel()
        plainLong.numberOfLines = 0
        plainLong.text = long.text
        XCTAssertEqual(narrow.height, plainLong.sizeThatFits(CGSize(width: 126, height: 0)).height + 16, accuracy: 0.5)

        let root = UIViewController()
        root.view.backgroundColor = .white
        for (i, label) in [plain, padded].enumerated() {
            label.textColor = .black
            label.frame = CGRect(x: 20, y: 200 + CGFloat(i) * 60, width: 200, height: 40)
            root.view.addSubview(label)
        }
        let silent = SilentLabel(frame: CGRect(x: 20, y: 320, width: 200, height: 40))
        silent.text = "Hidden"
        silent.textColor = .black
        root.view.addSubview(silent)
        sim.rootViewController = root
        sim.advance(seconds: 0.1)
        try LookFolder.write(sim, named: "label-padding.png")
        let canvas = try sim.render()
        let plainInk = try XCTUnwrap(firstInkColumn(canvas, row: 220, from: 15, to: 120))
        let paddedInk = try XCTUnwrap(firstInkColumn(canvas, row: 280, from: 15, to: 120))
        XCTAssertEqual(paddedInk - plainInk, 12, accuracy: 1, "the text starts 12 pt in")
        var silentInk = 0
        for y in 320..<360 { for x in 20..<220 where canvas.pixel(x: x, y: y).r < 128 { silentInk += 1 } }
        XCTAssertEqual(silentInk, 0, "a drawText that does not call super draws no text")
    }

    func testR346TheInsetFollowsTheBoundsAndTheIntrinsicForm() async throws {
        let sim = try Simulator()
        let label = IntrinsicPaddedLabel()
        label.text = "Inset"
        label.textColor = .black
        label.translatesAutoresizingMaskIntoConstraints = false
        let root = UIViewController()
        root.view.backgroundColor = .white
        root.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 40),
            label.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 200),
        ])
        sim.rootViewController = root
        sim.advance(seconds: 0.1)
        XCTAssertEqual(label.frame.width, UILabel.widthOf("Inset") + 20, accuracy: 1)
        let canvas = try sim.render()
        let ink = try XCTUnwrap(firstInkColumn(canvas, row: Int(label.frame.midY), from: 30, to: 120))
        XCTAssertEqual(ink, 60, accuracy: 2, "20 pt into the label at x = 40")
    }
}

extension UILabel {
    @MainActor fileprivate static func widthOf(_ text: String) -> CGFloat {
        let label = UILabel()
        label.text = text
        return label.intrinsicContentSize.width
    }
}
