import Foundation

extension LayoutEngine {
    /// The engine's part at the start of a layout pass: the update pass (`updateConstraints`,
    /// subviews first), the constraints that follow views' state, then every view whose solved
    /// frame differs from its frame marks its superview as needing layout.
    func prepareForLayout() {
        runUpdateConstraintsPass(within: nil)
        flushPendingChanges()
        markViewsWhoseFramesChange()
    }

    /// Whether another layout pass is needed (something changed during the last one).
    var needsAnotherPass: Bool { hasPendingChanges || solver.revision != scannedRevision }

    /// Sets the frames of the subviews of `view` that constraints place — what `-[UIView
    /// layoutSubviews]` does in UIKit, so an override that calls super gets them.
    func layOutSubviews(of view: UIView) {
        flushPendingChanges()
        markViewsWhoseFramesChange()
        if let scrollView = view as? UIScrollView { applyContentGuide(of: scrollView) }
        for subview in view.subviews {
            guard let state = subview.autoLayout, state.engine === self,
                !state.translatesAutoresizingMaskIntoConstraints,
                let record = existingRecord(for: subview)
            else { continue }
            apply(solvedFrame(ofRecord: record), to: subview, record: record)
        }
    }

    /// A scroll view's `contentSize` follows its content guide, as constraints sized it (a table or
    /// collection view sizes its own content and keeps it).
    private func applyContentGuide(of scrollView: UIScrollView) {
        guard !(scrollView is UITableView), !(scrollView is UICollectionView),
            let guide = scrollView.autoLayout?.scrollContentGuide, let record = existingRecord(for: guide)
        else { return }
        let size = solvedFrame(ofRecord: record).size
        if size != scrollView.contentSize { scrollView.contentSize = size }
    }

    /// Marks the superviews of views whose solved frames differ from their frames (once per change
    /// of the solution); a constrained view without a superview gets its frame at once.
    func markViewsWhoseFramesChange() {
        guard isLive, solver.revision != scannedRevision else { return }
        scannedRevision = solver.revision
        for record in records.values {
            guard let view = record.item as? UIView, let state = view.autoLayout, state.engine === self,
                !state.translatesAutoresizingMaskIntoConstraints
            else { continue }
            let frame = solvedFrame(ofRecord: record)
            guard frame != view.frameIgnoringTransform else { continue }
            if let superview = view.superview {
                superview.setNeedsLayout()
            } else {
                apply(frame, to: view, record: record)
            }
        }
    }

    /// Gives a view its solved frame through bounds and center (as UIKit does, so a transform stays
    /// and an animation block animates exactly what setting `frame` would).
    private func apply(_ frame: CGRect, to view: UIView, record: LayoutItemRecord) {
        guard frame != view.frameIgnoringTransform else { return }
        if view.bounds.size != frame.size {
            view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
        }
        let anchor = view.layer.anchorPoint
        let center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        if view.center != center { view.center = center }
        if !record.reportedAmbiguity {
            let axes = ambiguousAxes(of: view)
            if !axes.isEmpty {
                record.reportedAmbiguity = true
                DiagnosticLog.current.report(
                    "ambiguousLayout",
                    "\(LayoutDebugAddress.describe(view)) has an ambiguous layout: its constraints do not determine its \(axes.joined(separator: ", ")) (hasAmbiguousLayout is true; UIKit lays it out silently with whatever values its engine picked, here \(formatRect(frame)))"
                )
            }
        }
    }

    private func formatRect(_ r: CGRect) -> String {
        "(\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width)), \(formatNumber(r.height)))"
    }

    // MARK: Update pass

    /// Notes that a view's `updateConstraints` is due.
    func viewNeedsUpdateConstraints(_ view: UIView) {
        guard !viewsNeedingUpdateConstraints.contains(where: { $0 === view }) else { return }
        viewsNeedingUpdateConstraints.append(view)
    }

    /// Calls `updateConstraints` (a root view's controller: `updateViewConstraints`) on the views
    /// that need it — within `subtree` if given — deepest first, as UIKit's update pass does.
    func runUpdateConstraintsPass(within subtree: UIView?) {
        for _ in 0..<8 {
            guard !viewsNeedingUpdateConstraints.isEmpty else { return }
            let due = viewsNeedingUpdateConstraints.filter { subtree == nil || $0.isDescendant(of: subtree!) }
            guard !due.isEmpty else { return }
            viewsNeedingUpdateConstraints.removeAll { view in due.contains { $0 === view } }
            let ordered = due.map { ($0, $0.depthInHierarchy) }.sorted { $0.1 > $1.1 }.map(\.0)
            for view in ordered where view.autoLayout?.needsUpdateConstraints == true {
                view.autoLayout?.needsUpdateConstraints = false
                if let controller = view.owningViewController as? UIViewController, controller.viewIfLoaded === view {
                    controller.updateViewConstraints()
                } else {
                    view.updateConstraints()
                }
            }
        }
    }
}

extension UIView {
    /// How many superviews the view has.
    var depthInHierarchy: Int {
        var depth = 0
        var view = superview
        while let current = view {
            depth += 1
            view = current.superview
        }
        return depth
    }
}
