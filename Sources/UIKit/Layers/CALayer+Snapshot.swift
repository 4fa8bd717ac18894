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
        return copy
    }
}

extension UIView {
    /// A view showing what this view shows now (its subtree's on-screen values), unaffected by later
    /// changes to the original. Its size is the view's bounds size; place it with `frame`. The
    /// view's own transform is not part of the snapshot, as in UIKit.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let size = bounds.size
        let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
        snapshot.isUserInteractionEnabled = false
        let copy = layer.snapshotCopy()
        copy.model.transform = CATransform3DIdentity
        copy.model.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        copy.model.position = CGPoint(x: size.width / 2, y: size.height / 2)
        copy.model.opacity = 1
        copy.model.isHidden = false
        snapshot.layer.addSublayer(copy)
        return snapshot
    }
}
