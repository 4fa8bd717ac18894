import Foundation

extension UIView {
    /// Space inside the edges that content keeps clear of (8 pt each side; a controller's root
    /// view: 0 at the top and bottom, 16 pt at the sides in compact width, 20 in regular).
    public var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(directionalLayoutMargins) }
        set { directionalLayoutMargins = newValue.directional }
    }

    /// The layout margins by reading direction.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { autoLayout?.layoutMargins ?? defaultLayoutMargins }
        set {
            guard newValue != directionalLayoutMargins else { return }
            autoLayoutState.layoutMargins = newValue
            layoutMarginsDidChangeForAutoLayout()
        }
    }

    /// Whether the layout margins are measured from the safe area (true) or from the bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsDidChangeForAutoLayout()
        }
    }

    private var defaultLayoutMargins: NSDirectionalEdgeInsets {
        guard owningViewController is UIViewController else {
            return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        // A controller's root view: UIKit's system minimum margins for a phone.
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The insets of `layoutMarginsGuide` from the bounds: the margins, plus the safe area when
    /// margins are measured from it.
    var layoutMarginsGuideInsets: UIEdgeInsets {
        let margins = layoutMargins
        return insetsLayoutMarginsFromSafeArea ? margins + reportedSafeAreaInsets : margins
    }

    private func layoutMarginsDidChangeForAutoLayout() {
        setNeedsLayout()
        if let engine = autoLayout?.engine ?? hierarchyEngine(create: false) { engine.guideInsetsDidChange(of: self) }
    }
}
