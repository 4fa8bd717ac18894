import Foundation

/// What happens to a subtree's constraints when it moves to another hierarchy.
enum LayoutMigration {
    /// The moving view kept its hierarchy's engine: the engine goes with it.
    case engine(LayoutEngine)
    /// Constraints installed inside the subtree, taken out of the old hierarchy's engine, and the
    /// views whose `updateConstraints` is due, for the new hierarchy's engine.
    case constraints([NSLayoutConstraint], [UIView])
}

extension LayoutEngine {
    /// Before `subtree` leaves its superview (for `newRoot`'s hierarchy, or to stand alone): as in
    /// UIKit, constraints installed outside the subtree that name a view or guide inside it are
    /// deactivated; if the subtree leaves this hierarchy, the constraints installed inside it are
    /// taken out, to be added to the engine of the hierarchy it joins.
    func detach(_ subtree: UIView, joining newRoot: UIView) -> LayoutMigration? {
        if host === subtree { return newRoot === subtree ? nil : .engine(self) }
        guard !entries.isEmpty || !viewsNeedingUpdateConstraints.isEmpty else { return nil }
        var leaving: [Entry] = []
        var inside: [NSLayoutConstraint] = []
        var updates: [UIView] = []
        subtree.forEachViewInSubtree { view in
            guard let state = view.autoLayout else { return }
            for item in [view as AnyObject] + state.allGuides {
                guard let record = existingRecord(for: item) else { continue }
                for entry in record.namingEntries.values {
                    guard let holder = entry.constraint.holder, !holder.isDescendant(of: subtree),
                        !leaving.contains(where: { $0 === entry })
                    else { continue }
                    leaving.append(entry)
                }
            }
            inside += state.installedConstraints
            if state.needsUpdateConstraints { updates.append(view) }
        }
        for entry in leaving.sorted(by: { $0.order < $1.order }) { entry.constraint.isActive = false }
        guard newRoot !== host else { return nil }
        let ordered = inside.sorted { (entryOrder(of: $0) ?? 0) < (entryOrder(of: $1) ?? 0) }
        for constraint in ordered { remove(constraint) }
        viewsNeedingUpdateConstraints.removeAll { view in updates.contains { $0 === view } }
        return .constraints(ordered, updates)
    }

    /// Takes over every constraint of another engine (its hierarchy joined this one).
    func absorb(_ other: LayoutEngine) {
        let constraints = other.orderedConstraints
        let updates = other.viewsNeedingUpdateConstraints
        for constraint in constraints { other.remove(constraint) }
        for constraint in constraints {
            if let holder = constraint.holder { add(constraint, holder: holder) }
        }
        for view in updates { viewNeedsUpdateConstraints(view) }
    }

    private func entryOrder(of constraint: NSLayoutConstraint) -> Int? {
        entries[ObjectIdentifier(constraint)]?.order
    }

    // MARK: Items' state

    /// A view's frame changed: a view that translates its mask has new autoresizing constants.
    func frameDidChange(of view: UIView) {
        guard view.translatesAutoresizingMaskIntoConstraints, let record = existingRecord(for: view),
            !record.autoresizingEntries.isEmpty
        else { return }
        markNeedsRefresh(record)
    }

    /// A view's intrinsic content size changed (`invalidateIntrinsicContentSize`).
    func intrinsicContentSizeDidChange(of view: UIView) {
        guard let record = existingRecord(for: view) else { return }
        markNeedsRefresh(record)
    }

    /// A view's content hugging or compression resistance changed.
    func contentPrioritiesDidChange(of view: UIView) {
        guard let record = existingRecord(for: view) else { return }
        markNeedsRefresh(record)
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed: autoresizing or content size constraints
    /// replace one another, and the superview places the view (or stops placing it).
    func translatesMaskDidChange(of view: UIView) {
        guard let record = existingRecord(for: view) else { return }
        markNeedsRefresh(record)
        view.superview?.setNeedsLayout()
    }

    /// A view's safe area or layout margins changed: its system guides follow.
    func guideInsetsDidChange(of view: UIView) {
        guard let state = view.autoLayout else { return }
        for guide in [state.safeAreaGuide, state.marginsGuide].compactMap({ $0 }) {
            if let record = existingRecord(for: guide) { markNeedsRefresh(record) }
        }
    }

    /// A scroll view's content size or offset changed: its content and frame guides follow.
    func scrollGuidesDidChange(of view: UIScrollView) {
        guard let state = view.autoLayout else { return }
        for guide in [state.scrollContentGuide, state.scrollFrameGuide].compactMap({ $0 }) {
            if let record = existingRecord(for: guide) { markNeedsRefresh(record) }
        }
    }

    /// A guide leaves its view: constraints naming it go.
    func itemWillLeave(_ guide: UILayoutGuide) {
        guard let record = existingRecord(for: guide) else { return }
        for entry in record.namingEntries.values.sorted(by: { $0.order < $1.order }) {
            entry.constraint.isActive = false
        }
    }
}

extension AutoLayoutState {
    /// The view's guides: added ones and the system guides in use.
    var allGuides: [AnyObject] {
        layoutGuides
            + [safeAreaGuide, marginsGuide, readableGuide, scrollContentGuide, scrollFrameGuide].compactMap { $0 }
    }
}

extension UIView {
    /// Before the view moves to `newSuperview` (nil: removed): UIKit's constraint removal, and what
    /// moves with the subtree (see `LayoutEngine.detach`). Nil when the hierarchy uses no constraints.
    func autoLayoutWillMove(toSuperview newSuperview: UIView?) -> LayoutMigration? {
        guard let engine = hierarchyEngine(create: false) else { return nil }
        return engine.detach(self, joining: newSuperview?.hierarchyRoot ?? self)
    }

    /// After the move: the subtree's constraints join the new hierarchy's engine.
    func autoLayoutDidMove(_ migration: LayoutMigration?) {
        switch migration {
        case .engine(let engine)?:
            let root = hierarchyRoot
            guard root !== self else { break }
            autoLayout?.hostedEngine = nil
            if let target = root.autoLayout?.hostedEngine {
                target.absorb(engine)
            } else {
                root.autoLayoutState.hostedEngine = engine
                engine.host = root
            }
        case .constraints(let constraints, let updates)?:
            guard !constraints.isEmpty || !updates.isEmpty, let target = hierarchyEngine(create: true) else { break }
            for constraint in constraints {
                if let holder = constraint.holder { target.add(constraint, holder: holder) }
            }
            for view in updates { target.viewNeedsUpdateConstraints(view) }
        case nil:
            break
        }
        if autoLayout?.engine != nil { _ = superview?.autoLayoutState }
        if superview != nil, type(of: self).requiresConstraintBasedLayout, autoLayout?.requestedInitialUpdate != true {
            autoLayoutState.requestedInitialUpdate = true
            setNeedsUpdateConstraints()
        }
    }

    /// Calls `body` for the view and every descendant, depth first.
    func forEachViewInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachViewInSubtree(body) }
    }
}
