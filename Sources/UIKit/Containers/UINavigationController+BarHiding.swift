import Foundation

/// R300: a navigation controller that hides its bars on a tap or a swipe — a tap on the content
/// toggles the navigation bar (and the toolbar it hid with it), a swipe up hides them and a swipe
/// down shows them again, animated, alongside whatever else the finger does (a scroll).
extension UINavigationController {
    /// Whether a tap on the content hides or shows the bars (default false).
    public var hidesBarsOnTap: Bool {
        get { barHiding.onTap }
        set { barHiding.onTap = newValue }
    }

    /// Whether swiping up hides the bars and swiping down shows them (default false).
    public var hidesBarsOnSwipe: Bool {
        get { barHiding.onSwipe }
        set { barHiding.onSwipe = newValue }
    }

    /// Whether the bars hide when the keyboard comes up (default false); they stay hidden after it
    /// goes.
    public var hidesBarsWhenKeyboardAppears: Bool {
        get { barHiding.whenKeyboardAppears }
        set { barHiding.whenKeyboardAppears = newValue }
    }

    /// Whether the bars hide while the height is compact (a phone in landscape) and come back when it
    /// is regular again (default false).
    public var hidesBarsWhenVerticallyCompact: Bool {
        get { barHiding.whenVerticallyCompact }
        set { barHiding.whenVerticallyCompact = newValue }
    }

    /// The tap that hides and shows the bars (enabled while `hidesBarsOnTap`).
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHiding.tap }

    /// The pan that hides and shows the bars (enabled while `hidesBarsOnSwipe`).
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHiding.swipe }
}

/// The recognizers behind `hidesBarsOnTap` and `hidesBarsOnSwipe`, and whether the toolbar went
/// with the navigation bar.
@MainActor
final class BarHidingGestures: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    private(set) lazy var tap = UITapGestureRecognizer(target: self, action: BarHidingGestures.tapped)
    private(set) lazy var swipe = UIPanGestureRecognizer(target: self, action: BarHidingGestures.swiped)
    var onTap = false { didSet { tap.isEnabled = onTap } }
    var onSwipe = false { didSet { swipe.isEnabled = onSwipe } }
    var whenKeyboardAppears = false {
        didSet {
            guard whenKeyboardAppears != oldValue else { return }
            if whenKeyboardAppears {
                NotificationCenter.default.addObserver(
                    self, selector: BarHidingGestures.keyboardWillShow, name: UIResponder.keyboardWillShowNotification,
                    object: nil)
            } else {
                NotificationCenter.default.removeObserver(
                    self, name: UIResponder.keyboardWillShowNotification, object: nil)
            }
        }
    }
    var whenVerticallyCompact = false {
        didSet {
            guard whenVerticallyCompact != oldValue, let navigation = navigationController else { return }
            if let registration = compactRegistration { navigation.unregisterForTraitChanges(registration) }
            compactRegistration = nil
            guard whenVerticallyCompact else { return }
            compactRegistration = navigation.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
                [weak self] (navigation: UINavigationController, _: UITraitCollection) in
                self?.verticalSizeClassChanged(to: navigation.traitCollection.verticalSizeClass)
            }
            if navigation.traitCollection.verticalSizeClass == .compact, !navigation.navigationBarHidden {
                hidForCompactHeight = true
                setBarsHidden(true, by: "compact height")
            }
        }
    }
    private var compactRegistration: (any UITraitChangeRegistration)?
    /// Whether the compact height hid the bars (they come back with the regular height).
    private var hidForCompactHeight = false
    /// Whether the toolbar was hidden together with the navigation bar (it comes back with it).
    private var hidToolbar = false
    /// How far a swipe must go to hide or show the bars.
    static let swipeDistance: CGFloat = 20

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    /// Adds the recognizers to the navigation controller's view, off until asked for.
    func install(on view: UIView) {
        tap.isEnabled = onTap
        tap.delegate = self
        swipe.isEnabled = onSwipe
        swipe.delegate = self
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(swipe)
    }

    /// They work alongside the content's own gestures (a scroll goes on while the bars hide).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }

    /// Not while a push or pop runs, and a tap not on the bars themselves.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController, navigation.transition == nil else { return false }
        if gestureRecognizer === tap {
            let point = tap.location(in: navigation.view)
            let onBar = !navigation.navigationBarHidden && navigation.navigationBar.frame.contains(point)
            let onToolbar = !navigation.toolbarHidden && navigation.toolbar.frame.contains(point)
            return !onBar && !onToolbar
        }
        return true
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let navigation = navigationController else { return }
        setBarsHidden(!navigation.navigationBarHidden, by: "tap")
    }

    private func swiped(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .changed, let navigation = navigationController, let view = navigation.view else {
            return
        }
        let dy = recognizer.translation(in: view).y
        if dy < -Self.swipeDistance, !navigation.navigationBarHidden {
            setBarsHidden(true, by: "swipe")
            recognizer.setTranslation(.zero, in: view)
        } else if dy > Self.swipeDistance, navigation.navigationBarHidden {
            setBarsHidden(false, by: "swipe")
            recognizer.setTranslation(.zero, in: view)
        }
    }

    private func keyboardWillShow() {
        guard let navigation = navigationController, navigation.viewIfLoaded?.window != nil,
            !navigation.navigationBarHidden
        else { return }
        setBarsHidden(true, by: "keyboard")
    }

    private func verticalSizeClassChanged(to sizeClass: UIUserInterfaceSizeClass) {
        guard let navigation = navigationController else { return }
        if sizeClass == .compact, !navigation.navigationBarHidden {
            hidForCompactHeight = true
            setBarsHidden(true, by: "compact height")
        } else if sizeClass != .compact, hidForCompactHeight {
            hidForCompactHeight = false
            setBarsHidden(false, by: "regular height")
        }
    }

    /// Hides or shows the navigation bar, animated, and the toolbar with it.
    private func setBarsHidden(_ hidden: Bool, by trigger: String) {
        guard let navigation = navigationController else { return }
        EventLog.current.record("navigationController bars \(hidden ? "hidden" : "shown") by \(trigger)")
        navigation.setNavigationBarHidden(hidden, animated: true)
        if hidden, !navigation.toolbarHidden {
            hidToolbar = true
            navigation.setToolbarHidden(true, animated: true)
        } else if !hidden, hidToolbar {
            hidToolbar = false
            navigation.setToolbarHidden(false, animated: true)
        }
    }
}
