import Foundation

/// The region a text view lays its text out in (TextKit): the padding at each line's ends, the
/// most lines, and how the last one breaks.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size (a text view keeps its width to its own).
    open var size: CGSize
    /// The space left at each end of every line (5 pt, as in UIKit).
    open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.setNeedsLayout() } }
    /// The most lines shown (0: as many as fit).
    open var maximumNumberOfLines = 0 { didSet { owner?.setNeedsLayout() } }
    /// How the last line breaks when the text does not fit.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { owner?.setNeedsLayout() } }
    /// Whether the width follows the text view's.
    open var widthTracksTextView = true
    /// Whether the height follows the text view's.
    open var heightTracksTextView = false
    /// The text view laid out in this container.
    weak var owner: UIView?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() { self.init(size: .zero) }
}

/// The kinds of data a text view turns into links (UIKit's raw values).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
