import Foundation

/// A view's or layout guide's frame in a layout engine: four variables (origin in the superview's
/// or owning view's coordinates, size) and the constraints UIKit adds for the item itself.
@MainActor
final class LayoutItemRecord {
    /// The view or guide.
    weak var item: AnyObject?
    /// The left edge, in the coordinates of the superview (a guide: of its owning view).
    let x: LayoutSymbol
    /// The top edge, in the same coordinates.
    let y: LayoutSymbol
    /// The width.
    let width: LayoutSymbol
    /// The height.
    let height: LayoutSymbol

    /// How many constraints (the app's, and other items' own) use the variables; at 0 the record goes.
    var references = 0
    /// The app's constraints that name this item as their first or second item.
    var namingEntries: [ObjectIdentifier: LayoutEngine.Entry] = [:]
    /// The constraints that depend on the item's text metrics (baseline attributes).
    var baselineEntries: [ObjectIdentifier: LayoutEngine.Entry] = [:]

    /// The autoresizing constraints (minX, minY, width, height) while the view translates its mask.
    var autoresizingEntries: [LayoutEngine.Entry] = []
    /// The content size constraints (width, height; nil for an axis without an intrinsic metric).
    var contentSizeEntries: [LayoutEngine.Entry?] = [nil, nil]
    /// The constraints that place a system layout guide in its owning view.
    var guideEntries: [LayoutEngine.Entry] = []

    /// The content size the content size constraints were made for.
    var contentSize: CGSize?
    /// A multi-line label's width the content size was measured at (nil: one unbroken line).
    var widthHint: CGFloat?
    /// Whether the item's own constraints must be brought up to date before the next solve.
    var needsRefresh = false
    /// Whether an ambiguous layout was already reported for the view.
    var reportedAmbiguity = false

    init(item: AnyObject, solver: LayoutSolver) {
        self.item = item
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    /// Every constraint UIKit made for the item itself.
    var ownEntries: [LayoutEngine.Entry] { autoresizingEntries + contentSizeEntries.compactMap { $0 } + guideEntries }
}
