import Foundation
import XCTest

@testable import UIKit

/// R208: a label that adjusts its font size to fit draws at the largest size, down to its minimum
/// scale, at which its text fits; its `font` and intrinsic size keep the full size.
@MainActor
final class LabelFontFittingTests: XCTestCase {
    private func label(_ text: String, width: CGFloat, factor: CGFloat, lines: Int = 1) -> UILabel {
        _ = TestApp()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 60))
        label.text = text
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = lines
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = factor
        return label
    }

    private func drawnSize(_ label: UILabel) -> CGFloat {
        TextLayout.fitted(label.textContent, in: label.bounds).font.pointSize
    }

    func testR208ALongLineShrinksJustEnoughToFitTheWidth() async {
        let text = "Departures from Terminal 2"
        let full = TextMetrics.current.width(of: text, font: .systemFont(ofSize: 20))
        let label = label(text, width: (full / 2).rounded(), factor: 0.3)
        let size = drawnSize(label)
        // About half the size (tracking changes with the size, so not exactly half): the largest
        // size at which the line fits.
        XCTAssertGreaterThan(size, 6)
        XCTAssertLessThan(size, 11)
        let content = TextLayout.fitted(label.textContent, in: label.bounds)
        XCTAssertLessThanOrEqual(TextMetrics.current.width(of: text, font: content.font), label.bounds.width)
        XCTAssertGreaterThan(
            TextMetrics.current.width(of: text, font: .systemFont(ofSize: size + 0.05)), label.bounds.width)
        XCTAssertEqual(TextLayout.layout(content, in: label.bounds).map(\.text), [text], "nothing truncated")
        // The font the app set, and the size the label asks for, are unchanged.
        XCTAssertEqual(label.font.pointSize, 20)
        XCTAssertEqual(label.intrinsicContentSize.width, full.rounded(.up))
    }

    func testR208BelowTheMinimumScaleTheTextTruncatesAtTheMinimumSize() async {
        let text = "Departures from Terminal 2"
        let full = TextMetrics.current.width(of: text, font: .systemFont(ofSize: 20))
        let label = label(text, width: (full / 2).rounded(), factor: 0.8)
        XCTAssertEqual(drawnSize(label), 16)
        let content = TextLayout.fitted(label.textContent, in: label.bounds)
        XCTAssertTrue(TextLayout.layout(content, in: label.bounds)[0].text.hasSuffix("…"))
    }

    func testR208TextThatFitsAndLabelsThatDoNotAdjustKeepTheirSize() async {
        XCTAssertEqual(drawnSize(label("Short", width: 300, factor: 0.5)), 20)
        let fixed = label("Departures from Terminal 2", width: 80, factor: 0.5)
        fixed.adjustsFontSizeToFitWidth = false
        XCTAssertEqual(drawnSize(fixed), 20)
        // A minimum scale of 0 means the font's own size: no shrinking.
        XCTAssertEqual(drawnSize(label("Departures from Terminal 2", width: 80, factor: 0)), 20)
    }

    func testR208AMultilineLabelShrinksUntilAllItsLinesFitItsBounds() async {
        let label = label(
            "A very long departure board message that needs several lines", width: 160, factor: 0.2, lines: 2)
        let size = drawnSize(label)
        XCTAssertLessThan(size, 20)
        let content = TextLayout.fitted(label.textContent, in: label.bounds)
        let lines = TextLayout.layout(content, in: label.bounds)
        XCTAssertLessThanOrEqual(lines.count, 2)
        XCTAssertFalse(lines.contains { $0.text.hasSuffix("…") })
        XCTAssertTrue(lines.allSatisfy { $0.width <= 160 })
        // A little larger would not fit.
        var larger = label.textContent
        larger.minimumScaleFactor = nil
        larger.font = larger.font.withSize(size + 0.5)
        let wrapped = TextLayout.lines(
            for: {
                var c = larger
                c.numberOfLines = 0
                return c
            }(), width: 160)
        let height = CGFloat(wrapped.count) * TextMetrics.current.lineMetrics(for: larger.font).lineHeight
        XCTAssertTrue(wrapped.count > 2 || height > label.bounds.height)
    }
}
