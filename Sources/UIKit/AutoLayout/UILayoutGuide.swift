import Foundation

/// A rectangle that takes part in Auto Layout without being a view: a spacer, the safe area, the
/// layout margins or the readable content area of its owning view.
@MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (set by `addLayoutGuide`); its frame is in this view's coordinates.
    public internal(set) weak var owningView: UIView?

    /// A name for descriptions and conflict reports.
    open var identifier = ""

    /// Which guide this is: one the app made, or one UIKit keeps for every view.
    let role: Role
    /// A stable fake address for descriptions.
    var debugID: Int?

    /// The kinds of guide.
    enum Role: Equatable {
        /// Made by the app; laid out only by its constraints.
        case custom
        /// `safeAreaLayoutGuide`: the bounds less `safeAreaInsets`.
        case safeArea
        /// `layoutMarginsGuide`: the bounds less the layout margins (from the safe area by default).
        case layoutMargins
        /// `readableContentGuide`: the margins, narrowed to a readable line length.
        case readableContent
        /// `UIScrollView.contentLayoutGuide`: the content area — origin at the content's origin,
        /// size the `contentSize`, which constraints on it set.
        case scrollContent
        /// `UIScrollView.frameLayoutGuide`: the scroll view's frame, where it shows its content
        /// (it moves with `contentOffset`, so what is pinned to it does not scroll).
        case scrollFrame
    }

    /// Creates a guide to add to a view with `addLayoutGuide`.
    public override init() {
        role = .custom
        super.init()
    }

    init(role: Role, owningView: UIView) {
        self.role = role
        self.owningView = owningView
        super.init()
        switch role {
        case .custom: break
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .layoutMargins: identifier = "UIViewLayoutMarginsGuide"
        case .readableContent: identifier = "UIViewReadableContentGuide"
        case .scrollContent: identifier = "UIScrollView-contentLayoutGuide"
        case .scrollFrame: identifier = "UIScrollView-frameLayoutGuide"
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as last solved.
    public var layoutFrame: CGRect {
        if let view = owningView, let frame = view.hierarchyRoot.autoLayout?.hostedEngine?.solvedFrame(of: self) {
            return frame
        }
        guard let view = owningView else { return .zero }
        switch role {
        case .custom: return .zero
        case .safeArea: return view.bounds.inset(by: view.reportedSafeAreaInsets)
        case .layoutMargins, .readableContent: return view.bounds.inset(by: view.layoutMarginsGuideInsets)
        case .scrollContent: return CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return view.bounds
        }
    }

    /// The left edge (as `leadingAnchor`: Stagecraft lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The right edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    open override var description: String { MainActor.assumeIsolated { guideDescription } }

    private var guideDescription: String {
        let frame = layoutFrame
        let rect =
            "{{\(formatNumber(frame.minX)), \(formatNumber(frame.minY))}, {\(formatNumber(frame.width)), \(formatNumber(frame.height))}}"
        return
            "<\(type(of: self)): \(LayoutDebugAddress.of(self)) - \"\(identifier)\", layoutFrame = \(rect), owningView = \(LayoutDebugAddress.describe(owningView))>"
    }
}
