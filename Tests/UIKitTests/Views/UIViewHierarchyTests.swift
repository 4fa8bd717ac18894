import Foundation
import UIKit
import XCTest

/// A view that records its hierarchy hooks into a shared log.
@MainActor
private final class RecordingView: UIView {
    var log: [String] = []
    let label: String

    init(_ label: String, log: [String] = []) {
        self.label = label
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) {
        log.append("willRemoveSubview(stillChild: \(subviews.contains { $0 === subview }))")
    }
}

@MainActor
final class UIViewHierarchyTests: XCTestCase {
    private func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }
    private func ids(_ layers: [CALayer]?) -> [ObjectIdentifier] { (layers ?? []).map(ObjectIdentifier.init) }

    func testAddSubviewAppendsOnTopAndSetsSuperview() async {
        let parent = UIView()
        let (a, b) = (UIView(), UIView())

        parent.addSubview(a)
        parent.addSubview(b)

        XCTAssertEqual(ids(parent.subviews), ids([a, b]))
        XCTAssertTrue(a.superview === parent)
        XCTAssertEqual(ids(parent.layer.sublayers), ids([a.layer, b.layer]))
    }

    func testAddSubviewMovesAViewOutOfItsPreviousSuperview() async {
        let first = UIView()
        let second = UIView()
        let child = UIView()
        first.addSubview(child)

        second.addSubview(child)

        XCTAssertTrue(first.subviews.isEmpty)
        XCTAssertNil(first.layer.sublayers)
        XCTAssertTrue(child.superview === second)
        XCTAssertTrue(child.layer.superlayer === second.layer)
    }

    func testAddingAnExistingSubviewAgainBringsItToTheFront() async {
        let parent = UIView()
        let (a, b) = (UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)

        parent.addSubview(a)

        XCTAssertEqual(ids(parent.subviews), ids([b, a]))
        XCTAssertEqual(ids(parent.layer.sublayers), ids([b.layer, a.layer]))
    }

    func testInsertSubviewAtIndexBelowAndAboveKeepLayersInTheSameOrder() async {
        let parent = UIView()
        let (a, b, c, d, e) = (UIView(), UIView(), UIView(), UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)

        parent.insertSubview(c, at: 0)  // c a b
        parent.insertSubview(d, belowSubview: b)  // c a d b
        parent.insertSubview(e, aboveSubview: c)  // c e a d b
        parent.insertSubview(a, at: 99)  // c e d b a (index clamped)

        XCTAssertEqual(ids(parent.subviews), ids([c, e, d, b, a]))
        XCTAssertEqual(ids(parent.layer.sublayers), ids([c, e, d, b, a].map(\.layer)))
    }

    func testMovingASubviewBelowAndAboveASiblingWithinTheSameParent() async {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)

        parent.insertSubview(a, aboveSubview: b)  // b a c
        XCTAssertEqual(ids(parent.subviews), ids([b, a, c]))
        parent.insertSubview(c, belowSubview: b)  // c b a

        XCTAssertEqual(ids(parent.subviews), ids([c, b, a]))
        XCTAssertEqual(ids(parent.layer.sublayers), ids([c, b, a].map(\.layer)))
    }

    func testBringSubviewToFrontAndSendSubviewToBackReorderViewsAndLayers() async {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        [a, b, c].forEach(parent.addSubview)

        parent.bringSubviewToFront(a)  // b c a
        parent.sendSubviewToBack(c)  // c b a

        XCTAssertEqual(ids(parent.subviews), ids([c, b, a]))
        XCTAssertEqual(ids(parent.layer.sublayers), ids([c, b, a].map(\.layer)))
    }

    func testBringSubviewToFrontIgnoresAViewOfAnotherParent() async {
        let parent = UIView()
        let stranger = UIView()
        UIView().addSubview(stranger)

        parent.bringSubviewToFront(stranger)

        XCTAssertTrue(parent.subviews.isEmpty)
    }

    func testAddSubviewPutsTheLayerAboveSublayersAddedDirectlyToTheLayer() async {
        let parent = UIView()
        let (a, b) = (UIView(), UIView())
        parent.addSubview(a)
        let decoration = CALayer()
        parent.layer.addSublayer(decoration)  // a.layer, decoration

        parent.addSubview(b)

        // As in UIKit, addSubview puts the new top subview's layer above every sublayer, decorations included.
        XCTAssertTrue(parent.layer.sublayers?.last === b.layer)
        XCTAssertEqual(ids(parent.subviews), ids([a, b]))
    }

    func testInsertSubviewBelowASiblingKeepsABackgroundSublayerUnderneath() async {
        let parent = UIView()
        let background = CALayer()
        parent.layer.addSublayer(background)
        let (a, b) = (UIView(), UIView())
        parent.addSubview(a)  // background, a

        parent.insertSubview(b, at: 0)

        // b goes directly below a's layer, so the background layer stays at the bottom.
        XCTAssertEqual(ids(parent.layer.sublayers), ids([background, b.layer, a.layer]))
    }

    /// A view already at the requested place changes nothing and lays nothing out; a real change
    /// of order lays the parent out (a presentation controller calling `bringSubviewToFront` in
    /// every layout would otherwise lay out every frame forever).
    func testReorderingToTheSamePlaceDoesNotLayOut() async {
        let parent = UIView()
        let (a, b) = (UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        parent.layoutIfNeeded()
        a.layoutIfNeeded()
        b.layoutIfNeeded()

        parent.bringSubviewToFront(b)
        parent.insertSubview(a, at: 0)
        parent.sendSubviewToBack(a)
        parent.addSubview(b)
        XCTAssertFalse(parent.layer.needsLayout())
        XCTAssertFalse(b.layer.needsLayout())
        XCTAssertEqual(ids(parent.subviews), ids([a, b]))

        parent.bringSubviewToFront(a)
        XCTAssertTrue(parent.layer.needsLayout())
        XCTAssertEqual(ids(parent.subviews), ids([b, a]))
        XCTAssertEqual(ids(parent.layer.sublayers), ids([b.layer, a.layer]))
    }

    func testRemoveFromSuperviewDetachesViewAndLayer() async {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)

        child.removeFromSuperview()

        XCTAssertNil(child.superview)
        XCTAssertNil(child.layer.superlayer)
        XCTAssertTrue(parent.subviews.isEmpty)
    }

    func testWindowPropertyIsTheEnclosingWindowOrNil() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView()
        let leaf = UIView()
        container.addSubview(leaf)
        XCTAssertNil(leaf.window)

        window.addSubview(container)

        XCTAssertTrue(leaf.window === window)
        XCTAssertTrue(window.window === window)
        container.removeFromSuperview()
        XCTAssertNil(leaf.window)
    }

    func testAddingToAWindowCallsWillHooksBeforeDidHooksEachOnce() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent")
        window.addSubview(parent)
        parent.log.removeAll()
        let child = RecordingView("child")

        parent.addSubview(child)

        XCTAssertEqual(
            Set(child.log),
            [
                "willMove(toSuperview: view)", "willMove(toWindow: window)", "didMoveToSuperview", "didMoveToWindow",
            ])
        XCTAssertEqual(child.log.count, 4)
        let lastWill = child.log.lastIndex { $0.hasPrefix("willMove") }!
        let firstDid = child.log.firstIndex { $0.hasPrefix("didMove") }!
        XCTAssertLessThan(lastWill, firstDid, "\(child.log)")
        XCTAssertEqual(child.log.first, "willMove(toSuperview: view)")
        XCTAssertEqual(parent.log, ["didAddSubview"])
    }

    func testAddingOutsideAWindowCallsNoWindowHooks() async {
        let parent = RecordingView("parent")
        let child = RecordingView("child")

        parent.addSubview(child)

        XCTAssertEqual(child.log, ["willMove(toSuperview: view)", "didMoveToSuperview"])
    }

    func testWindowHooksReachEveryDescendantOfTheMovedView() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView()
        let grandchild = RecordingView("grandchild")
        container.addSubview(grandchild)
        grandchild.log.removeAll()

        window.addSubview(container)

        XCTAssertEqual(grandchild.log, ["willMove(toWindow: window)", "didMoveToWindow"])
    }

    func testReorderingWithinTheSameParentCallsNoMoveHooks() async {
        let parent = UIView()
        let child = RecordingView("child")
        parent.addSubview(child)
        parent.addSubview(UIView())
        child.log.removeAll()

        parent.bringSubviewToFront(child)

        XCTAssertEqual(child.log, [])
    }

    func testRemovingFromAWindowTellsTheParentWhileTheChildIsStillThereThenTheChildWillThenDid() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent")
        window.addSubview(parent)
        let child = RecordingView("child")
        parent.addSubview(child)
        parent.log.removeAll()
        child.log.removeAll()

        child.removeFromSuperview()

        XCTAssertEqual(parent.log, ["willRemoveSubview(stillChild: true)"])
        XCTAssertEqual(
            Set(child.log),
            [
                "willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToSuperview", "didMoveToWindow",
            ])
        XCTAssertEqual(child.log.count, 4)
        XCTAssertEqual(child.log.first, "willMove(toSuperview: nil)")
    }

    func testViewWithTagSearchesDepthFirstIncludingSelf() async {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        grandchild.tag = 7
        root.addSubview(child)
        child.addSubview(grandchild)

        XCTAssertTrue(root.viewWithTag(7) === grandchild)
        XCTAssertTrue(root.viewWithTag(0) === root)
        XCTAssertNil(root.viewWithTag(8))
    }

    func testIsDescendantOfFollowsSuperviews() async {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)

        XCTAssertTrue(child.isDescendant(of: root))
        XCTAssertTrue(root.isDescendant(of: root))
        XCTAssertFalse(root.isDescendant(of: child))
    }
}
