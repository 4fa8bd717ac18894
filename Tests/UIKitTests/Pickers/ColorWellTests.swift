import XCTest

@testable import UIKit

/// R330: a colour well is a 28 pt control that presents the picker from its controller, takes the
/// colours picked there and sends `.valueChanged` for each.
@MainActor
final class ColorWellTests: XCTestCase {
    func testR330ATapPresentsAPickerWithTheWellsSettingsAndChoicesComeBack() async throws {
        let a = NamedController("A")
        let app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let touches = TouchDriver(app)
        let well = UIColorWell(frame: CGRect(x: 100, y: 200, width: 28, height: 28))
        XCTAssertEqual(well.intrinsicContentSize, CGSize(width: 28, height: 28))
        XCTAssertNil(well.selectedColor)
        well.title = "Tint"
        well.supportsAlpha = false
        well.selectedColor = UIColor(rgb: 0x0061FD)
        var events: [String] = []
        well.addAction(UIAction { _ in events.append("valueChanged") }, for: .valueChanged)
        a.view.addSubview(well)
        app.advance(seconds: 0.1)
        XCTAssertEqual(events, [], "setting the colour sends nothing")

        touches.tap(well)
        app.advance(seconds: 1)
        let picker = try XCTUnwrap(a.presentedViewController as? UIColorPickerViewController)
        XCTAssertEqual(picker.title, "Tint")
        XCTAssertFalse(picker.supportsAlpha)
        XCTAssertTrue(picker.pickerView.grid.markedCell.map { $0 == (5, 1) } ?? false)

        let cell = picker.pickerView.grid.frame(row: 6, column: 11)
        touches.tap(CGPoint(x: cell.midX, y: cell.midY), in: picker.pickerView.grid)
        XCTAssertEqual(events, ["valueChanged"])
        XCTAssertEqual(PickerColor(try XCTUnwrap(well.selectedColor)).hex, "96D35F")

        touches.tap(picker.pickerView.header.closeButton)
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController)
        touches.tap(well)
        app.advance(seconds: 1)
        XCTAssertTrue(a.presentedViewController is UIColorPickerViewController, "a tap presents a new picker")
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR330AWellOutsideAnyControllerReportsItCannotPresent() async {
        let app = TestApp()
        let well = UIColorWell(frame: CGRect(x: 10, y: 10, width: 28, height: 28))
        app.window.addSubview(well)
        app.advance(seconds: 0.1)
        TouchDriver(app).tap(well)
        XCTAssertEqual(app.diagnosticNames, ["colorWellWithoutController"])
    }
}
