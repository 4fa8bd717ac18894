import XCTest

@testable import UIKit

/// A controller whose view is a tall scroll view: the navigation controller's content scroll view.
@MainActor
final class ScrollingController: UIViewController {
    let scrollView = UIScrollView()

    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        view = scrollView
    }
}

/// R171: large titles — a 52 pt band under the 44 pt bar (96 pt of bar, 155 pt with the status
/// bar) with a 34 pt bold title, collapsing as the content scroll view scrolls (its adjusted inset
/// follows), stretching when it is pulled, and changing height through a push and a pop.
@MainActor
final class LargeTitleTests: XCTestCase {
    private func makeApp(root: UIViewController) -> TestApp {
        let app = TestApp(root: root, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        root.view.setNeedsLayout()
        app.advance(seconds: 1 / 60.0)
        return app
    }

    func testR171ALargeTitleRootStartsExpandedAndCollapsesAsTheListScrolls() async {
        let list = ScrollingController("Settings")
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let app = makeApp(root: nav)
        let bar = nav.navigationBar
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 393, height: 59 + 44 + 52), "expanded: 96 pt of bar")
        XCTAssertEqual(list.scrollView.adjustedContentInset.top, 155)
        XCTAssertEqual(list.scrollView.contentOffset.y, -155, "the list starts at its top")
        XCTAssertEqual(bar.largeTitleLabel.text, "Settings")
        XCTAssertEqual(bar.largeTitleLabel.font, .systemFont(ofSize: 34, weight: .bold))
        XCTAssertEqual(bar.largeTitleLabel.frame.minX, 16, "at the side margin")
        XCTAssertEqual(bar.convert(bar.largeTitleLabel.frame, from: bar.largeTitleClipView).maxY, 155 - 8)
        XCTAssertEqual(bar.titleLabel.alpha, 0, "the inline title hides while the large one shows")

        // Scrolling up 30 pt collapses the band by 30 pt; the inset follows.
        list.scrollView.contentOffset.y = -125
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(bar.frame.height, 125)
        XCTAssertEqual(list.scrollView.adjustedContentInset.top, 125)
        XCTAssertEqual(list.view.safeAreaInsets.top, 125)
        XCTAssertEqual(bar.titleLabel.alpha, 0)

        // Past 52 pt the bar is the standard 44 pt one and the inline title is back.
        list.scrollView.contentOffset.y = 200
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(bar.frame.height, 103)
        XCTAssertEqual(list.scrollView.adjustedContentInset.top, 103)
        XCTAssertEqual(bar.titleLabel.alpha, 1)

        // Pulled past the top the band stretches, the safe area does not.
        list.scrollView.contentOffset.y = -185
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(bar.frame.height, 185)
        XCTAssertEqual(list.scrollView.adjustedContentInset.top, 155)
    }
}

extension LargeTitleTests {
    func testR171InATabTheLargeTitleRootStartsExpanded() async {
        let list = ScrollingController("Settings")
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, NamedController("About")]
        _ = makeApp(root: tabs)
        XCTAssertEqual(nav.navigationBar.frame.height, 155)
        XCTAssertEqual(list.scrollView.contentOffset.y, -155)
        XCTAssertEqual(list.scrollView.adjustedContentInset.bottom, 83, "the tab bar's height")
    }
}

extension LargeTitleTests {
    private func barHeight(_ nav: UINavigationController) -> CGFloat {
        nav.navigationBar.layer.presentationProperties.bounds.height
    }

    /// Through a scrubbed push to a `.never` screen the bar shrinks from 155 to 103 pt linearly
    /// and the pushed screen's safe area is its own from the start; the pop grows it back.
    func testR171TheBarHeightFollowsThePushAndThePop() async {
        let list = ScrollingController("Settings")
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let delegate = ScrubbedNavigationDelegate()
        nav.delegate = delegate
        let app = makeApp(root: nav)
        XCTAssertEqual(barHeight(nav), 155)
        let detail = NamedController("Wi-Fi")
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: true)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(barHeight(nav), 155, accuracy: 0.5, "at 0 %")
        delegate.interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(barHeight(nav), 129, accuracy: 0.5, "half way at 50 %")
        XCTAssertEqual(detail.view.safeAreaInsets.top, 103, "the pushed screen lays out for its own bar")
        XCTAssertEqual(nav.navigationBar.previousLargeTitleLabel.text, "Settings")
        delegate.interactor.finish()
        app.advance(seconds: 1)
        XCTAssertEqual(barHeight(nav), 103)
        XCTAssertFalse(nav.navigationBar.showsLargeTitle)
        XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 1)

        nav.popViewController(animated: true)
        app.advance(seconds: 1 / 60.0)
        delegate.interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(barHeight(nav), 129, accuracy: 0.5)
        delegate.interactor.finish()
        app.advance(seconds: 1)
        XCTAssertEqual(barHeight(nav), 155)
        XCTAssertEqual(list.scrollView.contentOffset.y, -155, "the list is still at its top")
        XCTAssertEqual(nav.navigationBar.largeTitleLabel.alpha, 1)
    }

    /// A cancelled swipe back to the large-title list leaves the pushed screen's 44 pt bar as it was.
    func testR171ACancelledPopToALargeTitleRestoresTheSmallBar() async {
        let list = ScrollingController("Settings")
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let app = makeApp(root: nav)
        let detail = NamedController("Wi-Fi")
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: false)
        app.advance(seconds: 0.1)
        let delegate = ScrubbedNavigationDelegate()
        nav.delegate = delegate
        nav.popViewController(animated: true)
        app.advance(seconds: 1 / 60.0)
        delegate.interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(barHeight(nav), 129, accuracy: 0.5)
        XCTAssertEqual(nav.navigationBar.largeTitleLabel.text, "Settings")
        delegate.interactor.cancel()
        app.advance(seconds: 1)
        XCTAssertTrue(nav.topViewController === detail)
        XCTAssertEqual(barHeight(nav), 103)
        XCTAssertFalse(nav.navigationBar.showsLargeTitle)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Wi-Fi")
        XCTAssertEqual(nav.navigationBar.titleLabel.alpha, 1)
        XCTAssertEqual(CGFloat(nav.navigationBar.largeTitleLabel.layer.presentationProperties.opacity), 0)
        XCTAssertEqual(list.scrollView.contentOffset.y, -155, "the list kept its place")
        XCTAssertEqual(detail.view.safeAreaInsets.top, 103)
    }

    /// `.automatic` follows the screen below: a screen pushed on a large-title root is large too,
    /// and `.always` is large wherever it is; without `prefersLargeTitles` nothing is.
    func testR171AutomaticFollowsTheScreenBelow() async {
        let root = NamedController("Root")
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let app = makeApp(root: nav)
        XCTAssertEqual(nav.navigationBar.frame.height, 155, "no scroll view: the band is 52 pt")
        let second = NamedController("Second")
        nav.pushViewController(second, animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(nav.navigationBar.frame.height, 155)
        XCTAssertEqual(second.view.safeAreaInsets.top, 155)
        let third = NamedController("Third")
        third.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(third, animated: false)
        let fourth = NamedController("Fourth")
        nav.pushViewController(fourth, animated: false)
        XCTAssertEqual(nav.navigationBar.frame.height, 103, "automatic below a .never screen")
        fourth.navigationItem.largeTitleDisplayMode = .always
        XCTAssertEqual(nav.navigationBar.frame.height, 155)
        nav.navigationBar.prefersLargeTitles = false
        XCTAssertEqual(nav.navigationBar.frame.height, 103)
    }

    /// R172: at the scroll edge (the list at its top, or no scroll view) the bar draws the
    /// scroll-edge appearance — the standard one without background unless set; scrolled under,
    /// the standard one. An item's appearances win over the bar's.
    func testR172TheScrollEdgeAppearanceGivesWayToTheStandardOneAsContentScrollsUnder() async {
        let list = ScrollingController("Settings")
        let nav = UINavigationController(rootViewController: list)
        let app = makeApp(root: nav)
        let bar = nav.navigationBar
        XCTAssertEqual(list.scrollView.contentOffset.y, -103)
        XCTAssertEqual(bar.edgeBackgroundView.alpha, 1)
        XCTAssertEqual(bar.edgeBackgroundView.backgroundColor, .clear, "transparent at the edge")
        XCTAssertEqual(bar.edgeBackgroundView.hairline.backgroundColor, .clear, "no hairline at the edge")
        list.scrollView.contentOffset.y = 0
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(bar.backgroundView.alpha, 1)
        XCTAssertEqual(bar.edgeBackgroundView.alpha, 0)
        XCTAssertEqual(
            bar.backgroundView.effectView.effect, UIBlurEffect(style: .systemChromeMaterial), "the material (R226)")
        XCTAssertEqual(bar.backgroundView.backgroundColor, .clear, "no colour over it")
        XCTAssertEqual(bar.backgroundView.hairline.backgroundColor, .separator)

        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemRed
        opaque.titleTextAttributes = [.foregroundColor: UIColor.white]
        list.navigationItem.standardAppearance = opaque
        XCTAssertEqual(bar.backgroundView.backgroundColor, .systemRed)
        XCTAssertEqual(bar.titleLabel.textColor, .white)
        bar.scrollEdgeAppearance = opaque
        list.scrollView.contentOffset.y = -103
        app.advance(seconds: 1 / 60.0)
        XCTAssertEqual(bar.edgeBackgroundView.backgroundColor, .systemRed, "the bar's scroll-edge appearance")
        bar.isTranslucent = false
        XCTAssertNil(bar.standardAppearance.backgroundEffect, "opaque: no blur")
        XCTAssertEqual(
            UINavigationBar().standardAppearance.backgroundEffect, UIBlurEffect(style: .systemChromeMaterial))
    }

    /// #13.9: when the two screens' bars look different the outgoing background fades out over
    /// the incoming one (no split along the sliding edge); when they look the same nothing fades.
    func testR172DifferentBarsCrossFadeTheirBackgrounds() async {
        let root = NamedController("Root")
        let red = UINavigationBarAppearance()
        red.configureWithOpaqueBackground()
        red.backgroundColor = .systemRed
        root.navigationItem.scrollEdgeAppearance = red
        let nav = UINavigationController(rootViewController: root)
        let delegate = ScrubbedNavigationDelegate()
        nav.delegate = delegate
        let app = makeApp(root: nav)
        let bar = nav.navigationBar
        nav.pushViewController(NamedController("Plain"), animated: true)
        app.advance(seconds: 1 / 60.0)
        delegate.interactor.update(0.5)
        app.advance(seconds: 1 / 60.0)
        XCTAssertFalse(bar.previousBackgroundView.isHidden)
        XCTAssertEqual(
            bar.previousBackgroundView.backgroundColor, UIColor.systemRed.resolvedColor(with: bar.traitCollection))
        XCTAssertEqual(bar.previousBackgroundView.frame, bar.bounds, "the whole bar, not split")
        XCTAssertEqual(CGFloat(bar.previousBackgroundView.layer.presentationProperties.opacity), 0.5, accuracy: 0.02)
        XCTAssertEqual(bar.edgeBackgroundView.backgroundColor, .clear, "the incoming bar underneath")
        delegate.interactor.finish()
        app.advance(seconds: 1)
        XCTAssertTrue(bar.previousBackgroundView.isHidden)

        nav.pushViewController(NamedController("Also plain"), animated: true)
        app.advance(seconds: 1 / 60.0)
        XCTAssertTrue(bar.previousBackgroundView.isHidden, "the same look: nothing cross-fades")
        delegate.interactor.finish()
        app.advance(seconds: 1)
    }
}
