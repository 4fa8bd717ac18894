import Foundation
import XCTest

@testable import UIKit

/// Records what a colour picker tells its delegate, in order.
@MainActor
final class ColorPickerRecorder: NSObject, UIColorPickerViewControllerDelegate {
    var calls: [String] = []

    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) {
        calls.append(
            "didSelect #\(PickerColor(color).hex) \(PickerColor(color).opacityPercent)% continuously:\(continuously)")
    }

    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        calls.append("didSelectColor")
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        calls.append("didFinish")
    }
}

extension UIColorPickerViewController {
    /// The picker's view (loaded).
    var pickerView: ColorPickerView {
        loadViewIfNeeded()
        return view as! ColorPickerView
    }
}

extension TouchDriver {
    /// Taps a point of `view` (in its own coordinates), the finger down for one frame.
    func tap(_ point: CGPoint, in view: UIView) {
        guard let window = view.window else { return XCTFail("not on screen") }
        press(at: view.convert(point, to: window))
        app.advance(seconds: 1.0 / 60)
        release()
    }
}
