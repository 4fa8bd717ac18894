import Foundation

/// A description of a cell's content that makes the view showing it (`UIListContentConfiguration`
/// or your own). Setting a cell's `contentConfiguration` replaces the cell's content view's content.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration for a state of the cell (the default: unchanged).
    func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
}

/// The state a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits of the view the configuration is for.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state: highlighted, selected, disabled.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    /// The finger is on the cell.
    public var isHighlighted = false
    /// The cell's row is selected.
    public var isSelected = false
    /// The cell does not take touches.
    public var isDisabled = false
    /// The cell's list is editing.
    public var isEditing = false
    /// The cell's outline item shows its children.
    public var isExpanded = false
    /// The cell is swiped open on its actions.
    public var isSwiped = false
    /// The cell is being moved.
    public var isReordering = false
    /// The cell has the focus.
    public var isFocused = false
    /// The look of the list the cell is in (nil: not in a list), which `listCell()` backgrounds
    /// follow (UIKit reads it from the traits' list environment, R328).
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?

    /// Creates a state with `traitCollection`.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}
