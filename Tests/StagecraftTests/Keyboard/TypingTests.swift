import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// A sign-in form: two rounded fields on the grouped background.
@MainActor
private final class FormController: UIViewController, UITextFieldDelegate {
    let name = UITextField(frame: CGRect(x: 20, y: 120, width: 353, height: 34))
    let password = UITextField(frame: CGRect(x: 20, y: 166, width: 353, height: 34))
    var returns: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for field in [name, password] {
            field.borderStyle = .roundedRect
            field.delegate = self
            field.clearButtonMode = .whileEditing
            view.addSubview(field)
        }
        name.placeholder = "Name"
        name.returnKeyType = .next
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.returnKeyType = .done
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returns.append(textField.placeholder ?? "")
        if textField === name { password.becomeFirstResponder() } else { textField.resignFirstResponder() }
        return false
    }
}

/// R276: typing into the app headless (the `type` and `key` script verbs, `Simulator.type`), and
/// the keyboard and an editing field drawn (R273, R274) against goldens that were looked at.
@MainActor
final class TypingTests: XCTestCase {
    private func makeForm(style: UIUserInterfaceStyle = .light) throws -> (Simulator, FormController) {
        let sim = try Simulator(scale: 2)
        sim.diagnosticLog.printsToConsole = false
        sim.userInterfaceStyle = style
        let form = FormController()
        sim.rootViewController = form
        sim.advance(seconds: 0.1)
        return (sim, form)
    }

    private func run(_ text: String, on sim: Simulator) throws {
        let script = try Script(parsing: text, name: "form.txt", scenes: .empty)
        let runner = ScriptRunner(
            script: script, simulator: sim, baseDirectory: FileManager.default.temporaryDirectory)
        runner.output = { _ in }
        runner.dumpOutput = { _ in }
        try runner.run()
    }

    func testR276TypeAndKeyVerbsTypeIntoTheTappedField() async throws {
        let (sim, form) = try makeForm()
        XCTAssertFalse(sim.isEditingText)
        try run(
            """
            tap 100 137
            type "Adx"
            key backspace
            type "a"
            key left
            key right
            key return
            type "pw\\n"
            wait 1
            """, on: sim)
        XCTAssertEqual(form.name.text, "Ada")
        XCTAssertEqual(form.password.text, "pw")
        XCTAssertEqual(form.returns, ["Name", "Password"], "\\n in typed text is the Return key")
        XCTAssertFalse(sim.isEditingText, "the delegate resigned at the last Return")
        XCTAssertNil(sim.keyboardFrame)
    }

    func testR276TypingWithNothingEditingFailsNamingTheLine() async throws {
        let (sim, _) = try makeForm()
        XCTAssertThrowsError(try run("wait 0.1\ntype \"Ada\"", on: sim)) { error in
            XCTAssertEqual(
                "\(error)",
                "form.txt:2: type \"Ada\": nothing is editing (no first responder takes keys); tap a text field first")
        }
        XCTAssertThrowsError(try run("key tab", on: sim)) { error in
            XCTAssertTrue("\(error)".hasPrefix("form.txt:1: a key (return|backspace|left|right) must be"), "\(error)")
        }
        XCTAssertThrowsError(try run("type Ada", on: sim)) { error in
            XCTAssertTrue("\(error)".contains("type needs the text in double quotes"), "\(error)")
        }
        XCTAssertThrowsError(try run("type \"\"", on: sim)) { error in
            XCTAssertTrue("\(error)".contains("not an empty string"), "\(error)")
        }
        XCTAssertFalse(sim.type("x"))
    }

    func testR276ScriptLinesRoundTrip() async throws {
        for command in [ScriptCommand.type("a \"quoted\"\nline"), .key(.backspace), .key(.return)] {
            let script = try Script(parsing: command.scriptLine, name: "r.txt", scenes: .empty)
            XCTAssertEqual(script.steps.map(\.command), [command], command.scriptLine)
        }
    }

    func testR274GoldenKeyboardUnderAFieldBeingEdited() async throws {
        let (sim, form) = try makeForm()
        XCTAssertTrue(sim.tap(at: CGPoint(x: 100, y: 137)) === form.name)
        XCTAssertTrue(sim.type("Ada Lovelace"))
        sim.advance(seconds: 1)
        XCTAssertEqual(sim.keyboardFrame, CGRect(x: 0, y: 516, width: 393, height: 336))
        let canvas = try sim.render()
        try assertGolden(canvas, named: "keyboard-form-editing-light")
    }

    func testR274GoldenDarkKeyboardWithSecureField() async throws {
        let (sim, form) = try makeForm(style: .dark)
        form.password.becomeFirstResponder()
        sim.type("secret")
        sim.advance(seconds: 1.2)
        try assertGolden(try sim.render(), named: "keyboard-form-secure-dark")
    }
}
