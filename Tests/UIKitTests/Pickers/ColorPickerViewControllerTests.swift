import XCTest

@testable import UIKit

/// R330: the colour picker is a page sheet whose grid, spectrum and sliders pick colours and tell
/// the delegate, whose opacity slider shows only with alpha, and whose close button dismisses it and
/// tells `DidFinish` once it is gone.
@MainActor
final class ColorPickerViewControllerTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!
    var touches: TouchDriver!
    var recorder: ColorPickerRecorder!

    override func setUp() async throws {
        a = NamedController("A")
        app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        touches = TouchDriver(app)
        recorder = ColorPickerRecorder()
    }

    func present(_ configure: (UIColorPickerViewController) -> Void = { _ in }) -> UIColorPickerViewController {
        let picker = UIColorPickerViewController()
        picker.delegate = recorder
        configure(picker)
        a.present(picker, animated: true)
        app.advance(seconds: 1)
        return picker
    }

    func testR330DefaultsAreWhiteWithAlphaTitledColors() async {
        let picker = UIColorPickerViewController()
        XCTAssertEqual(picker.selectedColor, UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertTrue(picker.supportsAlpha)
        XCTAssertNil(picker.title)
        XCTAssertEqual(picker.pickerView.header.titleLabel.text, "Colors")
        picker.title = "Background"
        XCTAssertEqual(picker.pickerView.header.titleLabel.text, "Background")
        XCTAssertEqual(picker.pickerView.tabs.selectedSegmentIndex, 0, "the Grid tab first")
        XCTAssertEqual((0..<3).map { picker.pickerView.tabs.titleForSegment(at: $0) }, ["Grid", "Spectrum", "Sliders"])
    }

    func testR330PresentedAutomaticallyItIsAPageSheet() async throws {
        let picker = present()
        let sheet = try XCTUnwrap(picker.presentationController as? UISheetPresentationController)
        XCTAssertEqual(sheet.detents.map(\.identifier), [.large])
        XCTAssertTrue(a.presentedViewController === picker)
        XCTAssertEqual(recorder.calls, [], "showing tells nothing")
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR330TappingAGridCellSelectsItAndTellsTheDelegateOnce() async throws {
        let picker = present()
        let grid = picker.pickerView.grid
        // Row 5, column 5: the saturated red (#FF4015).
        let cell = grid.frame(row: 5, column: 5)
        touches.tap(CGPoint(x: cell.midX, y: cell.midY), in: grid)
        XCTAssertEqual(recorder.calls, ["didSelect #FF4015 100% continuously:false", "didSelectColor"])
        XCTAssertEqual(PickerColor(picker.selectedColor).hex, "FF4015")
        XCTAssertTrue(grid.markedCell.map { $0 == (5, 5) } ?? false, "the ring moves to the cell")
        XCTAssertEqual(picker.pickerView.sliders.values.map(\.text), ["255", "64", "21"])
        XCTAssertEqual(picker.pickerView.sliders.hexField.text, "FF4015")
    }

    func testR330DraggingAcrossTheGridTellsEachCellContinuouslyThenTheLastOnce() async throws {
        let picker = present()
        let grid = picker.pickerView.grid
        let start = grid.frame(row: 0, column: 0)
        let end = grid.frame(row: 0, column: 2)
        let window = try XCTUnwrap(grid.window)
        touches.press(at: grid.convert(CGPoint(x: start.midX, y: start.midY), to: window))
        touches.drag(to: grid.convert(CGPoint(x: end.midX, y: end.midY), to: window), steps: 4)
        touches.release()
        XCTAssertEqual(
            recorder.calls.filter { $0.hasPrefix("didSelect ") },
            [
                "didSelect #EBEBEB 100% continuously:true", "didSelect #D6D6D6 100% continuously:true",
                "didSelect #D6D6D6 100% continuously:false",
            ])
        XCTAssertEqual(recorder.calls.filter { $0 == "didSelectColor" }.count, 3)
    }

    func testR330SettingSelectedColorMovesTheMarkAndTellsNothing() async {
        let picker = UIColorPickerViewController()
        picker.delegate = recorder
        picker.selectedColor = UIColor(rgb: 0x0061FD)
        XCTAssertTrue(picker.pickerView.grid.markedCell.map { $0 == (5, 1) } ?? false)
        picker.selectedColor = UIColor(rgb: 0x123456)
        XCTAssertNil(picker.pickerView.grid.markedCell, "no cell shows that colour")
        XCTAssertEqual(picker.pickerView.sliders.hexField.text, "123456")
        XCTAssertEqual(recorder.calls, [])
    }

    func testR330TheSlidersSetAChannelContinuouslyAndEndOnTheLift() async throws {
        let picker = present { $0.selectedColor = .black }
        picker.pickerView.tabs.selectedSegmentIndex = 2
        picker.pickerView.showSelectedTab()
        app.advance(seconds: 0.1)
        let red = picker.pickerView.sliders.channels[0]
        let window = try XCTUnwrap(red.window)
        // The thumb travels half a thumb in from each end: its right end is full red.
        touches.press(at: red.convert(CGPoint(x: red.bounds.width / 2, y: red.bounds.midY), to: window))
        touches.drag(to: red.convert(CGPoint(x: red.bounds.width - 1, y: red.bounds.midY), to: window), steps: 3)
        touches.release()
        XCTAssertEqual(recorder.calls.first, "didSelect #800000 100% continuously:true")
        XCTAssertEqual(recorder.calls.suffix(2), ["didSelect #FF0000 100% continuously:false", "didSelectColor"])
        XCTAssertEqual(picker.pickerView.sliders.values[0].text, "255")
        XCTAssertEqual(red.value, 1)
    }

    func testR330TheHexFieldTakesSixDigitsAndRefusesOthers() async {
        let picker = present()
        let sliders = picker.pickerView.sliders
        sliders.hexField.text = "#34c759"
        sliders.textFieldDidEndEditing(sliders.hexField)
        XCTAssertEqual(recorder.calls, ["didSelect #34C759 100% continuously:false", "didSelectColor"])
        sliders.hexField.text = "nope"
        sliders.textFieldDidEndEditing(sliders.hexField)
        XCTAssertEqual(sliders.hexField.text, "34C759", "the field shows the colour again")
        XCTAssertEqual(recorder.calls.count, 2)
    }

    func testR330TheOpacitySliderShowsOnlyWithAlphaAndKeepsItAcrossChoices() async throws {
        let picker = present()
        let view = picker.pickerView
        XCTAssertFalse(view.opacity.isHidden)
        XCTAssertEqual(view.opacityField.text, "100%")
        let window = try XCTUnwrap(view.opacity.window)
        let leftEnd = view.opacity.convert(CGPoint(x: 0, y: view.opacity.bounds.midY), to: window)
        touches.tap(at: leftEnd)
        XCTAssertEqual(
            recorder.calls,
            [
                "didSelect #FFFFFF 0% continuously:true", "didSelectColor", "didSelect #FFFFFF 0% continuously:false",
                "didSelectColor",
            ])
        XCTAssertEqual(view.opacityField.text, "0%")
        let cell = view.grid.frame(row: 5, column: 1)
        touches.tap(CGPoint(x: cell.midX, y: cell.midY), in: view.grid)
        XCTAssertEqual(recorder.calls.dropLast().last, "didSelect #0061FD 0% continuously:false", "the opacity is kept")

        let opaque = UIColorPickerViewController()
        opaque.supportsAlpha = false
        opaque.selectedColor = UIColor(white: 1, alpha: 0.5)
        opaque.pickerView.frame = CGRect(x: 0, y: 0, width: 393, height: 800)
        opaque.pickerView.layoutIfNeeded()
        XCTAssertTrue(opaque.pickerView.opacity.isHidden)
        opaque.userPicked(ColorGridPalette.color(row: 5, column: 1), continuously: false)
        XCTAssertEqual(PickerColor(opaque.selectedColor).alpha, 1, "without alpha every choice is opaque")
    }

    func testR330TheSpectrumPicksTheColourUnderTheFinger() async throws {
        let picker = present()
        picker.pickerView.tabs.selectedSegmentIndex = 1
        picker.pickerView.showSelectedTab()
        let spectrum = picker.pickerView.spectrum
        touches.tap(CGPoint(x: spectrum.bounds.width * 0.47 + 0.5, y: spectrum.bounds.midY), in: spectrum)
        let told = try XCTUnwrap(recorder.calls.dropLast().last)
        XCTAssertTrue(told.hasSuffix("continuously:false"))
        var (r, g, b, alpha) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        _ = picker.selectedColor.getRed(&r, green: &g, blue: &b, alpha: &alpha)
        XCTAssertGreaterThan(r, 0.95, "about half way across, the middle row is red")
        XCTAssertLessThan(g, 0.1)
        XCTAssertLessThan(b, 0.2)
        XCTAssertNotNil(spectrum.point)
    }

    func testR330TheCloseButtonDismissesThenTellsDidFinishOnce() async throws {
        let picker = present()
        touches.tap(picker.pickerView.header.closeButton)
        XCTAssertEqual(recorder.calls, [], "DidFinish waits for the sheet to go")
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertEqual(recorder.calls, ["didFinish"])
        touches.tap(at: CGPoint(x: 200, y: 400))
        XCTAssertEqual(recorder.calls, ["didFinish"])
    }

    func testR330DismissedByTheAppItStillTellsDidFinish() async {
        let picker = present()
        a.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(recorder.calls, ["didFinish"])
        XCTAssertEqual(picker.state, .finished)
    }
}
