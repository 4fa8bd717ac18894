import Foundation

/// The simulated software keyboard of one window: it slides up when a responder that takes keys
/// becomes first responder and down when none is, posting UIKit's keyboard notifications and moving
/// the keyboard layout guides inside its animation (R274, R275).
@MainActor
package final class SoftwareKeyboard {
    /// Where the keyboard is.
    package enum State: Equatable {
        /// Off screen (no keyboard view in the window).
        case hidden
        /// Sliding up (the did-show notifications follow when it lands).
        case showing
        /// On screen.
        case shown
        /// Sliding down (the did-hide notifications follow, and the view leaves the window).
        case hiding
    }

    /// The window the keyboard belongs to.
    private unowned let window: UIWindow
    /// Where the keyboard is.
    package private(set) var state: State = .hidden
    /// The keyboard's view while it is in the window.
    package private(set) var keyboardView: KeyboardView?
    /// The responder the keys type into.
    package private(set) weak var client: UIResponder?
    /// Bumped by every show and hide, so a superseded animation's completion posts nothing.
    private var generation = 0

    init(window: UIWindow) { self.window = window }

    /// Whether the keyboard is up or going up.
    package var isShown: Bool { state == .shown || state == .showing }

    /// The frame the keyboard has on screen, in window (screen) coordinates.
    package var onscreenFrame: CGRect {
        let bounds = window.bounds
        let height = KeyboardMetrics.height(
            landscape: bounds.width > bounds.height, hasHomeIndicator: window.deviceSafeAreaInsets.bottom > 0)
        return CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The frame below the screen the keyboard slides from and to.
    var offscreenFrame: CGRect { onscreenFrame.offsetBy(dx: 0, dy: onscreenFrame.height) }

    /// The keyboard's frame now (model value): off screen while hidden.
    package var frame: CGRect { keyboardView?.frame ?? offscreenFrame }

    /// Brings the keyboard up for `responder`, or, when it is already up, types into it from now on
    /// and posts the will/did pairs again with the same frame, as iOS does for another field (R274).
    func show(for responder: UIResponder?) {
        let previous = client
        client = responder
        if isShown {
            keyboardView?.configure(for: responder, window: window)
            guard previous !== responder else { return }
            let frame = onscreenFrame
            post(
                [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification], frame,
                frame)
            post(
                [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification], frame, frame)
            return
        }
        let view = keyboardView ?? KeyboardView(keyboard: self)
        let begin = state == .hiding ? currentFrame(of: view) : offscreenFrame
        if view.superview !== window {
            UIView.performWithoutAnimation {
                view.frame = begin
                window.addSubview(view)
            }
        }
        keyboardView = view
        view.configure(for: responder, window: window)
        state = .showing
        move(
            from: begin, to: onscreenFrame,
            will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
            did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification]
        ) { [weak self] in self?.state = .shown }
    }

    /// Slides the keyboard down.
    func hide() {
        guard isShown, let view = keyboardView else { return }
        client = nil
        state = .hiding
        move(
            from: currentFrame(of: view), to: offscreenFrame,
            will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
            did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification]
        ) { [weak self] in
            self?.state = .hidden
            view.removeFromSuperview()
        }
    }

    /// Where the keyboard is on screen now (its presentation, mid-slide).
    private func currentFrame(of view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }

    /// The one animation of a show or hide: the will-notifications are posted inside the animation
    /// block (so what observers change there moves with the keyboard, as on iOS), the keyboard and the
    /// layout guides move, and the did-notifications follow when it lands.
    private func move(
        from begin: CGRect, to end: CGRect, will: [Notification.Name], did: [Notification.Name],
        landed: @escaping () -> Void
    ) {
        generation += 1
        let current = generation
        let options = UIView.AnimationOptions(rawValue: UInt(KeyboardMetrics.animationCurve) << 16)
        UIView.animate(
            withDuration: KeyboardMetrics.animationDuration, delay: 0, options: [options, .beginFromCurrentState],
            animations: {
                self.post(will, begin, end)
                self.keyboardView?.frame = end
                UIKeyboardLayoutGuide.keyboardFrameDidChange(in: self.window, to: end)
                self.window.layoutIfNeeded()
            },
            completion: { [weak self] _ in
                guard let self, self.generation == current else { return }
                landed()
                self.post(did, begin, end)
            })
    }

    /// Posts `names` in order with UIKit's `userInfo`.
    private func post(_ names: [Notification.Name], _ begin: CGRect, _ end: CGRect) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: KeyboardMetrics.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: KeyboardMetrics.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            UIResponder.keyboardCenterBeginUserInfoKey: NSValue(cgPoint: CGPoint(x: begin.midX, y: begin.midY)),
            UIResponder.keyboardCenterEndUserInfoKey: NSValue(cgPoint: CGPoint(x: end.midX, y: end.midY)),
            UIResponder.keyboardBoundsUserInfoKey: NSValue(cgRect: CGRect(origin: .zero, size: end.size)),
        ]
        for name in names { NotificationCenter.default.post(name: name, object: nil, userInfo: info) }
    }

    /// The window laid out (a rotation changed its size): a keyboard at rest stays on the bottom edge.
    func windowDidLayout() {
        guard let view = keyboardView, state == .shown else { return }
        let frame = onscreenFrame
        guard view.frame != frame else { return }
        view.frame = frame
        UIKeyboardLayoutGuide.keyboardFrameDidChange(in: window, to: frame)
    }

    // MARK: Typing

    /// The responder that takes keys now: the window's first responder when it is one.
    package var keyInput: UIKeyInput? { window.firstResponder as? UIKeyInput }
}
