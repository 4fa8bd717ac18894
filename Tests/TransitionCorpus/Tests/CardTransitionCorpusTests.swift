// The card library of the corpus, run headless: the animator, the dimming presentation controller
// and the swipe interactor behave as they do on a phone. This file compiles in both the Swift 5
// and the Swift 6 corpus targets (the same file, through a link).
import UIKit
import XCTest

@MainActor
final class CardTransitionCorpusTests: XCTestCase {
    private func presentCard() -> (HeadlessPhone, CardPresentingViewController, CardViewController) {
        let presenter = CardPresentingViewController()
        let phone = HeadlessPhone(root: presenter)
        let card = presenter.presentCard()
        return (phone, presenter, card)
    }

    func testTheCardSpringsUpToTheBottomSixTenthsOverADimmedPresenter() async {
        let (phone, presenter, card) = presentCard()

        phone.advance(seconds: 0.1)
        let dimming = (card.presentationController as? DimmingPresentationController)?.dimmingView
        let cardY = card.view.layer.presentation()?.frame.minY ?? 0
        let dimmed = dimming?.layer.presentation()?.opacity ?? 0

        XCTAssertGreaterThan(cardY, 852 - 511, "still rising")
        XCTAssertLessThan(cardY, 852)
        XCTAssertGreaterThan(dimmed, 0, "the dimming fades in alongside")
        XCTAssertLessThan(dimmed, 1)

        phone.advance(seconds: 1)

        XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 852 - 511, width: 393, height: 511))
        XCTAssertEqual(dimming?.alpha, 1)
        XCTAssertTrue(presenter.view.window === phone.window, "a custom presentation keeps the presenter")
        XCTAssertTrue(phone.events.entries.contains("feedback.impactOccurred(light)"), "the landing haptic")
        XCTAssertEqual(phone.diagnostics.entries, [])
    }

    func testATapOnTheDimmingViewDismissesTheCard() async {
        let (phone, presenter, card) = presentCard()
        phone.advance(seconds: 1)

        phone.tap(at: CGPoint(x: 200, y: 100))
        phone.advance(seconds: 1)

        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(card.view.superview)
        XCTAssertNil((card.presentationController as? DimmingPresentationController)?.dimmingView.superview)
    }

    func testAPanDownPastHalfWayDismissesTheCardInteractively() async {
        let (phone, presenter, card) = presentCard()
        phone.advance(seconds: 1)

        phone.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 750), steps: 10)
        XCTAssertEqual(card.swipeInteractionController?.interactionInProgress, true)
        let midway = card.view.layer.presentation()?.frame.minY ?? 0
        XCTAssertGreaterThan(midway, 341 + 100, "the card follows the finger")
        phone.advance(seconds: 0.2)  // the finger rests: no fling
        phone.release()
        phone.advance(seconds: 1)

        XCTAssertNil(presenter.presentedViewController)
        XCTAssertTrue(phone.events.entries.contains("delegate.interactionControllerForDismissal"))
    }

    func testAShortPanCancelsAndTheCardSettlesBack() async {
        let (phone, presenter, card) = presentCard()
        phone.advance(seconds: 1)

        phone.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 600), steps: 5)
        phone.advance(seconds: 0.2)
        phone.release()
        phone.advance(seconds: 1)

        XCTAssertTrue(presenter.presentedViewController === card)
        XCTAssertEqual(card.view.frame.minY, 341)
        XCTAssertEqual((card.presentationController as? DimmingPresentationController)?.dimmingView.alpha, 1)
    }

    func testWithReduceMotionTheCardTakesHalfTheTime() async {
        let presenter = CardPresentingViewController()
        let phone = HeadlessPhone(root: presenter)
        presenter.presentCard()
        phone.advance(seconds: 0.3)
        XCTAssertFalse(phone.events.entries.contains("feedback.impactOccurred(light)"), "0.5 s: still running")
        phone.advance(seconds: 1)
        presenter.dismiss(animated: false)
        phone.events.removeAll()

        UIAccessibility.setReduceMotionEnabled(true)
        presenter.presentCard()
        phone.advance(seconds: 0.3)

        XCTAssertTrue(phone.events.entries.contains("feedback.impactOccurred(light)"), "0.25 s: landed")
    }
}
