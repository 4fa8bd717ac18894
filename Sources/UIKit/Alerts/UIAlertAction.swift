import Foundation

/// A button of an alert or action sheet: its title, its style and what a tap on it does (R230).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where it goes.
    public enum Style: Int, Sendable, CustomStringConvertible {
        /// A plain button in the tint colour.
        case `default` = 0
        /// The button that cancels: bold, last (or on the left of two), its own group in an action
        /// sheet, and what a tap beside an action sheet means (R235). One per controller (R230).
        case cancel = 1
        /// A button that destroys data, in red.
        case destructive = 2

        public var description: String {
            switch self {
            case .default: return "default"
            case .cancel: return "cancel"
            case .destructive: return "destructive"
            }
        }
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Called after the alert has been dismissed by a tap on this button (R234).
    let handler: ((UIAlertAction) -> Void)?

    /// Whether the button can be tapped; a disabled button is drawn grey. Changing it while the
    /// alert shows redraws the button.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { alertController?.actionDidChange(self) } }
    }

    /// The controller the action was added to.
    weak var alertController: UIAlertController?

    /// Creates an action (`UIAlertAction(title:style:handler:)`); the handler runs once the alert has
    /// been dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
