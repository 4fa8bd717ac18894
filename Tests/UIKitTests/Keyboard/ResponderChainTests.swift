import XCTest

@testable import UIKit

/// R270–R272: the responder chain, the first responder and nil-targeted actions.
@MainActor
final class ResponderChainTests: XCTestCase {
    final class Saver: UIViewController {
        var saved: [String] = []
        func save(_ sender: Any?) { saved.append("save from \(sender.map { "\(type(of: $0))" } ?? "nil")") }
    }

    final class Focusable: UIView {
        var allowsResign = true
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { allowsResign }
    }

    final class TouchLogger: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    }

    func testR270NextGoesViewControllerSuperviewWindowApplication() async {
        let root = Saver()
        let app = TestApp(root: root)
        let container = UIView()
        let leaf = UIView()
        root.view.addSubview(container)
        container.addSubview(leaf)
        XCTAssertTrue(leaf.next === container)
        XCTAssertTrue(container.next === root.view)
        XCTAssertTrue(root.view.next === root, "a controller's root view is followed by its controller")
        XCTAssertTrue(root.next === app.window, "the root controller's view is in the window")
        XCTAssertTrue(app.window.next === UIApplication.shared)
        XCTAssertNil(UIApplication.shared.next)
    }

    func testR270APresentedControllerIsFollowedByItsPresenter() async {
        let root = NamedController("A")
        let app = TestApp(root: root)
        let presented = NamedController("B")
        root.present(presented, animated: false)
        app.advance(seconds: 0.1)
        XCTAssertTrue(presented.next === root)
    }

    func testR270TouchesTheViewDoesNotHandleGoUpTheChain() async {
        let root = NamedController("A")
        let app = TestApp(root: root)
        let logger = TouchLogger(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.view.addSubview(logger)
        logger.addSubview(inner)
        let driver = TouchDriver(app)
        driver.tap(at: CGPoint(x: 20, y: 20))
        XCTAssertEqual(logger.log, ["began", "ended"], "the plain inner view passes its touches to its superview")
    }

    func testR271BecomeAndResignFirstResponder() async {
        let root = NamedController("A")
        let app = TestApp(root: root)
        let a = Focusable()
        let b = Focusable()
        let plain = UIView()
        XCTAssertFalse(a.becomeFirstResponder(), "a view in no window cannot become first responder")
        root.view.addSubview(a)
        root.view.addSubview(b)
        root.view.addSubview(plain)
        XCTAssertFalse(plain.becomeFirstResponder(), "canBecomeFirstResponder is false by default")
        XCTAssertTrue(a.becomeFirstResponder())
        XCTAssertTrue(a.isFirstResponder)
        XCTAssertTrue(app.window.firstResponder === a)
        a.allowsResign = false
        XCTAssertFalse(b.becomeFirstResponder(), "the current first responder refuses to resign")
        XCTAssertTrue(a.isFirstResponder)
        XCTAssertFalse(a.resignFirstResponder())
        a.allowsResign = true
        XCTAssertTrue(b.becomeFirstResponder())
        XCTAssertFalse(a.isFirstResponder)
        XCTAssertTrue(b.isFirstResponder)
        XCTAssertTrue(b.resignFirstResponder())
        XCTAssertNil(app.window.firstResponder)
        XCTAssertTrue(a.resignFirstResponder(), "resigning when not first responder answers true")
    }

    func testR271EndEditingAndRemovalFromTheWindowResign() async {
        let root = NamedController("A")
        let app = TestApp(root: root)
        let box = UIView()
        let a = Focusable()
        root.view.addSubview(box)
        box.addSubview(a)
        XCTAssertTrue(a.becomeFirstResponder())
        a.allowsResign = false
        XCTAssertFalse(root.view.endEditing(false), "not forced: the responder may refuse")
        XCTAssertTrue(a.isFirstResponder)
        XCTAssertTrue(UIView().endEditing(false), "nothing inside: true")
        XCTAssertTrue(root.view.endEditing(true))
        XCTAssertNil(app.window.firstResponder, "forced: it resigns whatever it answers")
        a.allowsResign = true
        XCTAssertTrue(a.becomeFirstResponder())
        box.removeFromSuperview()
        XCTAssertNil(app.window.firstResponder, "a responder leaving the window stops being first responder")
    }

    func testR272NilTargetedActionsWalkTheChainFromTheFirstResponder() async {
        let root = Saver()
        _ = TestApp(root: root)
        let field = Focusable()
        root.view.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.target(forAction: Saver.save, withSender: nil) as AnyObject? === root)
        XCTAssertNil(UIView().target(forAction: Saver.save, withSender: nil))
        XCTAssertTrue(UIApplication.shared.sendAction(Saver.save, to: nil, from: field, for: nil))
        XCTAssertEqual(root.saved, ["save from Focusable"])
        let other = Saver()
        XCTAssertTrue(UIApplication.shared.sendAction(Saver.save, to: other, from: nil, for: nil))
        XCTAssertEqual(other.saved, ["save from nil"], "an explicit target gets the action")
        // The idiom that dismisses the keyboard: resignFirstResponder sent to nil.
        XCTAssertTrue(UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil))
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(
            UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil),
            "no first responder: nobody handles it")
    }
}
