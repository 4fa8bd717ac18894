import Foundation
import UIKit
import XCTest

@testable import Stagecraft

/// Gradient texels: where each kind measures its position, how stops interpolate.
final class GradientRasterizerTests: XCTestCase {
    private let black = CGColor(gray: 0, alpha: 1)
    private let white = CGColor(gray: 1, alpha: 1)

    private func level(_ pixel: UInt32) -> Int { Int(pixel & 0xFF) }

    func testAxialStopsInterpolateStraightComponentsAndEndColoursExtend() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        let pixels = GradientRasterizer.pixels(
            colors: [red, clear], locations: [0.25, 0.75], start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5),
            width: 100, height: 1)
        XCTAssertEqual(pixels[10], 0xFFFF_0000, "before the first stop: its colour")
        XCTAssertEqual(pixels[95], 0, "after the last stop: its colour")
        // Half way between red and clear: half-transparent dark red (straight components), as on iOS.
        let mid = pixels[50]
        XCTAssertEqual(Int(mid >> 24), 128, accuracy: 4)
        XCTAssertEqual(Int((mid >> 16) & 0xFF), 128, accuracy: 4)
    }

    func testRadialMeasuresTheEllipseOfRadiiEndMinusStart() {
        let pixels = GradientRasterizer.pixels(
            colors: [black, white], locations: nil, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 1),
            type: .radial, width: 100, height: 50)
        XCTAssertLessThan(level(pixels[25 * 100 + 50]), 10, "centre")
        XCTAssertEqual(level(pixels[25 * 100 + 75]), 128, accuracy: 4, "half way to the right edge")
        XCTAssertEqual(level(pixels[12 * 100 + 50]), 128, accuracy: 8, "half way to the top edge")
        XCTAssertEqual(level(pixels[0]), 255, "corners are past the ellipse")
    }

    func testConicMeasuresTheAngleClockwiseFromTheEndPoint() {
        let pixels = GradientRasterizer.pixels(
            colors: [black, white], locations: nil, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5),
            type: .conic, width: 101, height: 101)
        // A quarter turn clockwise on screen from 3 o'clock is 6 o'clock.
        XCTAssertEqual(level(pixels[90 * 101 + 50]), 64, accuracy: 3)
        XCTAssertEqual(level(pixels[50 * 101 + 10]), 128, accuracy: 3)
        XCTAssertEqual(level(pixels[10 * 101 + 50]), 191, accuracy: 3)
    }
}
