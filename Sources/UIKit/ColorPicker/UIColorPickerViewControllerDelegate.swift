import Foundation

/// Told when the colour picker's colour changes and when it is closed (R330). Every method is
/// optional (protocol-extension defaults, where UIKit's are `@optional`).
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    /// The user picked `color`: `continuously` is true while a finger drags through colours
    /// (a slider, the spectrum, across the grid) and false for a tap or the drag's last colour.
    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// The user changed `selectedColor` (iOS 14; called with every change, after the method above).
    @available(iOS, deprecated: 15.0, message: "Use colorPickerViewController(_:didSelect:continuously:)")
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The user closed the picker with its close button or by swiping the sheet away.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
