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
