import Foundation

/// An alert or an action sheet: a title, a message, buttons (`UIAlertAction`s) and, for an alert,
/// text fields (R230). Present it with `present(_:animated:completion:)`: it brings its own
/// presentation controller and animations (R231), and a tap on a button dismisses it and then runs
/// the button's handler (R234).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// How the controller shows.
    public enum Style: Int, Sendable, CustomStringConvertible {
        /// A sheet of buttons at the bottom of the screen, the cancel button in its own group (R233).
        case actionSheet = 0
        /// A 270 pt card in the middle of the screen (R232).
        case alert = 1

        public var description: String { self == .alert ? "alert" : "actionSheet" }
    }

    /// Whether this is an alert or an action sheet (set when it is created).
    public private(set) var preferredStyle: Style = .actionSheet
    /// The buttons, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields of an alert, in the order they were added; nil when there are none.
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// The text under the title; may change while the alert shows.
    open var message: String? {
        didSet { contentDidChange() }
    }

    /// The title, in bold; may change while the alert shows.
    open override var title: String? {
        didSet { contentDidChange() }
    }

    /// The action drawn in bold in an alert, and the one Return would trigger; it must be one of
    /// `actions` (UIKit raises otherwise, R230). An action sheet does not use it.
    open var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                DiagnosticLog.current.report(
                    "alertPreferredActionNotAdded",
                    "preferredAction = \(describe(newValue)) on \(logName(self)) refused: the action was not added with addAction(_:) (UIKit raises 'The -preferredAction of an alert controller must be contained in the -actions array or be nil.')",
                    rule: "R230")
                return
            }
            storedPreferredAction = newValue
            contentDidChange()
        }
    }

    /// Always `.custom`: an alert brings its own presentation controller; setting another style has no
    /// effect, as in UIKit (R231).
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { .custom }
        set {}
    }

    private var storedPreferredAction: UIAlertAction?
    private var fields: [UITextField] = []
    /// The transitioning delegate the alert owns (UIKit's holds it weakly, so the alert keeps it).
    private let ownedTransitioningDelegate = AlertTransitioningDelegate()
    /// Whether a button's dismissal has started: a second tap does nothing (R234).
    var isDismissingForAction = false

    /// Creates an alert (`.alert`) or an action sheet (`.actionSheet`).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        transitioningDelegate = ownedTransitioningDelegate
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        transitioningDelegate = ownedTransitioningDelegate
    }

    /// Adds a button. A second `.cancel` action is refused: UIKit raises (R230).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, let cancel = cancelAction {
            DiagnosticLog.current.report(
                "alertSecondCancelAction",
                "addAction(\(describe(action))) on \(logName(self)) refused: it already has the cancel action \(describe(cancel)) (UIKit raises 'UIAlertController can only have one action with a style of UIAlertActionStyleCancel')",
                rule: "R230")
            return
        }
        actions.append(action)
        action.alertController = self
        contentDidChange()
    }

    /// Adds a text field under the message and lets `configurationHandler` set it up. Only an alert
    /// has text fields: on an action sheet UIKit raises, so it is refused (R230).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            DiagnosticLog.current.report(
                "alertTextFieldInActionSheet",
                "addTextField(configurationHandler:) on the action sheet \(logName(self)) refused: UIKit raises 'Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert'",
                rule: "R230")
            return
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: AlertMetrics.textFieldFontSize)
        field.borderStyle = .none
        fields.append(field)
        configurationHandler?(field)
        contentDidChange()
    }

    /// The `.cancel` action, if one was added.
    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    open override func loadView() {
        view = AlertContentView(alert: self)
    }

    // MARK: Changes while shown

    /// An action's `isEnabled` changed.
    func actionDidChange(_ action: UIAlertAction) { contentDidChange() }

    /// Title, message, actions or fields changed: the content view rebuilds and the presentation
    /// controller sizes the alert again.
    private func contentDidChange() {
        guard let content = viewIfLoaded as? AlertContentView else { return }
        content.contentDidChange()
        (ownPresentationController as? AlertPresentationController)?.contentSizeDidChange()
    }

    private func describe(_ action: UIAlertAction) -> String {
        "UIAlertAction(\(action.title.map { "\"\($0)\"" } ?? "nil"), .\(action.style))"
    }
}
