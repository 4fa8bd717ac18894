import Foundation
import XCTest

@testable import UIKit

/// The idiom `constraint.constant = …; UIView.animate { view.layoutIfNeeded() }` animates exactly
/// like setting the same frames in the block: sampled mid-animation against a frame-based twin,
/// with a curve and with a spring; and rotation re-solves with the new safe area, animated.
@MainActor
final class ConstraintAnimationTests: XCTestCase {
    private struct Scene {
        let app: TestApp
        let root: UIView
        /// Placed by constraints, with a child pinned inside it.
        let card: UIView
        let cardChild: UIView
        let top: NSLayoutConstraint
        let height: NSLayoutConstraint
        /// Placed by frames, the same rectangles.
        let twin: UIView
        let twinChild: UIView
    }

    private func makeScene() -> Scene {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        let root = controller.view!
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(child)
        let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 500)
        let height = card.heightAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            top, height,
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            child.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            child.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        let twin = UIView(frame: CGRect(x: 20, y: 500, width: 353, height: 200))
        let twinChild = UIView(frame: CGRect(x: 10, y: 150, width: 333, height: 40))
        twin.addSubview(twinChild)
        root.addSubview(twin)
        app.window.layoutIfNeeded()
        XCTAssertEqual(card.frame, twin.frame)
        XCTAssertEqual(child.frame, twinChild.frame)
        return Scene(
            app: app, root: root, card: card, cardChild: child, top: top, height: height, twin: twin,
            twinChild: twinChild)
    }

    private func assertSameOnScreen(_ a: UIView, _ b: UIView, file: StaticString = #filePath, line: UInt = #line) {
        let pa = a.layer.presentationProperties
        let pb = b.layer.presentationProperties
        assertRect(pa.bounds, pb.bounds, file: file, line: line)
        assertPoint(pa.position, pb.position, file: file, line: line)
    }

    func testAnimatingAConstantWithLayoutIfNeededMatchesAnimatingTheFrames() async {
        let s = makeScene()
        s.top.constant = 300
        s.height.constant = 400
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut) { s.root.layoutIfNeeded() }
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut) {
            s.twin.frame = CGRect(x: 20, y: 300, width: 353, height: 400)
            s.twinChild.frame = CGRect(x: 10, y: 350, width: 333, height: 40)
        }

        XCTAssertEqual(s.card.frame, s.twin.frame, "the model values change at once")
        for _ in 0..<6 {
            s.app.advance(seconds: 0.07)
            assertSameOnScreen(s.card, s.twin)
            assertSameOnScreen(s.cardChild, s.twinChild)
        }
        let mid = s.card.layer.presentationProperties.frame
        XCTAssertTrue(mid.minY > 300 && mid.minY < 500, "mid-animation, between the two positions: \(mid)")
        s.app.advance(seconds: 0.2)
        XCTAssertEqual(s.card.layer.presentationProperties.frame, CGRect(x: 20, y: 300, width: 353, height: 400))
        XCTAssertEqual(s.app.diagnosticNames, [])
    }

    func testTheSpringFormAnimatesAConstantLikeItsFrameTwin() async {
        let s = makeScene()
        s.top.constant = 100
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5, options: [],
            animations: { s.root.layoutIfNeeded() })
        UIView.animate(
            withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5, options: [],
            animations: { s.twin.frame.origin.y = 100 })

        var overshot = false
        for _ in 0..<10 {
            s.app.advance(seconds: 0.05)
            assertSameOnScreen(s.card, s.twin)
            assertSameOnScreen(s.cardChild, s.twinChild)
            if s.card.layer.presentationProperties.frame.minY < 100 { overshot = true }
        }
        XCTAssertTrue(overshot, "an underdamped spring passes its target")
    }

    func testAConstantChangedOutsideAnAnimationBlockJumps() async {
        let s = makeScene()
        s.top.constant = 100
        s.app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(s.card.layer.animationKeys() ?? [], [])
        XCTAssertEqual(s.card.layer.presentationProperties.frame.minY, 100)
    }

    func testRotationResolvesAgainstTheNewSafeAreaAndAnimates() async {
        let controller = UIViewController()
        let app = TestApp(root: controller)
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 59, width: 393, height: 759))

        XCTAssertTrue(
            app.window.rotate(
                to: .landscapeLeft, safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                traits: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 1)))
        XCTAssertEqual(
            content.frame, CGRect(x: 59, y: 0, width: 852 - 118, height: 393 - 21),
            "solved in the rotation's animation block")
        app.advance(seconds: 0.15)
        let mid = content.layer.presentationProperties.bounds.width
        XCTAssertTrue(mid > 393 && mid < 734, "the width animates with the rotation: \(mid)")
        app.advance(seconds: 0.3)
        XCTAssertEqual(content.layer.presentationProperties.frame, CGRect(x: 59, y: 0, width: 734, height: 372))
    }
    /// A controller whose content is pinned to its safe area's top (under a navigation bar).
    private final class PinnedController: UIViewController {
        let content = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                content.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
    }

    func testContentPinnedToTheSafeAreaSitsUnderTheNavigationBarThroughAPushAndARotation() async {
        let root = PinnedController()
        let nav = UINavigationController(rootViewController: root)
        let app = TestApp(root: nav)
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        root.view.setNeedsLayout()
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(root.content.frame, CGRect(x: 0, y: 103, width: 393, height: 50))

        let pushed = PinnedController()
        nav.pushViewController(pushed, animated: true)
        app.advance(seconds: 0.1)
        XCTAssertEqual(
            pushed.content.frame, CGRect(x: 0, y: 103, width: 393, height: 50), "laid out before it slides in")
        app.advance(seconds: 0.6)

        XCTAssertTrue(
            app.window.rotate(
                to: .landscapeLeft, safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                traits: UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 1)))
        app.advance(seconds: 0.6)
        XCTAssertEqual(pushed.content.frame, CGRect(x: 59, y: 32, width: 734, height: 50), "below the 32 pt bar")
        XCTAssertEqual(app.diagnosticNames, [])
    }
}
