import Foundation

extension NSLayoutConstraint {
    /// `isActive = true`: checks the constraint, then installs it on the nearest common ancestor of
    /// its items. UIKit throws for an invalid constraint or items in different hierarchies; here
    /// the constraint stays inactive and a diagnostic explains why.
    func activateInHierarchy() {
        guard holder == nil, kind == .user else { return }
        guard let ancestor = validatedCommonAncestor() else { return }
        install(on: ancestor, checked: true)
    }

    /// `isActive = false`: uninstalls the constraint and takes it out of its engine.
    func deactivateFromHierarchy() {
        guard let view = holder else { return }
        view.autoLayout?.installedConstraints.removeAll { $0 === self }
        holder = nil
        engine?.remove(self)
        view.setNeedsLayout()
    }

    /// `view.addConstraint(self)`: installs on `view`, which must contain the items.
    func install(on view: UIView, checked: Bool = false) {
        guard holder == nil, kind == .user else { return }
        if !checked {
            guard validatedCommonAncestor() != nil else { return }
            let items = [firstItem, secondItem].compactMap { $0 }.compactMap(Self.hierarchyView(of:))
            guard items.allSatisfy({ $0.isDescendant(of: view) }) else {
                DiagnosticLog.current.report(
                    "viewHierarchyNotPreparedForConstraint",
                    "The view hierarchy is not prepared for the constraint: \(self)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). (Stagecraft does not install it.)"
                )
                return
            }
        }
        view.autoLayoutState.installedConstraints.append(self)
        holder = view
        view.hierarchyEngine(create: true)?.add(self, holder: view)
        view.setNeedsLayout()
    }

    /// The view an item belongs to in the hierarchy (a guide: its owning view).
    static func hierarchyView(of item: AnyObject) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// The nearest common ancestor of the items, after checking the constraint is well formed;
    /// nil (with a diagnostic) otherwise.
    private func validatedCommonAncestor() -> UIView? {
        if let problem = formProblem {
            DiagnosticLog.current.report(
                "invalidConstraint", "\(problem) \(self) (UIKit throws; Stagecraft leaves it inactive)")
            return nil
        }
        guard let first = firstItem, let firstView = Self.hierarchyView(of: first) else {
            reportNoCommonAncestor()
            return nil
        }
        guard let second = secondItem else { return firstView }
        guard let secondView = Self.hierarchyView(of: second),
            let common = firstView.nearestCommonAncestor(with: secondView)
        else {
            reportNoCommonAncestor()
            return nil
        }
        return common
    }

    /// Why UIKit refuses the constraint's attributes, if it does.
    private var formProblem: String? {
        guard let first = firstItem else { return "A constraint needs a first item." }
        for item in [first, secondItem].compactMap({ $0 }) where !(item is UIView || item is UILayoutGuide) {
            return "Constraint items must each be a view or layout guide."
        }
        if firstAttribute == .notAnAttribute { return "A constraint needs a first attribute." }
        guard secondItem != nil else {
            if !firstAttribute.isSize {
                return
                    "A constraint cannot be made that sets a location equal to a constant. Location attributes must be specified in pairs."
            }
            return nil
        }
        if secondAttribute == .notAnAttribute { return "A constraint with a second item needs a second attribute." }
        if firstAttribute.isSize != secondAttribute.isSize
            || (!firstAttribute.isSize && firstAttribute.axis != secondAttribute.axis)
        {
            return "Invalid pairing of layout attributes."
        }
        if (firstAttribute.isAbsoluteDirection && secondAttribute.isNaturalDirection)
            || (firstAttribute.isNaturalDirection && secondAttribute.isAbsoluteDirection)
        {
            return
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        if multiplier == 0 && !firstAttribute.isSize {
            return
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        return nil
    }

    private func reportNoCommonAncestor() {
        let anchors = [firstAnchor.description, secondAnchor?.description].compactMap { $0 }
        DiagnosticLog.current.report(
            "constraintItemsWithoutCommonAncestor",
            "Unable to activate constraint with anchors \(anchors.joined(separator: " and ")) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal. (UIKit throws NSGenericException here and the app terminates; Stagecraft leaves the constraint inactive: add both views to one hierarchy before activating.)"
        )
    }
}

extension UIView {
    /// The deepest view that is an ancestor of (or is) both views, if they share a hierarchy.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = self
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = other
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }
}
