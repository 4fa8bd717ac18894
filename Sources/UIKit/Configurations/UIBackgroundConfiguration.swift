import Foundation

/// The look of a cell's (or header's) background as a value (R328): a fill colour, a corner
/// radius, a stroke, insets, an image, a visual effect or a view of your own. The system styles
/// (`listCell()`, `listGroupedCell()`, …) also change with the cell's state: `updated(for:)` gives
/// the highlighted and selected colours. Set it as a cell's `backgroundConfiguration`.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    /// The system style a configuration was made from; it decides what `updated(for:)` does.
    enum Style: Equatable {
        case clear, listCell, listHeader, listFooter, listPlainCell, listPlainHeaderFooter, listGroupedCell
        case listGroupedHeaderFooter, listSidebarHeader, listSidebarCell, listAccompaniedSidebarCell
    }

    let style: Style
    /// A view behind the colour's fill, filling the background (nil: none).
    public var customView: UIView?
    /// The background's corner radius (0).
    public var cornerRadius: CGFloat = 0
    /// The background's insets from the cell's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose insets also take the cell's layout margins.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill colour (nil: the view's tint colour, as UIKit resolves it). Once set, the state
    /// updates keep it.
    public var backgroundColor: UIColor? {
        didSet { customizesBackgroundColor = true }
    }
    /// Whether the app set `backgroundColor` (the style's state colours then leave it alone).
    private var customizesBackgroundColor = false
    /// Changes `backgroundColor` before it is drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A blur or vibrancy behind the fill (nil: none).
    public var visualEffect: UIVisualEffect?
    /// An image drawn over the fill (nil: none).
    public var image: UIImage?
    /// How the image fills the background.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke's colour (nil: the tint colour; drawn only with a width above 0).
    public var strokeColor: UIColor?
    /// Changes `strokeColor` before it is drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width (0: none).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge.
    public var strokeOutset: CGFloat = 0

    init(style: Style, backgroundColor: UIColor?, cornerRadius: CGFloat = 0) {
        self.style = style
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
    }

    // MARK: System styles

    /// No fill and no styling.
    public static func clear() -> UIBackgroundConfiguration { Self(style: .clear, backgroundColor: .clear) }

    /// A list cell's background that takes its list's style when updated for a state (iOS 18):
    /// plain, grouped or sidebar; a plain list's before then.
    public static func listCell() -> UIBackgroundConfiguration {
        Self(style: .listCell, backgroundColor: .systemBackground)
    }

    /// A list header's background that takes its list's style (iOS 18).
    public static func listHeader() -> UIBackgroundConfiguration {
        Self(style: .listHeader, backgroundColor: .systemBackground)
    }

    /// A list footer's background that takes its list's style (iOS 18).
    public static func listFooter() -> UIBackgroundConfiguration {
        Self(style: .listFooter, backgroundColor: .systemBackground)
    }

    /// A plain list cell's background: the system background, grey when highlighted or selected
    /// (deprecated in iOS 18 for `listCell()`).
    public static func listPlainCell() -> UIBackgroundConfiguration {
        Self(style: .listPlainCell, backgroundColor: .systemBackground)
    }

    /// A plain list header's or footer's background: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        Self(style: .listPlainHeaderFooter, backgroundColor: .systemBackground)
    }

    /// A grouped list cell's background: the secondary grouped background, grey when selected.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        Self(style: .listGroupedCell, backgroundColor: .secondarySystemGroupedBackground)
    }

    /// A grouped list header's or footer's background: none.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        Self(style: .listGroupedHeaderFooter, backgroundColor: .clear)
    }

    /// A sidebar header's background: none.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        Self(style: .listSidebarHeader, backgroundColor: .clear)
    }

    /// A sidebar cell's background: none, rounded, the tint colour when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        Self(style: .listSidebarCell, backgroundColor: .clear, cornerRadius: ListMetrics.cardCornerRadius)
    }

    /// The background of a sidebar cell beside a content column: grey when selected.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        Self(style: .listAccompaniedSidebarCell, backgroundColor: .clear, cornerRadius: ListMetrics.cardCornerRadius)
    }

    // MARK: State

    /// This configuration for `state`: a system style's highlighted and selected colours (R328) —
    /// systemGray4 for a highlighted or selected list row, the tint colour (a nil colour) for a
    /// selected sidebar row — unless the app set `backgroundColor`, which stays.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var copy = self
        let cell = state as? UICellConfigurationState
        let highlighted = cell?.isHighlighted ?? false
        let selected = cell?.isSelected ?? false
        let appearance = cell?.listAppearance
        var style = self.style
        // `listCell()` and friends take the style of the list the cell is in (iOS 18).
        switch style {
        case .listCell:
            switch appearance {
            case .grouped?, .insetGrouped?: style = .listGroupedCell
            case .sidebar?, .sidebarPlain?: style = .listSidebarCell
            default: style = .listPlainCell
            }
            if !customizesBackgroundColor {
                copy.backgroundColor =
                    style == .listGroupedCell
                    ? .secondarySystemGroupedBackground : style == .listSidebarCell ? .clear : .systemBackground
                copy.customizesBackgroundColor = false
            }
            if style == .listSidebarCell { copy.cornerRadius = ListMetrics.cardCornerRadius }
        case .listHeader, .listFooter:
            let plain = appearance == nil || appearance == .plain
            if !customizesBackgroundColor {
                copy.backgroundColor = plain ? .systemBackground : .clear
                copy.customizesBackgroundColor = false
            }
            return copy
        default: break
        }
        guard highlighted || selected, !customizesBackgroundColor else { return copy }
        switch style {
        case .listPlainCell, .listGroupedCell, .listAccompaniedSidebarCell:
            copy.backgroundColor = ListMetrics.selectionColor
        case .listSidebarCell:
            copy.backgroundColor = selected ? nil : .systemGray5
        default: break
        }
        // A state colour is the style's, not the app's: the next update may change it again.
        copy.customizesBackgroundColor = false
        return copy
    }

    /// The fill colour drawn: `backgroundColor` (or `tintColor` when nil) through its transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour drawn: `strokeColor` (or `tintColor` when nil) through its transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}
