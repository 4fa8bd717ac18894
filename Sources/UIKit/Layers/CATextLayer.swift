import Foundation

/// How a text layer truncates a line that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that draws a string from its top-left corner (R247): `string` (a `String` or an
/// `NSAttributedString`), `font` (a `UIFont`, or a font name) at `fontSize` (36 by default, as
/// Core Animation), `foregroundColor` (opaque white by default), one line unless `isWrapped`,
/// `truncationMode`, `alignmentMode`. Unlike a label it does not centre its text vertically.
open class CATextLayer: CALayer {
    /// The text: a `String`, an `NSAttributedString` (its string, with the first run's font and
    /// foreground colour when they are set), or nil.
    open var string: Any? { didSet { updateText() } }
    /// The font: a `UIFont` or a font name (`"Helvetica-Bold"`; names containing "Bold" or "Heavy"
    /// draw the bold system face). Its size is `fontSize`'s, as in Core Animation. Nil: Helvetica.
    open var font: AnyObject? { didSet { updateText() } }
    /// The size of the text (36 by default).
    open var fontSize: CGFloat = 36 { didSet { updateText() } }
    /// The colour of the text (opaque white by default).
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { updateText() } }
    /// Whether the text wraps to the bounds' width (false: one line).
    open var isWrapped = false { didSet { updateText() } }
    /// How a line that does not fit is cut (`.none` clips it).
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { updateText() } }
    /// How lines align (`.natural` is left here, in a left-to-right language).
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { updateText() } }
    /// Whether glyph positions snap to subpixels (kept).
    open var allowsFontSubpixelQuantization = false

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The text and its attributes as the renderer draws them.
    private func updateText() {
        let text: String
        var runFont: UIFont?
        var runColor: CGColor?
        switch string {
        case let plain as String:
            text = plain
        case let attributed as NSAttributedString:
            text = attributed.string
            if attributed.length > 0 {
                let attributes = attributed.attributes(at: 0, effectiveRange: nil)
                runFont = attributes[.font] as? UIFont
                runColor = (attributes[.foregroundColor] as? UIColor)?.cgColor
            }
        default:
            text = ""
        }
        guard !text.isEmpty else {
            textContent = nil
            return
        }
        let resolvedFont = runFont ?? Self.font(from: font, size: fontSize)
        let alignment: NSTextAlignment
        switch alignmentMode {
        case .center: alignment = .center
        case .right: alignment = .right
        case .justified: alignment = .justified
        default: alignment = .left
        }
        let lineBreak: NSLineBreakMode
        switch truncationMode {
        case .start: lineBreak = .byTruncatingHead
        case .middle: lineBreak = .byTruncatingMiddle
        case .end: lineBreak = .byTruncatingTail
        default: lineBreak = isWrapped ? .byWordWrapping : .byClipping
        }
        var content = TextContent(
            text: text, font: resolvedFont, color: runColor ?? foregroundColor ?? CGColor(gray: 0, alpha: 0),
            alignment: alignment, numberOfLines: isWrapped ? 0 : 1, lineBreakMode: lineBreak)
        content.isTopAligned = true
        textContent = content
    }

    /// The face for a `font` value at `size`.
    static func font(from value: AnyObject?, size: CGFloat) -> UIFont {
        if let font = value as? UIFont {
            return font.withSize(size)
        }
        let name = (value as? String) ?? (value as? NSString).map { $0 as String } ?? ""
        let bold = ["Bold", "Heavy", "Black", "Semibold"].contains { name.contains($0) }
        return bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
    }
}
