import Foundation

/// The colour picker's figures on a phone (R330), measured by eye from iOS 18's sheet: a 56 pt
/// header with the title and a 30 pt close button, the tabs' segmented control 16 pt in, a grid
/// of 12 × 10 square cells as wide as the sheet less 16 pt each side with 8 pt corners, and the
/// opacity slider and swatch below it.
enum ColorPickerMetrics {
    static let headerHeight: CGFloat = 56
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let closeSide: CGFloat = 30
    static let closeInset: CGFloat = 16
    static let sideInset: CGFloat = 16
    static let segmentedTop: CGFloat = 60
    static let segmentedHeight: CGFloat = 32
    /// The tab's content starts below the segmented control.
    static let contentTop: CGFloat = 108
    static let gridCornerRadius: CGFloat = 8
    /// The slider tracks: capsules this tall, the thumb a white ring this wide.
    static let trackHeight: CGFloat = 34
    static let thumbSide: CGFloat = 30
    static let thumbRing: CGFloat = 4
    /// The caps-lock captions above the sliders ("OPACITY", "RED" …).
    static let captionFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    static let captionHeight: CGFloat = 22
    static let fieldFont = UIFont.systemFont(ofSize: 17)
    /// The value fields right of the sliders.
    static let fieldWidth: CGFloat = 76
    static let fieldGap: CGFloat = 12
    /// The swatch of the chosen colour at the bottom.
    static let swatchSide: CGFloat = 52
    static let swatchCornerRadius: CGFloat = 10
}
