import Stagecraft
import UIKit
import XCTest

/// A sheet's card casts a soft shadow above its top edge (R189), drawn from a fixed-height shape
/// so that a card that resizes keeps its blurred shadow.
@MainActor
final class SheetShadowTests: XCTestCase {
    /// A white screen presenting an undimmed medium sheet with a white card.
    private func presentUndimmedSheet(on sim: Simulator) throws -> UIViewController {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        sim.rootViewController = presenter
        let content = UIViewController()
        content.view.backgroundColor = .white
        let sheet = try XCTUnwrap(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        presenter.present(content, animated: true)
        sim.advance(seconds: 1)
        return content
    }

    func testR189TheCardCastsASoftShadowAboveItsTopEdge() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        sim.diagnosticLog.printsToConsole = false
        let content = try presentUndimmedSheet(on: sim)
        let card = try XCTUnwrap(content.presentationController?.presentedView)
        XCTAssertEqual(card.layer.shadowOpacity, 0.15)
        XCTAssertEqual(card.layer.shadowRadius, 8)
        let top = Int(card.frame.minY)
        let canvas = try sim.render()
        let x = Int(card.frame.midX)
        func grey(_ y: Int) -> Int { Int(canvas.pixel(x: x, y: y).r) }
        // Far above the card: untouched white. Towards the edge: darker with every step, by a few
        // levels only (a faint shadow), and darkest just above the edge.
        XCTAssertEqual(grey(top - 40), 255)
        let samples = [top - 20, top - 12, top - 6, top - 2]
        let values = samples.map(grey)
        for (a, b) in zip(values, values.dropFirst()) {
            XCTAssertGreaterThan(a, b, "falls off towards the card: \(values)")
        }
        XCTAssertLessThan(values.last!, 250)
        XCTAssertGreaterThan(values.last!, 215, "faint: \(values)")
        // The card itself is white (the shadow is beneath it).
        XCTAssertEqual(grey(top + 30), 255)
    }

    func testR189TheShadowShapeDoesNotChangeWhileTheCardResizes() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        sim.diagnosticLog.printsToConsole = false
        let content = try presentUndimmedSheet(on: sim)
        let card = try XCTUnwrap(content.presentationController?.presentedView)
        let medium = try XCTUnwrap(card.layer.shadowPath)
        let sheet = try XCTUnwrap(content.sheetPresentationController)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        sim.advance(seconds: 1)
        XCTAssertGreaterThan(card.bounds.height, 700)
        XCTAssertEqual(card.layer.shadowPath, medium, "the same band whatever the card's height")
        XCTAssertEqual(medium.boundingBox, CGRect(x: 0, y: 0, width: 393, height: 42))
    }
}
