import Foundation

/// A row of segments of which one is selected, shown by a raised highlight that slides between them
/// (iOS 13 and later, R253).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The proxy whose properties style every `UISegmentedControl` entering a window (R348).
    open override class func appearance() -> UISegmentedControl {
        appearanceProxy(of: self) { UISegmentedControl(frame: .zero) }
    }
    /// The proxy styling instances inside instances of `containerTypes` (R348).
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> UISegmentedControl
    {
        appearanceProxy(of: self, in: containerTypes) { UISegmentedControl(frame: .zero) }
    }

    /// The `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// The height of a segmented control (iOS 13 and later).
    static let height: CGFloat = 32
    /// The corner radius of the control and of the selection highlight inside it.
    static let cornerRadius: CGFloat = 9
    static let selectionCornerRadius: CGFloat = 7
    /// How far the highlight sits inside its segment.
    static let selectionInset: CGFloat = 2
    /// The space either side of a segment's title or image in the intrinsic width.
    static let segmentPadding: CGFloat = 12
    /// The separators between unselected segments.
    static let separatorSize = CGSize(width: 1, height: 12)
    /// The highlight's slide from one segment to another (ease in-out).
    static let selectionAnimationDuration: TimeInterval = 0.3
    /// The titles' size; the selected one is semibold.
    static let fontSize: CGFloat = 13
    /// The highlight's colour: white, or #636366 in dark mode.
    static let defaultSelectionColor = UIColor(
        light: .white, dark: UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1))

    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
    }

    var segments: [Segment] = []
    var selectedIndex = UISegmentedControl.noSegment
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    let content = UIView()
    let background = UIView()
    let selection = UIView()
    var separators: [UIView] = []
    var segmentViews: [UIView] = []

    /// The segment the finger went down on, and whether it started on the selected one (then the
    /// highlight follows the finger).
    var trackedSegment = UISegmentedControl.noSegment
    var isDraggingSelection = false

    /// Whether a segment stays selected after it is tapped (false) or only while touched (true).
    open var isMomentary = false
    /// Whether segments are as wide as their content (true) or all as wide as the widest (default false).
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// The colour of the selection highlight (nil: white, or dark grey in dark mode).
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            applyColors()
            noteAppearance("selectedSegmentTintColor") {
                [value = selectedSegmentTintColor] (view: UISegmentedControl) in view.selectedSegmentTintColor = value
            }  // R348
        }
    }

    /// Creates an empty segmented control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// Creates a segmented control with a segment for each item: a `String` title or a `UIImage`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            }
        }
        segmentsDidChange()
        frame.size = intrinsicContentSize
    }

    /// Creates a segmented control whose segments are `actions` (their titles and images); selecting
    /// a segment runs its action (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
        segmentsDidChange()
    }

    /// Creates a segmented control from an archive (no nibs here: an empty one).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        for part in [content, background, selection] { part.isUserInteractionEnabled = false }
        background.layer.cornerRadius = Self.cornerRadius
        selection.layer.cornerRadius = Self.selectionCornerRadius
        // The highlight's shadow: black at 12 %, 3 pt down, 8 pt blur (σ 4).
        selection.layer.shadowColor = UIColor.black.cgColor
        selection.layer.shadowOpacity = 0.12
        selection.layer.shadowOffset = CGSize(width: 0, height: 3)
        selection.layer.shadowRadius = 4
        content.addSubview(background)
        content.addSubview(selection)
        addSubview(content)
        applyColors()
    }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment`; setting it moves the highlight without animation and
    /// sends no action. An index out of range is ignored.
    open var selectedSegmentIndex: Int {
        get { selectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else { return }
            selectedIndex = newValue
            UIView.performWithoutAnimation { refreshSelection() }
        }
    }

    /// Inserts a segment with a title at `segment` (clamped to the count).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment, animated: animated)
    }

    /// Inserts a segment with an image at `segment` (clamped to the count).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment for an action at `segment` (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment, animated: animated)
    }

    private func insert(_ new: Segment, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if selectedIndex != Self.noSegment && index <= selectedIndex { selectedIndex += 1 }
        segmentsDidChange(animated: animated)
    }

    /// Removes a segment; removing the selected one leaves none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if segment == selectedIndex {
            selectedIndex = Self.noSegment
        } else if segment < selectedIndex {
            selectedIndex -= 1
        }
        segmentsDidChange(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedIndex = Self.noSegment
        segmentsDidChange()
    }

    /// Sets a segment's title (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange()
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange()
    }

    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables one segment (a disabled segment is dimmed and cannot be selected by touch).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        segmentsDidChange()
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Fixes a segment's width (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        segmentsDidChange()
    }

    /// A segment's fixed width (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Sets the title attributes for a state (`.font`, `.foregroundColor`; `.selected` for the selected segment).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
        segmentsDidChange()
    }

    /// The title attributes set for a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }

    /// Rebuilds the segment views after the segments changed; `animated` moves them into place.
    private func segmentsDidChange(animated: Bool = false) {
        for view in segmentViews + separators { view.removeFromSuperview() }
        segmentViews = segments.indices.map { makeSegmentView($0) }
        separators = segments.indices.dropFirst().map { _ in
            let separator = UIView()
            separator.isUserInteractionEnabled = false
            return separator
        }
        for separator in separators { content.insertSubview(separator, belowSubview: selection) }
        for view in segmentViews { content.addSubview(view) }
        applyColors()
        invalidateIntrinsicContentSize()
        if animated {
            UIView.animate(withDuration: Self.selectionAnimationDuration) { self.layOutParts() }
        } else {
            UIView.performWithoutAnimation { layOutParts() }
        }
    }

    func makeSegmentView(_ index: Int) -> UIView {
        let segment = segments[index]
        let view: UIView
        if let image = segment.image {
            view = UIImageView(image: image)
        } else {
            let label = UILabel()
            label.text = segment.title
            label.textAlignment = .center
            view = label
        }
        view.isUserInteractionEnabled = false
        return view
    }

    // MARK: Layout

    private func layOutParts() {
        content.frame = bounds
        background.frame = bounds
        let frames = segmentFrames(in: bounds)
        for (index, view) in segmentViews.enumerated() {
            let frame = frames[index]
            let size = view is UILabel ? CGSize(width: frame.width, height: frame.height) : view.intrinsicContentSize
            view.frame = CGRect(
                x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
                height: size.height)
        }
        for (i, separator) in separators.enumerated() {
            let x = frames[i].maxX
            separator.frame = CGRect(
                x: x - Self.separatorSize.width / 2, y: bounds.midY - Self.separatorSize.height / 2,
                width: Self.separatorSize.width, height: Self.separatorSize.height)
        }
        refreshSelection()
    }

    /// Moves the highlight to the selected segment (or the one a finger drags it over) and restyles titles.
    func refreshSelection(showing shown: Int? = nil) {
        let index = shown ?? selectedIndex
        let visible = index != Self.noSegment && !(isMomentary && shown == nil)
        if visible {
            if selection.alpha == 0 {
                UIView.performWithoutAnimation { selection.frame = selectionFrame(for: index) }
            }
            selection.frame = selectionFrame(for: index)
        }
        selection.alpha = visible ? 1 : 0
        for (i, separator) in separators.enumerated() {
            // The separator between segments i and i + 1 hides beside the highlight.
            separator.alpha = visible && (i == index || i + 1 == index) ? 0 : 1
        }
        for (i, view) in segmentViews.enumerated() {
            styleSegmentView(view, selected: visible && i == index, enabled: segments[i].isEnabled)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }

    open override var intrinsicContentSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: 0, height: Self.height) }
        let natural = segments.indices.map { segments[$0].width > 0 ? segments[$0].width : naturalWidth(of: $0) }
        let width =
            apportionsSegmentWidthsByContent
            ? natural.reduce(0, +) : (natural.max() ?? 0) * CGFloat(segments.count)
        return CGSize(width: width, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Appearance

    func font(forSelected selected: Bool) -> UIFont {
        let state: UIControl.State = selected ? .selected : .normal
        if let font = textAttributes[state.rawValue]?[.font] as? UIFont { return font }
        if selected, let font = textAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont { return font }
        return .systemFont(ofSize: Self.fontSize, weight: selected ? .semibold : .regular)
    }

    private func textColor(forSelected selected: Bool) -> UIColor {
        let state: UIControl.State = selected ? .selected : .normal
        if let color = textAttributes[state.rawValue]?[.foregroundColor] as? UIColor { return color }
        if selected, let color = textAttributes[UIControl.State.normal.rawValue]?[.foregroundColor] as? UIColor {
            return color
        }
        return .label
    }

    private func styleSegmentView(_ view: UIView, selected: Bool, enabled: Bool) {
        if let label = view as? UILabel {
            label.font = font(forSelected: selected)
            label.textColor = textColor(forSelected: selected)
        }
        view.alpha = enabled ? 1 : 0.3
    }

    private func applyColors() {
        // #EEEEEF on white: `tertiarySystemFill` (0x767680 at 12 %).
        background.backgroundColor = .tertiarySystemFill
        selection.backgroundColor = selectedSegmentTintColor ?? Self.defaultSelectionColor
        for separator in separators { separator.backgroundColor = .opaqueSeparator }
        content.alpha = isEnabled ? 1 : 0.5
    }

    open override func stateDidChange() { applyColors() }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Tracking (UISegmentedControl+Tracking)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { segmentTrackingBegan(touch) }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        segmentTrackingMoved(touch)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { segmentTrackingEnded(touch) }

    open override func cancelTracking(with event: UIEvent?) { segmentTrackingCancelled() }
}
