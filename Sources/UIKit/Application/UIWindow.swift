import Foundation

/// The root view of the screen, owner of the root view controller and deliverer of touches.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            installRootView()
        }
    }

    /// The orientation of the interface (changed by `rotate(to:…)`).
    public package(set) var interfaceOrientation: UIInterfaceOrientation = .portrait

    /// The traits the window gives its views and controllers (before the window's own
    /// `overrideUserInterfaceStyle`). A style or content size left unspecified keeps the current one.
    public package(set) var windowTraits = UIWindow.defaultTraits {
        didSet {
            if windowTraits.userInterfaceStyle == .unspecified
                || windowTraits.preferredContentSizeCategory == .unspecified
            {
                windowTraits = UITraitCollection(traitsFrom: [oldValue, windowTraits])
            }
            UITraitCollection.ambient = traitCollection
        }
    }

    /// Whether this is the key window.
    public private(set) var isKeyWindow = false

    /// The scene the window is in: the app's window scene unless set (R248).
    public weak var windowScene: UIWindowScene? {
        get { storedWindowScene ?? (isSceneDetached ? nil : UIApplication.shared.mainScene) }
        set {
            storedWindowScene = newValue
            isSceneDetached = newValue == nil
        }
    }
    private weak var storedWindowScene: UIWindowScene?
    private var isSceneDetached = false

    /// Creates a window in `windowScene`, filling its screen (the scene-based app's way, iOS 13).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The screen the window is on.
    public var screen: UIScreen { UIScreen.main }

    /// Whether the device turns the interface upside down when the top controller supports it: a
    /// phone with a Home button does, one without never does (R166). Set by the host.
    package var deviceRotatesUpsideDown = true

    /// Insets of the device's unsafe areas (set by the simulator for the device and orientation).
    public package(set) var deviceSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            setNeedsLayout()
            LayerTreeChanges.invalidateGeometry()
        }
    }

    /// The geometry generation at which the safe areas of the window's views were last measured.
    package private(set) var safeAreaGeneration = -1

    /// Measures the safe areas again if any geometry changed since the last time (see
    /// `UIView.safeAreaInsetsDidChange`).
    func updateSafeAreaInsetsIfNeeded() {
        guard safeAreaGeneration != LayerTreeChanges.geometryGeneration else { return }
        safeAreaGeneration = LayerTreeChanges.geometryGeneration
        reportSafeAreaChanges()
    }

    /// Creates a window filling a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window from an archive: no nibs here, so it is the window `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a window filling the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// Makes the window key and visible, and shows its root view controller.
    public func makeKeyAndVisible() {
        for window in UIApplication.shared.windows { window.isKeyWindow = false }
        isKeyWindow = true
        UIApplication.shared.postDidFinishLaunchingIfNeeded()
        UITraitCollection.ambient = traitCollection
        isHidden = false
        if !UIApplication.shared.windows.contains(where: { $0 === self }) {
            UIApplication.shared.windows.append(self)
        }
        installRootView()
    }

    private func installRootView() {
        guard let root = rootViewController, isKeyWindow else { return }
        let view = root.view!
        guard view.superview !== self else { return }
        root.beginAppearanceTransition(true, animated: false)
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        layoutIfNeeded()
        // An app launching from its delegate sees its root appear after the scene became active,
        // in the launch's first frame, as on iOS (R335).
        if UIKitRuntime.current.isLaunchingFromDelegate {
            UIKitRuntime.current.rootsAwaitingLaunch.append(root)
            return
        }
        root.endAppearanceTransition()
    }

    /// The window's application (R270).
    open override var next: UIResponder? { UIApplication.shared }

    // MARK: First responder (UIWindow+FirstResponder)

    /// The first responder (weak: a responder leaving the window resigns first).
    weak var firstResponderStorage: UIResponder?
    /// How many responder changes are in progress (the keyboard updates after the outermost).
    var responderChangeDepth = 0
    /// Whether a forced resignation runs (`endEditing(true)`): a text field asks no delegate.
    package var isForcingResignation = false
    /// The software keyboard, once made.
    var storedKeyboard: SoftwareKeyboard?

    /// Keeps the keyboard above every other subview (presentation containers are added later), and
    /// in place at the window's bottom when the window's size changes (rotation).
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if let keyboard = storedKeyboard?.keyboardView, keyboard.superview === self, subview !== keyboard {
            bringSubviewToFront(keyboard)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        storedKeyboard?.windowDidLayout()
    }

    // MARK: Touch delivery

    /// Delivers a touch event: each touch goes to the gesture recognizers of the view it began in
    /// (and of that view's ancestors), then to the view itself unless a recognizer cancelled it there.
    /// A recognizer gets the touches of one phase together (two fingers moving: one `touchesMoved`).
    open func sendEvent(_ event: UIEvent) {
        // The home indicator comes back on any touch (R259).
        lastTouchActivity = event.timestamp
        touchesDown = event.allTouches?.filter { $0.phase != .ended && $0.phase != .cancelled }.count ?? 0
        GestureArbiter.deliver(event)
    }

    /// When a touch last began, moved or ended in the window (its event's timestamp), and how many
    /// fingers are down: the home indicator hides after a while without touches (R259).
    package private(set) var lastTouchActivity: CFTimeInterval = 0
    package private(set) var touchesDown = 0
}
