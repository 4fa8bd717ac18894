import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// A screen behind the alerts: coloured rows on the system background, so the dimming and the card
/// show.
@MainActor
private final class BackdropController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for row in 0..<12 {
            let band = UIView(frame: CGRect(x: 0, y: 100 + CGFloat(row) * 60, width: 393, height: 44))
            band.backgroundColor = row % 2 == 0 ? .systemTeal : .systemOrange
            view.addSubview(band)
        }
    }
}

/// R232, R233: an alert and an action sheet as iOS 18 draws them on an iPhone, against golden PNGs
/// (software renderer, scale 2), each looked at beside the iOS facts in docs/uikit-rules.md: a
/// 270 pt card of radius 14, 17 pt semibold title, 13 pt message, 44 pt buttons of 17 pt; an
/// action sheet 8 pt from the sides above the home indicator, 57 pt rows of 20 pt, the cancel button
/// apart; black at 20 % over the screen.
@MainActor
final class AlertRenderingTests: XCTestCase {
    private func present(_ alert: UIAlertController, style: UIUserInterfaceStyle = .light) throws -> Simulator {
        let sim = try Simulator(scale: 2)
        sim.diagnosticLog.printsToConsole = false
        sim.userInterfaceStyle = style
        let backdrop = BackdropController()
        sim.rootViewController = backdrop
        sim.advance(seconds: 0.1)
        backdrop.present(alert, animated: true)
        sim.advance(seconds: 1)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
        return sim
    }

    private func deleteAlert() -> UIAlertController {
        let alert = UIAlertController(
            title: "Delete “Trip Notes”?", message: "This note will be deleted from all your devices.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        return alert
    }

    func testR232AlertGolden() async throws {
        let sim = try present(deleteAlert())
        let canvas = try sim.render()
        // The dimming: black at 20 % over the white background (255 × 0.8).
        XCTAssertEqual(canvas.pixel(x: 20, y: 160).r, 204)
        try assertGolden(canvas, named: "alert-delete-light")
    }

    func testR232AlertDarkGolden() async throws {
        let alert = UIAlertController(title: "Sign In", message: "Enter your Apple Account.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Email" }
        alert.addTextField {
            $0.placeholder = "Password"
            $0.text = "secret"
            $0.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let signIn = UIAlertAction(title: "Sign In", style: .default)
        alert.addAction(signIn)
        alert.addAction(UIAlertAction(title: "Forgot Password?", style: .default))
        alert.preferredAction = signIn
        let sim = try present(alert, style: .dark)
        try assertGolden(try sim.render(), named: "alert-sign-in-dark")
    }

    func testR233ActionSheetGolden() async throws {
        let sheet = UIAlertController(
            title: "Discard changes?", message: "Your edits to this note will be lost.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Discard Changes", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Save Draft", style: .default))
        sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        let sim = try present(sheet)
        try assertGolden(try sim.render(), named: "alert-action-sheet-light")
    }
}
