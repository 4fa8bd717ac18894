import Foundation

/// What a zoom transition (R142) sets up in its container and takes down at its end, shared by the
/// built-in animator and the interactive dismissal: the view going back on screen under the zoomed
/// one, the dimming over it, the source view hidden while the zoomed view stands in for it, the
/// zoomed view clipped to its rounding corners, and the transform that lays it on the source.
@MainActor
struct ZoomStage {
    let container: UIView
    /// The pushed or presented controller's view.
    let zoomedView: UIView
    /// The dimming between the zoomed view and what it covers.
    let dimming: UIView
    /// The view the zoom starts from and ends in, if the provider gave one.
    let source: UIView?
    /// The zoomed view's frame when it fills its place.
    let full: CGRect
    /// The transform (about the zoomed view's centre) that lays it on the source view.
    let small: CGAffineTransform
    /// The zoomed view's mask: its alignment rect while small, all of it when open, so only the
    /// part that lands on the source shows as it shrinks.
    let clip: UIView
    /// The alignment rect, in the zoomed view's coordinates.
    let aligned: CGRect
    private let sourceAlpha: CGFloat
    private let masked: Bool
    private let previousMask: UIView?

    /// The corner radius of the zoomed view while it is small.
    static let cornerRadius: CGFloat = 16

    /// Sets the stage for `zoomed` in `ctx`: asks the source view provider (and the alignment rect
    /// provider) now, as UIKit does each time a zoom starts.
    init?(
        _ ctx: UIViewControllerContextTransitioning, zoomed: UIViewController, zoomsIn: Bool
    ) {
        guard case .zoom(let options, let provider)? = zoomed.preferredTransition?.kind,
            let zoomedView = ctx.view(forKey: zoomsIn ? .to : .from),
            let other = ctx.viewController(forKey: zoomsIn ? .from : .to)
        else { return nil }
        let container = ctx.containerView
        self.container = container
        self.zoomedView = zoomedView
        full = zoomsIn ? ctx.finalFrame(for: zoomed) : zoomedView.frame
        if zoomsIn {
            container.addSubview(zoomedView)
            zoomedView.frame = full
        } else if let below = ctx.view(forKey: .to), below.superview !== container {
            // The view going back on screen (a full-screen presenter, R24; the view under a pop).
            container.insertSubview(below, belowSubview: zoomedView)
            below.frame = ctx.finalFrame(for: other)
            below.layoutIfNeeded()
        }
        source = provider(UIViewController.Transition.ZoomSourceViewProviderContext(source: other, zoomed: zoomed))
        let sourceRect =
            source.map { container.convert($0.bounds, from: $0) }
            ?? CGRect(x: full.midX, y: full.midY, width: 0, height: 0)
        // The part of the zoomed view that lands on the source (all of it unless the options say).
        var aligned = CGRect(origin: .zero, size: full.size)
        if let source, let alignment = options?.alignmentRectProvider {
            zoomedView.layoutIfNeeded()  // the rect is usually a subview's frame
            let context = UIViewController.Transition.ZoomOptions.AlignmentRectContext(
                sourceView: source, zoomedViewController: zoomed)
            if let rect = alignment(context), !rect.isNull, !rect.isEmpty { aligned = rect }
        }
        self.aligned = aligned
        small = Self.transform(full: full, aligned: aligned, onto: sourceRect)
        sourceAlpha = source?.alpha ?? 1
        source?.alpha = 0

        dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = options?.dimmingColor ?? UIColor(white: 0, alpha: 0.1)
        dimming.isUserInteractionEnabled = false
        if let effect = options?.dimmingVisualEffect {
            // R228: the blur sits in the dimming view, whose alpha fades it with the zoom (the
            // effect view's own alpha stays 1).
            let blur = UIVisualEffectView(effect: effect)
            blur.frame = dimming.bounds
            blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimming.addSubview(blur)
        }
        container.insertSubview(dimming, belowSubview: zoomedView)
        masked = zoomedView.layer.masksToBounds
        zoomedView.layer.masksToBounds = true
        previousMask = zoomedView.mask
        clip = UIView(frame: CGRect(origin: .zero, size: full.size))
        clip.backgroundColor = .black
        zoomedView.mask = clip
    }

    /// The mask's frame a zoom `openness` of the way open.
    func clipFrame(openness: CGFloat) -> CGRect {
        let o = min(max(openness, 0), 1)
        let open = CGRect(origin: .zero, size: full.size)
        return CGRect(
            x: aligned.minX + (open.minX - aligned.minX) * o, y: aligned.minY + (open.minY - aligned.minY) * o,
            width: aligned.width + (open.width - aligned.width) * o,
            height: aligned.height + (open.height - aligned.height) * o)
    }

    /// Puts the zoomed view entirely open (`true`) or on the source, for an animation block.
    func set(open: Bool) {
        zoomedView.transform = open ? .identity : small
        zoomedView.layer.cornerRadius = open ? 0 : Self.cornerRadius
        clip.frame = clipFrame(openness: open ? 1 : 0)
        clip.layer.cornerRadius = open ? 0 : Self.cornerRadius
        dimming.alpha = open ? 1 : 0
    }

    /// Puts the zoomed view at `transform` with the corner radius and dimming of a zoom `openness`
    /// of the way open (1: filling its place, 0: on the source).
    func place(transform: CGAffineTransform, openness: CGFloat) {
        let open = min(max(openness, 0), 1)
        zoomedView.transform = transform
        zoomedView.layer.cornerRadius = open >= 1 ? 0 : Self.cornerRadius
        clip.frame = clipFrame(openness: open)
        clip.layer.cornerRadius = open >= 1 ? 0 : Self.cornerRadius
        dimming.alpha = open
    }

    /// Takes down what the stage added and gives the source view back.
    func tearDown() {
        dimming.removeFromSuperview()
        zoomedView.transform = .identity
        zoomedView.layer.cornerRadius = 0
        zoomedView.layer.masksToBounds = masked
        zoomedView.mask = previousMask
        source?.alpha = sourceAlpha
    }

    /// The transform (about the centre of a view framed `full`) that lays the view's `aligned` rect
    /// (in its own coordinates) on `rect`, stretching each axis.
    static func transform(full: CGRect, aligned: CGRect, onto rect: CGRect) -> CGAffineTransform {
        guard aligned.width > 0, aligned.height > 0 else { return .identity }
        let sx = rect.width / aligned.width
        let sy = rect.height / aligned.height
        // The aligned rect's centre, relative to the view's centre, before the transform.
        let ax = full.minX + aligned.midX - full.midX
        let ay = full.minY + aligned.midY - full.midY
        return CGAffineTransform(
            a: sx, b: 0, c: 0, d: sy, tx: rect.midX - full.midX - sx * ax, ty: rect.midY - full.midY - sy * ay)
    }
}
