import Foundation

extension NSAttributedString.Key {
    /// The font of the text (a `UIFont`).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The colour of the text (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// Extra space between characters in points (a `CGFloat` or `Double`).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// The paragraph's layout (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// An underline (an `NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// The underline's colour (a `UIColor`).
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// A line through the text (an `NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// The strike-through's colour (a `UIColor`).
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    /// The glyphs' outline colour (a `UIColor`).
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    /// The outline's width as a percentage of the font size (a number).
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    /// How far the baseline is raised, in points (a number).
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    /// A link (a `URL` or `String`).
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
    /// Ligatures (0 or 1).
    public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")
}

/// The style of an underline or strike-through (UIKit's raw values).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
