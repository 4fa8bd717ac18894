import Foundation

/// The measurements a table view and a collection view list share (R181–R183, R307): both draw
/// the same rows, sections and cards on iOS.
enum ListMetrics {
    /// The side margin of a list on a screen `width` points wide: 20 pt on phones wider than 375 pt,
    /// else 16 (UIKit's system minimum layout margins, R181).
    static func sideMargin(forWidth width: CGFloat) -> CGFloat { width > 375 ? 20 : 16 }
    /// The content's side margin inside an inset-grouped section's card (R181).
    static let insetGroupedContentMargin: CGFloat = 16
    /// The corner radius of an inset-grouped section's card (iOS 13–18).
    static let cardCornerRadius: CGFloat = 10
    /// The space above the first section of a grouped list without a header (R183).
    static let firstSectionTopSpacing: CGFloat = 35
    /// The space above and below the other sections without a header or footer: two sections are
    /// 35 pt apart (R183).
    static let sectionSpacing: CGFloat = 17.5
    /// The top margin of the first grouped section's header title (others have their
    /// configuration's 13 pt, R183).
    static let firstGroupedHeaderTopMargin: CGFloat = 30
    /// The grey behind a highlighted or selected row (R184).
    static var selectionColor: UIColor { .systemGray4 }
}
