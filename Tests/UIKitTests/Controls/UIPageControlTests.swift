import Foundation
import XCTest

@testable import UIKit

/// UIPageControl: pages and the current page, tapping beside the current dot, sizes, hiding (R256).
@MainActor
final class UIPageControlTests: XCTestCase {
    private var app: TestApp!
    private var finger: TouchDriver!
    private var pages: UIPageControl!

    override func setUp() async throws {
        app = TestApp()
        finger = TouchDriver(app)
        // Five dots centred in x 0…200: centres 68, 84, 100, 116, 132; y centre 113.
        pages = UIPageControl(frame: CGRect(x: 0, y: 100, width: 200, height: 26))
        pages.numberOfPages = 5
        app.window.addSubview(pages)
        app.advance(seconds: 0)
    }

    func testR256SizeForPagesAndTheDots() async {
        XCTAssertEqual(pages.size(forNumberOfPages: 5), CGSize(width: 92, height: 26))
        XCTAssertEqual(pages.intrinsicContentSize, CGSize(width: 92, height: 26))
        XCTAssertEqual(pages.indicators[0].frame, CGRect(x: 64, y: 9, width: 8, height: 8))
        XCTAssertEqual(pages.indicators[4].frame.midX, 132)
    }

    func testR256CurrentPageIsClampedToThePages() async {
        pages.currentPage = 9
        XCTAssertEqual(pages.currentPage, 4)
        pages.numberOfPages = 2
        XCTAssertEqual(pages.currentPage, 1)
        pages.currentPage = -3
        XCTAssertEqual(pages.currentPage, 0)
    }

    func testR256ATapRightOfTheCurrentDotAdvancesOnePage() async {
        pages.currentPage = 1
        let events = ControlEventRecorder(pages)

        finger.tap(at: CGPoint(x: 180, y: 113))

        XCTAssertEqual(pages.currentPage, 2, "one page, not the dot tapped")
        XCTAssertEqual(events.names, ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
    }

    func testR256ATapLeftOfTheCurrentDotGoesBackAndStopsAtTheFirst() async {
        pages.currentPage = 1
        finger.tap(at: CGPoint(x: 20, y: 113))
        XCTAssertEqual(pages.currentPage, 0)

        let events = ControlEventRecorder(pages)
        finger.tap(at: CGPoint(x: 20, y: 113))
        XCTAssertEqual(pages.currentPage, 0)
        XCTAssertFalse(events.names.contains("valueChanged"))
    }

    func testR256TintColoursColourTheDots() async {
        pages.pageIndicatorTintColor = .systemGray4
        pages.currentPageIndicatorTintColor = .label
        pages.currentPage = 3

        XCTAssertEqual(pages.indicators[3].backgroundColor, .label)
        XCTAssertEqual(pages.indicators[0].backgroundColor, .systemGray4)
    }

    func testR256DefaultsAreWhiteAndTranslucentWhite() async {
        XCTAssertEqual(pages.indicators[0].backgroundColor, .white)
        XCTAssertEqual(pages.indicators[1].backgroundColor, UIColor(white: 1, alpha: 0.35))
    }

    func testR256HidesForSinglePage() async {
        pages.hidesForSinglePage = true
        XCTAssertFalse(pages.content.isHidden)
        pages.numberOfPages = 1
        XCTAssertTrue(pages.content.isHidden)
    }
}
