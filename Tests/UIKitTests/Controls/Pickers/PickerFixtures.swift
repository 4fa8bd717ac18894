import Foundation

@testable import UIKit

/// A data source and delegate of two wheels written as an iOS app would: numbers 0…59 and three
/// words, recording every `didSelectRow`.
@MainActor
final class NumberWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var counts = [60, 3]
    let words = ["alpha", "beta", "gamma"]
    var selections: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { counts.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { counts[component] }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? "\(row)" : words[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

/// One wheel of coloured views from `viewForRow:forComponent:reusing:`, counting the views it makes
/// and the ones handed back for reuse.
@MainActor
final class SwatchWheel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var made = 0
    var reused = 0

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 100 }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 120 }

    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let swatch: UIView
        if let view {
            reused += 1
            swatch = view
        } else {
            made += 1
            swatch = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        }
        swatch.tag = row
        swatch.backgroundColor = row % 2 == 0 ? .systemRed : .systemBlue
        return swatch
    }
}
