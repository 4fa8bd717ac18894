import Foundation

/// One item of a collection view: add your content to `contentView`. Cells are reused: the
/// collection view keeps cells that scrolled away and hands them out again from
/// `dequeueReusableCell(withReuseIdentifier:for:)`, after `prepareForReuse()`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add content to; it fills the cell and resizes with it.
    public let contentView: UIView
    /// Whether the cell's item is selected (the collection view sets it, R239); the
    /// `selectedBackgroundView` shows while it is.
    open var isSelected = false {
        didSet {
            refreshSelectionViews()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }
    /// Whether the finger is on the cell (R239).
    open var isHighlighted = false {
        didSet {
            refreshSelectionViews()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }
    /// A view behind the content (nil: none).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            refreshSelectionViews()
        }
    }
    /// A view behind the content while the cell is selected or highlighted (nil: none).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            refreshSelectionViews()
        }
    }

    /// Puts the background views under the content, the selected one showing while selected or
    /// highlighted.
    private func refreshSelectionViews() {
        for (index, view) in [backgroundView, selectedBackgroundView].enumerated() {
            guard let view else { continue }
            if view.superview !== self { insertSubview(view, at: index) }
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// Creates a cell; the collection view calls this for a registered class.
    public required override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Creates a cell from an archive: no nibs here, so it is the cell `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    // MARK: Configurations (R307)

    /// Updates a cell's configurations for a state.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The content shown in `contentView`: setting it makes (or updates) the configuration's view,
    /// which fills the content view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { installContentConfiguration() }
    }
    /// The view showing `contentConfiguration`.
    var configuredView: (UIView & UIContentView)?
    /// Whether a change of state updates `contentConfiguration` for the new state (true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Runs whenever the cell's configuration state changes (and once when set).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the cell's collection view is editing.
    var isEditingForConfiguration = false
    /// Whether the cell is expanded in an outline (its section snapshot says so).
    var isExpandedForConfiguration = false
    /// Whether the cell is swiped open.
    var isSwipedForConfiguration = false
    /// Whether the cell is being moved by the user (R326).
    var isReorderingForConfiguration = false
    private var configurationUpdatePending = false

    /// The cell's background as a value (R328): setting it replaces `backgroundView` and
    /// `selectedBackgroundView`; nil: none.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { installBackgroundConfiguration() }
    }
    /// Whether a change of state updates `backgroundConfiguration` for the new state (true).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The view drawing `backgroundConfiguration`.
    var backgroundConfigurationView: BackgroundConfigurationView?

    /// The background configuration of the cell's place: a list cell's style, else a plain list
    /// cell's (iOS 16; UIKit's for a cell outside a list).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listCell() }

    /// Shows `backgroundConfiguration` (for the current state when it updates automatically).
    private func installBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            backgroundConfigurationDidChange()
            return
        }
        if backgroundView != nil { backgroundView = nil }
        if selectedBackgroundView != nil { selectedBackgroundView = nil }
        let shown =
            automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration
        if let view = backgroundConfigurationView {
            view.configuration = shown
        } else {
            let view = BackgroundConfigurationView(shown)
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, belowSubview: contentView)
            backgroundConfigurationView = view
        }
        backgroundConfigurationView?.layoutMarginsForInsets = directionalLayoutMargins
        backgroundConfigurationDidChange()
    }

    /// Told when the background configuration came or went (a list cell hides its own background).
    func backgroundConfigurationDidChange() {}

    /// The look of the list the cell is in, for `listCell()` backgrounds (nil: none).
    var listAppearanceForConfiguration: UICollectionLayoutListConfiguration.Appearance? { nil }

    /// The cell's state: selection, highlight, editing, expansion, swipe, traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        state.isEditing = isEditingForConfiguration
        state.isExpanded = isExpandedForConfiguration
        state.isSwiped = isSwipedForConfiguration
        state.isReordering = isReorderingForConfiguration
        state.listAppearance = listAppearanceForConfiguration
        return state
    }

    /// Asks for `updateConfiguration(using:)` with the current state before the cell is next
    /// drawn (here: at once, as the state is known).
    open func setNeedsUpdateConfiguration() {
        guard !configurationUpdatePending else { return }
        configurationUpdatePending = true
        updateConfiguration(using: configurationState)
        configurationUpdatePending = false
    }

    /// Updates the configurations for `state`: the background and content configurations (when
    /// they update automatically), then `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesBackgroundConfiguration, let backgroundConfiguration {
            backgroundConfigurationView?.configuration = backgroundConfiguration.updated(for: state)
        }
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            let updated = contentConfiguration.updated(for: state)
            configuredView?.configuration = effectiveContentConfiguration(updated)
        }
        configurationUpdateHandler?(self, state)
    }

    /// Takes an outline item's state (R325): its expansion (a list cell also its indentation level
    /// and its outline disclosure's turn, animated when asked).
    func setOutlineState(level: Int, expanded: Bool, animated: Bool) {
        guard expanded != isExpandedForConfiguration else { return }
        isExpandedForConfiguration = expanded
        setNeedsUpdateConfiguration()
    }

    /// Told when the collection view enters or leaves editing mode.
    func editingDidChange(_ editing: Bool) {
        guard editing != isEditingForConfiguration else { return }
        isEditingForConfiguration = editing
        setNeedsLayout()
        setNeedsUpdateConfiguration()
    }

    /// The configuration the content view shows for `configuration` (a list cell fits its
    /// margins to its accessories).
    func effectiveContentConfiguration(_ configuration: UIContentConfiguration) -> UIContentConfiguration {
        configuration
    }

    /// Makes or updates the view of `contentConfiguration`.
    func installContentConfiguration() {
        guard let contentConfiguration else {
            configuredView?.removeFromSuperview()
            configuredView = nil
            return
        }
        let shown = effectiveContentConfiguration(contentConfiguration)
        if let configuredView, type(of: configuredView.configuration) == type(of: shown) {
            configuredView.configuration = shown
        } else {
            configuredView?.removeFromSuperview()
            let view = shown.makeContentView()
            contentView.addSubview(view)
            configuredView = view
        }
        setNeedsLayout()
    }

    /// The height the content needs at `width`: the list content's, else what the content view's
    /// constraints or `sizeThatFits` say (nil: nothing to say).
    func selfSizingHeight(width: CGFloat) -> CGFloat? {
        if let list = configuredView as? UIListContentView { return list.fittingHeight(width: width) }
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return fitted.height > 0 ? fitted.height : nil
    }

    /// A self-sizing cell's attributes with its content's height (R307); others unchanged.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        guard layoutAttributes.sizesHeightToFit, let height = selfSizingHeight(width: layoutAttributes.frame.width)
        else { return layoutAttributes }
        let scale = max(1, UIScreen.main.scale)
        let preferred = layoutAttributes.copied()
        preferred.frame.size.height = (height * scale).rounded(.up) / scale
        return preferred
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuredView {
            configuredView.frame = contentView.bounds
            configuredView.layoutIfNeeded()
        }
        if let backgroundConfigurationView {
            backgroundConfigurationView.frame = bounds
            backgroundConfigurationView.layoutMarginsForInsets = directionalLayoutMargins
        }
    }
}
