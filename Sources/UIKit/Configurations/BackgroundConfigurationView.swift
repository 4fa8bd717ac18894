import Foundation

/// Draws a `UIBackgroundConfiguration` (R328): behind a cell's content, inset by the
/// configuration's insets, its visual effect, its custom view, its fill, its image and its stroke,
/// clipped to its corner radius.
@MainActor
final class BackgroundConfigurationView: UIView {
    var configuration: UIBackgroundConfiguration {
        didSet { refresh() }
    }
    /// The layout margins the insets may add (the cell's).
    var layoutMarginsForInsets: NSDirectionalEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    private let fill = UIView()
    private let stroke = UIView()
    private var effectView: UIVisualEffectView?
    private var imageView: UIImageView?

    init(_ configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [fill, stroke] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        refresh()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The background's frame in a container of `bounds`: the insets, with the margins of the edges asked for.
    func backgroundFrame(in bounds: CGRect) -> CGRect {
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += layoutMarginsForInsets.top }
        if edges.contains(.leading) { insets.leading += layoutMarginsForInsets.leading }
        if edges.contains(.bottom) { insets.bottom += layoutMarginsForInsets.bottom }
        if edges.contains(.trailing) { insets.trailing += layoutMarginsForInsets.trailing }
        return CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
    }

    private func refresh() {
        let c = configuration
        if effectView?.effect !== c.visualEffect {
            effectView?.removeFromSuperview()
            effectView = c.visualEffect.map { UIVisualEffectView(effect: $0) }
            if let effectView { insertSubview(effectView, at: 0) }
        }
        if let custom = c.customView, custom.superview !== fill {
            for old in fill.subviews { old.removeFromSuperview() }
            fill.addSubview(custom)
        } else if c.customView == nil {
            for old in fill.subviews where old !== imageView { old.removeFromSuperview() }
        }
        if let image = c.image {
            if imageView == nil {
                let view = UIImageView()
                imageView = view
                fill.addSubview(view)
            }
            imageView?.image = image
            imageView?.contentMode = c.imageContentMode
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        refreshColors()
        setNeedsLayout()
    }

    private func refreshColors() {
        let c = configuration
        fill.backgroundColor = c.resolvedBackgroundColor(for: tintColor)
        stroke.backgroundColor = nil
        stroke.layer.borderWidth = c.strokeWidth
        stroke.layer.borderColor = c.strokeWidth > 0 ? c.resolvedStrokeColor(for: tintColor).cgColor : nil
        stroke.isHidden = c.strokeWidth <= 0
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColors()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let c = configuration
        let frame = backgroundFrame(in: bounds)
        for view in [fill, effectView].compactMap({ $0 }) {
            view.frame = frame
            view.layer.cornerRadius = c.cornerRadius
            view.clipsToBounds = c.cornerRadius > 0 || c.customView != nil || c.image != nil
        }
        c.customView?.frame = fill.bounds
        imageView?.frame = fill.bounds
        let out = c.strokeOutset
        stroke.frame = frame.insetBy(dx: -out, dy: -out)
        stroke.layer.cornerRadius = c.cornerRadius > 0 ? c.cornerRadius + out : 0
    }
}
