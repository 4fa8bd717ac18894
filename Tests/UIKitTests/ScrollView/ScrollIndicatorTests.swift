import XCTest

@testable import UIKit

/// R266: where the indicators are, how long, when they show and fade, and their colours.
@MainActor
final class ScrollIndicatorTests: XCTestCase {
    private func makeScrollView(content: CGSize = CGSize(width: 393, height: 852 * 4)) -> (TestApp, UIScrollView) {
        let app = TestApp(root: NamedController("Root"))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scrollView.contentSize = content
        app.window.rootViewController!.view.addSubview(scrollView)
        return (app, scrollView)
    }

    private func indicators(_ scrollView: UIScrollView) -> [UIView] {
        scrollView.subviews.filter { $0 is ScrollIndicatorView }
    }

    func testR266_NoIndicatorUntilTheContentMoves() async {
        let (app, scrollView) = makeScrollView()
        XCTAssertTrue(indicators(scrollView).isEmpty, "UIKit adds them the first time they show")
        let touches = TouchDriver(app)

        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 8)

        XCTAssertEqual(indicators(scrollView).count, 1, "only the vertical axis scrolls")
        XCTAssertEqual(indicators(scrollView).first?.alpha, 1)
        XCTAssertTrue(scrollView.subviews.last is ScrollIndicatorView, "above the content")
        XCTAssertFalse(indicators(scrollView).first?.isUserInteractionEnabled ?? true)
        touches.release()
    }

    func testR266_TheVerticalBarIsThreePointsInFromTheEdgeAndAsLongAsTheVisibleShare() async {
        let (app, scrollView) = makeScrollView()
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 8)
        let bar = try! XCTUnwrap(indicators(scrollView).first)

        // Track: 3 pt in at each end, 846 pt long; a quarter of the content is visible.
        let frameOnScreen = scrollView.convert(bar.frame, to: nil)
        XCTAssertEqual(frameOnScreen.width, 3)
        XCTAssertEqual(frameOnScreen.maxX, 393 - 3)
        XCTAssertEqual(frameOnScreen.height, 846 / 4, accuracy: 0.01)
        // 200 of 2,556 pt scrolled: that share of the track's free length.
        let free: CGFloat = 846 - 846 / 4
        let progress: CGFloat = 200 / 2556
        XCTAssertEqual(frameOnScreen.minY, 3 + progress * free, accuracy: 0.01)
        XCTAssertEqual(bar.layer.cornerRadius, 1.5)
        touches.release()
    }

    func testR266_TheBarShrinksWhenPulledPastTheTop() async {
        let (app, scrollView) = makeScrollView()
        let touches = TouchDriver(app)

        touches.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 300), steps: 4)

        let bar = try! XCTUnwrap(indicators(scrollView).first)
        let frameOnScreen = scrollView.convert(bar.frame, to: nil)
        let overshoot = -scrollView.contentOffset.y
        XCTAssertGreaterThan(overshoot, 20)
        XCTAssertEqual(frameOnScreen.minY, 3, accuracy: 0.01, "pinned to the top")
        XCTAssertEqual(frameOnScreen.height, 846 / 4 - overshoot, accuracy: 0.01)
        touches.release()
    }

    func testR266_ItFadesHalfASecondAfterTheContentStops() async {
        let (app, scrollView) = makeScrollView()
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 8)
        app.advance(seconds: 0.2)
        touches.release()
        let bar = try! XCTUnwrap(indicators(scrollView).first)

        app.advance(seconds: 0.45)
        XCTAssertEqual(bar.alpha, 1, "still shown just after the content stopped")
        app.advance(seconds: 0.2)
        XCTAssertGreaterThan(bar.alpha, 0)
        XCTAssertLessThan(bar.alpha, 1, "fading")
        app.advance(seconds: 0.3)

        XCTAssertEqual(bar.alpha, 0)
    }

    func testR266_FlashShowsThemBriefly() async {
        let (app, scrollView) = makeScrollView(content: CGSize(width: 1000, height: 2000))

        scrollView.flashScrollIndicators()
        XCTAssertEqual(indicators(scrollView).count, 2)
        XCTAssertEqual(indicators(scrollView).map(\.alpha), [1, 1])
        let horizontal = try! XCTUnwrap(indicators(scrollView).first { $0.frame.width > $0.frame.height })
        XCTAssertEqual(horizontal.frame.maxY, 852 - 3)
        XCTAssertEqual(horizontal.frame.height, 3)
        XCTAssertEqual(horizontal.frame.minX, 3)
        app.advance(seconds: 1)

        XCTAssertEqual(indicators(scrollView).map(\.alpha), [0, 0])
    }

    func testR266_IndicatorStyleColoursTheBar() async {
        let (_, scrollView) = makeScrollView()
        XCTAssertEqual(scrollView.indicatorStyle, .default)
        scrollView.flashScrollIndicators()
        let bar = try! XCTUnwrap(indicators(scrollView).first)

        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(bar.backgroundColor?.resolvedColor(with: light), UIColor(white: 0, alpha: 0.35))
        XCTAssertEqual(bar.backgroundColor?.resolvedColor(with: dark), UIColor(white: 1, alpha: 0.35))
        scrollView.indicatorStyle = .white
        XCTAssertEqual(bar.backgroundColor?.resolvedColor(with: light), UIColor(white: 1, alpha: 0.35))
        scrollView.indicatorStyle = .black
        XCTAssertEqual(bar.backgroundColor?.resolvedColor(with: dark), UIColor(white: 0, alpha: 0.35))
    }

    func testR266_HiddenIndicatorsStayHidden() async {
        let (app, scrollView) = makeScrollView()
        scrollView.showsVerticalScrollIndicator = false
        let touches = TouchDriver(app)

        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 8)

        XCTAssertTrue(indicators(scrollView).allSatisfy { $0.alpha == 0 })
        touches.release()
    }
}
