import Foundation

/// A view's traits: its environment's — the window's own, a controller's root view its
/// controller's, any other view its superview's — with its `overrideUserInterfaceStyle` (R213).
extension UIView: UITraitChangeObservable, TraitRegistrationHolder {
    /// The traits of the view's environment.
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let window = self as? UIWindow {
            inherited = window.windowTraits
        } else if let controller = owningViewController as? UIViewController, controller.viewIfLoaded === self {
            inherited = controller.traitCollection
        } else if let superview {
            inherited = superview.traitCollection
        } else {
            inherited = UIWindow.defaultTraits
        }
        return inherited.applying(ownTraitOverrides)
    }

    /// Resolves the trait-dependent content of this view and every view below it (after a move).
    func refreshTraitDependentContentInSubtree() {
        refreshTraitDependentContent()
        for subview in subviews { subview.refreshTraitDependentContentInSubtree() }
    }
}

extension UIViewController: UITraitEnvironment, UITraitChangeObservable, TraitRegistrationHolder {}

extension UIWindow {
    /// Changes the appearance and/or the preferred text size of the window's environment: the
    /// traits change, every view and controller whose traits changed is told (R213), and a new
    /// text size becomes the app's and is posted (`UIContentSizeCategory.didChangeNotification`).
    package func setEnvironment(style: UIUserInterfaceStyle? = nil, contentSize: UIContentSizeCategory? = nil) {
        let current = windowTraits
        let traits = UITraitCollection(
            traitsFrom: [
                current,
                UITraitCollection(
                    userInterfaceStyle: style ?? .unspecified, preferredContentSizeCategory: contentSize ?? .unspecified
                ),
            ])
        guard traits != current else { return }
        TraitPropagation.change(under: self) { windowTraits = traits }
        if let contentSize, contentSize != UIApplication.shared.preferredContentSizeCategory {
            UIApplication.shared.preferredContentSizeCategory = contentSize
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: contentSize])
        }
    }
}
