import Foundation

/// Text laid out in a layer's bounds: what `UILabel` and `UIButton` hand the renderer.
public struct TextContent: Equatable, Sendable {
    public var text: String
    public var font: UIFont
    public var color: CGColor
    public var alignment: NSTextAlignment
    /// 0 means as many lines as fit.
    public var numberOfLines: Int
    public var lineBreakMode: NSLineBreakMode
    /// Whether the lines start at the top of the bounds (a text layer) instead of being centred
    /// vertically (a label).
    public var isTopAligned = false
    /// For a label that adjusts its font size to fit (`adjustsFontSizeToFitWidth`, R208): the
    /// smallest scale of `font` it may shrink to (0: none); nil when the font size is fixed.
    public var minimumScaleFactor: CGFloat?
    /// Where in the layer's bounds the text is laid out: the rectangle a label's
    /// `drawText(in:)` passed on to `super` (R346); nil for the bounds themselves.
    public var frame: CGRect?

    public init(
        text: String, font: UIFont, color: CGColor, alignment: NSTextAlignment, numberOfLines: Int,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail, minimumScaleFactor: CGFloat? = nil
    ) {
        self.minimumScaleFactor = minimumScaleFactor
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }
}
