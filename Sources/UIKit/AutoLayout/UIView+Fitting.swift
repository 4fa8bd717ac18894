import Foundation

extension UIView {
    /// The smallest size (`systemLayoutSizeFitting`'s target for the tightest fit).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A size larger than any screen (the target for the loosest fit).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints (those installed on it and its subviews) and its content
    /// give it, as close to `targetSize` as `fittingSizeLevel` priority pulls.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it with its width pulled towards `targetSize.width` at
    /// `horizontalFittingPriority` and its height at `verticalFittingPriority` (`.required` fixes it:
    /// the way a cell is measured at a given width).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        hierarchyEngine(create: false)?.runUpdateConstraintsPass(within: self)
        let engine = LayoutEngine(measuring: self)
        var installed: [NSLayoutConstraint] = []
        forEachViewInSubtree { installed += $0.constraints }
        for constraint in installed {
            if let holder = constraint.holder { engine.add(constraint, holder: holder) }
        }
        engine.addFittingConstraints(
            for: self, size: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
        engine.flushPendingChanges()
        return engine.solvedFrame(of: self)?.size ?? .zero
    }
}

extension LayoutEngine {
    /// The pull towards a target size of a measuring engine.
    func addFittingConstraints(
        for view: UIView, size: CGSize, priorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
    ) {
        let targets: [(NSLayoutConstraint.Attribute, CGFloat, UILayoutPriority)] = [
            (.width, size.width, priorities.horizontal), (.height, size.height, priorities.vertical),
        ]
        for (attribute, value, priority) in targets {
            let constraint = NSLayoutConstraint(
                first: view, attribute, .equal, second: nil, .notAnAttribute, constant: value, kind: .user)
            constraint.priority = priority
            constraint.identifier = "UIView-fitting-size"
            add(constraint, holder: view)
        }
    }
}
