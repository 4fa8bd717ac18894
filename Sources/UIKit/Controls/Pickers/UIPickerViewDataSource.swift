import Foundation

/// Tells a picker view how many components (wheels) it has and how many rows each holds. The
/// picker asks when it first lays out and again on `reloadAllComponents()`/`reloadComponent(_:)`.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of components (wheels), asked when the picker loads or reloads all components.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of `component`, asked when the picker loads or reloads that component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
