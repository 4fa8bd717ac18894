// Swift 5 code that Apple's SDK accepts because it imports UIKit's main-actor API as
// `@preconcurrency @MainActor`: this target compiles in Swift 5 mode (Package.swift), and each case
// of issue #9 item 2 is here, compiled and run. Swift6IsolationCheckTests shows Swift 6 mode still
// reports the same code.
import UIKit
import XCTest

final class ConcurrencyAsImportedTests: XCTestCase {
    func testANonisolatedAnimatorWithAViewAsStoredDefaultAnimatesAPresentation() {
        let presenter = BubblePresentingViewController()
        let app = CorpusApp(root: presenter)
        let presented = BubblePresentedViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = presenter

        presenter.present(presented, animated: true)
        app.advance(seconds: 0.25)

        let bubble = presenter.transition.bubble
        XCTAssertTrue(bubble.superview === presented.view.superview, "the bubble is in the container")
        XCTAssertEqual(bubble.center, CGPoint(x: 196.5, y: 792), "moved by startingPoint's didSet")
        XCTAssertEqual(bubble.backgroundColor, .systemPurple, "coloured by bubbleColor's didSet")
        let scale = bubble.layer.presentation()?.transform.m11 ?? 0
        XCTAssertGreaterThan(scale, 0.001, "growing")
        XCTAssertLessThan(scale, 1)

        app.advance(seconds: 0.5)

        XCTAssertTrue(presenter.presentedViewController === presented)
        XCTAssertEqual(presented.view.alpha, 1)
    }

    func testTheSameTransitionDismisses() {
        let presenter = BubblePresentingViewController()
        let app = CorpusApp(root: presenter)
        let presented = BubblePresentedViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = presenter
        presenter.present(presented, animated: true)
        app.advance(seconds: 1)

        presented.dismiss(animated: true)
        app.advance(seconds: 1)

        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(presenter.transition.bubble.superview, "the dismissal removed the bubble")
    }

    func testAHelperClassMovesItsControllersView() {
        let controller = BubblePresentedViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)

        controller.keyboard.keyboardWillShow(height: 300)
        XCTAssertEqual(controller.view.frame.origin.y, -300)
        controller.keyboard.keyboardWillHide()

        XCTAssertEqual(controller.view.frame.origin.y, 0)
    }

    func testAProtocolExtensionOnUIViewControllerAddsABanner() {
        let controller = BubblePresentedViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)

        let banner = controller.showBanner("Saved")

        XCTAssertTrue(banner.superview === controller.view)
        XCTAssertEqual(banner.frame, CGRect(x: 0, y: 0, width: 393, height: 44))
        XCTAssertEqual(banner.text, "Saved")
    }

    func testAnExtensionOfUIViewControllerEmbedsAChild() {
        let parent = UIViewController()
        let container = makeRoundedCard(color: .systemTeal, side: 200)
        parent.view.addSubview(container)
        let child = UIViewController()

        parent.embed(child, in: container)

        XCTAssertTrue(child.parent === parent)
        XCTAssertTrue(child.view.superview === container)
        XCTAssertEqual(child.view.frame, container.bounds)
    }
}
