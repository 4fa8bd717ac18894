import XCTest

@testable import UIKit

/// A label's attributed text and paragraph styles (R299).
@MainActor
final class AttributedLabelTests: XCTestCase {
    func testR299AttributedTextSetsTheLabelsStyleFromItsStart() async {
        UIKitRuntime.reset()
        let label = UILabel()
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byTruncatingMiddle
        let text = NSMutableAttributedString(
            string: "Bold",
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.systemRed,
                .paragraphStyle: paragraph,
            ])
        text.append(NSAttributedString(string: " plain", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        label.attributedText = text
        XCTAssertEqual(label.text, "Bold plain")
        XCTAssertEqual(label.font, .boldSystemFont(ofSize: 22))
        XCTAssertEqual(label.textColor, .systemRed)
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingMiddle)
        XCTAssertEqual(label.attributedText?.string, "Bold plain")
        XCTAssertEqual(
            label.attributedText?.attributes(at: 6, effectiveRange: nil)[.font] as? UIFont, .systemFont(ofSize: 12),
            "the runs are kept")
        XCTAssertEqual(label.intrinsicContentSize, TextLayout.size(of: label.textContent, width: nil))
    }

    func testR299SettingTextReplacesTheAttributedText() async {
        UIKitRuntime.reset()
        let label = UILabel()
        XCTAssertNil(label.attributedText)
        label.attributedText = NSAttributedString(string: "A", attributes: [.kern: 2.0])
        label.text = "Plain"
        let attributed = label.attributedText!
        XCTAssertEqual(attributed.string, "Plain")
        let attributes = attributed.attributes(at: 0, effectiveRange: nil)
        XCTAssertNil(attributes[.kern], "the old attributes are gone")
        XCTAssertEqual(attributes[.font] as? UIFont, label.font, "the label's attributes")
        XCTAssertEqual((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment, label.textAlignment)
        label.attributedText = nil
        XCTAssertNil(label.text)
    }

    func testR299ParagraphStylesCopy() async {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .right
        let frozen = style.copy() as! NSParagraphStyle
        style.lineSpacing = 8
        XCTAssertEqual(frozen.lineSpacing, 4)
        XCTAssertFalse(frozen is NSMutableParagraphStyle)
        let mutable = frozen.mutableCopy() as! NSMutableParagraphStyle
        XCTAssertEqual(mutable.alignment, .right)
        XCTAssertEqual(NSParagraphStyle.default.alignment, .natural)
        XCTAssertEqual(NSParagraphStyle.default.lineBreakMode, .byWordWrapping)
        var hue: CGFloat = 0
        var saturation: CGFloat = 0
        var brightness: CGFloat = 0
        var alpha: CGFloat = 0
        UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1).getHue(
            &hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        XCTAssertEqual(hue, 0.5, accuracy: 1e-9)
        XCTAssertEqual(
            UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1), UIColor(red: 0, green: 1, blue: 1, alpha: 1))
    }
}
