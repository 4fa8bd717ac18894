// Protocol extensions constrained to UIViewController and extensions of it, as Swift 5 apps write
// them (the protocol is not main-actor isolated, so its extension's methods are not either).
import UIKit

/// A screen that can show a banner at its top.
protocol BannerPresenting: AnyObject {
    /// The banner's height.
    var bannerHeight: CGFloat { get }
}

extension BannerPresenting where Self: UIViewController {
    /// Shows `text` in a banner across the top of the view.
    @discardableResult
    func showBanner(_ text: String) -> UILabel {
        let banner = UILabel(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: bannerHeight))
        banner.text = text
        banner.backgroundColor = .systemYellow
        view.addSubview(banner)
        return banner
    }
}

extension UIViewController {
    /// Adds `child` and puts its view in `container`, filling it (the containment dance).
    func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        child.view.frame = container.bounds
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
