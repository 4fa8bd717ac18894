import Foundation
import XCTest

@testable import UIKit

/// UISegmentedControl: segments from items, selection by tap and by dragging the highlight, the
/// sliding highlight, inserting and removing (R250, R253).
@MainActor
final class UISegmentedControlTests: XCTestCase {
    private var app: TestApp!
    private var finger: TouchDriver!
    private var control: UISegmentedControl!

    override func setUp() async throws {
        app = TestApp()
        finger = TouchDriver(app)
        // Three 100 pt segments: x 20…120, 120…220, 220…320 in the window; y 100…132.
        control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        app.window.addSubview(control)
        app.advance(seconds: 0)
    }

    private var highlightX: CGFloat { control.selection.layer.presentationProperties.position.x }

    func testR253ItemsMakeSegmentsWithNoneSelected() async {
        let image = UIImage(cgImage: CGImage(width: 20, height: 10, rgba: Data(repeating: 255, count: 800)))
        let mixed = UISegmentedControl(items: ["Map", image])

        XCTAssertEqual(mixed.numberOfSegments, 2)
        XCTAssertEqual(mixed.titleForSegment(at: 0), "Map")
        XCTAssertNil(mixed.titleForSegment(at: 1))
        XCTAssertTrue(mixed.imageForSegment(at: 1) === image)
        XCTAssertEqual(mixed.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(UISegmentedControl.noSegment, -1)
    }

    func testR253IntrinsicSizeIs32TallAndEveryWidthIsTheWidest() async {
        let size = control.intrinsicContentSize
        XCTAssertEqual(size.height, 32)
        let widest = ["One", "Two", "Three"].map { title -> CGFloat in
            let label = UILabel()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.text = title
            return ceil(label.sizeThatFits(.zero).width) + 24
        }.max()!
        XCTAssertEqual(size.width, 3 * widest, accuracy: 0.001)
        XCTAssertEqual(
            UISegmentedControl(items: ["One", "Two", "Three"]).frame.size, size, "init(items:) sizes to fit")
    }

    func testR253ATapSelectsOnTouchUpAndSendsValueChangedBeforeTouchUpInside() async {
        let events = ControlEventRecorder(control)

        finger.press(at: CGPoint(x: 170, y: 116))
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "not yet: on touch up")
        finger.release()

        XCTAssertEqual(control.selectedSegmentIndex, 1)
        XCTAssertEqual(events.names, ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
    }

    func testR253TappingTheSelectedSegmentSendsNoValueChanged() async {
        control.selectedSegmentIndex = 1
        let events = ControlEventRecorder(control)

        finger.tap(at: CGPoint(x: 170, y: 116))

        XCTAssertEqual(events.names, ["touchDown", "touchUpInside"])
    }

    func testR253SettingTheIndexInCodeSendsNothingAndDoesNotAnimate() async {
        let events = ControlEventRecorder(control)

        control.selectedSegmentIndex = 2
        control.selectedSegmentIndex = 7

        XCTAssertEqual(control.selectedSegmentIndex, 2, "an index out of range is ignored")
        XCTAssertEqual(events.names, [])
        XCTAssertNil(control.selection.layer.animationKeys())
        XCTAssertEqual(control.selection.frame, CGRect(x: 202, y: 2, width: 96, height: 28))
    }

    func testR253TheHighlightSlidesToTheTappedSegmentHalfWayAtHalfTime() async {
        control.selectedSegmentIndex = 0
        finger.tap(at: CGPoint(x: 170, y: 116))
        app.advance(seconds: 0)

        app.advance(seconds: UISegmentedControl.selectionAnimationDuration / 2)

        // Highlight centre 50 (segment 0) → 150 (segment 1); ease in-out is 0.5 at half time.
        XCTAssertEqual(highlightX, 100, accuracy: 0.01)
        app.advance(seconds: UISegmentedControl.selectionAnimationDuration)
        XCTAssertEqual(highlightX, 150, accuracy: 0.01)
    }

    func testR253DraggingTheSelectedSegmentMovesTheHighlightWithTheFinger() async {
        control.selectedSegmentIndex = 0
        let events = ControlEventRecorder(control)

        finger.press(at: CGPoint(x: 70, y: 116))
        finger.drag(to: CGPoint(x: 270, y: 116), steps: 6)
        app.advance(seconds: 1)
        XCTAssertEqual(highlightX, 250, accuracy: 0.01, "the highlight is over the third segment before the release")
        XCTAssertEqual(control.selectedSegmentIndex, 0)
        finger.release()

        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(events.names.filter { $0 == "valueChanged" }.count, 1)
    }

    func testR253InsertingBeforeTheSelectionShiftsItAndRemovingItClearsIt() async {
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        XCTAssertEqual(control.numberOfSegments, 4)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(control.titleForSegment(at: 2), "Two")

        control.removeSegment(at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        control.removeSegment(at: 1, animated: true)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(control.numberOfSegments, 2)
    }

    func testR253InsertingAnimatedMovesTheSegmentsIntoPlace() async {
        control.selectedSegmentIndex = 0
        control.insertSegment(withTitle: "Four", at: 3, animated: true)
        app.advance(seconds: 0)
        app.advance(seconds: UISegmentedControl.selectionAnimationDuration / 2)

        // Segment 0's highlight: 96 wide → 71 wide (4 segments of 75), half way: 83.5.
        XCTAssertEqual(control.selection.layer.presentationProperties.bounds.width, 83.5, accuracy: 0.01)
    }

    func testR253SetTitleAndDisabledSegments() async {
        control.setTitle("Uno", forSegmentAt: 0)
        XCTAssertEqual(control.titleForSegment(at: 0), "Uno")
        control.setEnabled(false, forSegmentAt: 2)
        XCTAssertFalse(control.isEnabledForSegment(at: 2))

        finger.tap(at: CGPoint(x: 270, y: 116))

        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    }

    func testR253SelectedSegmentTintColourAndTheSelectedTitleWeight() async {
        control.selectedSegmentTintColor = .systemBlue
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        control.selectedSegmentIndex = 1

        XCTAssertEqual(control.selection.backgroundColor, .systemBlue)
        let labels = control.segmentViews.compactMap { $0 as? UILabel }
        XCTAssertEqual(labels[1].textColor, .white)
        XCTAssertEqual(labels[0].textColor, .label)
        XCTAssertEqual(labels[1].font, .systemFont(ofSize: 13, weight: .semibold))
        XCTAssertEqual(labels[0].font, .systemFont(ofSize: 13))
    }

    func testR253SegmentsMadeFromActionsRunTheirActionWhenSelected() async {
        var ran: [String] = []
        let actions = ["A", "B"].map { name in UIAction(title: name) { _ in ran.append(name) } }
        let row = UISegmentedControl(frame: CGRect(x: 0, y: 300, width: 200, height: 32), actions: actions)
        app.window.addSubview(row)

        finger.tap(at: CGPoint(x: 150, y: 316))

        XCTAssertEqual(row.titleForSegment(at: 1), "B")
        XCTAssertEqual(ran, ["B"])
    }

    func testR253InDarkModeTheHighlightIsDarkGrey() async {
        control.selectedSegmentIndex = 0
        app.window.overrideUserInterfaceStyle = .dark
        app.advance(seconds: 0)

        XCTAssertEqual(
            control.selection.layer.backgroundColor, CGColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1))
        XCTAssertEqual(
            control.background.layer.backgroundColor,
            UIColor.tertiarySystemFill.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
    }
}
