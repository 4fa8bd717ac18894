// The corpus's deck presentation (Corpus/WildDeckPresentation.swift), compiled in Swift 5 mode and
// run: a custom presentation controller with a blurred dimming view, top-rounded card, shadowed
// property-animator transition and the presenter scaled back alongside.
import UIKit
import XCTest

final class WildDeckPresentationTests: XCTestCase {
    func testTheDeckPresentsWithItsBlurredDimmingAndScalesThePresenterBack() {
        let presenter = UIViewController()
        let app = CorpusApp(root: presenter)
        let deck = DeckTransitioningDelegate()
        let card = UIViewController()
        card.view.backgroundColor = .white
        presenter.presentDeck(card, transitioningDelegate: deck)
        app.advance(seconds: 0.25)
        let container = card.view.superview
        let dimming = container?.subviews.first as? UIVisualEffectView
        XCTAssertNotNil(dimming, "the blurred dimming view sits at the bottom of the container")
        let dimmingAlpha = dimming?.layer.presentation()?.opacity ?? 0
        XCTAssertGreaterThan(dimmingAlpha, 0)
        XCTAssertLessThan(dimmingAlpha, 1, "fading in alongside")
        app.advance(seconds: 1)
        XCTAssertTrue(presenter.presentedViewController === card)
        XCTAssertEqual(card.view.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(card.view.frame.minY, 44, accuracy: 0.5, "below the top inset (no safe area here)")
        XCTAssertEqual(presenter.view.transform.a, 0.92, accuracy: 1e-9)
        XCTAssertEqual(dimming?.alpha, 1)

        card.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertEqual(presenter.view.transform, .identity)
        XCTAssertNil(dimming?.superview, "removed after the dismissal")
    }
}
