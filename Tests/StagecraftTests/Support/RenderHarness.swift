import Foundation
import Stagecraft
import UIKit
import XCTest

/// Shared fonts for the SDL tests (opened once; SDL_ttf is global state).
@MainActor
enum TestFonts {
    static let library: FontLibrary = {
        do { return try FontLibrary() } catch { fatalError("\(error)") }
    }()
}

/// Renders `root` at scale 1 on a white canvas with the software renderer, failing the test on any SDL error.
@MainActor
func renderOnWhite(
    _ root: CALayer, width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line
) throws -> (canvas: Canvas, statistics: RenderStatistics) {
    let canvas = try Canvas(width: width, height: height)
    canvas.clear(to: CGColor(gray: 1, alpha: 1))
    let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
    renderer.drawLayerTree(root)
    XCTAssertEqual(renderer.statistics.failures, 0, renderer.statistics.firstError ?? "", file: file, line: line)
    return (canvas, renderer.statistics)
}

/// Asserts that a pixel matches a colour within `tolerance` per channel.
@MainActor
func assertPixel(
    _ canvas: Canvas, _ x: Int, _ y: Int, is expected: (Int, Int, Int), tolerance: Int = 2, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let p = canvas.pixel(x: x, y: y)
    let ok =
        abs(Int(p.r) - expected.0) <= tolerance && abs(Int(p.g) - expected.1) <= tolerance
        && abs(Int(p.b) - expected.2) <= tolerance
    XCTAssertTrue(
        ok, "pixel (\(x), \(y)) is (\(p.r), \(p.g), \(p.b)), expected \(expected) ±\(tolerance) \(message)", file: file,
        line: line)
}
