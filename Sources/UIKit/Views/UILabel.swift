import Foundation

/// A view that shows read-only text, measured with the real font.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The proxy whose properties style every `UILabel` entering a window (R348).
    open override class func appearance() -> UILabel { appearanceProxy(of: self) { UILabel(frame: .zero) } }
    /// The proxy styling instances inside instances of `containerTypes` (R348).
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type])
        -> UILabel
    {
        appearanceProxy(of: self, in: containerTypes) { UILabel(frame: .zero) }
    }

    /// The text shown. Setting it drops an attributed text (R299).
    open var text: String? {
        didSet {
            if !isApplyingAttributedText { storedAttributedText = nil }
            contentDidChange()
        }
    }
    /// The text with attributes (R299). Setting it sets `text` to its string and `font`,
    /// `textColor`, `textAlignment` and `lineBreakMode` to the attributes at its start, as UIKit
    /// does; the label draws in those (one run: later runs' attributes are kept, not drawn). Read
    /// after `text` was set, it is that text with the label's attributes.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let text else { return nil }
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            paragraph.lineBreakMode = lineBreakMode
            return NSAttributedString(
                string: text,
                attributes: [
                    .font: font ?? UIFont.systemFont(ofSize: UIFont.labelFontSize),
                    .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: paragraph,
                ])
        }
        set { applyAttributedText(newValue) }
    }
    var storedAttributedText: NSAttributedString?
    var isApplyingAttributedText = false
    /// The font (system 17 pt by default).
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            contentDidChange()
            noteAppearance("font") { [value = font] (view: UILabel) in view.font = value }  // R348
        }
    }
    /// The text colour.
    open var textColor: UIColor! = .label {
        didSet {
            contentDidChange()
            noteAppearance("textColor") { [value = textColor] (view: UILabel) in view.textColor = value }  // R348
        }
    }
    /// The horizontal alignment.
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// The maximum number of lines; 0 means no limit.
    open var numberOfLines = 1 { didSet { contentDidChange() } }
    /// How lines are wrapped and truncated.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { contentDidChange() } }
    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics`) is rescaled
    /// when the content size category changes (false by default, as in UIKit; R214).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { refreshTraitDependentContent() } }
    }
    /// The width a multi-line label breaks its lines at for its intrinsic size; 0 (the default):
    /// the width constraints give it, as UIKit's automatic preferred width.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the text is drawn smaller, down to `minimumScaleFactor` of the font, when it would not
    /// fit the bounds otherwise (R208); `font` and the intrinsic size keep the full size.
    open var adjustsFontSizeToFitWidth = false { didSet { contentDidChange() } }
    /// The smallest scale of the font the text shrinks to (0, the default: the font's own size,
    /// so it does not shrink).
    open var minimumScaleFactor: CGFloat = 0 { didSet { contentDidChange() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentDidChange()
    }

    /// Creates a label from an archive: no nibs here, so it is the label `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        contentDidChange()
    }

    /// What the label draws.
    var textContent: TextContent {
        TextContent(
            text: text ?? "", font: font ?? .systemFont(ofSize: 17),
            color: (textColor ?? .label).resolvedColor(with: traitCollection).cgColor,
            alignment: textAlignment, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            minimumScaleFactor: adjustsFontSizeToFitWidth ? minimumScaleFactor : nil)
    }

    /// The text colour is resolved for the traits again, and a Dynamic Type font rescaled when the
    /// label adjusts it.
    override func refreshTraitDependentContent() {
        super.refreshTraitDependentContent()
        if adjustsFontForContentSizeCategory, let font,
            let scaled = font.scaled(for: traitCollection.preferredContentSizeCategory),
            scaled.pointSize != font.pointSize
        {
            self.font = scaled
        } else if let content = layer.textContent, content.color != textContent.color {
            // Only the colour differs: the size is the same, nothing needs layout.
            var recoloured = content
            recoloured.color = textContent.color
            layer.textContent = recoloured
        }
    }

    private func contentDidChange() {
        refreshDrawnText()
        superview?.setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// What the layer draws: the text where `drawText(in:)` puts it (R346). The label asks
    /// `drawText(in: bounds)` as UIKit's `draw(_:)` does, inside a scratch graphics context so an
    /// override may draw or adjust the context first; the rectangle it hands to `super` is where
    /// the text goes, and no text is drawn when it does not call `super`.
    private func refreshDrawnText() {
        drawnBoundsSize = bounds.size
        guard !(text ?? "").isEmpty else {
            layer.textContent = nil
            return
        }
        capturedTextRect = nil
        isCapturingTextRect = true
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
        drawText(in: bounds)
        UIGraphicsEndImageContext()
        isCapturingTextRect = false
        guard let rect = capturedTextRect else {
            layer.textContent = nil
            return
        }
        var content = textContent
        content.frame = rect == bounds ? nil : rect
        layer.textContent = content
    }

    /// The rectangle `drawText(in:)` passed to the label's own implementation, while it is asked.
    private var capturedTextRect: CGRect?
    private var isCapturingTextRect = false

    /// Draws the text in `rect` (UIKit calls it from `draw(_:)` with the bounds). Override it to
    /// move the text — `super.drawText(in: rect.inset(by: insets))` — or to set up the context
    /// first; the text is drawn vertically centred in the rectangle given to this implementation.
    open func drawText(in rect: CGRect) {
        if isCapturingTextRect { capturedTextRect = rect }
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: any): at
    /// the bounds' origin, the text's size. `sizeThatFits(_:)` and the intrinsic size ask it, so an
    /// override that insets the bounds and outsets the result pads the label (R346).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        var content = textContent
        content.numberOfLines = numberOfLines
        let breakWidth = bounds.width
        let width: CGFloat? =
            numberOfLines == 1 || breakWidth <= 0 || breakWidth >= CGFloat.greatestFiniteMagnitude / 2
            ? nil : breakWidth
        var size = TextLayout.size(of: content, width: width)
        if bounds.height > 0, bounds.height < CGFloat.greatestFiniteMagnitude / 2 {
            size.height = min(size.height, bounds.height)
        }
        return CGRect(origin: bounds.origin, size: size)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if drawnBoundsSize != bounds.size { refreshDrawnText() }
    }
    private var drawnBoundsSize: CGSize?

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
        let rect = textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: CGFloat.greatestFiniteMagnitude),
            limitedToNumberOfLines: numberOfLines)
        return rect.size
    }

    /// The text's size, broken into lines at `preferredMaxLayoutWidth` — or, for a multi-line label
    /// placed by constraints, at the width it was laid out at.
    open override var intrinsicContentSize: CGSize {
        if hasWidthDependentIntrinsicSize {
            if let width = layoutWidthHint { return intrinsicContentSize(forLayoutWidth: width) }
            if autoLayout?.isEngineDriven == true { return intrinsicContentSize(forLayoutWidth: bounds.width) }
        }
        return intrinsicContentSize(forLayoutWidth: nil)
    }

    /// The width a layout engine is measuring a multi-line label at (set only while it asks for
    /// `intrinsicContentSize`, so subclasses that override it and call super get the width too).
    var layoutWidthHint: CGFloat?

    /// Whether the intrinsic height depends on the width the engine gives the label.
    var hasWidthDependentIntrinsicSize: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The intrinsic size for lines broken at `width` (nil or ≤ 0: `preferredMaxLayoutWidth`, else
    /// one line per paragraph).
    func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        let breakWidth = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (width ?? 0)
        return sizeThatFits(CGSize(width: breakWidth, height: 0))
    }
}
