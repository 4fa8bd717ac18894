import Foundation
import Stagecraft
import UIKit
import XCTest

/// `CATextLayer` (R247): Core Animation's defaults, text from the top-left corner, alignment,
/// wrapping, attributed strings.
@MainActor
final class CATextLayerRenderingTests: XCTestCase {
    /// The rows and columns holding ink (channel `r` below 128 on white: dark text).
    private func inkExtent(_ canvas: Canvas, _ isInk: (UInt8, UInt8, UInt8) -> Bool) -> (
        rows: ClosedRange<Int>, columns: ClosedRange<Int>
    )? {
        var rows: [Int] = []
        var columns: [Int] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = canvas.pixel(x: x, y: y)
                if isInk(p.r, p.g, p.b) {
                    rows.append(y)
                    columns.append(x)
                }
            }
        }
        guard let top = rows.min(), let bottom = rows.max(), let left = columns.min(), let right = columns.max()
        else { return nil }
        return (top...bottom, left...right)
    }

    private func textLayer(_ string: Any, width: CGFloat = 240, rootWidth: CGFloat? = nil) -> (CALayer, CATextLayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: rootWidth ?? width, height: 120)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: width, height: 120)
        text.string = string
        text.fontSize = 20
        text.foregroundColor = CGColor(gray: 0, alpha: 1)
        root.addSublayer(text)
        return (root, text)
    }

    private let dark: (UInt8, UInt8, UInt8) -> Bool = { r, _, _ in r < 128 }

    func testR247DefaultsAreCoreAnimations() async throws {
        UIKitRuntime.reset()
        let layer = CATextLayer()
        XCTAssertEqual(layer.fontSize, 36)
        XCTAssertEqual(layer.foregroundColor?.components, [1, 1, 1, 1], "opaque white")
        XCTAssertFalse(layer.isWrapped)
        XCTAssertEqual(layer.truncationMode, .none)
        XCTAssertEqual(layer.alignmentMode, .natural)
        XCTAssertEqual(layer.contentsScale, 1, "a bare layer's contents are at 1× until set")
        XCTAssertEqual(UIView().layer.contentsScale, UIScreen.main.scale, "a view's layer takes the screen's scale")
    }

    func testR247TextStartsAtTheTopLeftNotCentred() async throws {
        TestFonts.library.install()
        let (root, _) = textLayer("Hello")
        let canvas = try renderOnWhite(root, width: 240, height: 120).canvas
        let ink = try XCTUnwrap(inkExtent(canvas, dark))
        XCTAssertLessThan(ink.rows.upperBound, 30, "one 20 pt line at the top: \(ink)")
        XCTAssertLessThan(ink.columns.lowerBound, 6, "from the left edge")
    }

    func testR247CentreAlignmentAndWrapping() async throws {
        TestFonts.library.install()
        let (root, text) = textLayer("Centred")
        text.alignmentMode = .center
        let centred = try XCTUnwrap(inkExtent(try renderOnWhite(root, width: 240, height: 120).canvas, dark))
        let middle = Double(centred.columns.lowerBound + centred.columns.upperBound) / 2
        XCTAssertEqual(middle, 120, accuracy: 3)

        let (wrappedRoot, wrapped) = textLayer("A sentence long enough to need a second line here")
        wrapped.isWrapped = true
        let lines = try XCTUnwrap(inkExtent(try renderOnWhite(wrappedRoot, width: 240, height: 120).canvas, dark))
        XCTAssertGreaterThan(lines.rows.upperBound, 35, "a second line below the first")
        XCTAssertLessThanOrEqual(lines.columns.upperBound, 240)

        let (oneLineRoot, _) = textLayer("A sentence long enough to need a second line here", rootWidth: 400)
        let oneLine = try XCTUnwrap(inkExtent(try renderOnWhite(oneLineRoot, width: 400, height: 120).canvas, dark))
        XCTAssertLessThan(oneLine.rows.upperBound, 30, "not wrapped: one line")
        XCTAssertGreaterThan(oneLine.columns.upperBound, 230, "the line runs to the edge")
        XCTAssertLessThan(oneLine.columns.upperBound, 240, "and is cut off at the layer's bounds")
    }

    func testR247AnAttributedStringsColourAndFontWin() async throws {
        TestFonts.library.install()
        let attributed = NSAttributedString(
            string: "Red", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 40)])
        let (root, _) = textLayer(attributed)
        let canvas = try renderOnWhite(root, width: 240, height: 120).canvas
        let red = try XCTUnwrap(inkExtent(canvas) { r, g, b in r > 200 && g < 80 && b < 80 })
        XCTAssertGreaterThan(red.rows.count, 24, "40 pt glyphs, not the layer's 20 pt")
        XCTAssertNil(inkExtent(canvas, dark), "no black text")
    }
}
