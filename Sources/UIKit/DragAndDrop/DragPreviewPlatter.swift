import Foundation

/// One item's preview floating over the app during a drag (R343): a picture of the lifted view
/// (a snapshot when it is on screen, the view itself otherwise) on a soft shadow, and the badge
/// saying what a drop would do.
@MainActor
final class DragPreviewPlatter: UIView {
    /// The preview it lifted as (where a cancel flies back to).
    let liftPreview: UITargetedDragPreview
    /// Where it lifted from, in window coordinates.
    let sourceCenter: CGPoint
    /// How far behind the first item's preview this one sits.
    var stackOffset: CGFloat = 0
    private(set) var content: UIView
    private weak var window_: UIWindow?
    /// The green plus (copy) or the forbidden sign, shown top-right while over a target.
    let badge = DropBadgeView(frame: CGRect(x: 0, y: 0, width: DropBadgeView.diameter, height: DropBadgeView.diameter))

    init(preview: UITargetedDragPreview, in window: UIWindow) {
        liftPreview = preview
        window_ = window
        sourceCenter = preview.target.container.convert(preview.target.center, to: window)
        content = Self.picture(of: preview.view)
        super.init(frame: .zero)
        bounds = CGRect(origin: .zero, size: preview.size)
        center = sourceCenter
        isUserInteractionEnabled = false
        backgroundColor = preview.parameters.backgroundColor
        layer.cornerRadius = preview.view.layer.cornerRadius
        layer.cornerCurve = .continuous
        install(content)
        badge.isHidden = true
        addSubview(badge)
        placeBadge()
    }

    required init?(coder: NSCoder) { fatalError("drag previews are made by drags") }

    /// A picture of `view`: a snapshot when it is in a window, otherwise the view itself.
    private static func picture(of view: UIView) -> UIView {
        guard view.window != nil, let snapshot = view.snapshotView(afterScreenUpdates: false) else { return view }
        return snapshot
    }

    private func install(_ view: UIView) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.isUserInteractionEnabled = false
        insertSubview(view, at: 0)
    }

    private func placeBadge() {
        // The badge sits on the top-right corner, half outside it (I: by eye on iOS 18).
        badge.center = CGPoint(x: bounds.width - 4, y: 4)
    }

    /// Lifted: a little larger, on a shadow; or back at rest.
    func showLifted(_ lifted: Bool) {
        transform = lifted ? CGAffineTransform(scaleX: DragFlight.liftScale, y: DragFlight.liftScale) : .identity
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = lifted ? 0.3 : 0
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 6)
    }

    /// Under the finger: the preview keeps the offset it had from the touch when it lifted.
    func follow(touch: CGPoint, liftedAt start: CGPoint) {
        center = CGPoint(
            x: sourceCenter.x + touch.x - start.x + stackOffset, y: sourceCenter.y + touch.y - start.y + stackOffset)
    }

    /// The item's own drag preview replaces the lifted picture (its `previewProvider`).
    func replaceContent(with preview: UIDragPreview) {
        content.removeFromSuperview()
        let size = preview.view.bounds.size
        bounds = CGRect(origin: .zero, size: size)
        backgroundColor = preview.parameters.backgroundColor
        layer.cornerRadius = preview.view.layer.cornerRadius
        content = Self.picture(of: preview.view)
        install(content)
        placeBadge()
    }

    /// The badge for what a drop now would do: a green plus for a copy, the forbidden sign for
    /// `.forbidden`, none for a move or no target.
    func showBadge(for operation: UIDropOperation, count: Int) {
        switch operation {
        case .copy: badge.kind = .copy
        case .forbidden: badge.kind = .forbidden
        case .cancel, .move: badge.kind = nil
        }
        badge.isHidden = badge.kind == nil
    }

    /// The preview as it is now, where it is (a drop target's default).
    func currentPreview() -> UITargetedDragPreview {
        let container = window_ ?? self
        return UITargetedDragPreview(
            view: content, parameters: UIDragPreviewParameters(),
            target: UIDragPreviewTarget(container: container, center: center))
    }

    /// Drops into `preview`'s place (its view's size, its target's centre and transform), or with
    /// none shrinks and fades where it is.
    func land(on preview: UITargetedDragPreview?) {
        badge.alpha = 0
        layer.shadowOpacity = 0
        guard let preview, let window = window_ else {
            transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            alpha = 0
            return
        }
        bounds = CGRect(origin: .zero, size: preview.size)
        center = preview.target.container.convert(preview.target.center, to: window)
        transform = preview.target.transform
    }

    /// Flies back to `preview`'s place (the lift's by default), or with none fades where it is.
    func flyBack(to preview: UITargetedDragPreview?) {
        badge.alpha = 0
        layer.shadowOpacity = 0
        guard let preview, let window = window_ else {
            alpha = 0
            return
        }
        bounds = CGRect(origin: .zero, size: preview.size)
        center = preview.target.container.convert(preview.target.center, to: window)
        transform = preview.target.transform
    }
}

/// The round badge on a drag preview (R344): green with a white plus for a copy, grey with a
/// white bar for a forbidden drop.
@MainActor
final class DropBadgeView: UIView {
    enum Kind { case copy, forbidden }
    static let diameter: CGFloat = 26

    var kind: Kind? {
        didSet { refresh() }
    }
    private let horizontal = UIView()
    private let vertical = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = Self.diameter / 2
        isUserInteractionEnabled = false
        for bar in [horizontal, vertical] {
            bar.backgroundColor = .white
            bar.layer.cornerRadius = 1.25
            addSubview(bar)
        }
        horizontal.frame = CGRect(x: 6.5, y: 11.75, width: 13, height: 2.5)
        vertical.frame = CGRect(x: 11.75, y: 6.5, width: 2.5, height: 13)
    }

    required init?(coder: NSCoder) { fatalError("badges are made by drag previews") }

    private func refresh() {
        switch kind {
        case .copy:
            backgroundColor = .systemGreen
            vertical.isHidden = false
        case .forbidden:
            backgroundColor = .systemGray
            vertical.isHidden = true
        case nil:
            break
        }
    }
}
