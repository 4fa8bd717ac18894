import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import XCTest

@testable import UIKit

/// R298: the further SF Symbols `UIImage(systemName:)` draws, each as a glyph in the tint colour.
@MainActor
final class SymbolImageRenderingTests: XCTestCase {
    func testR298EveryExtraSymbolDrawsInItsBox() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 2)
        let root = UIViewController()
        root.view.backgroundColor = .white
        var views: [(String, UIImageView)] = []
        for (index, symbol) in ExtraSymbol.allCases.enumerated() {
            let image = try XCTUnwrap(UIImage(systemName: symbol.rawValue), symbol.rawValue)
            let view = UIImageView(image: image)
            view.tintColor = .black
            view.frame = CGRect(x: 20 + CGFloat(index % 7) * 50, y: 80 + CGFloat(index / 7) * 50, width: 24, height: 24)
            root.view.addSubview(view)
            views.append((symbol.rawValue, view))
        }
        sim.rootViewController = root
        sim.advance(seconds: 0.1)
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "extra-symbols.png")
        // Each box holds dark pixels (the glyph), at 2 px per point.
        for (name, view) in views {
            let frame = view.convert(view.bounds, to: sim.window)
            var dark = 0
            for y in stride(from: Int(frame.minY * 2), to: Int(frame.maxY * 2), by: 1) {
                for x in stride(from: Int(frame.minX * 2), to: Int(frame.maxX * 2), by: 1) {
                    if canvas.pixel(x: x, y: y).r < 128 { dark += 1 }
                }
            }
            XCTAssertGreaterThan(dark, 20, name)
        }
    }
}
