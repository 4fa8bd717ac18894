import Foundation
import Stagecraft
import StagecraftTesting
import XCTest

@testable import UIKit

/// Continuous and masked corners on screen (R193): backgrounds, rounded clips and borders.
@MainActor
final class ContinuousCornerRenderingTests: XCTestCase {
    private let stage = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

    func testR193ContinuousCornerEasesInWhereACircularOneHasMetTheEdge() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 540, height: 260))
        root.backgroundColor = .white
        let circular = UIView(frame: CGRect(x: 0, y: 0, width: 260, height: 260))
        let continuous = UIView(frame: CGRect(x: 280, y: 0, width: 260, height: 260))
        for card in [circular, continuous] {
            card.backgroundColor = .black
            card.layer.cornerRadius = 80
            root.addSubview(card)
        }
        continuous.layer.cornerCurve = .continuous
        let (canvas, _) = try renderOnWhite(root.layer, width: 540, height: 260)
        // 0.9 radii from the right edge, on the top row: the circular corner is within half a
        // pixel of the edge, the continuous one still more than a pixel below it.
        XCTAssertLessThan(Int(canvas.pixel(x: 187, y: 0).r), 120, "circular: nearly on the edge")
        XCTAssertGreaterThan(Int(canvas.pixel(x: 467, y: 0).r), 200, "continuous: not yet")
        XCTAssertLessThan(Int(canvas.pixel(x: 467, y: 2).r), 60, "two rows down it has met it")
        // Far from the corners both are straight, and crisp to the last row and column.
        assertPixel(canvas, 130, 0, is: (0, 0, 0))
        assertPixel(canvas, 410, 0, is: (0, 0, 0))
        assertPixel(canvas, 539, 120, is: (0, 0, 0), "the straight right edge reaches the last column")
        assertPixel(canvas, 280, 120, is: (0, 0, 0), "and the first")
    }

    func testR193MaskedCornersRoundOnlyTheNamedCornersOfBackgroundClipAndBorder() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = stage
        let tab = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 80))
        tab.backgroundColor = .systemBlue
        tab.layer.cornerRadius = 24
        tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        tab.layer.borderWidth = 3
        tab.layer.borderColor = UIColor.black.cgColor
        root.addSubview(tab)
        let (canvas, _) = try renderOnWhite(root.layer, width: 200, height: 120)
        assertPixel(canvas, 21, 21, is: (242, 242, 247), tolerance: 3, "top-left rounded")
        assertPixel(canvas, 178, 21, is: (242, 242, 247), tolerance: 3, "top-right rounded")
        assertPixel(canvas, 21, 98, is: (0, 0, 0), tolerance: 3, "bottom-left square: border to the corner")
        assertPixel(canvas, 178, 98, is: (0, 0, 0), tolerance: 3, "bottom-right square")

        // The same shape as a clip of a subview (masksToBounds).
        let clipRoot = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        clipRoot.backgroundColor = stage
        let clip = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 80))
        clip.layer.cornerRadius = 24
        clip.layer.maskedCorners = [.layerMaxXMaxYCorner]
        clip.layer.cornerCurve = .continuous
        clip.clipsToBounds = true
        let fill = UIView(frame: CGRect(x: -10, y: -10, width: 200, height: 120))
        fill.backgroundColor = .systemRed
        clip.addSubview(fill)
        clipRoot.addSubview(clip)
        let (clipped, stats) = try renderOnWhite(clipRoot.layer, width: 200, height: 120)
        XCTAssertEqual(stats.offscreenPasses, 1, "a rounded clip draws its subtree offscreen")
        assertPixel(clipped, 178, 98, is: (242, 242, 247), tolerance: 3, "the one rounded corner clips")
        XCTAssertGreaterThan(Int(clipped.pixel(x: 21, y: 21).r), 240, "square corners keep the red")
        XCTAssertLessThan(Int(clipped.pixel(x: 21, y: 21).g), 80)
        assertPixel(clipped, 10, 10, is: (242, 242, 247), tolerance: 3, "outside the bounds is clipped")
    }

    func testR193AGradientLayerRoundsOnlyItsMaskedCorners() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        root.backgroundColor = .white
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 10, y: 10, width: 100, height: 60)
        gradient.colors = [UIColor.black.cgColor, UIColor.black.cgColor]
        gradient.cornerRadius = 20
        gradient.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        gradient.cornerCurve = .continuous
        root.layer.addSublayer(gradient)
        let (canvas, _) = try renderOnWhite(root.layer, width: 120, height: 80)
        assertPixel(canvas, 11, 11, is: (255, 255, 255), tolerance: 3, "top-left rounded")
        assertPixel(canvas, 11, 68, is: (0, 0, 0), tolerance: 3, "bottom-left square")
        gradient.maskedCorners = [.layerMinXMaxYCorner]
        let (again, _) = try renderOnWhite(root.layer, width: 120, height: 80)
        assertPixel(again, 11, 11, is: (0, 0, 0), tolerance: 3, "now square")
        assertPixel(again, 11, 68, is: (255, 255, 255), tolerance: 3, "now rounded")
    }

    func testR193ContinuousCornerCardGolden() async throws {
        TestFonts.library.install()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        root.backgroundColor = stage
        let card = UIView(frame: CGRect(x: 30, y: 30, width: 260, height: 160))
        card.backgroundColor = .white
        card.layer.cornerRadius = 28
        card.layer.cornerCurve = .continuous
        card.layer.shadowOpacity = 0.15
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        let icon = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        icon.backgroundColor = .systemIndigo
        icon.layer.cornerRadius = 14
        icon.layer.cornerCurve = .continuous
        card.addSubview(icon)
        let title = UILabel(frame: CGRect(x: 96, y: 30, width: 150, height: 22))
        title.text = "Continuous"
        title.font = .boldSystemFont(ofSize: 17)
        title.textColor = .black
        card.addSubview(title)
        let button = UIView(frame: CGRect(x: 20, y: 106, width: 220, height: 34))
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 17
        button.layer.cornerCurve = .continuous
        card.addSubview(button)
        root.addSubview(card)
        let (canvas, _) = try renderOnWhite(root.layer, width: 320, height: 220)
        assertPixel(canvas, 160, 100, is: (255, 255, 255), "card")
        assertPixel(canvas, 31, 31, is: (242, 242, 247), tolerance: 8, "outside the corner (under a faint shadow)")
        try assertGolden(canvas, named: "continuous-corner-card")
    }
}
