import Foundation

// Zooming (R265): the delegate's `viewForZooming(in:)` view is scaled by its transform, the content
// size follows its scaled size, and a content point stays under the pinch (or the centre) while
// the scale changes. A pinch past the limits overshoots with resistance and springs back
// (`bouncesZoom`); `scrollViewDidEndZooming` comes after the gesture, its bounce, or an animated
// change, as Apple documents.
extension UIScrollView {
    /// How long an animated zoom (or a zoom's bounce back) takes.
    static let zoomAnimationDuration: CFTimeInterval = 0.3

    /// The view the delegate zooms (nil: no zooming).
    var zoomingView: UIView? { scrollEventsDelegate?.viewForZooming(in: self) }

    /// Whether the zoom scale is animating (`setZoomScale(_:animated:)`, `zoom(to:animated:)`, a bounce).
    public var isZoomAnimating: Bool { isZoomBouncing || zoomAnimationRunning }

    /// Whether the content offset is animating (`setContentOffset(_:animated:)` and the like).
    public var isScrollAnimating: Bool { motionLink != nil && !isDecelerating && !isZoomAnimating }

    /// Stops any deceleration, animated scroll or zoom where it is.
    public func stopScrollingAndZooming() {
        stopMoving()
        zoomAnimationRunning = false
    }

    /// Adds the pinch while zooming is possible (the maximum above the minimum), removes it otherwise.
    func updatePinchRecognizer() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer(target: self, action: UIScrollView.handlePinch)
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
        let clampedScale =
            zoomLimits.contains(storedZoomScale) ? storedZoomScale : storedZoomScale.clamped(to: zoomLimits)
        if clampedScale != storedZoomScale, zoomingView != nil { changeZoomScale(clampedScale, animated: false) }
    }

    /// The allowed zoom scales.
    var zoomLimits: ClosedRange<CGFloat> { minimumZoomScale...max(minimumZoomScale, maximumZoomScale) }

    /// `setZoomScale(_:animated:)`: about the centre of the visible area.
    func changeZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = zoomingView else {
            if scale != storedZoomScale {
                DiagnosticLog.current.report(
                    "zoomWithoutViewForZooming",
                    "zoomScale set to \(scale) on a scroll view whose delegate returns no viewForZooming(in:): UIKit ignores it and the scale stays \(storedZoomScale)"
                )
            }
            return
        }
        let target = scale.clamped(to: zoomLimits)
        let screen = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = view.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self)
        stopMoving()
        if animated {
            animateZoom(to: target, view: view, anchor: anchor, screen: screen)
        } else {
            applyZoom(target, view: view, anchor: anchor, screen: screen)
            let offset = clamped(contentOffset)
            if offset != contentOffset { contentOffset = offset }
        }
    }

    /// `zoom(to:animated:)`: `rect` centred and as large as the limits allow, within the content.
    func zoomToRect(_ rect: CGRect, animated: Bool) {
        guard let view = zoomingView, rect.width > 0 || rect.height > 0 else { return }
        let sx = rect.width > 0 ? bounds.width / rect.width : .infinity
        let sy = rect.height > 0 ? bounds.height / rect.height : .infinity
        let target = min(sx, sy).clamped(to: zoomLimits)
        let anchor = CGPoint(x: rect.midX, y: rect.midY)
        let screen = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        stopMoving()
        if animated {
            animateZoom(to: target, view: view, anchor: anchor, screen: screen)
        } else {
            applyZoom(target, view: view, anchor: anchor, screen: screen)
            let offset = clamped(contentOffset)
            if offset != contentOffset { contentOffset = offset }
        }
    }

    /// Where the zooming view's centre is at `scale` (its centre scales with it, so a view placed at
    /// the content's origin stays there).
    private func zoomedCenter(of view: UIView, at scale: CGFloat) -> CGPoint {
        let old = storedZoomScale > 0 ? storedZoomScale : 1
        return CGPoint(x: view.center.x * scale / old, y: view.center.y * scale / old)
    }

    /// The offset that puts `anchor` (zooming-view coordinates) at `screen` (a point of the visible
    /// area) at `scale`, before clamping.
    private func zoomedOffset(view: UIView, scale: CGFloat, anchor: CGPoint, screen: CGPoint) -> CGPoint {
        let center = zoomedCenter(of: view, at: scale)
        let b = view.bounds
        let p = CGPoint(x: center.x + (anchor.x - b.midX) * scale, y: center.y + (anchor.y - b.midY) * scale)
        return CGPoint(x: p.x - screen.x, y: p.y - screen.y)
    }

    /// Shows the zooming view at `scale` with `anchor` at `screen`, moving the offset by `shift`
    /// too; the content size becomes the view's scaled size. Tells the delegate.
    func applyZoom(_ scale: CGFloat, view: UIView, anchor: CGPoint, screen: CGPoint, shift: CGPoint = .zero) {
        let offset = zoomedOffset(view: view, scale: scale, anchor: anchor, screen: screen)
        let changed = scale != storedZoomScale
        view.center = zoomedCenter(of: view, at: scale)
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        contentSize = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let target = CGPoint(x: offset.x + shift.x, y: offset.y + shift.y)
        if target != contentOffset { contentOffset = target }
        updateScrollIndicators()
        if changed { scrollEventsDelegate?.scrollViewDidZoom(self) }
    }

    /// The offsets allowed for content of `size`.
    private func offsetRange(forContentSize size: CGSize) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left
        let minY = -inset.top
        return (
            minX...max(minX, size.width + inset.right - bounds.width),
            minY...max(minY, size.height + inset.bottom - bounds.height)
        )
    }

    /// Animates the scale to `target` about `anchor`/`screen`, bringing the offset inside the
    /// content as it goes, then tells the delegate `scrollViewDidEndZooming`.
    func animateZoom(to target: CGFloat, view: UIView, anchor: CGPoint, screen: CGPoint, bouncing: Bool = false) {
        let startScale = storedZoomScale
        let startShift = CGPoint(
            x: contentOffset.x - zoomedOffset(view: view, scale: startScale, anchor: anchor, screen: screen).x,
            y: contentOffset.y - zoomedOffset(view: view, scale: startScale, anchor: anchor, screen: screen).y)
        let size = CGSize(width: view.bounds.width * target, height: view.bounds.height * target)
        let range = offsetRange(forContentSize: size)
        let natural = zoomedOffset(view: view, scale: target, anchor: anchor, screen: screen)
        let final = CGPoint(x: natural.x.clamped(to: range.x), y: natural.y.clamped(to: range.y))
        let endShift = CGPoint(x: final.x - natural.x, y: final.y - natural.y)
        let began = CACurrentMediaTime()
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        isZoomBouncing = bouncing
        zoomAnimationRunning = true
        let link = CADisplayLink { [weak self, weak view] link in
            guard let self, let view else { return link.invalidate() }
            let t = min(1, max(0, (link.timestamp - began) / Self.zoomAnimationDuration))
            let p = CGFloat(curve.value(at: t))
            let scale = startScale + (target - startScale) * p
            let shift = CGPoint(
                x: startShift.x + (endShift.x - startShift.x) * p, y: startShift.y + (endShift.y - startShift.y) * p)
            self.applyZoom(scale, view: view, anchor: anchor, screen: screen, shift: shift)
            guard t >= 1 else { return }
            self.motionLink?.invalidate()
            self.motionLink = nil
            self.isZoomBouncing = false
            self.zoomAnimationRunning = false
            self.scheduleIndicatorFade()
            self.scrollEventsDelegate?.scrollViewDidEndZooming(self, with: view, atScale: self.storedZoomScale)
        }
        motionLink = link
        link.add(to: RunLoop.main, forMode: .common)
    }

    /// The scale a pinch asks for, with resistance past the limits when `bouncesZoom` (the
    /// overshoot grows as the square root of the pinch's), clamped otherwise.
    func resistedZoomScale(_ raw: CGFloat) -> CGFloat {
        let limits = zoomLimits
        guard !limits.contains(raw) else { return raw }
        guard bouncesZoom, raw > 0 else { return raw.clamped(to: limits) }
        let limit = raw > limits.upperBound ? limits.upperBound : limits.lowerBound
        return limit * (raw / limit).squareRoot()
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard let view = zoomingView else { return }
            stopMoving()
            isZooming = true
            pinchAnchor = (view.convert(pinch.location(in: self), from: self), storedZoomScale, view)
            showScrollIndicators()
            scrollEventsDelegate?.scrollViewWillBeginZooming(self, with: view)
            followPinch(pinch)
        case .changed:
            followPinch(pinch)
        case .ended, .cancelled, .failed:
            guard let (anchor, _, view) = pinchAnchor else { return }
            pinchAnchor = nil
            isZooming = false
            let scale = storedZoomScale
            let target = scale.clamped(to: zoomLimits)
            let screen = screenPoint(of: pinch)
            let offset = contentOffset
            let size = contentSize
            let range = offsetRange(forContentSize: size)
            let inside = CGPoint(x: offset.x.clamped(to: range.x), y: offset.y.clamped(to: range.y))
            if target != scale || inside != offset {
                animateZoom(to: target, view: view, anchor: anchor, screen: screen, bouncing: target != scale)
            } else {
                scheduleIndicatorFade()
                scrollEventsDelegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            }
        default:
            break
        }
    }

    /// Where the pinch is in the visible area (relative to the bounds' origin).
    private func screenPoint(of pinch: UIPinchGestureRecognizer) -> CGPoint {
        let p = pinch.location(in: self)
        return CGPoint(x: p.x - bounds.minX, y: p.y - bounds.minY)
    }

    /// Zooms with the pinch: the content point that was under the fingers stays under them.
    private func followPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let (anchor, startScale, view) = pinchAnchor else { return }
        let scale = resistedZoomScale(startScale * pinch.scale)
        applyZoom(scale, view: view, anchor: anchor, screen: screenPoint(of: pinch))
        if !bouncesZoom || !bounces {
            let offset = clamped(contentOffset)
            if offset != contentOffset { contentOffset = offset }
        }
    }
}
