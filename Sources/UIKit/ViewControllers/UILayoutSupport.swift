import Foundation

/// A view controller's top or bottom layout guide (deprecated in iOS 11 for the safe area, which
/// it follows here): `length` is how far the unsafe area reaches in from that edge of the view.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// The distance from the edge of the controller's view to the safe area.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height (`length`).
    var heightAnchor: NSLayoutDimension { get }
}

extension UIViewController {
    /// The top layout guide: from the top of the view to the top of its safe area (iOS 11's
    /// meaning: the status bar and any bars above, as `view.safeAreaInsets.top`).
    public var topLayoutGuide: UILayoutSupport { ViewControllerLayoutGuide(controller: self, edge: .top) }

    /// The bottom layout guide: from the bottom of the safe area to the bottom of the view.
    public var bottomLayoutGuide: UILayoutSupport { ViewControllerLayoutGuide(controller: self, edge: .bottom) }
}

/// `topLayoutGuide` / `bottomLayoutGuide`: the band between an edge of the controller's view and
/// its safe area. Its edges are the view's and the safe-area guide's anchors; its height anchor is
/// a layout guide pinned between them, added to the view the first time it is asked for.
@MainActor
final class ViewControllerLayoutGuide: NSObject, UILayoutSupport {
    /// Which edge the guide hangs from.
    enum Edge {
        case top, bottom
    }

    /// Unowned: the guide is the controller's, and a controller keeping its guide must not leak.
    private unowned let controller: UIViewController
    private let edge: Edge

    init(controller: UIViewController, edge: Edge) {
        self.controller = controller
        self.edge = edge
        super.init()
    }

    var length: CGFloat {
        let insets = controller.viewIfLoaded?.safeAreaInsets ?? .zero
        return edge == .top ? insets.top : insets.bottom
    }

    var topAnchor: NSLayoutYAxisAnchor {
        edge == .top ? controller.view.topAnchor : controller.view.safeAreaLayoutGuide.bottomAnchor
    }

    var bottomAnchor: NSLayoutYAxisAnchor {
        edge == .top ? controller.view.safeAreaLayoutGuide.topAnchor : controller.view.bottomAnchor
    }

    var heightAnchor: NSLayoutDimension { band.heightAnchor }

    /// The layout guide spanning the band, made once per view.
    private var band: UILayoutGuide {
        let view = controller.view!
        let identifier = edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        if let existing = view.layoutGuides.first(where: { $0.identifier == identifier }) { return existing }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: topAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        return guide
    }
}
