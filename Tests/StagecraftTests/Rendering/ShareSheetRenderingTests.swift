import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// R312 on screen: the share sheet is a light card over the dimmed, pushed-back screen, with the
/// header's preview and close button, a row of coloured app icons and white groups of rows.
@MainActor
final class ShareSheetRenderingTests: XCTestCase {
    func render(_ items: [Any], name: String) throws -> (Canvas, UIActivityViewController, Simulator) {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBlue
        sim.rootViewController = screen
        sim.advance(seconds: 0.2)
        let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
        screen.present(sheet, animated: true)
        sim.advance(seconds: 1)
        let canvas = try sim.render()
        if let folder = ProcessInfo.processInfo.environment["STAGECRAFT_LOOK"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try canvas.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
        }
        return (canvas, sheet, sim)
    }

    func testR312AURLSharesOnALightCardWithAppIconsAndRows() async throws {
        let (canvas, sheet, _) = try render([URL(string: "https://www.apple.com/iphone/")!], name: "share-url")
        let card = try XCTUnwrap(sheet.presentationController?.presentedView).frame
        // Above the card: the blue screen, pushed back and dimmed.
        let above = canvas.pixel(x: 196, y: Int(card.minY) - 60)
        XCTAssertGreaterThan(Int(above.b), Int(above.r) + 60)
        // The card's background is the light grouped grey.
        let background = canvas.pixel(x: 8, y: Int(card.minY) + 110)
        XCTAssertGreaterThan(Int(background.r), 225)
        XCTAssertLessThan(Int(background.r), 250)
        // The Messages icon (second column) is green in its middle, away from its glyph.
        let messages = canvas.pixel(x: 10 + 80 + 40 - 24, y: Int(card.minY) + 84 + 18 + 6)
        XCTAssertGreaterThan(Int(messages.g), Int(messages.r) + 80)
        // The Copy row is a white platter.
        let copy = try XCTUnwrap(sheet.target(titled: "Copy"))
        let copyFrame = copy.convert(copy.bounds, to: nil)
        let row = canvas.pixel(x: Int(copyFrame.midX), y: Int(copyFrame.minY) + 4)
        XCTAssertGreaterThan(Int(row.r), 250)
        // The close button is a grey circle at the top right.
        let close = canvas.pixel(x: 393 - 16 - 27, y: Int(card.minY) + 16 + 3)
        XCTAssertLessThan(Int(close.r), 236)
    }

    func testR312TextSharesWithItsFirstLineInTheHeader() async throws {
        let (canvas, sheet, _) = try render(["Meet at the café at 6\nBring the tickets"], name: "share-text")
        let card = try XCTUnwrap(sheet.presentationController?.presentedView).frame
        // The title's dark text sits right of the thumbnail.
        var dark = 0
        for x in 80..<250 {
            for y in Int(card.minY) + 24..<Int(card.minY) + 44 where canvas.pixel(x: x, y: y).r < 90 { dark += 1 }
        }
        XCTAssertGreaterThan(dark, 40)
    }
}

extension UIActivityViewController {
    /// The tappable view titled `title`, if shown.
    fileprivate func target(titled title: String) -> UIView? {
        func search(_ view: UIView) -> UIView? {
            if view is UIControl, view.accessibilityLabel == title { return view }
            for sub in view.subviews { if let found = search(sub) { return found } }
            return nil
        }
        return viewIfLoaded.flatMap(search)
    }
}
