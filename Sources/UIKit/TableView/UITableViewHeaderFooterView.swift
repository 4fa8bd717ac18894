import Foundation

/// A section's header or footer: a title laid out in the table style's header or footer
/// configuration, or your own content in `contentView`. The table makes one for a section with a
/// title (`titleForHeaderInSection`); register a subclass to dequeue your own (R183).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it was created or dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The view to add your own content to.
    public let contentView = UIView()
    /// The content shown in `contentView` in place of `textLabel`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configuredView?.removeFromSuperview()
            configuredView = contentConfiguration?.makeContentView()
            if let configuredView { contentView.addSubview(configuredView) }
            legacyText?.isHidden = contentConfiguration != nil
            setNeedsLayout()
        }
    }
    private var configuredView: (UIView & UIContentView)?
    private var legacyText: UILabel?

    /// The configuration the table's style gives a header or footer (set by the table view).
    var styleConfiguration: UIListContentConfiguration = .groupedHeader()

    /// Creates a header or footer view; the table calls this for a registered class.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates one from an archive: no nibs here, so an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The title's label (made on first access), styled as the table's style says.
    public var textLabel: UILabel? {
        if let legacyText { return legacyText }
        let label = UILabel()
        legacyText = label
        contentView.addSubview(label)
        return label
    }

    /// The configuration of the table style's header or footer (`groupedHeader()`, `plainHeader()`…).
    open func defaultContentConfiguration() -> UIListContentConfiguration { styleConfiguration }

    /// Called before the view is handed out again.
    open func prepareForReuse() {}

    /// The height the title needs at `width`.
    func fittingHeight(width: CGFloat) -> CGFloat {
        if let list = configuredView as? UIListContentView { return list.fittingHeight(width: width) }
        if configuredView != nil {
            return contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        guard let legacyText else { return 0 }
        restyle(legacyText)
        return ListContentLayout(
            configuration: styleConfiguration, imageSize: nil, text: legacyText, secondaryText: nil, width: width
        ).height
    }

    private func restyle(_ label: UILabel) {
        let raw = label.text
        ListContentLayout.style(label, styleConfiguration.textProperties, raw)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        configuredView?.frame = contentView.bounds
        if let legacyText, configuredView == nil {
            restyle(legacyText)
            // Bottom-aligned in a taller header, as UIKit's grouped titles sit just above the section.
            let layout = ListContentLayout(
                configuration: styleConfiguration, imageSize: nil, text: legacyText, secondaryText: nil,
                width: bounds.width)
            var frame = layout.textFrame
            frame.origin.y = bounds.height - styleConfiguration.directionalLayoutMargins.bottom - frame.height
            if styleConfiguration.minimumHeight > 0 { frame.origin.y = (bounds.height - frame.height) / 2 }
            legacyText.frame = frame
        }
    }
}
