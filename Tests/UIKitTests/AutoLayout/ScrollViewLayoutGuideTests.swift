import Foundation
import XCTest

@testable import UIKit

/// R206: a scroll view's content and frame layout guides, and the older reading of constraints between
/// a scroll view and its content (Apple's Auto Layout Guide, "Working with Scroll Views"): edges
/// are the content area, sizes and centres the frame; constraints that size the content area set
/// `contentSize`.
@MainActor
final class ScrollViewLayoutGuideTests: XCTestCase {
    /// A 393 × 852 window whose root view holds a scroll view 20 pt in from each side of the safe area.
    private func makeScrollScreen() -> (TestApp, UIScrollView) {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let scrollView = constrained(UIScrollView(), in: controller.view)
        let safe = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            scrollView.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            scrollView.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            scrollView.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -20),
        ])
        app.window.layoutIfNeeded()
        return (app, scrollView)
    }

    private func constrained<V: UIView>(_ view: V, in superview: UIView) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    /// The usual vertical scroller's content: pinned to the content guide's edges, as wide as the
    /// frame guide.
    private func contentFillingWidth(_ content: UIView, of scrollView: UIScrollView) -> [NSLayoutConstraint] {
        [
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ]
    }

    /// The scroll view's frame in the screen above: 353 × 719.
    private let frameSize = CGSize(width: 353, height: 852 - 59 - 34 - 40)

    func testR206ContentPinnedToTheContentGuideAndAsWideAsTheFrameGuideSetsContentSize() async {
        let (app, scrollView) = makeScrollScreen()
        let content = constrained(UIView(), in: scrollView)
        NSLayoutConstraint.activate(
            contentFillingWidth(content, of: scrollView) + [
                content.heightAnchor.constraint(equalToConstant: 1500)
            ])
        app.window.layoutIfNeeded()

        XCTAssertEqual(scrollView.frame.size, frameSize)
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 353, height: 1500))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 353, height: 1500))
        XCTAssertEqual(scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 353, height: 1500))
        XCTAssertEqual(scrollView.frameLayoutGuide.layoutFrame, CGRect(origin: .zero, size: frameSize))
        XCTAssertEqual(app.diagnosticNames, [])

        // Taller content makes the content taller at the next layout.
        content.constraints.first { $0.firstAttribute == .height }?.constant = 2000
        app.window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 353, height: 2000))
    }

    func testR206AStackOfRowsInsetInTheContentGuideGivesTheContentItsHeight() async {
        let (app, scrollView) = makeScrollScreen()
        let stack = constrained(UIStackView(), in: scrollView)
        stack.axis = .vertical
        stack.spacing = 10
        for _ in 0..<12 {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 80).isActive = true
            stack.addArrangedSubview(row)
        }
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        app.window.layoutIfNeeded()

        let height: CGFloat = 12 * 80 + 11 * 10
        XCTAssertEqual(stack.frame, CGRect(x: 16, y: 16, width: 353 - 32, height: height))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 353, height: height + 32))
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR206ConstraintsToTheScrollViewItselfReadEdgesAsContentAndSizesAsTheFrame() async {
        let (app, scrollView) = makeScrollScreen()
        let content = constrained(UIView(), in: scrollView)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalTo: scrollView.heightAnchor, multiplier: 3),
        ])
        app.window.layoutIfNeeded()

        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 353, height: frameSize.height * 3))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 353, height: frameSize.height * 3))
        // The scroll view's own frame still comes from its constraints to the outside.
        XCTAssertEqual(scrollView.frame, CGRect(x: 20, y: 79, width: frameSize.width, height: frameSize.height))
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR206AViewPinnedToTheFrameGuideStaysInPlaceWhileTheContentScrolls() async {
        let (app, scrollView) = makeScrollScreen()
        let content = constrained(UIView(), in: scrollView)
        let badge = constrained(UIView(), in: scrollView)
        NSLayoutConstraint.activate(
            contentFillingWidth(content, of: scrollView) + [
                content.heightAnchor.constraint(equalToConstant: 3000),
                badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 8),
                badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -8),
                badge.widthAnchor.constraint(equalToConstant: 60),
                badge.heightAnchor.constraint(equalToConstant: 30),
            ])
        app.window.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 353 - 68, y: 8, width: 60, height: 30))
        let onScreen = badge.convert(badge.bounds, to: nil)

        scrollView.contentOffset = CGPoint(x: 0, y: 450)
        app.window.layoutIfNeeded()

        XCTAssertEqual(badge.frame, CGRect(x: 353 - 68, y: 458, width: 60, height: 30))
        XCTAssertEqual(badge.convert(badge.bounds, to: nil), onScreen)
        XCTAssertEqual(content.frame.minY, 0)
        XCTAssertEqual(scrollView.frameLayoutGuide.layoutFrame, CGRect(origin: CGPoint(x: 0, y: 450), size: frameSize))
        XCTAssertEqual(scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 353, height: 3000))
    }

    func testR206AContentSizeSetInCodeStaysWhenNothingSizesTheContentGuide() async {
        let (app, scrollView) = makeScrollScreen()
        scrollView.contentSize = CGSize(width: 700, height: 900)
        let marker = constrained(UIView(), in: scrollView)
        NSLayoutConstraint.activate([
            marker.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            marker.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            marker.widthAnchor.constraint(equalToConstant: 40),
            marker.heightAnchor.constraint(equalToConstant: 40),
        ])
        app.window.layoutIfNeeded()

        XCTAssertEqual(scrollView.contentSize, CGSize(width: 700, height: 900))
        XCTAssertEqual(marker.frame, CGRect(x: 660, y: 860, width: 40, height: 40))
        // A new content size moves what is pinned to the content's far corner.
        scrollView.contentSize = CGSize(width: 353, height: 1200)
        app.window.layoutIfNeeded()
        XCTAssertEqual(marker.frame, CGRect(x: 313, y: 1160, width: 40, height: 40))
    }

    func testR206ContentAsWideAsTheFrameGuideFollowsTheScrollViewsNewWidth() async {
        let (app, scrollView) = makeScrollScreen()
        let content = constrained(UIView(), in: scrollView)
        NSLayoutConstraint.activate(
            contentFillingWidth(content, of: scrollView) + [
                content.heightAnchor.constraint(equalToConstant: 1200)
            ])
        app.window.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize.width, 353)

        // The window turns to landscape: the scroll view widens and the content with it.
        app.window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        app.window.layoutIfNeeded()
        XCTAssertEqual(scrollView.frame.width, 852 - 118 - 40)
        XCTAssertEqual(content.frame.width, scrollView.frame.width)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: scrollView.frame.width, height: 1200))
    }
}
