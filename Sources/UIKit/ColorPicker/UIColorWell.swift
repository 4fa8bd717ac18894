import Foundation

/// A control that shows a colour and picks one (R330): a ring of the hues around a circle of the
/// selected colour (only the ring when there is none). A tap presents a `UIColorPickerViewController`
/// — titled `title`, with alpha if `supportsAlpha` — from the well's view controller; each colour
/// the user picks there becomes `selectedColor` and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The colour shown and last picked; setting it sends no event.
    open var selectedColor: UIColor? {
        didSet { ringView.selectedColor = selectedColor }
    }
    /// Whether the picker the well presents offers opacity (true by default).
    open var supportsAlpha = true
    /// The title of the picker the well presents (nil: the picker's "Colors").
    open var title: String?

    private let ringView = ColorWellRingView()
    /// The picker presented, while it shows.
    private(set) weak var presentedPicker: UIColorPickerViewController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        ringView.isUserInteractionEnabled = false
        addSubview(ringView)
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = "Color well"
        addAction(UIAction { [weak self] _ in self?.presentPicker() }, for: .touchUpInside)
    }

    /// A well with `primaryAction` run on `.primaryActionTriggered`, as `UIControl(frame:primaryAction:)`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// 28 × 28 points, as UIKit's well on a phone.
    open override var intrinsicContentSize: CGSize { CGSize(width: 28, height: 28) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        ringView.frame = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
    }

    open override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1 }
    }

    /// Presents the picker from the nearest view controller (R330).
    private func presentPicker() {
        guard presentedPicker == nil else { return }
        guard let presenter = nearestViewController else {
            DiagnosticLog.current.report(
                "colorWellWithoutController",
                "the UIColorWell tapped is in no view controller's view, so it has no controller to present its picker from; put it in a view controller's view",
                rule: "R330")
            return
        }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        if let selectedColor { picker.selectedColor = selectedColor }
        picker.colorWell = self
        presentedPicker = picker
        EventLog.current.record("colorWell.present")
        presenter.present(picker, animated: true)
    }

    /// The view controller whose view holds the well, the top of what it presents.
    private var nearestViewController: UIViewController? {
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController {
                var top = controller
                while let presented = top.presentedViewController { top = presented }
                return top
            }
            responder = current.next
        }
        return nil
    }

    /// A choice in the well's picker: it becomes the well's colour and `.valueChanged` is sent.
    func picker(_ picker: UIColorPickerViewController, didChoose color: UIColor) {
        guard picker === presentedPicker else { return }
        selectedColor = color
        sendActions(for: .valueChanged)
    }

    /// The well's picker went away.
    func pickerDidFinish(_ picker: UIColorPickerViewController) {
        if picker === presentedPicker { presentedPicker = nil }
    }
}
