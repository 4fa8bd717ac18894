import Foundation
import XCTest

@testable import UIKit

/// UIActivityIndicatorView: sizes per style, hiding when stopped, the stepping turn (R254).
@MainActor
final class UIActivityIndicatorViewTests: XCTestCase {
    private var app: TestApp!

    override func setUp() async throws {
        app = TestApp()
    }

    private func rotation(of indicator: UIActivityIndicatorView) -> CGFloat {
        let t = indicator.spinner.layer.presentationProperties.transform
        return atan2(t.m12, t.m11)
    }

    func testR254StylesSizeTheIndicatorAndSetTheSpokes() async {
        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)

        XCTAssertEqual(medium.frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(large.intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(medium.spokes.count, 8)
        XCTAssertEqual(UIActivityIndicatorView().style, .medium)
        XCTAssertEqual(UIActivityIndicatorView.Style(rawValue: 2).map(UIActivityIndicatorView.spokeCount), 12)
    }

    func testR254ItIsHiddenUntilItStartsAndHidesAgainWhenItStops() async {
        let indicator = UIActivityIndicatorView(style: .medium)
        XCTAssertTrue(indicator.isHidden)
        XCTAssertFalse(indicator.isAnimating)

        indicator.startAnimating()
        XCTAssertFalse(indicator.isHidden)
        XCTAssertTrue(indicator.isAnimating)

        indicator.stopAnimating()
        XCTAssertTrue(indicator.isHidden)
        XCTAssertNil(indicator.spinner.layer.animationKeys())

        indicator.hidesWhenStopped = false
        XCTAssertFalse(indicator.isHidden)
    }

    func testR254TheSpinnerTurnsOneSpokeAtATimeOnceASecond() async {
        let indicator = UIActivityIndicatorView(style: .large)
        app.window.addSubview(indicator)
        indicator.startAnimating()
        app.advance(seconds: 0)

        app.advance(seconds: 0.1)
        XCTAssertEqual(rotation(of: indicator), 0, accuracy: 1e-6, "still on the first step at 0.1 s")
        app.advance(seconds: 0.2)  // 0.3 s: the third step (⌊0.3 × 8⌋ = 2), 90°
        XCTAssertEqual(rotation(of: indicator), .pi / 2, accuracy: 1e-6)
        app.advance(seconds: 0.2)  // 0.5 s: half a turn
        XCTAssertEqual(abs(rotation(of: indicator)), .pi, accuracy: 1e-6)
        app.advance(seconds: 0.55)  // 1.05 s: round again
        XCTAssertEqual(rotation(of: indicator), 0, accuracy: 1e-6)
    }

    func testR254TheSpokesFadeFromTheHeadBackwards() async {
        let indicator = UIActivityIndicatorView(style: .medium)
        let alphas = indicator.spokes.map(\.alpha)

        XCTAssertEqual(alphas[0], 1)
        XCTAssertEqual(alphas[1], 0.25, accuracy: 1e-6, "the spoke ahead of the head is the tail")
        XCTAssertEqual(alphas[7], 1 - 0.75 / 7, accuracy: 1e-6)
        XCTAssertEqual(Array(alphas.dropFirst()), alphas.dropFirst().sorted(), "brighter towards the head from behind")
    }

    func testR254ColourDefaultsToTheStylesAndCanBeSet() async {
        let indicator = UIActivityIndicatorView(style: .medium)
        XCTAssertEqual(indicator.color, .secondaryLabel)
        indicator.color = .systemRed
        XCTAssertEqual(indicator.spokes[3].backgroundColor, .systemRed)
    }

    func testR254TheSpinnerStaysCentredInALargerFrame() async {
        let indicator = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        indicator.layoutIfNeeded()

        XCTAssertEqual(indicator.spinner.frame, CGRect(x: 40, y: 20, width: 20, height: 20))
    }
}
