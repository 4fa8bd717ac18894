import XCTest

@testable import UIKit

/// tintAdjustmentMode and the dimming behind alerts and sheets (R295).
@MainActor
final class TintAdjustmentModeTests: XCTestCase {
    private final class Watcher: UIView {
        var calls = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            calls += 1
        }
    }

    func testR295TheModeIsInheritedAndNeverReadsAutomatic() async {
        UIKitRuntime.reset()
        let root = UIView()
        let child = Watcher()
        let grandchild = Watcher()
        root.addSubview(child)
        child.addSubview(grandchild)
        XCTAssertEqual(grandchild.tintAdjustmentMode, .normal, "nothing set: normal")
        root.tintAdjustmentMode = .dimmed
        XCTAssertEqual(grandchild.tintAdjustmentMode, .dimmed)
        XCTAssertEqual([child.calls, grandchild.calls], [1, 1])
        child.tintAdjustmentMode = .normal
        XCTAssertEqual(grandchild.tintAdjustmentMode, .normal, "the nearest non-automatic mode wins")
        XCTAssertEqual([child.calls, grandchild.calls], [2, 2])
        child.tintAdjustmentMode = .automatic
        XCTAssertEqual(child.tintAdjustmentMode, .dimmed, "reading gives the effective mode")
        root.tintAdjustmentMode = .dimmed
        XCTAssertEqual(grandchild.calls, 3, "the same mode again calls nothing")
    }

    func testR295DimmedTintIsGreyAndTintColorDidChangeIsCalled() async {
        UIKitRuntime.reset()
        let view = UIView()
        view.tintColor = .systemRed
        view.tintAdjustmentMode = .dimmed
        let dimmed = view.tintColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor
        XCTAssertEqual(dimmed.red, dimmed.green, accuracy: 1e-9)
        XCTAssertEqual(dimmed.green, dimmed.blue, accuracy: 1e-9)
        XCTAssertEqual(
            dimmed.red, 0.299 + 0.587 * (0x3B / 255.0) + 0.114 * (0x30 / 255.0), accuracy: 1e-6, "system red's luma")
        view.tintAdjustmentMode = .normal
        XCTAssertEqual(view.tintColor, .systemRed)
    }

    func testR295MovingIntoADimmedSuperviewTellsTheView() async {
        UIKitRuntime.reset()
        let dimmed = UIView()
        dimmed.tintAdjustmentMode = .dimmed
        let watcher = Watcher()
        dimmed.addSubview(watcher)
        XCTAssertEqual(watcher.calls, 1)
        let plain = UIView()
        plain.addSubview(watcher)
        XCTAssertEqual(watcher.calls, 2, "and out of it")
        plain.addSubview(watcher)
        XCTAssertEqual(watcher.calls, 2, "no change, no call")
    }

    func testR295ASheetDimsThePresenterUnlessItIsUndimmed() async {
        let root = UIViewController()
        let app = TestApp(root: root)
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(root.view.tintAdjustmentMode, .dimmed)
        sheet.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(root.view.tintAdjustmentMode, .normal)
        XCTAssertEqual(root.view.ownTintAdjustmentMode, .automatic, "its own mode given back")

        let undimmed = UIViewController()
        undimmed.sheetPresentationController?.detents = [.medium(), .large()]
        undimmed.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        root.present(undimmed, animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(root.view.tintAdjustmentMode, .normal, "an undimmed sheet leaves the tint")
    }
}
