import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// The scroll indicators drawn (R266): a light list with the default style and a dark one with
/// `.white`, both flashed, against a golden PNG, with the bars' pixels checked.
@MainActor
final class ScrollIndicatorGoldenTests: XCTestCase {
    private func list(_ frame: CGRect, dark: Bool) -> UIScrollView {
        let scrollView = UIScrollView(frame: frame)
        scrollView.backgroundColor = dark ? .black : .white
        scrollView.indicatorStyle = dark ? .white : .default
        for i in 0..<30 {
            let row = UILabel(frame: CGRect(x: 12, y: CGFloat(i) * 44, width: frame.width - 24, height: 44))
            row.text = "Row \(i + 1)"
            row.textColor = dark ? .white : .black
            scrollView.addSubview(row)
        }
        scrollView.contentSize = CGSize(width: frame.width, height: 30 * 44)
        return scrollView
    }

    func testR266GoldenIndicatorsWhileScrolling() async throws {
        let sim = try Simulator()
        let screen = UIViewController()
        screen.view.backgroundColor = .systemGray5
        let light = list(CGRect(x: 0, y: 120, width: 196, height: 600), dark: false)
        let dark = list(CGRect(x: 197, y: 120, width: 196, height: 600), dark: true)
        screen.view.addSubview(light)
        screen.view.addSubview(dark)
        sim.rootViewController = screen
        sim.advance(seconds: 0.1)
        light.contentOffset.y = 300
        dark.contentOffset.y = 720

        light.flashScrollIndicators()
        dark.flashScrollIndicators()
        sim.advance(seconds: 1.0 / 60)
        let canvas = try sim.render()

        // Light list: the bar's middle column (3 pt in: x = 196 − 3 − 1.5) is 35 % black over white.
        let lightBar = light.subviews.last!.convert(light.subviews.last!.bounds, to: nil)
        let inLight = canvas.pixel(x: Int(lightBar.midX), y: Int(lightBar.midY))
        XCTAssertEqual(Int(inLight.r), 166, accuracy: 3, "\(inLight)")
        let besideLight = canvas.pixel(x: Int(lightBar.minX) - 2, y: Int(lightBar.midY))
        XCTAssertGreaterThan(Int(besideLight.r), 240, "white beside the bar: \(besideLight)")
        // Dark list, `.white`: 35 % white over black.
        let darkBar = dark.subviews.last!.convert(dark.subviews.last!.bounds, to: nil)
        let inDark = canvas.pixel(x: Int(darkBar.midX), y: Int(darkBar.midY))
        XCTAssertEqual(Int(inDark.r), 89, accuracy: 3, "\(inDark)")
        XCTAssertEqual(lightBar.maxX, 196 - 3)
        XCTAssertEqual(lightBar.height, 594 * 600 / 1320, accuracy: 0.01)
        try assertGolden(canvas, named: "scroll-indicators-flashed")
    }
}
