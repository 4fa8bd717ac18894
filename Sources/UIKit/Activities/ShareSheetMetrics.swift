import Foundation

/// The share sheet's figures on a phone (R312), measured by eye from iOS 18's sheet: a header of
/// 84 pt with a 52 pt thumbnail and a 30 pt close button, a row of 60 pt app icons 80 pt apart,
/// and inset groups of 52 pt rows with 12 pt corners, 16 pt from the edges.
enum ShareSheetMetrics {
    /// The header's height, down to its separator.
    static let headerHeight: CGFloat = 84
    /// The thumbnail's top-left corner and side.
    static let thumbnailOrigin = CGPoint(x: 16, y: 16)
    static let thumbnailCornerRadius: CGFloat = 10
    /// The close button's side and its distance from the top and trailing edges.
    static let closeSide: CGFloat = 30
    static let closeInset: CGFloat = 16
    /// The title's and subtitle's fonts.
    static let titleFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
    static let subtitleFont = UIFont.systemFont(ofSize: 13)

    /// The app row: its top below the header, the width of each app's column, the first column's
    /// leading edge, and the label below the icon.
    static let appRowTop: CGFloat = 18
    static let appColumnWidth: CGFloat = 80
    static let appRowLeading: CGFloat = 10
    static let appLabelGap: CGFloat = 7
    static let appLabelFont = UIFont.systemFont(ofSize: 12)
    static let appRowHeight: CGFloat = 98

    /// The action groups.
    static let groupInset: CGFloat = 16
    static let groupSpacing: CGFloat = 20
    static let groupCornerRadius: CGFloat = 12
    static let rowHeight: CGFloat = 52
    static let rowFont = UIFont.systemFont(ofSize: 17)
    static let rowLeading: CGFloat = 16
    /// The "Edit Actions…" link under the groups.
    static let editActionsHeight: CGFloat = 44
    static let bottomPadding: CGFloat = 24
}
