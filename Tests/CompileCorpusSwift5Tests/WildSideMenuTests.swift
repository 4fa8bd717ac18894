// The corpus's side menu (Corpus/WildSideMenu.swift), compiled in Swift 5 mode and run: a drawer
// presented by a custom presentation controller over a dimmed, still visible presenter; opened by
// its bar button and by a pan from the screen's left edge (percent-driven), closed by a tap on the
// dimming view, a menu button, or a pan.
import UIKit
import XCTest

@MainActor
final class WildSideMenuTests: XCTestCase {
    private func makeApp() -> (HeadlessPhone, SideMenuHostViewController) {
        let host = SideMenuHostViewController()
        let phone = HeadlessPhone(root: UINavigationController(rootViewController: host))
        phone.advance(seconds: 0.1)
        return (phone, host)
    }

    func testTheMenuSlidesInOverADimmedPresenterAndAButtonClosesIt() async {
        let (phone, host) = makeApp()
        host.showMenu()
        phone.advance(seconds: 0.15)
        let menu = host.menu!
        let presentation = menu.presentationController as! SideMenuPresentationController
        let x = menu.view.layer.presentation()!.frame.minX
        XCTAssertLessThan(x, -1, "half way in")
        XCTAssertGreaterThan(x, -314)
        let dimming = presentation.dimmingView.layer.presentation()!.opacity
        XCTAssertGreaterThan(dimming, 0)
        XCTAssertLessThan(dimming, 1, "the dimming view fades in alongside")
        phone.advance(seconds: 0.5)
        XCTAssertEqual(menu.view.frame, CGRect(x: 0, y: 0, width: 314, height: 852), "80 % of the width, rounded down")
        XCTAssertNotNil(
            host.navigationController!.view.window, "the presenter's view stays (shouldRemovePresentersView false)")
        XCTAssertEqual(presentation.dimmingView.frame, presentation.containerView!.bounds, "pinned by its constraints")
        XCTAssertTrue(presentation.dimmingView.superview === presentation.containerView)

        // The stack of buttons: the header, then three configured buttons with their symbols.
        XCTAssertEqual(menu.buttons.count, 3)
        XCTAssertNotNil(menu.buttons[0].configuration?.image, "UIImage(systemName: \"house\") exists")
        let inbox = menu.buttons[1]
        let frame = inbox.convert(inbox.bounds, to: nil)
        XCTAssertGreaterThan(
            menu.buttons[0].frame.minY - menu.view.subviews[0].subviews[0].frame.maxY, 23,
            "custom spacing after the header")
        XCTAssertLessThan(
            inbox.titleLabel!.convert(inbox.titleLabel!.bounds, to: nil).minX, frame.midX - 30,
            "leading-aligned content")
        phone.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        phone.advance(seconds: 0.6)
        XCTAssertEqual(host.selection, [.inbox])
        XCTAssertNil(host.navigationController?.presentedViewController)
        XCTAssertNil(presentation.dimmingView.superview, "removed when the dismissal completed")
    }

    func testAPanFromTheLeftEdgeOpensTheMenuInteractivelyAndATapOnTheDimmingClosesIt() async {
        let (phone, host) = makeApp()
        phone.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 240, y: 400), steps: 16)
        XCTAssertTrue(host.openInteraction.interactionInProgress)
        let menu = host.menu!
        XCTAssertTrue(host.navigationController?.presentedViewController === menu, "presented from the context")
        XCTAssertFalse(host.openInteraction.progressLog.isEmpty)
        XCTAssertEqual(
            host.openInteraction.progressLog, host.openInteraction.progressLog.sorted(),
            "progress grows with the finger")
        phone.advance(seconds: 0.05)
        let x = menu.view.layer.presentation()!.frame.minX
        XCTAssertLessThan(x, -40, "the menu follows the finger, not the clock")
        XCTAssertGreaterThan(x, -200)
        phone.release()
        phone.advance(seconds: 1)
        XCTAssertFalse(host.openInteraction.interactionInProgress)
        XCTAssertEqual(menu.view.frame.minX, 0, "past half way: finished")
        XCTAssertTrue(host.navigationController?.presentedViewController === menu)

        phone.tap(at: CGPoint(x: 360, y: 400))
        phone.advance(seconds: 1)
        XCTAssertNil(host.navigationController?.presentedViewController, "a tap on the dimming view dismisses")
    }

    func testAShortEdgePanIsCancelledAndLeavesNothingBehind() async {
        let (phone, host) = makeApp()
        phone.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 60, y: 400), steps: 20)
        phone.advance(seconds: 0.3)
        phone.release()
        phone.advance(seconds: 1)
        XCTAssertNil(host.navigationController?.presentedViewController, "under half way and slow: cancelled")
        XCTAssertNil(host.menu?.view.superview, "the animator removed the menu's view on cancel")
    }
}
