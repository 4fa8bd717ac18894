import Foundation

extension UIView {
    /// Marks the view as needing `layoutSubviews` before the next frame is drawn.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Runs pending layout in this view's subtree now.
    public func layoutIfNeeded() { layer.layoutIfNeeded() }

    /// Runs `layoutSubviews`, wrapped by the owning view controller's layout hooks.
    func layoutSubviewsIfNeededFromLayer() {
        let controller = owningViewController as? UIViewController
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// Applies the autoresizing mask after the superview's size changed from `old` to `new`.
    func resize(forSuperviewSizeChangeFrom old: CGSize, to new: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        var f = frame
        let x = Self.distribute(
            delta: new.width - old.width,
            sizes: [f.minX, f.width, old.width - f.maxX],
            flexible: [
                autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                autoresizingMask.contains(.flexibleRightMargin),
            ])
        let y = Self.distribute(
            delta: new.height - old.height,
            sizes: [f.minY, f.height, old.height - f.maxY],
            flexible: [
                autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                autoresizingMask.contains(.flexibleBottomMargin),
            ])
        f.origin.x += x[0]
        f.size.width += x[1]
        f.origin.y += y[0]
        f.size.height += y[1]
        frame = f
    }

    /// Shares `delta` among the flexible parts in proportion to their current sizes (equally when
    /// they are all zero), as UIKit's autoresizing does.
    static func distribute(delta: CGFloat, sizes: [CGFloat], flexible: [Bool]) -> [CGFloat] {
        let indices = flexible.indices.filter { flexible[$0] }
        guard !indices.isEmpty, delta != 0 else { return [0, 0, 0] }
        let total = indices.map { max(0, sizes[$0]) }.reduce(0, +)
        var result: [CGFloat] = [0, 0, 0]
        for i in indices {
            result[i] = total > 0 ? delta * max(0, sizes[i]) / total : delta / CGFloat(indices.count)
        }
        return result
    }
}
