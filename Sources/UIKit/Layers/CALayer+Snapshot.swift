import Foundation

extension CALayer {
    /// A static copy of this layer's subtree as it is on screen now (presentation values, contents,
    /// text), with no animations and no delegates: what a snapshot view shows.
    func snapshotCopy() -> CALayer {
        let copy = CALayer()
        copy.model = presentationProperties
        copy.contents = contents
        copy.contentsGravity = contentsGravity
        copy.textContent = textContent
        copy.name = name
        for sublayer in sublayers ?? [] { copy.addSublayer(sublayer.snapshotCopy()) }
        copy.mask = mask?.snapshotCopy()
        return copy
    }
}

extension CALayer {
    /// The transform from the sublayers' space to this layer's (with `p` its presentation values):
    /// `sublayerTransform` about the anchor, after a snapshot's stretch of its captured content to
    /// the current bounds.
    package func sublayerTransformForDrawing(_ p: LayerProperties) -> CATransform3D {
        let about = p.sublayerTransformAboutAnchor
        guard let captured = snapshotCapturedSize, captured.width > 0, captured.height > 0,
            p.bounds.size != captured
        else { return about }
        return snapshotSlice(from: CGRect(origin: .zero, size: captured), to: p.bounds).concatenating(about)
    }

    /// The nine parts of a resized snapshot with cap insets, as (captured rectangle, rectangle in
    /// the bounds): corners keep their size, edges stretch along, the middle both ways. Nil for a
    /// plain stretch (no caps, or the captured size).
    package func snapshotSlices(_ p: LayerProperties) -> [(from: CGRect, to: CGRect)]? {
        guard let captured = snapshotCapturedSize, snapshotCapInsets != .zero, p.bounds.size != captured else {
            return nil
        }
        let caps = snapshotCapInsets
        let b = p.bounds
        // Caps larger than the new size share it in proportion, as a resizable image's do.
        let sx = min(1, b.width / max(caps.left + caps.right, .ulpOfOne))
        let sy = min(1, b.height / max(caps.top + caps.bottom, .ulpOfOne))
        let fromX = [0, caps.left, captured.width - caps.right, captured.width]
        let fromY = [0, caps.top, captured.height - caps.bottom, captured.height]
        let toX = [b.minX, b.minX + caps.left * sx, b.maxX - caps.right * sx, b.maxX]
        let toY = [b.minY, b.minY + caps.top * sy, b.maxY - caps.bottom * sy, b.maxY]
        var slices: [(from: CGRect, to: CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let from = CGRect(
                    x: fromX[column], y: fromY[row], width: fromX[column + 1] - fromX[column],
                    height: fromY[row + 1] - fromY[row])
                let to = CGRect(
                    x: toX[column], y: toY[row], width: toX[column + 1] - toX[column],
                    height: toY[row + 1] - toY[row])
                if from.width > 0, from.height > 0, to.width > 0, to.height > 0 { slices.append((from, to)) }
            }
        }
        return slices
    }

    /// The transform taking captured rectangle `from` onto `to` (scale, then move).
    package func snapshotSlice(from: CGRect, to: CGRect) -> CATransform3D {
        CATransform3DMakeTranslation(-from.minX, -from.minY, 0)
            .concatenating(CATransform3DMakeScale(to.width / from.width, to.height / from.height, 1))
            .concatenating(CATransform3DMakeTranslation(to.minX, to.minY, 0))
    }
}

extension UIView {
    /// A view showing what this view shows now (its subtree's on-screen values), unaffected by later
    /// changes to the original. Its size is the view's bounds size; place it with `frame`. Resized,
    /// it stretches what it captured to its bounds (also while its frame animates), as UIKit's
    /// snapshot views do. The view's own transform is not part of the snapshot, as in UIKit.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// A snapshot of the part `rect` (in this view's coordinates) of what the view shows now, sized
    /// `rect.size`. Resized, the captured content stretches to its bounds; `capInsets` name edges
    /// of the capture that keep their size (the middle stretches), as a resizable image's caps.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let size = rect.size
        guard size.width > 0, size.height > 0 else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
        snapshot.isUserInteractionEnabled = false
        snapshot.clipsToBounds = rect != bounds
        snapshot.layer.snapshotCapturedSize = size
        snapshot.layer.snapshotCapInsets = capInsets
        let copy = layer.snapshotCopy()
        copy.model.transform = CATransform3DIdentity
        copy.model.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        copy.model.position = CGPoint(x: bounds.midX - rect.minX, y: bounds.midY - rect.minY)
        copy.model.opacity = 1
        copy.model.isHidden = false
        snapshot.layer.addSublayer(copy)
        return snapshot
    }
}
