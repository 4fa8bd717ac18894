import XCTest

@testable import UIKit

/// `UIPageViewController`, scroll style (R246): pages from the data source as the user drags,
/// appearance calls and the delegate during a drag that completes or goes back, the rubber band at
/// the ends, flicks, and programmatic turns.
@MainActor
final class PageViewControllerTests: XCTestCase {
    private final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages = (1...3).map { NamedController("P\($0)") }
        var log: [String] = []

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            log.append("before \(viewController.title!)")
            guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
            return pages[i - 1]
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            log.append("after \(viewController.title!)")
            guard let i = pages.firstIndex(where: { $0 === viewController }), i < pages.count - 1 else { return nil }
            return pages[i + 1]
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
        ) {
            log.append("will \(pendingViewControllers.map { $0.title! })")
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            log.append("did \(finished) \(previousViewControllers.map { $0.title! }) \(completed)")
        }
    }

    private var app: TestApp!
    private var book: UIPageViewController!
    private var pages: Pages!
    private var touches: TouchDriver!

    override func setUp() async throws {
        book = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 10])
        pages = Pages()
        book.dataSource = pages
        book.delegate = pages
        book.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        app = TestApp(root: book)
        app.advance(seconds: 0.1)
        app.events.removeAll()
        pages.log.removeAll()
        touches = TouchDriver(app)
    }

    /// The appearance calls logged so far (view loading left out).
    private var appearanceCalls: [String] { app.events.entries.filter { !$0.hasSuffix("viewDidLoad") } }

    private func frameInWindow(_ controller: UIViewController) -> CGRect {
        controller.view.convert(controller.view.bounds, to: nil)
    }

    func testR246ADragPastHalfwayTurnsThePageWithAppearanceCallsAndTheDelegate() async throws {
        XCTAssertEqual(book.viewControllers?.first?.title, "P1")
        XCTAssertEqual(book.gestureRecognizers.count, 0, "the scroll style's pan is the content's")
        touches.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), steps: 12)
        XCTAssertEqual(pages.log, ["after P1", "will [\"P2\"]"])
        XCTAssertEqual(
            appearanceCalls, ["P1.viewWillDisappear", "P2.viewWillAppear"], "both begin as the page comes in")
        XCTAssertEqual(frameInWindow(pages.pages[0]).minX, -240, accuracy: 0.5, "the pages follow the finger")
        XCTAssertEqual(frameInWindow(pages.pages[1]).minX, 393 + 10 - 240, accuracy: 0.5, "10 pt apart")
        app.advance(seconds: 0.3)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertEqual(book.viewControllers?.first?.title, "P2")
        XCTAssertEqual(frameInWindow(pages.pages[1]), app.window.bounds)
        XCTAssertNil(pages.pages[0].parent, "the page that left is no longer a child")
        XCTAssertNil(pages.pages[0].viewIfLoaded?.superview)
        XCTAssertEqual(
            appearanceCalls,
            ["P1.viewWillDisappear", "P2.viewWillAppear", "P1.viewDidDisappear", "P2.viewDidAppear"])
        XCTAssertEqual(pages.log.last, "did true [\"P1\"] true")
    }

    func testR246AShortSlowDragGoesBackAndReversesTheCalls() async throws {
        touches.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), steps: 10)
        app.advance(seconds: 0.3)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertEqual(book.viewControllers?.first?.title, "P1")
        XCTAssertEqual(frameInWindow(pages.pages[0]), app.window.bounds)
        XCTAssertNil(pages.pages[1].parent)
        XCTAssertEqual(
            appearanceCalls,
            [
                "P1.viewWillDisappear", "P2.viewWillAppear", "P2.viewWillDisappear", "P1.viewWillAppear",
                "P2.viewDidDisappear", "P1.viewDidAppear",
            ])
        XCTAssertEqual(pages.log.last, "did true [\"P1\"] false")
    }

    func testR246AFastFlickTurnsEvenAShortDistance() async throws {
        touches.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), steps: 3)
        touches.release()
        app.advance(seconds: 0.1)
        XCTAssertGreaterThan(-frameInWindow(pages.pages[0]).minX, 60, "still moving on after the release")
        app.advance(seconds: 1)
        XCTAssertEqual(book.viewControllers?.first?.title, "P2", "1,200 pt/s flick")
    }

    func testR246TheFirstPageRubberBandsAndSpringsBack() async throws {
        touches.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), steps: 10)
        XCTAssertEqual(pages.log, ["before P1"])
        let shown = frameInWindow(pages.pages[0]).minX
        XCTAssertGreaterThan(shown, 20)
        XCTAssertLessThan(shown, 120, "resisted: well under the 200 pt the finger moved")
        XCTAssertEqual(appearanceCalls, [], "no page, no appearance calls")
        touches.release()
        app.advance(seconds: 1)
        XCTAssertEqual(frameInWindow(pages.pages[0]), app.window.bounds)
        XCTAssertFalse(pages.log.contains { $0.hasPrefix("did") }, "no turn happened")
    }

    func testR246AnAnimatedProgrammaticTurnSlidesAndCallsOnlyTheCompletion() async throws {
        var finished: [Bool] = []
        book.setViewControllers([pages.pages[2]], direction: .reverse, animated: true) { finished.append($0) }
        app.advance(seconds: 0.05)
        XCTAssertLessThan(frameInWindow(pages.pages[2]).minX, 0, "the new page comes in from the left")
        XCTAssertGreaterThan(frameInWindow(pages.pages[0]).minX, 0, "the old one leaves to the right")
        app.advance(seconds: 1)
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(book.viewControllers?.first?.title, "P3")
        XCTAssertEqual(pages.log, [], "the delegate hears only gesture-driven turns; the data source is not asked")
        XCTAssertEqual(
            appearanceCalls,
            ["P1.viewWillDisappear", "P3.viewWillAppear", "P1.viewDidDisappear", "P3.viewDidAppear"])
    }

    func testR246AVerticalMovementDoesNotTurnAHorizontalBook() async throws {
        touches.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), steps: 10)
        touches.release()
        app.advance(seconds: 0.5)
        XCTAssertEqual(pages.log, [])
        XCTAssertEqual(frameInWindow(pages.pages[0]), app.window.bounds)
    }

    func testR246NoControllerIsANamedDiagnosticNotACrash() async throws {
        book.setViewControllers([], direction: .forward, animated: false)
        XCTAssertEqual(app.diagnosticNames, ["pageViewControllerNeedsAPage"])
        XCTAssertEqual(book.viewControllers?.first?.title, "P1")
    }
}
