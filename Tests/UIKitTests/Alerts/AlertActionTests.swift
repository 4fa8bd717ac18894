import XCTest

@testable import UIKit

/// R234, R235: a button dismisses the alert and then runs its handler; a tap outside cancels an
/// action sheet and is ignored by an alert.
@MainActor
final class AlertActionTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!
    var touches: TouchDriver!

    func start() {
        a = NamedController("A")
        app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        touches = TouchDriver(app)
    }

    func show(_ alert: UIAlertController) {
        a.present(alert, animated: true)
        app.advance(seconds: 1)
        app.events.removeAll()
    }

    func button(_ title: String, in alert: UIAlertController) -> AlertActionButton {
        let content = alert.view as! AlertContentView
        return content.buttons.first { $0.action.title == title }!
    }

    func center(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    func tap(at point: CGPoint) {
        touches.press(at: point)
        app.advance(seconds: 0.05)
        touches.release()
        app.advance(seconds: 1)
    }

    func testR234TheHandlerRunsAfterTheDismissalCompletes() async {
        start()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        var presentedDuringHandler: UIViewController? = a
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { _ in
                EventLog.current.record("handler ran")
                presentedDuringHandler = self.a.presentedViewController
            })
        show(alert)
        tap(at: center(of: button("Delete", in: alert)))
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(presentedDuringHandler, "no longer presented when the handler runs")
        let log = app.events.entries.filter {
            $0.hasPrefix("alert.") || $0.contains("Disappear") || $0.hasPrefix("dismiss") || $0 == "handler ran"
                || $0.contains("dismissalTransitionDidEnd")
        }
        XCTAssertEqual(
            log,
            [
                "alert.button tapped \"Delete\"", "dismiss Delete? to A (custom, animated: true)",
                "Delete?.viewWillDisappear", "presentationController.dismissalTransitionDidEnd(true)",
                "Delete?.viewDidDisappear", "dismiss completion", "alert.handler \"Delete\"", "handler ran",
            ])
    }

    func testR234AHandlerCanPresentAnotherController() async {
        start()
        let next = NamedController("Next")
        let alert = UIAlertController(title: "Go?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Go", style: .default) { _ in self.a.present(next, animated: true) })
        show(alert)
        tap(at: center(of: button("Go", in: alert)))
        app.advance(seconds: 1)
        XCTAssertTrue(a.presentedViewController === next)
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR234ADisabledButtonDoesNothingUntilEnabled() async {
        start()
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        ok.isEnabled = false
        alert.addAction(ok)
        show(alert)
        let okButton = button("OK", in: alert)
        XCTAssertFalse(okButton.isEnabled)
        XCTAssertEqual(okButton.titleLabel.textColor, AlertMetrics.disabledTitleColor)
        tap(at: center(of: okButton))
        XCTAssertTrue(a.presentedViewController === alert, "still shown")
        ok.isEnabled = true
        app.advance(seconds: 0.1)
        XCTAssertTrue(okButton.isEnabled)
        tap(at: center(of: okButton))
        XCTAssertNil(a.presentedViewController)
    }

    func testR234TheTouchedButtonIsHighlighted() async {
        start()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        show(alert)
        let ok = button("OK", in: alert)
        XCTAssertNil(ok.backgroundColor)
        touches.press(at: center(of: ok))
        app.advance(seconds: 0.05)
        XCTAssertTrue(ok.isHighlighted)
        XCTAssertEqual(ok.backgroundColor, AlertMetrics.highlightColor)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertFalse(ok.isHighlighted)
    }

    func testR234TheFingerCanSlideToAnotherButtonBeforeLifting() async {
        start()
        var ran: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in ran.append("Delete") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran.append("Cancel") })
        show(sheet)
        let cancel = button("Cancel", in: sheet)
        let delete = button("Delete", in: sheet)
        touches.press(at: center(of: cancel))
        app.advance(seconds: 0.05)
        XCTAssertTrue(cancel.isHighlighted)
        touches.move(to: center(of: delete))
        app.advance(seconds: 0.05)
        XCTAssertFalse(cancel.isHighlighted)
        XCTAssertTrue(delete.isHighlighted, "the highlight follows the finger into the other group")
        touches.release()
        app.advance(seconds: 1)
        XCTAssertEqual(ran, ["Delete"])
    }

    func testR234LiftingOffTheButtonsDoesNothing() async {
        start()
        let alert = UIAlertController(
            title: "A long enough title for a tall header", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        show(alert)
        let ok = button("OK", in: alert)
        touches.press(at: center(of: ok))
        app.advance(seconds: 0.05)
        touches.move(to: alert.view.convert(CGPoint(x: 135, y: 20), to: nil))
        app.advance(seconds: 0.05)
        XCTAssertFalse(ok.isHighlighted)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertTrue(a.presentedViewController === alert, "lifted on the header: still shown")
    }

    func testR234TheAlertIsReleasedOnceDismissed() async {
        start()
        weak var released: UIAlertController?
        weak var releasedController: UIPresentationController?
        do {
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in })
            show(alert)
            released = alert
            releasedController = alert.presentationController
            tap(at: center(of: button("OK", in: alert)))
        }
        app.advance(seconds: 0.1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(released, "nothing keeps the alert after its dismissal")
        XCTAssertNil(releasedController)
    }

    func testR235ATapBesideAnActionSheetRunsItsCancelAction() async {
        start()
        var ran: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in ran.append("Delete") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran.append("Cancel") })
        show(sheet)
        tap(at: CGPoint(x: 200, y: 200))
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(ran, ["Cancel"])
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("alert.") },
            ["alert.tap outside cancels \"Cancel\"", "alert.handler \"Cancel\""])
    }

    func testR235AnActionSheetWithoutCancelIgnoresATapOutside() async {
        start()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        show(sheet)
        tap(at: CGPoint(x: 200, y: 200))
        XCTAssertTrue(a.presentedViewController === sheet)
        XCTAssertEqual(app.events.entries.filter { $0.hasPrefix("alert.") }, ["alert.tap outside ignored"])
    }

    func testR235AnAlertIgnoresATapOutsideAndTheScreenBehindGetsNothing() async {
        start()
        let behind = UIButton(type: .system)
        behind.frame = CGRect(x: 0, y: 100, width: 393, height: 100)
        var tapped = false
        behind.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
        a.view.addSubview(behind)
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        show(alert)
        tap(at: CGPoint(x: 200, y: 150))
        XCTAssertTrue(a.presentedViewController === alert)
        XCTAssertFalse(tapped)
    }
}
