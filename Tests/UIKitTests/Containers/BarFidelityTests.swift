import XCTest

@testable import UIKit

/// Hands out the default parallax animator and one percent-driven interaction controller for
/// every push and pop, so a test can scrub the bar's alongside animation by hand.
@MainActor
final class ScrubbedNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ParallaxNavigationAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactor
    }
}

/// The bars as iOS draws them: 32 pt in compact height (landscape on a phone), following rotation,
/// the tab bar's items side by side in compact height, and the push/pop title animation (R96).
@MainActor
final class BarFidelityTests: XCTestCase {
    static let portraitInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    static let landscapeInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    static let landscapeTraits = UITraitCollection(
        horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 1)

    private func makeApp(root: UIViewController) -> TestApp {
        let app = TestApp(root: root)
        app.window.deviceSafeAreaInsets = Self.portraitInsets
        root.view.setNeedsLayout()
        app.advance(seconds: 1 / 60.0)
        return app
    }

    private func rotate(_ app: TestApp, landscape: Bool) {
        let started = app.window.rotate(
            to: landscape ? .landscapeLeft : .portrait,
            safeAreaInsets: landscape ? Self.landscapeInsets : Self.portraitInsets,
            traits: landscape ? Self.landscapeTraits : UIWindow.defaultTraits)
        XCTAssertTrue(started)
        app.advance(seconds: 0.6)
    }

    // MARK: Heights

    /// iOS: 44 pt of navigation bar content in portrait, 32 pt in compact height; the children's
    /// safe area follows the bar through both rotations.
    func testNavigationBarIs44InPortraitAnd32InLandscape() async {
        let root = NamedController("Root")
        let nav = UINavigationController(rootViewController: root)
        let app = makeApp(root: nav)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 393, height: 59 + 44))
        XCTAssertEqual(root.view.safeAreaInsets.top, 103)
        XCTAssertEqual(nav.navigationBar.titleLabel.frame.height, 44)

        rotate(app, landscape: true)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 852, height: 32))
        XCTAssertEqual(nav.navigationBar.titleLabel.frame.minY, 0)
        XCTAssertEqual(nav.navigationBar.titleLabel.frame.height, 32, "the title is centred in 32 pt")
        XCTAssertEqual(nav.navigationBar.backButton.frame.height, 32)
        XCTAssertEqual(root.view.safeAreaInsets.top, 32, "the children's safe area follows the bar")
        XCTAssertEqual(root.view.safeAreaInsets.left, 59)

        rotate(app, landscape: false)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 393, height: 103))
        XCTAssertEqual(root.view.safeAreaInsets.top, 103)
    }

    /// The bar changes height inside the rotation's animation, so mid-rotation it is on its way.
    func testTheNavigationBarHeightAnimatesWithTheRotation() async {
        let nav = UINavigationController(rootViewController: NamedController("Root"))
        let app = makeApp(root: nav)
        XCTAssertTrue(
            app.window.rotate(to: .landscapeLeft, safeAreaInsets: Self.landscapeInsets, traits: Self.landscapeTraits))
        app.advance(seconds: 0.15)
        let height = nav.navigationBar.layer.presentationProperties.bounds.height
        XCTAssertLessThan(height, 103)
        XCTAssertGreaterThan(height, 32)
        app.advance(seconds: 0.5)
        XCTAssertEqual(nav.navigationBar.layer.presentationProperties.bounds.height, 32, accuracy: 0.01)
    }

    /// iOS: a 49 pt tab bar with the image above the title in portrait; in compact height a 32 pt bar
    /// (plus the home-indicator area) with the image beside the title. The tabs' safe area follows.
    func testTabBarIs49InPortraitAnd32WithItemsSideBySideInLandscape() async {
        let first = NamedController("First")
        let second = NamedController("Second")
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let app = makeApp(root: tabs)
        let bar = tabs.tabBar
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 852 - 83, width: 393, height: 49 + 34))
        XCTAssertEqual(first.view.safeAreaInsets.bottom, 83)
        let button = bar.buttons[0]
        XCTAssertEqual(button.frame.height, 49)
        XCTAssertLessThan(button.glyph.frame.maxY, button.titleLabel.frame.minY, "image above the title")
        XCTAssertEqual(button.titleLabel.font.pointSize, 10)

        rotate(app, landscape: true)
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 393 - 53, width: 852, height: 32 + 21))
        XCTAssertEqual(first.view.safeAreaInsets.bottom, 53, "the tab's safe area follows the bar")
        XCTAssertEqual(button.frame.height, 32)
        XCTAssertLessThanOrEqual(button.glyph.frame.maxX, button.titleLabel.frame.minX, "image beside the title")
        XCTAssertEqual(button.glyph.frame.midY, button.titleLabel.frame.midY, accuracy: 1, "on one line")
        XCTAssertEqual(button.titleLabel.font.pointSize, 13)
        // The pair is centred in the item.
        let pair = button.glyph.frame.union(button.titleLabel.frame)
        XCTAssertEqual(pair.midX, button.bounds.midX, accuracy: 1)
        XCTAssertGreaterThan(button.titleLabel.frame.width, 0)

        rotate(app, landscape: false)
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        XCTAssertEqual(first.view.safeAreaInsets.bottom, 83)
        XCTAssertLessThan(button.glyph.frame.maxY, button.titleLabel.frame.minY)
        XCTAssertEqual(button.titleLabel.font.pointSize, 10)
    }

    // MARK: Titles

    private func midX(_ view: UIView) -> CGFloat { view.layer.presentationProperties.frame.midX }
    private func opacity(_ view: UIView) -> CGFloat { CGFloat(view.layer.presentationProperties.opacity) }

    /// Half way through a linear scrubbed push the outgoing title is half way from the centre to
    /// the back button's place, the new back label travels with it, the incoming title is half way
    /// in from the right edge, and the two titles do not overlap.
    func testMidPushTheOldTitleTravelsTowardsTheBackButton() async {
        let root = NamedController("Root")
        let nav = UINavigationController(rootViewController: root)
        let delegate = ScrubbedNavigationDelegate()
        nav.delegate = delegate
        let app = makeApp(root: nav)
        let bar = nav.navigationBar
        let centre = bar.titleLabel.frame.midX
        XCTAssertEqual(centre, 196.5)
        nav.pushViewController(NamedController("Second"), animated: true)
        app.advance(seconds: 1 / 60.0)
        delegate.interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        let backWord = bar.backWordMidX("Root", textStartingAt: bar.backTextMinX)
        XCTAssertLessThan(backWord, 60, "the back label's word sits at the left")
        let outgoing = midX(bar.previousTitleLabel)
        XCTAssertEqual(outgoing, (centre + backWord) / 2, accuracy: 1, "half way, linear")
        XCTAssertLessThan(outgoing, centre)
        XCTAssertGreaterThan(outgoing, backWord)
        // The back label's word travels on the outgoing title's word.
        let backLabel = bar.backButton.titleLabel!
        let backWordNow =
            bar.backWordMidX("Root", textStartingAt: bar.backTextMinX)
            + bar.backButton.layer.presentationProperties.transform.m41
        XCTAssertEqual(backWordNow, outgoing, accuracy: 1)
        XCTAssertEqual(backLabel.text, "Root")
        // #13.9: the word never shows twice: the title is gone by half way, the back label
        // appears after it.
        XCTAssertEqual(opacity(bar.backButton), 0, accuracy: 0.02)
        XCTAssertEqual(opacity(bar.previousTitleLabel), 0, accuracy: 0.02)
        delegate.interactor.update(0.25)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(opacity(bar.previousTitleLabel) * opacity(bar.outgoingView), 0.5 * 0.75, accuracy: 0.02)
        XCTAssertEqual(opacity(bar.backButton), 0, accuracy: 0.02, "not yet")
        delegate.interactor.update(0.75)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(opacity(bar.previousTitleLabel), 0, accuracy: 0.02, "gone")
        XCTAssertEqual(opacity(bar.backButton) * opacity(bar.contentView), 0.5 * 0.75, accuracy: 0.02)
        delegate.interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        // The incoming title is half way in from the right edge.
        let incoming = midX(bar.titleLabel)
        XCTAssertEqual(incoming, centre + (393 - centre) / 2, accuracy: 1)
        XCTAssertEqual(opacity(bar.titleLabel) * opacity(bar.contentView), 0.25, accuracy: 0.02, "p²")
        let incomingHalf = bar.titleLabel.sizeThatFits(.zero).width / 2
        let outgoingHalf = bar.previousTitleLabel.sizeThatFits(.zero).width / 2
        XCTAssertLessThan(outgoing + outgoingHalf, incoming - incomingHalf, "the titles do not overlap")

        delegate.interactor.finish()
        app.advance(seconds: 1)
        XCTAssertEqual(bar.titleLabel.text, "Second")
        XCTAssertEqual(midX(bar.titleLabel), centre, accuracy: 0.01)
        XCTAssertEqual(opacity(bar.previousTitleLabel), 0)
        XCTAssertEqual(bar.backButton.currentTitle, "Root")
        XCTAssertEqual(bar.backButton.layer.presentationProperties.transform.m41, 0, accuracy: 0.01)
        XCTAssertEqual(opacity(bar.backButton), 1)
    }

    /// Half way through a scrubbed pop the back label's word is half way to the centre, the
    /// incoming title travels on it, and the old title is half way out to the right.
    func testMidPopTheBackTitleTravelsToTheCentre() async {
        let root = NamedController("Root")
        let nav = UINavigationController(rootViewController: root)
        let app = makeApp(root: nav)
        nav.pushViewController(NamedController("Second"), animated: false)
        app.advance(seconds: 0.1)
        let delegate = ScrubbedNavigationDelegate()
        nav.delegate = delegate
        let bar = nav.navigationBar
        let centre = bar.titleLabel.frame.midX
        let backWord = bar.backWordMidX("Root", textStartingAt: bar.backTextMinX)
        nav.popViewController(animated: true)
        app.advance(seconds: 1 / 60.0)
        delegate.interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(bar.titleLabel.text, "Root")
        XCTAssertEqual(bar.previousTitleLabel.text, "Second")
        XCTAssertEqual(bar.previousBackLabel.text, "Root")
        let incoming = midX(bar.titleLabel)
        XCTAssertEqual(incoming, (backWord + centre) / 2, accuracy: 1)
        XCTAssertGreaterThan(incoming, backWord)
        XCTAssertLessThan(incoming, centre)
        let backWordNow =
            bar.backWordMidX(
                "Root",
                textStartingAt: bar.previousBackLabel.center.x - bar.previousBackLabel.bounds.width / 2)
            + bar.previousBackLabel.layer.presentationProperties.transform.m41
        XCTAssertEqual(backWordNow, incoming, accuracy: 1, "the back label becomes the title")
        let outgoing = midX(bar.previousTitleLabel)
        XCTAssertEqual(outgoing, centre + (393 - centre) / 2, accuracy: 1, "out to the right")
        let incomingHalf = bar.titleLabel.sizeThatFits(.zero).width / 2
        let outgoingHalf = bar.previousTitleLabel.sizeThatFits(.zero).width / 2
        XCTAssertLessThan(incoming + incomingHalf, outgoing - outgoingHalf, "the titles do not overlap")
        XCTAssertTrue(bar.backButton.isHidden, "no back button at the root")
        delegate.interactor.finish()
        app.advance(seconds: 1)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertEqual(midX(bar.titleLabel), centre, accuracy: 0.01)
        XCTAssertEqual(opacity(bar.previousBackLabel), 0)
    }

    /// R96: a cancelled scrubbed pop puts the bar back as it was before the transition.
    func testACancelledInteractivePopRestoresTheBar() async {
        let root = NamedController("Root")
        let nav = UINavigationController(rootViewController: root)
        let app = makeApp(root: nav)
        let second = NamedController("Second")
        nav.pushViewController(second, animated: false)
        app.advance(seconds: 0.1)
        let bar = nav.navigationBar
        let before = (
            title: midX(bar.titleLabel), back: bar.backButton.layer.presentationProperties.frame,
            backTitle: bar.backButton.currentTitle
        )
        let delegate = ScrubbedNavigationDelegate()
        nav.delegate = delegate
        nav.popViewController(animated: true)
        app.advance(seconds: 1 / 60.0)
        delegate.interactor.update(0.6)
        app.advance(seconds: 1 / 60.0)
        XCTAssertNotEqual(midX(bar.titleLabel), before.title, accuracy: 10, "the bar is mid-transition")
        delegate.interactor.cancel()
        app.advance(seconds: 1)
        XCTAssertTrue(nav.topViewController === second)
        XCTAssertEqual(bar.titleLabel.text, "Second")
        XCTAssertEqual(midX(bar.titleLabel), before.title, accuracy: 0.01)
        XCTAssertEqual(opacity(bar.titleLabel), 1)
        XCTAssertEqual(bar.backButton.currentTitle, before.backTitle)
        XCTAssertFalse(bar.backButton.isHidden)
        XCTAssertEqual(bar.backButton.layer.presentationProperties.frame, before.back)
        XCTAssertEqual(opacity(bar.backButton), 1)
        XCTAssertEqual(opacity(bar.previousTitleLabel), 0)
        XCTAssertEqual(opacity(bar.previousBackLabel), 0)
        XCTAssertEqual(opacity(bar.outgoingView), 1)
        for view in [bar.titleLabel, bar.previousTitleLabel, bar.previousBackLabel, bar.backButton, bar.outgoingView] {
            XCTAssertTrue(view.layer.animationEntries.isEmpty, "no animation left on \(view)")
        }
    }

    /// In compact height the titles animate in the 32 pt bar.
    func testLandscapePushAnimatesInTheCompactBar() async {
        let root = NamedController("Root")
        let nav = UINavigationController(rootViewController: root)
        let delegate = ScrubbedNavigationDelegate()
        nav.delegate = delegate
        let app = makeApp(root: nav)
        rotate(app, landscape: true)
        let bar = nav.navigationBar
        nav.pushViewController(NamedController("Second"), animated: true)
        app.advance(seconds: 1 / 60.0)
        delegate.interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        let centre = bar.titleLabel.frame.midX
        XCTAssertEqual(centre, 426, "centred in the safe area's width")
        let backWord = bar.backWordMidX("Root", textStartingAt: bar.backTextMinX)
        XCTAssertGreaterThan(backWord, 59, "clear of the sensor housing")
        XCTAssertEqual(midX(bar.previousTitleLabel), (centre + backWord) / 2, accuracy: 1)
        XCTAssertEqual(bar.previousTitleLabel.frame.height, 32)
        delegate.interactor.finish()
        app.advance(seconds: 1)
        XCTAssertEqual(bar.frame.height, 32)
        XCTAssertEqual(nav.topViewController?.view.safeAreaInsets.top, 32)
    }
}
