import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// A screen with an undo-on-shake, as apps write it: it overrides `motionEnded`.
@MainActor
private final class ShakeController: UIViewController {
    var heard: [String] = []
    let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        field.borderStyle = .roundedRect
        view.addSubview(field)
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        heard.append("began \(motion == .motionShake ? "shake" : "other") \(event?.type == .motion ? "motion" : "?")")
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        heard.append("ended \(motion == .motionShake ? "shake" : "other")")
    }
}

@MainActor
final class ShakeTests: XCTestCase {
    /// R318: a shake reaches the frontmost controller (inside a navigation controller, under a
    /// presentation) when nothing is first responder, and travels up from the first responder when
    /// a field edits; a script's `shake` does the same.
    func testR318AShakeReachesTheFrontmostControllerOrTheFirstResponder() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let list = ShakeController()
        let navigation = UINavigationController(rootViewController: list)
        sim.rootViewController = navigation
        sim.advance(seconds: 0.2)
        sim.shake()
        XCTAssertEqual(list.heard, ["began shake motion", "ended shake"])
        // Presented on top, the presented controller hears it; the one below does not.
        let top = ShakeController()
        top.modalPresentationStyle = .fullScreen
        list.present(top, animated: false)
        sim.advance(seconds: 0.2)
        sim.shake()
        XCTAssertEqual(top.heard, ["began shake motion", "ended shake"])
        XCTAssertEqual(list.heard.count, 2)
        // A field editing: the shake goes up its responder chain to its controller.
        _ = sim.tap(top.field)
        XCTAssertTrue(top.field.isFirstResponder)
        let script = try Script(parsing: "shake\n", name: "shake.txt", scenes: Gallery.catalog)
        try ScriptRunner(script: script, simulator: sim).run()
        XCTAssertEqual(top.heard.suffix(2), ["began shake motion", "ended shake"])
        XCTAssertEqual(top.heard.count, 4)
    }
}
