import Foundation

/// The geometry of a card sheet on a phone (R135, R137, R140): where the card rests for a detent, how
/// the view behind it is pushed back, the corner radii and the dimming. A value: every input is a
/// number, so the figures are testable without a window.
struct SheetLayout: Equatable {
    /// The container's bounds (the window's).
    var bounds: CGRect
    /// The window's safe area insets.
    var safeArea: UIEdgeInsets
    /// Whether the height is compact (a phone in landscape): the sheet fills the screen (R135).
    var isCompactHeight: Bool
    /// The screen's corner radius (0 for a square-cornered screen).
    var displayCornerRadius: CGFloat

    /// The band between the top of the view pushed back and the top of the card (R135).
    static let gapAboveCard: CGFloat = 10
    /// The extra inset a phone with a home button (no bottom safe area) puts above the stack (R135).
    static let homeButtonInset: CGFloat = 10
    /// How much a pushed-back view shrinks: 1 − 0.0835 (R135).
    static let pushBackScale: CGFloat = 1 - 0.0835
    /// How far a covered sheet moves up, as a fraction of the screen's height (R137).
    static let coveredSheetLift: CGFloat = 0.005
    /// The card's corner radius, and a pushed-back view's (R135).
    static let cornerRadius: CGFloat = 10
    /// The dimming over what is behind the card (black at this alpha, R135).
    static let dimmingAlpha: CGFloat = 0.1

    /// Whether the phone has a home button: no safe area at the bottom.
    var hasHomeButton: Bool { safeArea.bottom == 0 }

    /// The top edge of the view pushed back behind the card: the safe area's top (plus the home
    /// button phone's inset).
    var behindTop: CGFloat { bounds.minY + safeArea.top + (hasHomeButton ? Self.homeButtonInset : 0) }

    /// The top edge of the card at its largest detent: 10 pt below the view behind it; the screen's
    /// top in compact height.
    var largestTop: CGFloat { isCompactHeight ? bounds.minY : behindTop + Self.gapAboveCard }

    /// The largest value a detent resolves to: the height from the bottom safe area up to
    /// `largestTop` (749 pt on a 393×852 phone, R140).
    var maximumDetentValue: CGFloat { bounds.maxY - safeArea.bottom - largestTop }

    /// The top edge of the card resting at a detent of `value` points (above the bottom safe area),
    /// never above `largestTop`; in compact height the card fills the screen whatever the detent.
    func top(forDetentValue value: CGFloat) -> CGFloat {
        if isCompactHeight { return bounds.minY }
        return max(largestTop, bounds.maxY - safeArea.bottom - value)
    }

    /// The card's frame when its top edge is at `top`: the full width, down to the screen's bottom.
    func cardFrame(top: CGFloat) -> CGRect {
        CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
    }

    /// The card's frame resting at a detent of `value` points.
    func cardFrame(forDetentValue value: CGFloat) -> CGRect { cardFrame(top: top(forDetentValue: value)) }

    /// The value of the medium detent: half the maximum, to the point (R140).
    var mediumDetentValue: CGFloat { (maximumDetentValue / 2).rounded() }

    /// How far the view behind is pushed back when the card's top is at `top`: 1 at the largest
    /// detent, 0 at the medium detent's height and below, linear between (R140); 0 in compact height.
    func pushBackFraction(cardTop top: CGFloat) -> CGFloat {
        if isCompactHeight { return 0 }
        let medium = self.top(forDetentValue: mediumDetentValue)
        guard medium > largestTop else { return 1 }
        return min(1, max(0, (medium - top) / (medium - largestTop)))
    }

    /// The transform that pushes back a view whose frame (untransformed) is `frame`: scaled about its
    /// centre by up to `pushBackScale` and moved so its top edge reaches `targetTop`, by `fraction`.
    func pushBackTransform(frame: CGRect, targetTop: CGFloat, fraction: CGFloat) -> CGAffineTransform {
        guard fraction > 0 else { return .identity }
        let scale = 1 - (1 - Self.pushBackScale) * fraction
        let top = frame.minY + (targetTop - frame.minY) * fraction
        let ty = top - (frame.midY - scale * frame.height / 2)
        return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: ty)
    }

    /// The transform of the controller's view behind the bottom card of a stack (R135).
    func presenterTransform(frame: CGRect, fraction: CGFloat) -> CGAffineTransform {
        pushBackTransform(frame: frame, targetTop: behindTop, fraction: fraction)
    }

    /// The transform of a card covered by another card (R137): it shrinks and moves up a little.
    func coveredCardTransform(frame: CGRect, fraction: CGFloat) -> CGAffineTransform {
        pushBackTransform(
            frame: frame, targetTop: frame.minY - Self.coveredSheetLift * bounds.height, fraction: fraction)
    }

    /// The corner radius of the pushed-back controller's view: from the screen's to the card's.
    func presenterCornerRadius(fraction: CGFloat) -> CGFloat {
        displayCornerRadius + (Self.cornerRadius - displayCornerRadius) * fraction
    }
}
