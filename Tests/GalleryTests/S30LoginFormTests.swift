import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S30 end to end: a tap on a field brings the keyboard up and the button rides on the keyboard
/// layout guide (R274, R275); Return moves on and signs in; a background tap ends editing.
@MainActor
final class S30LoginFormTests: XCTestCase {
    func testTheButtonRidesOnTheKeyboardAndReturnMovesOnThenSignsIn() async throws {
        let sim = try Simulator(scenes: Gallery.catalog, scale: 2)
        let form = try XCTUnwrap(try sim.openScene("S30") as? LoginFormViewController)
        sim.advance(seconds: 0.1)
        XCTAssertEqual(form.signInButton.frame.maxY, 852 - 34 - 16, "keyboard down: above the safe area")

        let emailCentre = form.email.convert(CGPoint(x: 60, y: 22), to: nil)
        XCTAssertTrue(sim.tap(at: emailCentre) === form.email)
        XCTAssertTrue(form.email.isEditing)
        sim.advance(seconds: 0.1)
        let moving = try XCTUnwrap(form.signInButton.layer.presentation()).frame.maxY
        XCTAssertTrue(moving < 802 && moving > 500, "the button slides up with the keyboard (\(moving))")
        sim.advance(seconds: 1)
        XCTAssertEqual(form.signInButton.frame.maxY, 516 - 16, "on the keyboard's top, 16 pt above it")
        XCTAssertTrue(sim.type("ada@example.com\n"))
        XCTAssertTrue(form.password.isEditing, "Return moved to the password")
        sim.type("pw")
        sim.advance(seconds: 1)
        try assertGolden(try sim.render(), named: "S30-login-editing")
        XCTAssertTrue(sim.press(key: .return))
        XCTAssertEqual(form.signIns, ["ada@example.com"])
        XCTAssertFalse(sim.isEditingText)
        sim.advance(seconds: 1)
        XCTAssertEqual(form.signInButton.frame.maxY, 852 - 34 - 16)

        XCTAssertNotNil(sim.tap(at: emailCentre))
        sim.advance(seconds: 1)
        XCTAssertNotNil(sim.tap(at: CGPoint(x: 200, y: 400)))
        XCTAssertFalse(sim.isEditingText, "a tap on the background ends editing")
        XCTAssertEqual(sim.unexpectedDiagnostics.map(\.name), [])
    }
}
