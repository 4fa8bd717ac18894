import Foundation
import XCTest

@testable import UIKit

/// UIPickerView: its data source and delegate, selection, reloads, sizes, and spinning a wheel with
/// the finger until it settles on a row (R309).
@MainActor
final class UIPickerViewTests: XCTestCase {
    private var app: TestApp!
    private var finger: TouchDriver!
    private var picker: UIPickerView!
    private var wheels: NumberWheels!

    override func setUp() async throws {
        app = TestApp()
        finger = TouchDriver(app)
        wheels = NumberWheels()
        // The wheels' centre line is at y 208; component 0 spans x 8…194, component 1 x 199…385.
        picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 393, height: 216))
        picker.dataSource = wheels
        picker.delegate = wheels
        app.window.addSubview(picker)
        app.advance(seconds: 0)
    }

    private func column(_ component: Int) -> PickerColumnView { picker.columns[component] }

    private func titleOnScreen(row: Int, component: Int) -> String? {
        (column(component).cells[row]?.content as? UILabel)?.text
    }

    func testR309IntrinsicSizeIs216PointsTallAndRowsAre32() async {
        XCTAssertEqual(UIPickerView().intrinsicContentSize, CGSize(width: 320, height: 216))
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 186, height: 32))
        XCTAssertEqual(picker.rowSize(forComponent: 1), CGSize(width: 186, height: 32))
        XCTAssertEqual(column(0).frame, CGRect(x: 8, y: 0, width: 186, height: 216))
        XCTAssertEqual(column(1).frame, CGRect(x: 199, y: 0, width: 186, height: 216))
        XCTAssertEqual(picker.selectionBand.frame, CGRect(x: 8, y: 92, width: 377, height: 32))
    }

    func testR309TheDataSourceGivesComponentsAndRows() async {
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 60)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 3)
        XCTAssertEqual(picker.numberOfRows(inComponent: 2), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 5), -1)
        XCTAssertEqual(titleOnScreen(row: 0, component: 0), "0")
        XCTAssertEqual(titleOnScreen(row: 2, component: 1), "gamma")
        XCTAssertNil(picker.view(forRow: 0, forComponent: 0), "title rows are the picker's own labels")
    }

    func testR309SelectRowMovesTheWheelWithoutTellingTheDelegate() async {
        picker.selectRow(30, inComponent: 0, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 30)
        XCTAssertEqual(column(0).centredRow, 30)
        XCTAssertEqual(column(0).contentOffset.y, 30 * 32 + 16 - 108)

        picker.selectRow(2, inComponent: 1, animated: true)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 2, "the selection is the new row at once")
        app.advance(seconds: 0.1)
        XCTAssertNotEqual(column(1).centredRow, 2, "…while the wheel is still sliding there")
        app.advance(seconds: 0.5)
        XCTAssertEqual(column(1).centredRow, 2)
        picker.selectRow(99, inComponent: 0, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 30, "a row out of range is ignored")
        XCTAssertEqual(wheels.selections, [])
    }

    func testR309RowsAwayFromTheCentreCurveAwayAndFade() async {
        picker.selectRow(10, inComponent: 0, animated: false)
        let centre = try! XCTUnwrap(column(0).cells[10])
        let next = try! XCTUnwrap(column(0).cells[11])
        let far = try! XCTUnwrap(column(0).cells[13])
        XCTAssertEqual(centre.transform.d, 1, accuracy: 1e-9)
        XCTAssertEqual(centre.alpha, 1, accuracy: 1e-9)
        XCTAssertLessThan(next.transform.d, 1)
        XCTAssertLessThan(far.transform.d, next.transform.d, "flatter further round the drum")
        XCTAssertLessThan(far.transform.a, 1, "and narrower (perspective)")
        XCTAssertLessThan(next.alpha, 0.6)
        XCTAssertLessThan(far.alpha, next.alpha)
        // On screen, the row three below sits closer than three rows' height to the centre.
        let farCentre = far.convert(CGPoint(x: far.bounds.midX, y: far.bounds.midY), to: picker)
        XCTAssertLessThan(farCentre.y - 108, 3 * 32)
        XCTAssertGreaterThan(farCentre.y - 108, 2 * 32)
        XCTAssertNil(column(0).cells[20], "rows past a quarter turn have no cell")
    }

    func testR309TheDrumInvertsItsProjection() async {
        let drum = PickerDrum(visibleHalfHeight: 108)
        XCTAssertEqual(drum.placement(atDistance: drum.horizonDistance).offset, 108, accuracy: 1e-9)
        for distance in stride(from: -160.0, through: 160, by: 20) {
            let shown = drum.placement(atDistance: CGFloat(distance)).offset
            XCTAssertEqual(drum.distance(showingOffset: shown) ?? .nan, CGFloat(distance), accuracy: 1e-6)
        }
        XCTAssertNil(drum.distance(showingOffset: 109), "beyond the horizon")
        XCTAssertFalse(drum.placement(atDistance: drum.horizonDistance + 1).isVisible)
    }

    func testR309ADragSpinsTheWheelAndItSettlesOnARowThenTellsTheDelegateOnce() async {
        finger.drag(from: CGPoint(x: 100, y: 260), to: CGPoint(x: 100, y: 140), steps: 6)
        finger.release()
        XCTAssertTrue(column(0).isDecelerating, "a flick spins on after the finger lifts")
        XCTAssertEqual(wheels.selections, [], "nothing is selected while it spins")
        app.advance(seconds: 4)
        let row = picker.selectedRow(inComponent: 0)
        XCTAssertGreaterThan(row, 4, "it travelled further than the finger did")
        XCTAssertEqual(column(0).contentOffset.y, column(0).offset(forRow: row), accuracy: 1e-6, "on a row")
        XCTAssertEqual(wheels.selections, ["0:\(row)"])
    }

    func testR309ASlowDragThatStopsLandsOnTheNearestRow() async {
        finger.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 300, y: 150), steps: 10)
        for _ in 0..<20 { finger.frameAndMove(to: CGPoint(x: 300, y: 150)) }
        finger.release()
        app.advance(seconds: 0.5)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 2, "50 pt up is past one and a half rows: the last word")
        XCTAssertEqual(column(1).contentOffset.y, column(1).offset(forRow: 2), accuracy: 1e-6)
        XCTAssertEqual(wheels.selections, ["1:2"])
    }

    func testR309AFlickPastTheEndBouncesBackToTheLastRow() async {
        finger.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 110), steps: 4)
        finger.release()
        app.advance(seconds: 3)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 2)
        XCTAssertEqual(column(1).contentOffset.y, column(1).offset(forRow: 2), accuracy: 0.5)
        XCTAssertEqual(wheels.selections, ["1:2"])
    }

    func testR309ATapOnARowBelowBringsItToTheCentreAndSelectsIt() async {
        // Two rows below the centre line show about 60 pt below it (curved), not 64.
        finger.tap(at: CGPoint(x: 100, y: 208 + 60))
        app.advance(seconds: 0.6)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(wheels.selections, ["0:2"])
        finger.tap(at: CGPoint(x: 100, y: 208))
        app.advance(seconds: 0.6)
        XCTAssertEqual(wheels.selections, ["0:2"], "the selected row again: nothing new")
    }

    func testR309ReloadComponentAsksAgainAndKeepsTheSelectionWithinTheRows() async {
        picker.selectRow(40, inComponent: 0, animated: false)
        wheels.counts[0] = 12
        picker.reloadComponent(0)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 12)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 11)
        XCTAssertEqual(column(0).centredRow, 11)
        wheels.counts = [5, 3, 0]
        picker.reloadAllComponents()
        XCTAssertEqual(picker.numberOfComponents, 3)
        XCTAssertEqual(picker.selectedRow(inComponent: 2), -1, "a component without rows")
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 4)
    }

    func testR309AttributedTitlesWinOverTitles() async {
        final class Styled: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                "plain"
            }
            func pickerView(
                _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
            ) -> NSAttributedString? {
                row == 1 ? nil : NSAttributedString(string: "red", attributes: [.foregroundColor: UIColor.systemRed])
            }
        }
        let styled = Styled()
        picker.dataSource = styled
        picker.delegate = styled
        app.advance(seconds: 0)
        let first = column(0).cells[0]?.content as? UILabel
        XCTAssertEqual(first?.text, "red")
        XCTAssertEqual(first?.textColor, .systemRed)
        XCTAssertEqual(first?.textAlignment, .center)
        XCTAssertEqual((column(0).cells[1]?.content as? UILabel)?.text, "plain")
        XCTAssertEqual((column(0).cells[1]?.content as? UILabel)?.textColor, .label)
    }

    func testR309ViewsForRowsAreCentredAndReusedAsTheWheelTurns() async {
        let swatches = SwatchWheel()
        picker.dataSource = swatches
        picker.delegate = swatches
        app.advance(seconds: 0)
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 120, height: 40))
        XCTAssertEqual(column(0).frame.minX, (393 - 120) / 2)
        let view = try! XCTUnwrap(picker.view(forRow: 0, forComponent: 0))
        XCTAssertEqual(view.tag, 0)
        XCTAssertEqual(view.frame, CGRect(x: 30, y: 5, width: 60, height: 30), "centred in its row")
        XCTAssertNil(picker.view(forRow: 40, forComponent: 0))
        picker.selectRow(50, inComponent: 0, animated: false)
        XCTAssertEqual(picker.view(forRow: 50, forComponent: 0)?.tag, 50)
        XCTAssertGreaterThan(swatches.reused, 0, "views of rows that left are handed back")
        XCTAssertEqual(swatches.made, column(0).cells.count, "no more views than rows on screen at once")
    }

    func testR309WithoutADelegateRowsShowAQuestionMark() async {
        picker.delegate = nil
        app.advance(seconds: 0)
        XCTAssertEqual(titleOnScreen(row: 0, component: 0), "?")
    }

    func testR309AutoLayoutGivesThePicker216PointsAndItsWheelsFollow() async {
        let laidOut = UIPickerView()
        laidOut.dataSource = wheels
        laidOut.delegate = wheels
        laidOut.translatesAutoresizingMaskIntoConstraints = false
        app.window.addSubview(laidOut)
        NSLayoutConstraint.activate([
            laidOut.leadingAnchor.constraint(equalTo: app.window.leadingAnchor),
            laidOut.trailingAnchor.constraint(equalTo: app.window.trailingAnchor),
            laidOut.topAnchor.constraint(equalTo: app.window.topAnchor, constant: 400),
        ])
        laidOut.selectRow(7, inComponent: 0, animated: false)
        app.advance(seconds: 0)
        XCTAssertEqual(laidOut.frame, CGRect(x: 0, y: 400, width: 393, height: 216))
        XCTAssertEqual(laidOut.selectedRow(inComponent: 0), 7)
        XCTAssertEqual(laidOut.columns[0].centredRow, 7, "selected before layout, centred after")
    }

    func testR309ADependentComponentReloadsFromDidSelectRow() async {
        final class Places: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            let cities = [["Paris", "Lyon"], ["Rome", "Milan", "Turin", "Naples"]]
            weak var picker: UIPickerView?
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
                component == 0 ? 2 : cities[pickerView.selectedRow(inComponent: 0)].count
            }
            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
                guard component == 0 else { return }
                pickerView.reloadComponent(1)
                pickerView.selectRow(0, inComponent: 1, animated: true)
            }
        }
        let places = Places()
        picker.dataSource = places
        picker.delegate = places
        app.advance(seconds: 0)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 2)
        finger.tap(at: CGPoint(x: 100, y: 208 + 31))
        app.advance(seconds: 0.8)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 1)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 4)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 0)
    }
}
