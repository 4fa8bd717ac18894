// The prompts of the corpus, run headless: the action sheet and the alert present, their buttons
// dismiss them, and the handlers run afterwards. This file compiles in both the Swift 5 and the
// Swift 6 corpus targets (the same file, through a link).
import UIKit
import XCTest

@MainActor
final class AlertCorpusTests: XCTestCase {
    /// The centre, in the window, of the label titled `title` inside `view`.
    private func centreOfLabel(_ title: String, in view: UIView) -> CGPoint? {
        if let label = view as? UILabel, label.text == title {
            return label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
        }
        return view.subviews.lazy.compactMap { self.centreOfLabel(title, in: $0) }.first
    }

    func testDeletingAfterTheActionSheetAsks() async throws {
        let photos = PhotoPromptsViewController()
        let phone = HeadlessPhone(root: photos)
        photos.confirmDeletion(of: "Beach")
        phone.advance(seconds: 1)
        let sheet = try XCTUnwrap(photos.presentedViewController as? UIAlertController)
        XCTAssertNil(sheet.popoverPresentationController, "no popover on an iPhone")
        XCTAssertEqual(sheet.view.frame.maxY, 852 - 34, "above the home indicator")

        phone.tap(at: try XCTUnwrap(centreOfLabel("Delete Photo", in: sheet.view)))
        phone.advance(seconds: 1)

        XCTAssertNil(photos.presentedViewController)
        XCTAssertEqual(photos.photos, ["Mountains"])
        XCTAssertEqual(photos.lastChoice, "deleted Beach")
        XCTAssertEqual(phone.diagnostics.entries, [])
    }

    func testRenamingInAnAlertWithATextField() async throws {
        let photos = PhotoPromptsViewController()
        let phone = HeadlessPhone(root: photos)
        photos.rename("Mountains")
        phone.advance(seconds: 1)
        let alert = try XCTUnwrap(photos.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.view.frame.width, 270)
        let field = try XCTUnwrap(alert.textFields?.first)
        field.text = "Alps"  // no keyboard in the simulator: typed in code

        phone.tap(at: try XCTUnwrap(centreOfLabel("Save", in: alert.view)))
        phone.advance(seconds: 1)

        XCTAssertEqual(photos.photos, ["Beach", "Alps"])
        XCTAssertEqual(photos.lastChoice, "renamed Mountains to Alps")
    }
}
