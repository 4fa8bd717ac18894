import Foundation
import XCTest

@testable import UIKit

/// UIProgressView: clamped progress, the fill's width, the animated fill, colours (R255).
@MainActor
final class UIProgressViewTests: XCTestCase {
    private var app: TestApp!
    private var bar: UIProgressView!

    override func setUp() async throws {
        app = TestApp()
        bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 100, width: 200, height: 4)
        app.window.addSubview(bar)
        app.advance(seconds: 0)
    }

    func testR255ItIsFourPointsTallWithNoIntrinsicWidth() async {
        XCTAssertEqual(UIProgressView(progressViewStyle: .default).frame.height, 4)
        XCTAssertEqual(bar.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
        XCTAssertEqual(bar.track.layer.cornerRadius, 2)
    }

    func testR255ProgressIsClampedAndFillsTheBar() async {
        bar.progress = 0.25
        app.advance(seconds: 0)
        XCTAssertEqual(bar.fill.frame, CGRect(x: 0, y: 0, width: 50, height: 4))

        bar.progress = 1.7
        XCTAssertEqual(bar.progress, 1)
        bar.progress = -1
        XCTAssertEqual(bar.progress, 0)
    }

    func testR255SetProgressAnimatedIsHalfWayAtHalfTime() async {
        bar.setProgress(1, animated: true)
        XCTAssertEqual(bar.progress, 1)
        app.advance(seconds: 0)

        app.advance(seconds: UIProgressView.progressAnimationDuration / 2)

        XCTAssertEqual(bar.fill.layer.presentationProperties.bounds.width, 100, accuracy: 0.01)
    }

    func testR255TintsDefaultToTheTintColourAndAGreyTrack() async {
        XCTAssertEqual(bar.fill.backgroundColor, .systemBlue)
        XCTAssertEqual(bar.track.backgroundColor, .systemGray5)
        bar.tintColor = .systemOrange
        XCTAssertEqual(bar.fill.backgroundColor, .systemOrange)
        bar.progressTintColor = .systemGreen
        bar.trackTintColor = .black
        XCTAssertEqual(bar.fill.backgroundColor, .systemGreen)
        XCTAssertEqual(bar.track.backgroundColor, .black)
    }

    func testR255TheBarStyleHasSquareEndsAndNoTrack() async {
        bar.progressViewStyle = .bar
        XCTAssertEqual(bar.track.layer.cornerRadius, 0)
        XCTAssertEqual(bar.track.backgroundColor, .clear)
    }
}
