import Foundation

/// Gives a picker view its rows' content and sizes and hears what the user selects. Every method
/// is optional (protocol-extension defaults, where UIKit's are `@optional`). For a row's content
/// the picker asks `viewForRow:forComponent:reusing:` — whose default builds UIKit's own row label
/// from `attributedTitleForRow`, or else `titleForRow` (R309).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// The width of `component` (default: the picker's width shared equally, R309).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row of `component` (default 32 pt).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// A row's title, drawn centred in the row (asked when `attributedTitleForRow` gives nil).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's styled title; when it gives a string, `titleForRow` is not asked.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    /// The view that shows a row; `view` is one this method returned before for a row that scrolled
    /// away, to reuse. The default returns the picker's title label for the row.
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView
    /// The user settled `component` on a new `row` (a drag or a tap; not `selectRow(_:inComponent:animated:)`).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.sharedComponentWidth
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    { nil }
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        pickerView.titleLabel(forRow: row, component: component, reusing: view, delegate: self)
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
