import Foundation
import UIKit

extension Renderer {
    /// Draws a layer with a `CATransition` in flight (R240): the state captured when the transition
    /// was added and the layer as it is now, each moved, turned or faded by the effect's progress in
    /// the layer's own plane. Returns false when the layer has no active transition (the caller then
    /// draws it as usual). Nothing is clipped beyond what the layer's own `masksToBounds` and its
    /// ancestors clip: text pushed out of a label shows outside it, as on iOS.
    func drawLayerTransition(_ presented: PresentedLayer, map: Homography, facing: Double) -> Bool {
        let layer = presented.layer
        guard transitioningLayerBeingDrawn !== layer, let frame = layer.layerTransition(localTime: presented.localTime)
        else { return false }
        let old = PresentedLayer(
            layer: frame.oldState, properties: frame.oldState.model, localTime: presented.localTime)
        let bounds = presented.properties.bounds
        let t = min(max(frame.progress, 0), 1)

        func drawOld(_ transform: CATransform3D, alpha: Double = 1, curl: CGFloat = 0) {
            var state = old
            state.properties.opacity *= Float(alpha)
            if curl > 0 { state.properties.customValues[PageCurl.progressKey] = .scalar(curl) }
            drawPart(state, transform, map: map, facing: facing)
        }
        func drawNew(_ transform: CATransform3D, alpha: Double = 1, curl: CGFloat = 0) {
            var state = presented
            state.properties.opacity *= Float(alpha)
            if curl > 0 { state.properties.customValues[PageCurl.progressKey] = .scalar(curl) }
            let outer = transitioningLayerBeingDrawn
            transitioningLayerBeingDrawn = layer
            defer { transitioningLayerBeingDrawn = outer }
            drawPart(state, transform, map: map, facing: facing)
        }

        // The unit vector the content moves along: "from right" moves it leftwards.
        let direction: CGVector
        switch frame.subtype {
        case .fromRight: direction = CGVector(dx: -1, dy: 0)
        case .fromTop: direction = CGVector(dx: 0, dy: 1)
        case .fromBottom: direction = CGVector(dx: 0, dy: -1)
        default: direction = CGVector(dx: 1, dy: 0)
        }
        let travel = CGVector(dx: direction.dx * bounds.width, dy: direction.dy * bounds.height)
        func moved(_ fraction: Double) -> CATransform3D {
            CATransform3DMakeTranslation(travel.dx * fraction, travel.dy * fraction, 0)
        }

        switch frame.type {
        case .push:
            drawOld(moved(t))
            drawNew(moved(t - 1))
        case .moveIn:
            drawOld(CATransform3DIdentity)
            drawNew(moved(t - 1))
        case .reveal:
            drawNew(CATransform3DIdentity)
            drawOld(moved(t))
        case CATransitionType(rawValue: "oglFlip"):
            // A turn about the centre line across the motion, the new state on the back.
            let angle = Double.pi * t
            if t < 0.5 {
                drawOld(turned(bounds, angle: angle, direction: direction, cube: false))
            } else {
                drawNew(turned(bounds, angle: angle - .pi, direction: direction, cube: false))
            }
        case CATransitionType(rawValue: "pageCurl"):
            // R289: the old state curls up off the new one.
            drawNew(CATransform3DIdentity)
            drawOld(CATransform3DIdentity, curl: t)
        case CATransitionType(rawValue: "pageUnCurl"):
            // R289: the new state comes down over the old, the curl played backwards.
            drawOld(CATransform3DIdentity)
            drawNew(CATransform3DIdentity, curl: 1 - t)
        case CATransitionType(rawValue: "cube"):
            // Two faces of a cube turning about its centre, a half-width behind the screen.
            drawOld(turned(bounds, angle: Double.pi / 2 * t, direction: direction, cube: true))
            drawNew(turned(bounds, angle: Double.pi / 2 * (t - 1), direction: direction, cube: true))
        default:
            // A cross-fade. Over an opaque new state, the old one at full strength under the new one
            // fading in is the exact blend; otherwise each fades by its share.
            let newIsOpaque = presented.properties.backgroundColor.map { $0.alpha >= 1 } ?? false
            drawOld(CATransform3DIdentity, alpha: newIsOpaque && !presented.properties.isHidden ? 1 : 1 - t)
            drawNew(CATransform3DIdentity, alpha: t)
        }
        return true
    }

    /// Draws one state of a transitioning layer with `transform` applied in the layer's plane first.
    private func drawPart(_ state: PresentedLayer, _ transform: CATransform3D, map: Homography, facing: Double) {
        let local = Homography(transform)
        let sign: Double = local.determinant < 0 ? -1 : 1
        draw(state, map: local.concatenating(map), facing: facing * sign)
    }

    /// A turn of the layer's plane by `angle` about the axis across `direction` through its centre
    /// (or, for a cube face, through the cube's centre half a width behind it), seen in perspective.
    private func turned(_ bounds: CGRect, angle: Double, direction: CGVector, cube: Bool) -> CATransform3D {
        let horizontal = direction.dx != 0
        // Positive angles turn the content the way it moves.
        let sign: CGFloat = (horizontal ? direction.dx : -direction.dy) > 0 ? 1 : -1
        let depth = cube ? (horizontal ? bounds.width : bounds.height) / 2 : 0
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2.5 * max(bounds.width, bounds.height, 1))
        let rotation =
            horizontal
            ? CATransform3DMakeRotation(sign * CGFloat(angle), 0, 1, 0)
            : CATransform3DMakeRotation(sign * CGFloat(angle), 1, 0, 0)
        return CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, depth)
            .concatenating(rotation)
            .concatenating(CATransform3DMakeTranslation(0, 0, -depth))
            .concatenating(perspective)
            .concatenating(CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0))
    }
}
