import Foundation

/// The system colour picker (R330). Presented with `.automatic` on a phone it is a page sheet:
/// a header with the title ("Colors" unless `title` is set) and a close button, the Grid, Spectrum
/// and Sliders tabs, an opacity slider when `supportsAlpha`, and a swatch of the colour. A choice
/// sets `selectedColor` and tells the delegate (`didSelect:continuously:` then the deprecated
/// `DidSelectColor`); the close button dismisses the picker and, once it is gone, the delegate is
/// told `DidFinish` — as it is when the sheet is swiped away.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// Where the picker is in its life; every entry point checks it first.
    enum State: Equatable {
        /// Showing (or about to): choices tell the delegate.
        case picking
        /// Closed by its button and going away; `DidFinish` waits for it to be gone.
        case closing
        /// `DidFinish` has been told (until the picker shows again).
        case finished
    }

    /// Told of each choice and of the picker closing.
    open weak var delegate: UIColorPickerViewControllerDelegate?

    /// The colour shown as chosen. Setting it moves the grid's mark, the sliders and the swatch
    /// and tells the delegate nothing; a user's choice sets it and tells the delegate.
    open var selectedColor: UIColor {
        get { current.uiColor }
        set {
            current = PickerColor(newValue, traits: traitCollection)
            colorDidChange()
        }
    }

    /// Whether the opacity slider shows (true by default); without it every choice is opaque.
    open var supportsAlpha = true {
        didSet { (viewIfLoaded as? ColorPickerView)?.setNeedsLayout() }
    }

    /// The header's title; nil shows "Colors", as UIKit's does.
    open override var title: String? {
        didSet { (viewIfLoaded as? ColorPickerView)?.header.titleLabel.text = shownTitle }
    }

    /// The colour being edited.
    private(set) var current = PickerColor(red: 1, green: 1, blue: 1)
    /// Where the picker is in its life.
    private(set) var state: State = .picking

    /// The title the header shows.
    var shownTitle: String { title ?? "Colors" }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A picker showing white, with opacity.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func loadView() {
        view = ColorPickerView(controller: self)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if state == .finished { state = .picking }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed || presentingViewController == nil else { return }
        finish()
    }

    // MARK: Choosing (R330)

    /// A choice in a tab: red, green and blue from `color`; the opacity from `color` when
    /// `keepsOpacity` is false (the opacity slider), else the picker's own (1 without alpha).
    func userPicked(_ color: PickerColor, continuously: Bool, keepsOpacity: Bool = true) {
        guard state == .picking else { return }
        var picked = color
        if keepsOpacity { picked.alpha = current.alpha }
        if !supportsAlpha { picked.alpha = 1 }
        current = picked
        colorDidChange()
        let chosen = current.uiColor
        EventLog.current.record(
            "colorPicker.select #\(current.hex) alpha \(current.opacityPercent)% continuously: \(continuously)")
        delegate?.colorPickerViewController(self, didSelect: chosen, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
        colorWell?.picker(self, didChoose: chosen)
    }

    /// The close button: the picker goes; `DidFinish` follows once it is gone.
    func close() {
        guard state == .picking else { return }
        EventLog.current.record("colorPicker.close")
        if let presenter = presentingViewController, presenter.presentedViewController === self {
            state = .closing
            presenter.dismiss(animated: true) { self.finish() }
        } else {
            finish()
        }
    }

    /// Tells the delegate the picker finished, once per showing.
    private func finish() {
        guard state != .finished else { return }
        state = .finished
        EventLog.current.record("colorPicker.didFinish")
        delegate?.colorPickerViewControllerDidFinish(self)
        colorWell?.pickerDidFinish(self)
    }

    private func colorDidChange() {
        (viewIfLoaded as? ColorPickerView)?.show(current)
    }

    /// The colour well that presented this picker, kept in step with it (R330).
    weak var colorWell: UIColorWell?
}
