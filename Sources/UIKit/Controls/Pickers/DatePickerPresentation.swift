import Foundation

/// What draws a date picker in one style: its view (filling the picker), its natural size, and
/// how it shows the picker's date. The picker owns one at a time and rebuilds it when the style
/// changes (R310).
@preconcurrency @MainActor
protocol DatePickerPresentation: AnyObject {
    /// The style it draws.
    var style: UIDatePickerStyle { get }
    /// The view placed over the picker's bounds.
    var view: UIView { get }
    /// The picker's intrinsic size in this style and mode.
    var naturalSize: CGSize { get }
    /// The mode, locale, calendar or limits changed: rebuild the content.
    func reload()
    /// The date (or duration) changed: show it, moving there when `animated`.
    func showDate(animated: Bool)
}

/// The presentation that draws `picker` in `style`.
@MainActor
func makeDatePickerPresentation(for style: UIDatePickerStyle, picker: UIDatePicker) -> DatePickerPresentation {
    switch style {
    case .inline: return DatePickerInlineView(picker: picker)
    case .compact: return DatePickerCompactView(picker: picker)
    case .wheels, .automatic: return DatePickerWheelsView(picker: picker)
    }
}
