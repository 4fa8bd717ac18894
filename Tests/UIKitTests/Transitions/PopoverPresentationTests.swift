import XCTest

@testable import UIKit

/// `.popover` on a phone (R83): the popover presentation controller exists before the
/// presentation, asks its delegate how to adapt, and the event log says what it did.
@MainActor
final class PopoverPresentationTests: XCTestCase {
    /// A delegate that answers with a fixed style and logs the popover's moments.
    final class AdaptingDelegate: NSObject, UIPopoverPresentationControllerDelegate {
        var style: UIModalPresentationStyle
        var allowsDismissal = true
        var traits: UITraitCollection?
        var dismissedByTap = false

        init(style: UIModalPresentationStyle) { self.style = style }

        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            traits = traitCollection
            return style
        }

        func popoverPresentationControllerShouldDismissPopover(_ popover: UIPopoverPresentationController) -> Bool {
            allowsDismissal
        }

        func popoverPresentationControllerDidDismissPopover(_ popover: UIPopoverPresentationController) {
            dismissedByTap = true
        }
    }

    /// A delegate written against iOS 8's method only.
    final class OldStyleDelegate: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    }

    private func makeApp() -> (TestApp, UIViewController, UIButton) {
        let root = NamedController("Root")
        let app = TestApp(root: root)
        let button = UIButton(frame: CGRect(x: 300, y: 100, width: 80, height: 44))
        root.view.addSubview(button)
        return (app, root, button)
    }

    private func makeMenu(from button: UIButton) -> UIViewController {
        let menu = NamedController("Menu")
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 200, height: 300)
        menu.popoverPresentationController?.sourceView = button
        return menu
    }

    func testOnlyAPopoverHasAPopoverPresentationControllerAndItIsThereBeforeThePresentation() async {
        let sheet = NamedController("Sheet")
        let menu = NamedController("Menu")
        menu.modalPresentationStyle = .popover

        XCTAssertNil(sheet.popoverPresentationController)
        XCTAssertTrue(sheet.presentationController is UISheetPresentationController, "an .automatic sheet")
        let popover = menu.popoverPresentationController
        XCTAssertNotNil(popover)
        XCTAssertTrue(menu.presentationController === popover, "the idiom `presentationController as! UIPopover…`")
        XCTAssertTrue(menu.popoverPresentationController === popover, "made once")
        XCTAssertEqual(popover?.arrowDirection, .unknown)
    }

    func testWithoutADelegateAPopoverAdaptsToAFormSheetOnAPhone() async {
        let (app, root, button) = makeApp()
        let menu = makeMenu(from: button)
        let popover = menu.popoverPresentationController

        root.present(menu, animated: true)
        app.advance(seconds: 1)

        XCTAssertEqual(
            Array(app.events.entries.prefix(2)),
            ["popover Menu adapts to formSheet", "present Menu from Root (formSheet, animated: true)"])
        XCTAssertTrue(menu.popoverPresentationController === popover, "still the popover's")
        XCTAssertTrue(
            menu.presentationController === popover?.adaptiveSheetPresentationController,
            "the presentation runs as the popover's adaptive sheet")
        XCTAssertNil(menu.sheetPresentationController, "nil for a popover, as on iOS")
        XCTAssertTrue(root.view.window === app.window, "a sheet keeps the presenter on screen")
        XCTAssertGreaterThan(menu.view.window?.convert(menu.view.bounds, from: menu.view).minY ?? 0, 0, "a card")
        XCTAssertEqual(popover?.arrowDirection, .unknown)
    }

    func testTheAdaptiveSheetIsPreparedAndTakesThePopoversDelegate() async {
        let (app, root, button) = makeApp()
        let menu = makeMenu(from: button)
        let delegate = AdaptingDelegate(style: .pageSheet)
        let popover = menu.popoverPresentationController
        popover?.delegate = delegate

        root.present(menu, animated: true)
        app.advance(seconds: 1)

        XCTAssertEqual(
            Array(app.events.entries.prefix(4)),
            [
                "adaptiveDelegate.adaptivePresentationStyle(for:traitCollection:) -> pageSheet",
                "popover Menu adapts to pageSheet",
                "adaptiveDelegate.presentationController(_:prepare:)",
                "present Menu from Root (formSheet, animated: true)",
            ])
        XCTAssertTrue(popover?.adaptiveSheetPresentationController.delegate === delegate)
    }

    func testADelegateAnsweringNoneKeepsThePopoverBelowItsSource() async {
        let (app, root, button) = makeApp()
        let menu = makeMenu(from: button)
        let delegate = AdaptingDelegate(style: .none)
        menu.popoverPresentationController?.delegate = delegate

        root.present(menu, animated: true)
        app.advance(seconds: 1)

        XCTAssertEqual(
            Array(app.events.entries.prefix(3)),
            [
                "adaptiveDelegate.adaptivePresentationStyle(for:traitCollection:) -> none",
                "popover Menu shown as a popover",
                "present Menu from Root (popover, animated: true)",
            ])
        XCTAssertTrue(app.events.entries.contains("popoverDelegate.prepareForPopoverPresentation"))
        XCTAssertEqual(delegate.traits?.horizontalSizeClass, .compact)
        // Centred under the button (midX 340), pushed left to stay 10 pt inside the screen; 13 pt
        // of arrow below the button's bottom (144).
        XCTAssertEqual(menu.view.frame, CGRect(x: 183, y: 157, width: 200, height: 300))
        XCTAssertEqual(menu.popoverPresentationController?.arrowDirection, .up)
        XCTAssertTrue(root.view.window === app.window, "the presenter stays on screen")
    }

    func testADelegateWithOnlyTheOlderMethodIsAskedToo() async {
        let (app, root, button) = makeApp()
        let menu = makeMenu(from: button)
        let delegate = OldStyleDelegate()
        menu.popoverPresentationController?.delegate = delegate

        root.present(menu, animated: true)
        app.advance(seconds: 1)

        XCTAssertEqual(menu.popoverPresentationController?.arrowDirection, .up)
        XCTAssertEqual(menu.view.frame.size, CGSize(width: 200, height: 300))
    }

    func testAPopoverWithNoRoomBelowItsSourceGoesAbove() async {
        let (app, root, button) = makeApp()
        button.frame = CGRect(x: 20, y: 700, width: 80, height: 44)
        let menu = makeMenu(from: button)
        let delegate = AdaptingDelegate(style: .none)
        menu.popoverPresentationController?.delegate = delegate

        root.present(menu, animated: true)
        app.advance(seconds: 1)

        // Above the button (top 700): 700 − 13 − 300; pushed right to the 10 pt margin.
        XCTAssertEqual(menu.view.frame, CGRect(x: 10, y: 387, width: 200, height: 300))
        XCTAssertEqual(menu.popoverPresentationController?.arrowDirection, .down)
    }

    func testATapOutsideThePopoverDismissesItAndTellsTheDelegate() async {
        let (app, root, button) = makeApp()
        let menu = makeMenu(from: button)
        let delegate = AdaptingDelegate(style: .none)
        menu.popoverPresentationController?.delegate = delegate
        root.present(menu, animated: true)
        app.advance(seconds: 1)
        app.events.removeAll()
        let touches = TouchDriver(app)

        touches.press(at: CGPoint(x: 50, y: 600))
        touches.release()
        app.advance(seconds: 1)

        XCTAssertNil(root.presentedViewController)
        XCTAssertTrue(delegate.dismissedByTap)
        XCTAssertEqual(app.events.entries.first, "popoverDelegate.popoverPresentationControllerShouldDismissPopover")
        let entries = app.events.entries
        let completion = entries.firstIndex(of: "dismiss completion")
        let told = entries.firstIndex(of: "popoverDelegate.popoverPresentationControllerDidDismissPopover")
        XCTAssertNotNil(told)
        XCTAssertGreaterThan(told ?? -1, completion ?? .max, "after the dismissal completed")
    }

    func testADelegateCanRefuseTheDismissalByTap() async {
        let (app, root, button) = makeApp()
        let menu = makeMenu(from: button)
        let delegate = AdaptingDelegate(style: .none)
        delegate.allowsDismissal = false
        menu.popoverPresentationController?.delegate = delegate
        root.present(menu, animated: true)
        app.advance(seconds: 1)
        let touches = TouchDriver(app)

        touches.press(at: CGPoint(x: 50, y: 600))
        touches.release()
        app.advance(seconds: 1)

        XCTAssertTrue(root.presentedViewController === menu)
        XCTAssertFalse(delegate.dismissedByTap)
    }

    func testAnAnswerAPopoverCannotAdaptToIsReportedAndTheFormSheetUsed() async {
        let (app, root, button) = makeApp()
        let menu = makeMenu(from: button)
        let delegate = AdaptingDelegate(style: .custom)
        menu.popoverPresentationController?.delegate = delegate

        root.present(menu, animated: true)
        app.advance(seconds: 1)

        XCTAssertEqual(app.diagnosticNames, ["adaptiveStyleNotSupported"])
        XCTAssertTrue(app.events.entries.contains("popover Menu adapts to formSheet"))
        XCTAssertTrue(menu.presentationController is UISheetPresentationController)
    }

    func testAPopoverAdaptedToFullScreenRemovesThePresentersView() async {
        let (app, root, button) = makeApp()
        let menu = makeMenu(from: button)
        let delegate = AdaptingDelegate(style: .fullScreen)
        menu.popoverPresentationController?.delegate = delegate

        root.present(menu, animated: true)
        app.advance(seconds: 1)

        XCTAssertEqual(menu.view.frame, app.window.bounds)
        XCTAssertNil(root.viewIfLoaded?.window, "full screen: the presenter's view left")
    }

    func testAnAdaptedPopoverDismissesBackToItsPresenter() async {
        let (app, root, button) = makeApp()
        let menu = makeMenu(from: button)
        let delegate = AdaptingDelegate(style: .overFullScreen)
        menu.popoverPresentationController?.delegate = delegate
        root.present(menu, animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(root.view.window === app.window, "over full screen keeps the presenter")

        menu.dismiss(animated: true)
        app.advance(seconds: 1)

        XCTAssertNil(root.presentedViewController)
        XCTAssertTrue(
            app.events.entries.contains("dismiss Menu to Root (overFullScreen, animated: true)"),
            "\(app.events.entries)")
    }
}
