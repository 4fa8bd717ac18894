import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// Wraps S5's animator but, in the dismissal, adds the presenting view to the container the way
/// the other transitions do — the trap seed 002 §3.3 warns about (R25).
@MainActor
final class PresenterAddingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let wrapped = CustomModalAnimator()
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        wrapped.transitionDuration(using: transitionContext)
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let fromVC = transitionContext.viewController(forKey: .from), fromVC.isBeingDismissed,
            let toVC = transitionContext.viewController(forKey: .to)
        {
            transitionContext.containerView.insertSubview(toVC.view, at: 0)
        }
        wrapped.animateTransition(using: transitionContext)
    }
}

/// A delegate handing out the wrong variant.
@MainActor
final class PresenterAddingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = PresenterAddingAnimator()
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

/// S5 end to end: `.custom` presentation whose animator owns a dimming view (seed 002 §3.3).
@MainActor
final class S05CustomModalTests: XCTestCase {
    private func open() throws -> (Simulator, CustomModalViewController) {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let vc = try XCTUnwrap(try sim.openScene("S5") as? CustomModalViewController)
        sim.eventLog.removeAll()
        return (sim, vc)
    }

    func testPresentAndDismissKeepThePresenterInTheWindowWithGoldenFrames() async throws {
        let (sim, vc) = try open()
        let presenterView: UIView = vc.view
        XCTAssertTrue(sim.tap(vc.presentButton) === vc.presentButton)
        let card = try XCTUnwrap(vc.presentedViewController as? ModalCardViewController)
        let container = try XCTUnwrap(card.view.superview)
        XCTAssertTrue(container.superview === sim.window)
        XCTAssertTrue(presenterView.superview === sim.window, "R25: the presenter's view stays where it is")
        let dimming = try XCTUnwrap(container.subviews.first)
        XCTAssertEqual(container.subviews.map { $0 === card.view }, [false, true], "dimming below the card")
        try assertGolden(try sim.render(), named: "S5-present-start")

        // Mid-way (0.25 s of 0.5 s, ease-in-out ⇒ exactly half): card width 1 → 262, dimming 262 → 393.
        sim.advance(seconds: 0.25)
        let cardWidth = try XCTUnwrap(card.view.layer.presentation()).bounds.width
        let dimWidth = try XCTUnwrap(dimming.layer.presentation()).bounds.width
        XCTAssertEqual(cardWidth, (1 + 262) / 2, accuracy: 8)
        XCTAssertEqual(dimWidth, (262 + 393) / 2, accuracy: 8)
        XCTAssertEqual(card.view.center, CGPoint(x: 196.5, y: 426))
        XCTAssertTrue(presenterView.superview === sim.window)
        try assertGolden(try sim.render(), named: "S5-present-mid")

        sim.advance(seconds: 0.35)
        XCTAssertEqual(card.view.frame, CGRect(x: 65.5, y: 142, width: 262, height: 568))
        XCTAssertEqual(dimming.frame, sim.window.bounds)
        XCTAssertTrue(presenterView.superview === sim.window)
        try assertGolden(try sim.render(), named: "S5-present-end")

        XCTAssertTrue(sim.tap(card.dismissButton) === card.dismissButton)
        XCTAssertEqual(container.subviews.count, 2, "R25: nothing added to the container on dismissal")
        sim.advance(seconds: 0.25)
        XCTAssertEqual(try XCTUnwrap(card.view.layer.presentation()).bounds.width, (262 + 1) / 2, accuracy: 8)
        XCTAssertTrue(presenterView.superview === sim.window)
        try assertGolden(try sim.render(), named: "S5-dismiss-mid")

        sim.advance(seconds: 0.35)
        XCTAssertNil(vc.presentedViewController)
        XCTAssertNil(container.superview, "the container is gone")
        XCTAssertTrue(sim.window.subviews.count == 1 && sim.window.subviews[0] === presenterView)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
        try assertGolden(try sim.render(), named: "S5-dismiss-end")

        // R12: the presenter gets no appearance callbacks in .custom; the card gets all four.
        let appearance = sim.eventLog.entries.filter { $0.contains(".view") && !$0.hasSuffix("viewDidLoad") }
        XCTAssertEqual(
            appearance,
            ["card.viewWillAppear", "card.viewDidAppear", "card.viewWillDisappear", "card.viewDidDisappear"])
    }

    /// The trap of seed 002 §3.3: adding the presenting view to the container in a `.custom`
    /// dismissal takes it off screen with the container; the simulator says so (R25).
    func testAddingThePresenterToTheContainerOnDismissalIsDiagnosed() async throws {
        let (sim, vc) = try open()
        let wrong = PresenterAddingDelegate()
        let card = ModalCardViewController(title: "Wrong", body: "", accent: .systemRed)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = wrong
        vc.present(card, animated: true)
        sim.advance(seconds: 0.6)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
        card.dismiss(animated: true)
        sim.advance(seconds: 0.6)
        XCTAssertEqual(sim.diagnostics.map(\.name), ["presenterViewAddedToContainer"])
        XCTAssertEqual(sim.diagnostics.first?.rule, "R25")
        XCTAssertNil(vc.view.window, "the presenter's view left the screen with the container")
    }
}
