import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// Textures under a scale, rotation or perspective are filtered, not point-sampled (R201), and
/// straight edges turned off the pixel grid are stepped unless the layer allows edge
/// antialiasing (R202).
@MainActor
final class TextureFilteringTests: XCTestCase {
    /// A checkerboard of `cells` × `cells` squares of `cellSize` texels, black and white.
    private func checker(cells: Int, cellSize: Int) -> CGImage {
        let side = cells * cellSize
        var data = Data(count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let white = (x / cellSize + y / cellSize) % 2 == 0
                let offset = (y * side + x) * 4
                for c in 0..<3 { data[offset + c] = white ? 255 : 0 }
                data[offset + 3] = 255
            }
        }
        return CGImage(width: side, height: side, rgba: data)
    }

    private func imageLayer(_ image: CGImage, side: CGFloat) -> (root: CALayer, layer: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        root.position = CGPoint(x: 40, y: 40)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        layer.position = CGPoint(x: 40, y: 40)
        layer.contents = image
        root.addSublayer(layer)
        return (root, layer)
    }

    func testR201AMagnifiedCheckerIsBilinearNotPointSampled() async throws {
        UIKitRuntime.reset()
        // 4 × 4 cells of one texel drawn 64 pt wide: 16 pixels per texel.
        let (root, _) = imageLayer(checker(cells: 4, cellSize: 1), side: 64)
        let (canvas, stats) = try renderOnWhite(root, width: 80, height: 80)
        XCTAssertEqual(stats.filteredDraws, 1)
        // Along the first row of cells (y = 8 + 8 inside the layer at 8…72), from the white cell's
        // centre (x = 16) to the black one's (x = 32), grey falls smoothly, every step downhill.
        let row = (16...32).map { Int(canvas.pixel(x: $0, y: 16).r) }
        // (Pixel centres sit 1/32 texel off the texel centres, both ways: 94 % white, 6 % black.)
        XCTAssertEqual(row.first!, 240, accuracy: 3)
        XCTAssertEqual(row.last!, 15, accuracy: 3)
        XCTAssertEqual(row, row.sorted(by: >), "\(row)")
        let greys = row.filter { $0 > 20 && $0 < 235 }
        XCTAssertGreaterThanOrEqual(greys.count, 10, "a ramp, not a step: \(row)")
        // Half way between two texel centres the colour is their mean.
        XCTAssertEqual(Int(canvas.pixel(x: 24, y: 16).r), 128, accuracy: 12)
    }

    func testR201AMinifiedCheckerAveragesItsTexelsThroughTheMipmaps() async throws {
        UIKitRuntime.reset()
        // 64 × 64 one-texel cells drawn 16 pt wide: each pixel covers 4 × 4 texels, half white.
        let (root, _) = imageLayer(checker(cells: 64, cellSize: 1), side: 16)
        let (canvas, stats) = try renderOnWhite(root, width: 80, height: 80)
        XCTAssertEqual(stats.filteredDraws, 1)
        for y in 33..<47 {
            for x in 33..<47 {
                XCTAssertEqual(Int(canvas.pixel(x: x, y: y).g), 128, accuracy: 16, "(\(x), \(y)) is mid grey")
            }
        }
    }

    func testR201AnImageDrawnTexelForTexelIsNotResampled() async throws {
        UIKitRuntime.reset()
        let (root, _) = imageLayer(checker(cells: 4, cellSize: 8), side: 32)
        let (canvas, stats) = try renderOnWhite(root, width: 80, height: 80)
        XCTAssertEqual(stats.filteredDraws, 0)
        XCTAssertEqual(canvas.pixel(x: 31, y: 28).r, 255)
        XCTAssertEqual(canvas.pixel(x: 32, y: 28).r, 0, "cells keep their hard edges at one texel per pixel")
    }

    /// A 17 pt label on a face turned 45° about y with perspective, as S10's cube shows it.
    private func cubeFace(text: String) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 240, height: 120)
        root.position = CGPoint(x: 120, y: 60)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let face = UIView(frame: CGRect(x: 20, y: 10, width: 200, height: 100))
        face.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        let label = UILabel(frame: CGRect(x: 12, y: 12, width: 180, height: 60))
        label.text = text
        label.numberOfLines = 2
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        face.addSubview(label)
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        face.layer.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        root.addSublayer(face.layer)
        return root
    }

    func testR201TextOnACubeFaceAt45DegreesIsFilteredGolden() async throws {
        UIKitRuntime.reset()
        TestFonts.library.install()
        let (canvas, stats) = try renderOnWhite(
            cubeFace(text: "From tab: the cube turns its faces"), width: 240, height: 120)
        XCTAssertGreaterThanOrEqual(stats.filteredDraws, 2, "each line is resampled")
        // Filtered glyphs have soft edges: many ink pixels are between the ink and the yellow.
        var partial = 0
        var ink = 0
        for y in 0..<120 {
            for x in 0..<240 {
                let p = canvas.pixel(x: x, y: y)
                guard p.r > 200, p.g > 200, p.b < 60 || p.b < p.r - 150 else {
                    if p.r < 60 && p.g < 60 { ink += 1 } else if p.b < 100 { partial += 1 }
                    continue
                }
            }
        }
        XCTAssertGreaterThan(ink, 100)
        XCTAssertGreaterThan(partial, ink / 2, "antialiased glyph edges: \(partial) partial against \(ink) ink")
        try assertGolden(canvas, named: "cube-face-text-45")
    }

    /// A red square turned 30° on white, counting pixels that are neither red nor white.
    private func steppedEdgePixels(allowsEdgeAntialiasing: Bool) throws -> Int {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 50, y: 50)
        let square = CALayer()
        square.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        square.position = CGPoint(x: 50, y: 50)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        square.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        square.allowsEdgeAntialiasing = allowsEdgeAntialiasing
        root.addSublayer(square)
        let (canvas, _) = try renderOnWhite(root, width: 100, height: 100)
        var mixed = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let p = canvas.pixel(x: x, y: y)
                if p.g > 8 && p.g < 247 { mixed += 1 }
            }
        }
        return mixed
    }

    func testR202RotatedEdgesAreSteppedUnlessTheLayerAllowsEdgeAntialiasing() async throws {
        UIKitRuntime.reset()
        XCTAssertFalse(CALayer().allowsEdgeAntialiasing, "off by default, as in Core Animation")
        XCTAssertEqual(try steppedEdgePixels(allowsEdgeAntialiasing: false), 0)
        // Four edges of 50 pt each, one to two blended pixels across.
        XCTAssertGreaterThan(try steppedEdgePixels(allowsEdgeAntialiasing: true), 150)
    }
}
