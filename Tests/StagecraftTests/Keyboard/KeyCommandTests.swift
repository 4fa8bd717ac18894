import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// A reader screen with shortcuts, as iOS code writes them (`#selector` → method references).
@MainActor
private final class ReaderController: UIViewController {
    var log: [String] = []
    let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        field.borderStyle = .roundedRect
        view.addSubview(field)
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "f", modifierFlags: .command, action: ReaderController.find),
            UIKeyCommand(
                title: "Next Page", action: ReaderController.nextPage, input: UIKeyCommand.inputRightArrow,
                discoverabilityTitle: "Next Page"),
        ]
    }

    func find() { log.append("find") }
    func nextPage(_ command: UIKeyCommand) { log.append("next \(command.title)") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            log.append(
                "began \(press.key?.charactersIgnoringModifiers ?? "?") \(press.key?.keyCode == .keyboardG ? "G" : "")")
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("ended") }
}

extension UIKeyboardHIDUsage {
    fileprivate static let keyboardG = UIKeyboardHIDUsage(rawValue: 0x0A)
}

@MainActor
final class KeyCommandTests: XCTestCase {
    private func launch() throws -> (Simulator, ReaderController) {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let reader = ReaderController()
        sim.rootViewController = UINavigationController(rootViewController: reader)
        sim.advance(seconds: 0.2)
        return (sim, reader)
    }

    /// R319: a key with its modifiers runs the matching key command of the frontmost controller;
    /// other modifiers do not match; a key no command takes arrives as presses.
    func testR319KeyCommandsRunAndOtherKeysArriveAsPresses() async throws {
        let (sim, reader) = try launch()
        XCTAssertTrue(sim.pressHardwareKey("f", modifiers: .command))
        XCTAssertEqual(reader.log, ["find"])
        XCTAssertTrue(sim.pressHardwareKey(UIKeyCommand.inputRightArrow))
        XCTAssertEqual(reader.log.last, "next Next Page")
        XCTAssertFalse(sim.pressHardwareKey("f", modifiers: [.command, .shift]), "the modifiers must match")
        XCTAssertFalse(sim.pressHardwareKey("g"))
        XCTAssertEqual(Array(reader.log.suffix(4)), ["began f ", "ended", "began g G", "ended"])
    }

    /// R319: with a field editing, the key command is found up the field's responder chain; a
    /// script's `shortcut` presses the same keys.
    func testR319TheChainFromTheFirstResponderFindsTheCommand() async throws {
        let (sim, reader) = try launch()
        _ = sim.tap(reader.field)
        XCTAssertTrue(reader.field.isFirstResponder)
        let script = try Script(
            parsing: "shortcut f command\nshortcut right\n", name: "keys.txt", scenes: Gallery.catalog)
        try ScriptRunner(script: script, simulator: sim).run()
        XCTAssertEqual(reader.log, ["find", "next Next Page"])
        XCTAssertThrowsError(try Script(parsing: "shortcut f hyper\n", name: "bad.txt", scenes: Gallery.catalog))
    }
}
