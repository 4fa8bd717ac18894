import Foundation

/// A layout guide that tracks something on screen (iOS 15); the keyboard layout guide is one.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// The part of a view the keyboard covers (iOS 15, `view.keyboardLayoutGuide`): its top follows the
/// keyboard's top as it slides, inside the keyboard's animation; with the keyboard down it is the
/// bottom safe area (R275).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows an undocked (floating) keyboard; an iPhone's keyboard is always
    /// docked, so this changes nothing here.
    open var followsUndockedKeyboard = false
    /// Whether the guide is the bottom safe area while the keyboard is down (true, iOS 17).
    open var usesBottomSafeArea = true { didSet { refresh() } }
    /// The padding a keyboard-dismiss gesture keeps above the guide (iOS 17; kept).
    open var keyboardDismissPadding: CGFloat = 0

    /// The guide's height constraint, changed as the keyboard moves.
    private var heightConstraint: NSLayoutConstraint?
    /// The keyboard frame the guide last followed (screen coordinates), nil while it is down.
    private var keyboardFrame: CGRect?

    /// Every guide made, weakly: the keyboard moves them all.
    private static var all: [WeakGuide] = []

    private struct WeakGuide {
        weak var guide: UIKeyboardLayoutGuide?
    }

    /// Makes the guide of `view`: its edges on the view's, its height the keyboard's overlap.
    init(installedIn view: UIView) {
        super.init()
        identifier = "UIViewKeyboardLayoutGuide"
        view.addLayoutGuide(self)
        let height = heightAnchor.constraint(equalToConstant: 0)
        height.identifier = "UIKeyboardLayoutGuide-height"
        heightConstraint = height
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
            height,
        ])
        Self.all.removeAll { $0.guide == nil }
        Self.all.append(WeakGuide(guide: self))
        if let window = view.window, let keyboard = window.storedKeyboard, keyboard.isShown {
            keyboardFrame = keyboard.onscreenFrame
        }
        refresh()
    }

    /// The guide's height now: the keyboard's overlap of the view, or the bottom safe area.
    private var wantedHeight: CGFloat {
        guard let view = owningView else { return 0 }
        let safe = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
        guard let keyboardFrame, let window = view.window else { return safe }
        let local = view.convert(keyboardFrame, from: window)
        let overlap = max(0, min(view.bounds.maxY - local.minY, view.bounds.height))
        return max(overlap, safe)
    }

    /// Sets the height constraint to the wanted height.
    func refresh() {
        let height = wantedHeight
        if let heightConstraint, heightConstraint.constant != height { heightConstraint.constant = height }
    }

    /// The keyboard of `window` moves to `frame` (off screen: down): every guide in that window follows.
    static func keyboardFrameDidChange(in window: UIWindow, to frame: CGRect) {
        let onScreen = frame.intersects(window.bounds) && frame.minY < window.bounds.maxY
        all.removeAll { $0.guide == nil }
        for entry in all {
            guard let guide = entry.guide, let view = guide.owningView, view.window === window else { continue }
            guide.keyboardFrame = onScreen ? frame : nil
            guide.refresh()
        }
    }

    /// The safe area of `view` changed: its guide follows when the keyboard is down.
    static func safeAreaDidChange(of view: UIView) {
        for entry in all where entry.guide?.owningView === view { entry.guide?.refresh() }
    }
}

extension UIView {
    /// The part of the view the keyboard covers (iOS 15), made on first use (R275).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.first(where: { $0 is UIKeyboardLayoutGuide }) as? UIKeyboardLayoutGuide {
            return guide
        }
        return UIKeyboardLayoutGuide(installedIn: self)
    }
}
