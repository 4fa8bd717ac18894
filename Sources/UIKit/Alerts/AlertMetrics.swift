import Foundation

/// The sizes, fonts and colours of iOS 18's alerts and action sheets on an iPhone, at the default
/// text size (R232, R233); `AlertLayout` scales the fonts and the label margins for others.
@MainActor
enum AlertMetrics {
    // MARK: Alert (R232)

    /// An alert's width.
    static let alertWidth: CGFloat = 270
    /// An alert card's corner radius.
    static let alertCornerRadius: CGFloat = 14
    /// From the card's top to the first baseline of the title (or of the message without a title).
    static let alertTopToFirstBaseline: CGFloat = 36
    /// From the title's last baseline to the message's first baseline.
    static let alertTitleToMessageBaseline: CGFloat = 20
    /// From the last label's last baseline to the bottom of the header.
    static let alertLastBaselineToBottom: CGFloat = 24
    /// The labels' margin from the card's sides.
    static let alertLabelMargin: CGFloat = 16
    /// A button row's least height.
    static let alertButtonHeight: CGFloat = 44
    /// Above and below a button's title when a large text size makes the row taller than 44 pt.
    static let alertButtonVerticalPadding: CGFloat = 11
    /// A button's title: Body, 17 pt, semibold for the preferred (or else the cancel) action.
    static let alertButtonFontSize: CGFloat = 17
    /// The room a button keeps on each side of its title; two buttons sit side by side only when
    /// both titles fit in half the width with it.
    static let alertButtonTitleMargin: CGFloat = 12

    // MARK: Text fields (R232, R236)

    /// A text field's font size in an alert.
    static let textFieldFontSize: CGFloat = 13
    /// A text field row's height.
    static let textFieldHeight: CGFloat = 28
    /// The fields' margin from the card's sides.
    static let textFieldMargin: CGFloat = 15
    /// From the last label's last baseline to the first field.
    static let textFieldTopSpacing: CGFloat = 18
    /// Below the last field, before the buttons.
    static let textFieldBottomSpacing: CGFloat = 16

    // MARK: Action sheet (R233)

    /// The room kept from the container's edges (or its safe area, when larger).
    static let sheetEdgeInset: CGFloat = 8
    /// The gap between the actions and the cancel button's own group.
    static let sheetCancelSpacing: CGFloat = 8
    /// Each group's corner radius.
    static let sheetCornerRadius: CGFloat = 13
    /// A button row's height.
    static let sheetButtonHeight: CGFloat = 57
    /// A button's title: 20 pt, the cancel semibold.
    static let sheetButtonFontSize: CGFloat = 20
    /// From the top to the first baseline of the header.
    static let sheetTopToFirstBaseline: CGFloat = 27
    /// From the title's last baseline to the message's first baseline.
    static let sheetTitleToMessageBaseline: CGFloat = 22
    /// Below the message's last baseline when there is a title.
    static let sheetMessageToBottom: CGFloat = 28
    /// Below the last baseline otherwise.
    static let sheetLastBaselineToBottom: CGFloat = 17
    /// The header's margin from the sides.
    static let sheetLabelMargin: CGFloat = 16

    // MARK: Colours

    /// The dimming over the screen behind.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)
    /// The card's material, drawn flat (UIKit blurs what is behind it).
    static let materialColor = UIColor(
        light: UIColor(red: 0.949, green: 0.949, blue: 0.949, alpha: 0.97),
        dark: UIColor(red: 0.173, green: 0.173, blue: 0.180, alpha: 0.97))
    /// An action sheet's cancel group, opaque.
    static let sheetCancelBackground = UIColor(
        light: .white, dark: UIColor(red: 0.173, green: 0.173, blue: 0.180, alpha: 1))
    /// A button while the finger is on it.
    static let highlightColor = UIColor(
        light: UIColor(white: 0, alpha: 0.1), dark: UIColor(white: 1, alpha: 0.1))
    /// A disabled button's title.
    static let disabledTitleColor = UIColor.tertiaryLabel
}
