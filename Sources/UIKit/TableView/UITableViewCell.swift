import Foundation

// Over 400 lines: the editing state (R320) is stored properties and overridable methods, which
// have to be declared in the class body; the editing layout is in UITableViewCell+Editing.

/// One row of a table view. Its content is the default content — `textLabel`, `detailTextLabel`
/// and `imageView` laid out for its `style`, or a `contentConfiguration` — or your own views in
/// `contentView`. It draws the accessory (the disclosure chevron, a checkmark…), its separator, and
/// the grey of a highlighted or selected row (R181–R184). Cells are reused: the table keeps cells
/// that scrolled away and hands them out again from `dequeueReusableCell(withIdentifier:for:)`,
/// after `prepareForReuse()` (R180).
// The stored state UIKit's table cell has (content, accessories, backgrounds, selection) lives in
// the class body, so the file passes 400 lines; the background configuration's logic is in
// `UITableViewCell+Configuration.swift`.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of the default content.
    public enum CellStyle: Int, Sendable {
        /// Text only (`detailTextLabel` is nil).
        case `default` = 0
        /// Text, and the detail at the trailing side in grey.
        case value1 = 1
        /// A small blue label column, then the detail.
        case value2 = 2
        /// Text over a smaller grey subtitle.
        case subtitle = 3
    }

    /// What the cell shows at its trailing side.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        /// The grey chevron of a row that leads somewhere.
        case disclosureIndicator = 1
        /// An info button and the chevron.
        case detailDisclosureButton = 2
        /// A checkmark in the tint colour.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How a highlighted or selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none = 0
        /// Grey (iOS 7 and later draw `.blue` grey too).
        case blue = 1
        /// Grey.
        case gray = 2
        /// Grey: the default.
        case `default` = 3
    }

    /// The style the cell was created with.
    public let style: CellStyle
    /// The identifier the cell was created or dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The view to add your own content to; it fills the cell left of the accessory.
    public let contentView = UIView()

    /// Creates a cell; the table view calls this for a registered class (`.default` style).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// Creates a `.default` cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell from an archive: no nibs here, so it is a `.default` cell.
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        clipsToBounds = true
        defaultBackground.isUserInteractionEnabled = false
        addSubview(defaultBackground)
        selectionBackground.backgroundColor = .systemGray4
        selectionBackground.isUserInteractionEnabled = false
        selectionBackground.alpha = 0
        addSubview(selectionBackground)
        addSubview(contentView)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    // MARK: Default content

    /// The default content's text label (made on first access).
    public var textLabel: UILabel? {
        if let legacyText { return legacyText }
        let label = UILabel()
        legacyText = label
        legacyStyleChanged()
        contentView.addSubview(label)
        return label
    }
    private var legacyText: UILabel?

    /// The detail label of the `.value1`, `.value2` and `.subtitle` styles (nil for `.default`).
    public var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let legacyDetail { return legacyDetail }
        let label = UILabel()
        legacyDetail = label
        legacyStyleChanged()
        contentView.addSubview(label)
        return label
    }
    private var legacyDetail: UILabel?

    /// The default content's image view, before the text (made on first access).
    public var imageView: UIImageView? {
        if let legacyImage { return legacyImage }
        let view = UIImageView(frame: .zero)
        legacyImage = view
        contentView.addSubview(view)
        return view
    }
    private var legacyImage: UIImageView?

    /// The configuration the legacy labels are laid out and styled with.
    private var legacyConfiguration: UIListContentConfiguration {
        var c = defaultContentConfiguration()
        c.directionalLayoutMargins.leading = sideMargin + CGFloat(max(0, indentationLevel)) * indentationWidth
        c.directionalLayoutMargins.trailing = accessoryFrame == nil ? sideMargin : 0
        c.textProperties.numberOfLines = 1
        c.secondaryTextProperties.numberOfLines = 1
        return c
    }

    func legacyStyleChanged() {
        let c = legacyConfiguration
        if let legacyText { ListContentLayout.style(legacyText, c.textProperties, legacyText.text) }
        if let legacyDetail { ListContentLayout.style(legacyDetail, c.secondaryTextProperties, legacyDetail.text) }
    }

    /// A list content configuration for the cell's style, with the system's fonts and margins.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        var c: UIListContentConfiguration
        switch style {
        case .default: c = .cell()
        case .value1: c = .valueCell()
        case .value2: c = .value2Cell()
        case .subtitle: c = .subtitleCell()
        }
        c.directionalLayoutMargins.leading = sideMargin
        c.directionalLayoutMargins.trailing = sideMargin
        return c
    }

    /// The content shown in `contentView` in place of the legacy labels; setting it makes (or
    /// updates) the configuration's view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            guard let contentConfiguration else {
                configuredView?.removeFromSuperview()
                configuredView = nil
                return
            }
            if let configuredView, type(of: configuredView.configuration) == type(of: contentConfiguration) {
                configuredView.configuration = contentConfiguration
            } else {
                configuredView?.removeFromSuperview()
                let view = contentConfiguration.makeContentView()
                view.isUserInteractionEnabled = true
                contentView.addSubview(view)
                configuredView = view
            }
            for legacy in [legacyText, legacyDetail, legacyImage] as [UIView?] { legacy?.isHidden = true }
            setNeedsLayout()
        }
    }
    private var configuredView: (UIView & UIContentView)?

    // MARK: Accessory

    /// The accessory drawn at the trailing side.
    open var accessoryType: AccessoryType = .none {
        didSet {
            guard accessoryType != oldValue else { return }
            accessoryGlyph?.removeFromSuperview()
            accessoryGlyph = accessoryType == .none ? nil : AccessoryGlyphView(type: accessoryType)
            if let accessoryGlyph { addSubview(accessoryGlyph) }
            setNeedsLayout()
        }
    }
    var accessoryGlyph: AccessoryGlyphView?

    /// Whether `point` (in the cell) is on the info button of a `.detailButton` or
    /// `.detailDisclosureButton` accessory, with a 44 pt tall target as UIKit gives it.
    func isOnAccessoryButton(_ point: CGPoint) -> Bool {
        guard shownAccessory === accessoryGlyph, let glyph = accessoryGlyph,
            glyph.type == .detailButton || glyph.type == .detailDisclosureButton
        else { return false }
        let info = CGRect(x: glyph.frame.minX, y: 0, width: AccessoryGlyphView.infoSize.width, height: bounds.height)
        return info.insetBy(dx: -11, dy: 0).contains(point)
    }

    /// A view in place of the accessory type's.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    // MARK: Editing (R320)

    /// Whether the cell is in editing mode (the table sets it for its rows).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Enters or leaves editing mode: the editing control slides in at the leading side and the
    /// content indents, the reorder grip comes in at the trailing side, the accessory becomes the
    /// editing accessory — animated over 0.3 s when `animated` (R320).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        if !editing { showingConfirmation = false }
        transitionEditingState(animated: animated)
    }

    /// The editing control the row shows: the table's delegate's `editingStyleForRowAt` (`.delete`
    /// for a cell outside a table).
    open var editingStyle: EditingStyle { tableEditingStyle ?? .delete }
    /// Set by the table from its delegate.
    var tableEditingStyle: EditingStyle?
    /// The table's choice of control for this row (`.multiselect` is filled as the row is selected);
    /// used once `isConfiguredByTable`, else the cell's own `editingStyle` decides.
    var tableEditingControl: EditingControlView.Kind? {
        didSet { if isEditing { setNeedsLayout() } }
    }
    /// Whether a table view set the editing control, grip and indent for the row.
    var isConfiguredByTable = false
    /// Whether the table shows the reorder grip on this row while editing (nil: `showsReorderControl`).
    var tableShowsGrip: Bool? {
        didSet { if isEditing { setNeedsLayout() } }
    }
    /// The delegate's `shouldIndentWhileEditingRowAt` (nil: not asked).
    var tableIndentsWhileEditing: Bool?

    /// Whether the reorder grip shows while editing (the table shows it for rows its data source can
    /// move, R322).
    open var showsReorderControl = false {
        didSet { setNeedsLayout() }
    }
    /// Whether the content moves right to make room for the editing control (true).
    open var shouldIndentWhileEditing = true {
        didSet { setNeedsLayout() }
    }
    /// How many `indentationWidth`s the default content is indented.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { legacyStyleChanged() } }
    }
    /// The width of one indentation level (10 pt).
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { legacyStyleChanged() } }
    }
    /// The accessory shown while editing in place of `accessoryType` (none).
    open var editingAccessoryType: AccessoryType = .none {
        didSet {
            guard editingAccessoryType != oldValue else { return }
            editingAccessoryGlyph?.removeFromSuperview()
            editingAccessoryGlyph =
                editingAccessoryType == .none ? nil : AccessoryGlyphView(type: editingAccessoryType)
            if let editingAccessoryGlyph { addSubview(editingAccessoryGlyph) }
            setNeedsLayout()
        }
    }
    var editingAccessoryGlyph: AccessoryGlyphView?
    /// A view shown while editing in place of `editingAccessoryType`'s.
    open var editingAccessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let editingAccessoryView { addSubview(editingAccessoryView) }
            setNeedsLayout()
        }
    }
    /// Whether the red Delete confirmation button shows (after a tap on the minus, or a swipe).
    open var showingDeleteConfirmation: Bool { showingConfirmation }
    var showingConfirmation = false

    /// Called before the cell changes state (entering or leaving editing mode, showing or hiding
    /// the Delete confirmation), with the state it goes to; call super.
    open func willTransition(to state: StateMask) {}
    /// Called once the change of state has animated; call super.
    open func didTransition(to state: StateMask) {}

    /// The cell's editing views (made on first use).
    lazy var editingControls = CellEditingControls(cell: self)

    // MARK: Backgrounds and selection

    /// A view behind the content in place of the style's background colour.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, aboveSubview: defaultBackground) }
            setNeedsLayout()
        }
    }

    /// The view shown behind the content while highlighted or selected (default: systemGray4).
    open var selectedBackgroundView: UIView? {
        get { selectionBackground }
        set {
            selectionBackground.removeFromSuperview()
            selectionBackground = newValue ?? UIView()
            selectionBackground.alpha = isHighlighted || isSelected ? 1 : 0
            insertSubview(selectionBackground, belowSubview: contentView)
            setNeedsLayout()
        }
    }
    private var selectionBackground = UIView()
    /// The style's background: systemBackground in a plain table, secondarySystemGroupedBackground
    /// in a grouped one; hidden when the cell's own `backgroundColor` or `backgroundView` is set.
    let defaultBackground = UIView()

    /// The cell's background as a value (R328): it replaces the style's background and the
    /// selection grey (its state colours take their place); nil: none.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { installBackgroundConfiguration() }
    }
    /// Whether highlighting and selection update `backgroundConfiguration` for the new state (true).
    open var automaticallyUpdatesBackgroundConfiguration = true
    var backgroundConfigurationView: BackgroundConfigurationView?
    /// Whether the cell's table is plain (its grouped styles otherwise), for `listCell()`.
    var isInPlainTable = true

    /// How the cell looks when highlighted or selected (`.none`: unchanged).
    open var selectionStyle: SelectionStyle = .default

    /// Whether the finger is on the row.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlighted = false

    /// Whether the row is selected.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    private var selected = false

    /// Highlights or unhighlights the cell (its grey background appears at once; it fades out when
    /// animated).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        showSelectionBackground(animated: animated)
    }

    /// Selects or deselects the cell. Animated, the grey fades in or out in 0.25 s — or, inside a
    /// transition coordinator's alongside animation, in the transition's own animation (R184).
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        showSelectionBackground(animated: animated)
        if isEditing { setNeedsLayout() }
    }

    private func showSelectionBackground(animated: Bool) {
        refreshBackgroundConfiguration()
        let alpha: CGFloat =
            (highlighted || selected) && selectionStyle != .none && backgroundConfiguration == nil ? 1 : 0
        guard selectionBackground.alpha != alpha else { return }
        if animated {
            // (I) iOS's deselection fade: about a quarter second; nested in an animation block (a
            // coordinator's alongside animation) it takes that block's duration and curve (R184).
            UIView.animate(withDuration: 0.25) { self.selectionBackground.alpha = alpha }
        } else {
            UIView.performWithoutAnimation { selectionBackground.alpha = alpha }
        }
    }

    /// Called before the cell is handed out again: the default clears highlight and selection
    /// state (the table re-selects a selected row's cell).
    open func prepareForReuse() {
        highlighted = false
        selected = false
        UIView.performWithoutAnimation { selectionBackground.alpha = 0 }
    }

    // MARK: Separator and layout

    /// The separator's insets from the cell's edges (left and right are used); by default the
    /// separator starts where the text does (R182).
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: automaticSeparatorLeading, bottom: 0, right: 0) }
        set {
            explicitSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var explicitSeparatorInset: UIEdgeInsets?
    /// Where the separator starts by default: the text's leading edge.
    private var automaticSeparatorLeading: CGFloat = 16

    /// The table's side margin for the content (16 or 20 pt, R181), set by the table view.
    var sideMargin: CGFloat = 16 {
        didSet { if sideMargin != oldValue { legacyStyleChanged() } }
    }
    /// Whether the separator shows (the table hides the last row's in a grouped section, R182).
    var showsSeparator = true {
        didSet { setNeedsLayout() }
    }
    /// The separator line (a subview, as UIKit's is).
    let separator = UIView()
    /// The table's separator colour and its inset, passed down (nil: the cell's own).
    var tableSeparatorColor: UIColor? = .separator {
        didSet { separator.backgroundColor = tableSeparatorColor }
    }
    var tableSeparatorInset: UIEdgeInsets?

    /// The accessory shown now: the editing accessory while editing, else the accessory.
    var shownAccessory: UIView? {
        isEditing ? (editingAccessoryView ?? editingAccessoryGlyph) : (accessoryView ?? accessoryGlyph)
    }

    /// The accessory's frame in the current bounds, if the cell shows one (left of the reorder grip
    /// while editing).
    private var accessoryFrame: CGRect? {
        guard let view = shownAccessory else { return nil }
        let size = (view as? AccessoryGlyphView)?.intrinsicSize ?? view.bounds.size
        return CGRect(
            x: bounds.width - editingTrailingInset - sideMargin - size.width,
            y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    /// The height the default content needs at `width` (automatic row heights, R185).
    func fittingHeight(width: CGFloat) -> CGFloat {
        let contentWidth = contentWidth(in: width)
        if let configuredView = configuredView as? UIListContentView {
            return configuredView.fittingHeight(width: contentWidth)
        }
        if configuredView == nil, legacyText != nil || legacyDetail != nil || legacyImage?.image != nil {
            return ListContentLayout(
                configuration: legacyConfiguration, imageSize: legacyImage?.image?.size, text: legacyText,
                secondaryText: legacyDetail, width: contentWidth
            ).height
        }
        // Your own content: what its views say they need (Auto Layout or sizeThatFits), else 44.
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return fitted.height > 0 ? fitted.height : 44
    }

    private func contentWidth(in width: CGFloat) -> CGFloat {
        let leading = editingLeadingInset
        guard let accessory = accessoryFrame else { return max(0, width - leading - editingTrailingInset) }
        return max(0, accessory.minX - (width - bounds.width) - 8 - leading)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        defaultBackground.frame = bounds
        defaultBackground.isHidden = backgroundColor != nil || backgroundView != nil || backgroundConfiguration != nil
        backgroundView?.frame = bounds
        backgroundConfigurationView?.frame = bounds
        selectionBackground.frame = bounds
        let accessory = accessoryFrame
        let leading = editingLeadingInset
        let trailing = accessory.map { $0.minX - 8 } ?? bounds.width - editingTrailingInset
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: bounds.height)
        for view in [accessoryView, accessoryGlyph, editingAccessoryView, editingAccessoryGlyph] as [UIView?] {
            view?.alpha = view === shownAccessory ? 1 : 0
        }
        if let accessory {
            shownAccessory?.frame = accessory
        }
        layOutEditingControls()
        var textLeading = sideMargin
        if let configuredView {
            configuredView.frame = contentView.bounds
            configuredView.layoutIfNeeded()
            if let list = configuredView as? UIListContentView { textLeading = list.contentLayout.textLeading }
        } else if legacyText != nil || legacyDetail != nil || legacyImage?.image != nil {
            let layout = ListContentLayout(
                configuration: legacyConfiguration, imageSize: legacyImage?.image?.size, text: legacyText,
                secondaryText: legacyDetail, width: contentView.bounds.width, height: bounds.height)
            legacyImage?.frame = layout.imageFrame
            legacyText?.frame = layout.textFrame
            legacyDetail?.frame = layout.secondaryTextFrame
            textLeading = layout.textLeading
        }
        automaticSeparatorLeading = textLeading
        let inset = explicitSeparatorInset ?? tableSeparatorInset ?? separatorInset
        let hairline = 1 / max(1, UIScreen.main.scale)
        separator.isHidden = !showsSeparator
        separator.frame = CGRect(
            x: inset.left, y: bounds.height - hairline, width: max(0, bounds.width - inset.left - inset.right),
            height: hairline)
        bringSubviewToFront(separator)
    }
}
