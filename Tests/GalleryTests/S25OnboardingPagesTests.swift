import Stagecraft
import XCTest

@testable import Gallery
@testable import UIKit

/// S25 end to end (R246): the onboarding book turns with a swipe and with Next, and resists past
/// its last page.
@MainActor
final class S25OnboardingPagesTests: XCTestCase {
    func testR246SwipeAndNextTurnTheOnboardingPages() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let book = try XCTUnwrap(try sim.openScene("S25") as? OnboardingPagesViewController)
        sim.advance(seconds: 0.1)
        XCTAssertEqual(book.viewControllers?.first?.title, "Swipe")

        sim.drag(along: [CGPoint(x: 330, y: 500), CGPoint(x: 60, y: 500)], duration: 0.25)
        sim.advance(seconds: 1)
        XCTAssertEqual(book.viewControllers?.first?.title, "Appearance", "a swipe turned the page")
        XCTAssertEqual(book.children.count, 1, "only the page shown stays a child")

        let page = try XCTUnwrap(book.viewControllers?.first)
        let next = try XCTUnwrap(page.view.subviews.compactMap { $0 as? UIButton }.first)
        XCTAssertEqual(next.currentTitle, "Next")
        sim.tap(next)
        sim.advance(seconds: 0.1)
        let incoming = try XCTUnwrap(book.children.last)
        XCTAssertGreaterThan(incoming.view.frame.minX, 0, "the last page slides in from the right")
        sim.advance(seconds: 1)
        XCTAssertEqual(book.viewControllers?.first?.title, "The edges")
        XCTAssertEqual(book.viewControllers?.first?.view.frame, book.view.bounds)

        // Past the last page the content follows with resistance and springs back.
        sim.drag(along: [CGPoint(x: 330, y: 500), CGPoint(x: 80, y: 500)], duration: 0.3, release: false)
        let pulled = try XCTUnwrap(book.viewControllers?.first).view.frame.minX
        XCTAssertLessThan(pulled, -20)
        XCTAssertGreaterThan(pulled, -130, "far less than the 250 pt the finger moved")
        sim.release()
        sim.advance(seconds: 1)
        XCTAssertEqual(book.viewControllers?.first?.title, "The edges")
        XCTAssertEqual(book.viewControllers?.first?.view.frame.minX, 0)
    }

    func testR246LeavingTheSceneFreesTheBookAndItsPages() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        weak var book: UIPageViewController?
        weak var firstPage: UIViewController?
        do {
            let opened = try XCTUnwrap(try sim.openScene("S25") as? OnboardingPagesViewController)
            book = opened
            firstPage = opened.viewControllers?.first
            sim.advance(seconds: 0.5)
        }
        sim.closeScene()
        sim.advance(seconds: 0.1)
        XCTAssertNil(book, "the book is freed")
        XCTAssertNil(firstPage, "its pages too: a page's Next closure must not hold the page (found by the fuzzer)")
    }
}
