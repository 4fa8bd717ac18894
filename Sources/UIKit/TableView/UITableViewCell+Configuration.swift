import Foundation

/// A table cell's background configuration (R328): its state and the view drawing it.
extension UITableViewCell {
    /// The cell's state: highlight, selection, editing, traits.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isDisabled = !isUserInteractionEnabled
        state.listAppearance = isInPlainTable ? .plain : .insetGrouped
        return state
    }

    /// The background configuration of the cell's table style: a plain or a grouped list cell's.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        isInPlainTable ? .listPlainCell() : .listGroupedCell()
    }

    /// Shows `backgroundConfiguration` (for the current state when it updates automatically).
    func installBackgroundConfiguration() {
        guard backgroundConfiguration != nil else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            setNeedsLayout()
            return
        }
        if backgroundView != nil { backgroundView = nil }
        if backgroundConfigurationView == nil {
            let view = BackgroundConfigurationView(.clear())
            insertSubview(view, aboveSubview: defaultBackground)
            backgroundConfigurationView = view
        }
        refreshBackgroundConfiguration()
        setNeedsLayout()
    }

    /// Gives the view the configuration for the current state.
    func refreshBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration, let view = backgroundConfigurationView else { return }
        view.configuration =
            automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
        view.layoutMarginsForInsets = directionalLayoutMargins
    }
}
