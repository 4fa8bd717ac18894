import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import XCTest

@testable import UIKit

/// A card that can be dragged (its text and a local object) and a well that takes text drops,
/// logging every delegate call in the order UIKit makes them.
@MainActor
private final class DragController: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    let card = UIView(frame: CGRect(x: 40, y: 150, width: 120, height: 120))
    let well = UIView(frame: CGRect(x: 40, y: 500, width: 313, height: 200))
    var log: [String] = []
    var operation: UIDropOperation = .copy
    var dropped: [String] = []
    var liftEnd: UIViewAnimatingPosition?
    var wellCanHandle = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 12
        well.backgroundColor = .systemGray5
        view.addSubview(card)
        view.addSubview(well)
        card.addInteraction(UIDragInteraction(delegate: self))
        well.addInteraction(UIDropInteraction(delegate: self))
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        log.append("items")
        let item = UIDragItem(itemProvider: NSItemProvider(object: "Teal card" as NSString))
        item.localObject = 7
        return [item]
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
    ) -> UITargetedDragPreview? {
        log.append("previewForLifting")
        return nil
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession
    ) {
        log.append("willAnimateLift")
        animator.addCompletion { [weak self] position in self?.liftEnd = position }
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        log.append("sessionWillBegin")
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {
        if !log.contains("sessionDidMove") { log.append("sessionDidMove") }
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation
    ) { log.append("willEnd(\(operation.rawValue))") }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
    ) { log.append("didEnd(\(operation.rawValue))") }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        log.append("canHandle")
        return wellCanHandle && session.canLoadObjects(ofClass: NSString.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        log.append("enter")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        if !log.contains("update") { log.append("update") }
        return UIDropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        log.append("exit")
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        log.append("performDrop")
        XCTAssertNotNil(session.localDragSession)
        XCTAssertEqual(session.items.first?.localObject as? Int, 7)
        session.loadObjects(ofClass: String.self) { [weak self] strings in
            self?.log.append("loaded")
            self?.dropped = strings
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
        log.append("conclude")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        log.append("sessionDidEnd")
    }
}

@MainActor
final class DragInteractionTests: XCTestCase {
    private func launch(_ controller: UIViewController) throws -> Simulator {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        sim.rootViewController = controller
        sim.advance(seconds: 0.2)
        return sim
    }

    /// Holds the finger at `start` for the long press, then drags to `end` (kept down).
    private func liftAndDrag(_ sim: Simulator, from start: CGPoint, to end: CGPoint) {
        _ = sim.drag(along: [start, start], duration: 0.7, release: false)
        let steps = 20
        for i in 1...steps {
            sim.advance(frames: 1)
            let t = CGFloat(i) / CGFloat(steps)
            sim.move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }

    /// R343, R344: a long press lifts, a move begins the session, the well is asked and accepts a
    /// copy, and lifting the finger drops: the calls come in iOS's order and the text arrives.
    func testR343R344ADropOnAnAcceptingTargetCallsTheDelegatesInOrder() async throws {
        let controller = DragController()
        let sim = try launch(controller)
        liftAndDrag(sim, from: CGPoint(x: 100, y: 210), to: CGPoint(x: 200, y: 600))
        XCTAssertEqual(
            controller.log,
            [
                "items", "previewForLifting", "willAnimateLift", "sessionWillBegin", "sessionDidMove", "canHandle",
                "enter", "update",
            ])
        XCTAssertEqual(controller.liftEnd, .end)
        let flight = try XCTUnwrap(DragFlight.current)
        XCTAssertEqual(flight.phase, .dragging)
        XCTAssertTrue(flight.platters[0].badge.isHidden == false)
        try LookFolder.write(sim, named: "drag-over-target.png")
        sim.release()
        sim.advance(seconds: 0.5)
        XCTAssertEqual(
            Array(controller.log.suffix(6)),
            ["willEnd(2)", "performDrop", "loaded", "conclude", "sessionDidEnd", "didEnd(2)"])
        XCTAssertEqual(controller.dropped, ["Teal card"])
        XCTAssertNil(DragFlight.current)
        XCTAssertEqual(controller.log.filter { $0 == "canHandle" }.count, 1)
    }

    /// R343: the lifted preview is the card a little larger (1.05×) on a shadow, over the app.
    func testR343TheLiftedPreviewIsScaledUpOverTheApp() async throws {
        let controller = DragController()
        let sim = try launch(controller)
        _ = sim.drag(along: [CGPoint(x: 100, y: 210), CGPoint(x: 100, y: 210)], duration: 0.9, release: false)
        sim.advance(seconds: 0.3)
        let platter = try XCTUnwrap(DragFlight.current?.platters.first)
        XCTAssertEqual(platter.transform.a, 1.05, accuracy: 0.001)
        XCTAssertEqual(platter.layer.shadowOpacity, 0.3, accuracy: 0.001)
        XCTAssertEqual(platter.convert(platter.bounds, to: nil).width, 126, accuracy: 0.5)
        try LookFolder.write(sim, named: "drag-lifted.png")
        // Released without moving: the lift settles back, no session, the animator ends at .start.
        sim.release()
        sim.advance(seconds: 0.5)
        XCTAssertEqual(controller.log, ["items", "previewForLifting", "willAnimateLift"])
        XCTAssertEqual(controller.liftEnd, .start)
        XCTAssertNil(DragFlight.current)
    }

    /// R344: over a target proposing `.forbidden` the drop does not happen: the drag ends with
    /// `.cancel`, the target hears exit and end, and the preview flies back to the card.
    func testR344AForbiddenProposalFliesThePreviewBack() async throws {
        let controller = DragController()
        controller.operation = .forbidden
        let sim = try launch(controller)
        liftAndDrag(sim, from: CGPoint(x: 100, y: 210), to: CGPoint(x: 200, y: 600))
        let platter = try XCTUnwrap(DragFlight.current?.platters.first)
        XCTAssertEqual(platter.badge.kind, .forbidden)
        sim.release()
        sim.advance(seconds: 0.1)
        XCTAssertEqual(Array(controller.log.suffix(2)), ["willEnd(0)", "exit"])
        sim.advance(seconds: 0.5)
        XCTAssertEqual(Array(controller.log.suffix(2)), ["sessionDidEnd", "didEnd(0)"])
        XCTAssertFalse(controller.log.contains("performDrop"))
        XCTAssertEqual(platter.center.x, 100, accuracy: 0.5)
        XCTAssertEqual(platter.center.y, 210, accuracy: 0.5)
        XCTAssertTrue(controller.dropped.isEmpty)
    }

    /// R344: a target whose `canHandle` says no is never entered; the drag ends with `.cancel`.
    func testR344ATargetThatCannotHandleIsNotAsked() async throws {
        let controller = DragController()
        controller.wellCanHandle = false
        let sim = try launch(controller)
        liftAndDrag(sim, from: CGPoint(x: 100, y: 210), to: CGPoint(x: 200, y: 600))
        sim.release()
        sim.advance(seconds: 0.5)
        XCTAssertFalse(controller.log.contains("enter"))
        XCTAssertEqual(controller.log.last, "didEnd(0)")
    }

    /// R341: an item provider hands out strings, URLs and data as registered, in order, and says
    /// what it cannot make.
    func testR341ItemProviderLoadsStringsURLsAndData() async throws {
        let sim = try Simulator()
        let provider = NSItemProvider(object: "hello" as NSString)
        XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.utf8-plain-text"])
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.text"))
        XCTAssertTrue(provider.canLoadObject(ofClass: String.self))
        XCTAssertFalse(provider.canLoadObject(ofClass: URL.self))
        let text = Received<String>()
        provider.loadObject(ofClass: String.self) { value, _ in text.value = value }
        XCTAssertNil(text.value, "asynchronous: never inside the call (R333)")
        sim.advance(frames: 1)
        XCTAssertEqual(text.value, "hello")
        let link = NSItemProvider(object: URL(string: "https://example.com/a")!)
        let url = Received<URL>()
        link.loadObject(ofClass: URL.self) { value, _ in url.value = value }
        sim.advance(frames: 1)
        XCTAssertEqual(url.value?.absoluteString, "https://example.com/a")
        let failure = Received<Error>()
        link.loadObject(ofClass: UIImage.self) { _, error in failure.value = error }
        sim.advance(frames: 1)
        XCTAssertTrue(failure.value?.localizedDescription.contains("none of which") == true)
        let custom = NSItemProvider()
        custom.registerDataRepresentation(forTypeIdentifier: "public.data", visibility: .all) { done in
            done(Data([1, 2, 3]), nil)
            return nil
        }
        let bytes = Received<Data>()
        custom.loadDataRepresentation(forTypeIdentifier: "public.data") { data, _ in bytes.value = data }
        sim.advance(frames: 1)
        XCTAssertEqual(bytes.value, Data([1, 2, 3]))
    }
}

/// What an item provider's (Sendable) completion handed back.
private final class Received<Value>: @unchecked Sendable {
    var value: Value?
}
