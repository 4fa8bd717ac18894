import Foundation
import XCTest

@testable import UIKit

/// R237: an image view's `animationImages`, shown one after another on the frame clock.
@MainActor
final class ImageViewAnimationTests: XCTestCase {
    private func solid(_ gray: UInt8) -> UIImage {
        var data = Data(count: 4 * 4 * 4)
        for i in 0..<16 {
            data[i * 4] = gray
            data[i * 4 + 1] = gray
            data[i * 4 + 2] = gray
            data[i * 4 + 3] = 255
        }
        return UIImage(cgImage: CGImage(width: 4, height: 4, rgba: data))
    }

    func testR237TheImagesShowInTurnForTheirShareOfTheDurationThenTheImageReturns() async {
        let app = TestApp()
        let still = solid(128)
        let frames = [solid(0), solid(60), solid(200)]
        let view = UIImageView(image: still)
        app.window.addSubview(view)
        view.animationImages = frames
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        XCTAssertFalse(view.isAnimating)
        view.startAnimating()
        XCTAssertTrue(view.isAnimating)
        var shown: [Int] = []
        for _ in 0..<40 {
            app.advance(seconds: 1.0 / 60)
            let contents = view.layer.contents as? CGImage
            shown.append(frames.firstIndex { $0.cgImage === contents } ?? -1)
        }
        // 0.1 s (6 frames) an image, two passes, then the still image (−1 here).
        let pass = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]
        let expected = pass + pass + Array(repeating: -1, count: 4)
        XCTAssertEqual(shown, expected)
        XCTAssertFalse(view.isAnimating)
        XCTAssertTrue(view.layer.contents as? CGImage === still.cgImage)
        XCTAssertTrue(view.image === still, "the image is not changed by the animation")
    }

    func testR237StoppingShowsTheImageAndADefaultDurationIsAThirtiethASecondAnImage() async {
        let app = TestApp()
        let still = solid(128)
        let frames = [solid(0), solid(200)]
        let view = UIImageView(image: still)
        app.window.addSubview(view)
        view.animationImages = frames
        view.startAnimating()
        app.advance(seconds: 1.0 / 60)
        XCTAssertTrue(view.layer.contents as? CGImage === frames[0].cgImage)
        app.advance(seconds: 2.0 / 60)
        XCTAssertTrue(view.layer.contents as? CGImage === frames[1].cgImage)
        // Setting the image while animating keeps the animation on screen.
        let other = solid(30)
        view.image = other
        XCTAssertTrue(view.layer.contents as? CGImage !== other.cgImage)
        app.advance(seconds: 10)
        XCTAssertTrue(view.isAnimating, "no repeat count: it runs until stopped")
        view.stopAnimating()
        XCTAssertFalse(view.isAnimating)
        XCTAssertTrue(view.layer.contents as? CGImage === other.cgImage)
        // Without images, starting does nothing.
        view.animationImages = nil
        view.startAnimating()
        XCTAssertFalse(view.isAnimating)
    }
}
