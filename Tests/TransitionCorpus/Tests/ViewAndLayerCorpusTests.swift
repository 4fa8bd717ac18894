// The nib-style view, the layer subclass with an animatable property, and the key-value observed
// scroll view of the corpus, run headless.
import UIKit
import XCTest

@MainActor
final class ViewAndLayerCorpusTests: XCTestCase {
    func testACardViewFromAnArchiveIsSetUpAsFromCode() async throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)

        let fromNib = try XCTUnwrap(CardView(coder: coder))
        fromNib.awakeFromNib()
        fromNib.borderWidth = 2
        fromNib.borderColor = .systemRed
        fromNib.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        fromNib.layoutIfNeeded()

        XCTAssertTrue(fromNib.wokeFromNib)
        XCTAssertEqual(fromNib.layer.cornerRadius, 12)
        XCTAssertEqual(fromNib.layer.borderWidth, 2)
        XCTAssertEqual(fromNib.layer.borderColor, UIColor.systemRed.cgColor)
        XCTAssertTrue(fromNib.titleLabel.superview === fromNib)
        XCTAssertEqual(fromNib.titleLabel.frame, CGRect(x: 16, y: 16, width: 268, height: 22))
        XCTAssertEqual(fromNib.intrinsicContentSize.height, 120)
    }

    func testThePieAnimatesItsProgressAndDrawsEachFrame() async throws {
        let root = UIViewController()
        let phone = HeadlessPhone(root: root)
        let pie = PieProgressView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.view.addSubview(pie)
        phone.advance(seconds: 0.1)

        pie.progress = 0.5
        phone.advance(seconds: 0.125)
        let layer = try XCTUnwrap(pie.layer as? PieProgressLayer)
        let halfway = try XCTUnwrap(layer.presentation()?.progress)
        XCTAssertGreaterThan(halfway, 0.05)
        XCTAssertLessThan(halfway, 0.45)
        phone.advance(seconds: 0.5)

        XCTAssertEqual(layer.progress, 0.5)
        layer.displayIfNeeded()
        let image = try XCTUnwrap(layer.contents as? CGImage)
        guard case .rgba(let pixels) = image.source else { return XCTFail("a bitmap") }
        let filled = stride(from: 3, to: pixels.count, by: 4).filter { pixels[$0] >= 128 }.count
        let disc = Double.pi * 20 * 20
        XCTAssertEqual(Double(filled) / disc, 0.5, accuracy: 0.03, "half the disc")
    }

    func testTheHeaderStretchesFadesAndTicksOnAPullPastTheThreshold() async {
        let screen = StretchyHeaderViewController()
        let phone = HeadlessPhone(root: screen)
        XCTAssertEqual(screen.headerView.frame.height, 240, "laid out by the .initial call")

        phone.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 280), steps: 4)
        XCTAssertEqual(screen.headerView.frame.height, 120, "scrolled up 120 pt with the finger")
        XCTAssertEqual(screen.headerView.alpha, 0.5, accuracy: 0.01)
        phone.release()
        phone.advance(seconds: 2)
        XCTAssertEqual(screen.headerView.frame.height, 0, "flung up: the header scrolled away")
        XCTAssertFalse(screen.pulledToDismiss)

        screen.scrollView.setContentOffset(CGPoint(x: 0, y: -240), animated: false)
        phone.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), steps: 10)

        // 500 pt of pull past the top show as (1 − 1 / (500·0.55 / 852 + 1))·852 ≈ 208 pt.
        XCTAssertEqual(screen.headerView.frame.height, 240 + 208, accuracy: 1, "stretched by the pull")
        XCTAssertEqual(screen.headerView.alpha, 1)
        XCTAssertTrue(screen.pulledToDismiss)
        XCTAssertEqual(phone.events.entries.filter { $0.hasPrefix("feedback.") }, ["feedback.selectionChanged"])
        phone.advance(seconds: 0.2)
        phone.release()
        phone.advance(seconds: 1)
        XCTAssertEqual(screen.scrollView.contentOffset.y, -240, "sprung back to the top")
        XCTAssertEqual(screen.headerView.frame.height, 240)
        XCTAssertEqual(phone.diagnostics.entries, [])
    }
}
