import Foundation

/// The view a sheet pushes back (R135, R137) — the presenting controller's view, or the card of the
/// sheet it covers — with what it was before, so the dismissal can give it back.
@MainActor
final class SheetBacking {
    /// What the view is.
    enum Kind {
        /// The view of the controller under the bottom sheet of a stack: shrinks, rounds its corners.
        case presenter
        /// The card of a sheet covered by another sheet: shrinks and moves up a little.
        case coveredCard
    }

    let view: UIView
    let kind: Kind
    private let savedTransform: CGAffineTransform
    private let savedCornerRadius: CGFloat
    private let savedMasksToBounds: Bool
    private let savedCornerCurve: CALayerCornerCurve

    init(view: UIView, kind: Kind) {
        self.view = view
        self.kind = kind
        savedTransform = view.transform
        savedCornerRadius = view.layer.cornerRadius
        savedMasksToBounds = view.layer.masksToBounds
        savedCornerCurve = view.layer.cornerCurve
    }

    /// The view's frame without its transform.
    var untransformedFrame: CGRect {
        let size = view.bounds.size
        return CGRect(
            x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width,
            height: size.height)
    }

    /// Gives a controller's view that fills its superview (a root view, with autoresizing) the
    /// superview's bounds again: autoresizing reads and writes `frame`, which a push-back transform
    /// distorts during a rotation.
    func refitToSuperview() {
        guard kind == .presenter, let superview = view.superview,
            view.autoresizingMask.contains([.flexibleWidth, .flexibleHeight])
        else { return }
        view.bounds = CGRect(origin: view.bounds.origin, size: superview.bounds.size)
        view.center = CGPoint(x: superview.bounds.midX, y: superview.bounds.midY)
    }

    /// Pushes the view back by `fraction` (0 = as it was) in `layout` (R135, R137).
    func apply(fraction: CGFloat, in layout: SheetLayout) {
        switch kind {
        case .presenter:
            view.transform = layout.presenterTransform(frame: untransformedFrame, fraction: fraction)
            if isPrepared { view.layer.cornerRadius = layout.presenterCornerRadius(fraction: fraction) }
        case .coveredCard:
            view.transform = layout.coveredCardTransform(frame: untransformedFrame, fraction: fraction)
        }
    }

    /// Readies the view for a push-back: a presenter clips its content to rounded corners that start
    /// at the screen's radius.
    func prepare(in layout: SheetLayout) {
        guard kind == .presenter, !isPrepared else { return }
        isPrepared = true
        view.layer.cornerRadius = layout.displayCornerRadius
        view.layer.cornerCurve = .continuous
        view.layer.masksToBounds = true
    }

    /// Whether `prepare(in:)` rounded the view's corners.
    private var isPrepared = false

    /// Gives the view back as it was before the sheet.
    func restore() {
        isPrepared = false
        view.transform = savedTransform
        view.layer.cornerRadius = savedCornerRadius
        view.layer.masksToBounds = savedMasksToBounds
        view.layer.cornerCurve = savedCornerCurve
    }
}
