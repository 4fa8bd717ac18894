import Foundation

extension UIStackView {
    /// Replaces the stack view's constraints with new ones for the current arrangement.
    func rebuildArrangement() {
        arrangementIsStale = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        arrangementGuides = []
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
    }

    private typealias Attribute = NSLayoutConstraint.Attribute

    private func make(
        _ first: AnyObject, _ a1: Attribute, relation: NSLayoutConstraint.Relation = .equal, _ second: AnyObject?,
        _ a2: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000, _ identifier: String
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            first: first, a1, relation, second: second, second == nil ? .notAnAttribute : a2, multiplier: multiplier,
            constant: constant, kind: .user)
        constraint.priority = UILayoutPriority(priority)
        constraint.identifier = identifier
        return constraint
    }

    /// The spacing after a view.
    private func spacing(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == Self.spacingUseSystem ? NSLayoutAnchorSpacing.standard : custom
    }

    /// UIKit's arrangement: the first and last visible views meet the canvas, visible neighbours
    /// are `spacing` apart (through spacer guides for the equal-spacing distributions), hidden views
    /// collapse to zero size where they are, and every view is aligned across the axis.
    private func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let views = arrangedSubviews
        guard !views.isEmpty else { return [] }
        let row = axis == .horizontal
        let lead: Attribute = row ? .leading : .top
        let trail: Attribute = row ? .trailing : .bottom
        let size: Attribute = row ? .width : .height
        let center: Attribute = row ? .centerX : .centerY
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = views.filter { !$0.isHidden }
        var result: [NSLayoutConstraint] = []

        // Along the axis.
        if let first = visible.first, let last = visible.last {
            result.append(make(first, lead, canvas, lead, "UISV-canvas-connection"))
            result.append(make(last, trail, canvas, trail, "UISV-canvas-connection"))
        }
        for (i, view) in views.enumerated() where view.isHidden {
            let previous: AnyObject = i == 0 ? canvas : views[i - 1]
            result.append(make(view, lead, previous, i == 0 ? lead : trail, "UISV-hiding"))
            result.append(make(view, size, nil, .notAnAttribute, "UISV-hiding"))
        }
        var firstSpacer: UILayoutGuide?
        for (p, q) in zip(visible, visible.dropFirst()) {
            let gap = spacing(after: p)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                result.append(make(q, lead, p, trail, constant: gap, "UISV-spacing"))
            case .equalSpacing, .equalCentering:
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                arrangementGuides.append(guide)
                if distribution == .equalSpacing {
                    result.append(make(guide, lead, p, trail, "UISV-distributing-edge"))
                    result.append(make(q, lead, guide, trail, "UISV-distributing-edge"))
                    result.append(
                        make(
                            guide, size, relation: .greaterThanOrEqual, nil, .notAnAttribute, constant: gap,
                            "UISV-spacing"))
                } else {
                    result.append(make(guide, lead, p, center, "UISV-distributing-edge"))
                    result.append(make(q, center, guide, trail, "UISV-distributing-edge"))
                    result.append(make(q, lead, relation: .greaterThanOrEqual, p, trail, constant: gap, "UISV-spacing"))
                }
                if let firstSpacer {
                    let priority: Float = distribution == .equalCentering ? 999 : 1000
                    result.append(make(guide, size, firstSpacer, size, priority: priority, "UISV-fill-equally"))
                } else {
                    firstSpacer = guide
                }
            }
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { result.append(make(view, size, visible[0], size, "UISV-fill-equally")) }
        case .fillProportionally:
            let sizes = visible.map { row ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            let total = sizes.reduce(0, +)
            if sizes.allSatisfy({ $0 > 0 }) && total > 0 {
                let gaps = zip(visible, visible.dropFirst()).reduce(0) { $0 + spacing(after: $1.0) }
                for (view, s) in zip(visible, sizes) {
                    let share = s / total
                    result.append(
                        make(
                            view, size, canvas, size, multiplier: share, constant: -share * gaps, priority: 999,
                            "UISV-fill-proportionally"))
                }
            }
        case .fill:
            // Ties between equal hugging priorities go to the earliest view: the others are pulled
            // towards their smallest size, below every priority a view's content uses.
            for view in visible.dropFirst() {
                result.append(make(view, size, nil, .notAnAttribute, priority: 1, "UISV-ambiguity-suppression"))
            }
        case .equalSpacing, .equalCentering:
            break
        }

        // Across the axis.
        let crossLead: Attribute = row ? .top : .leading
        let crossTrail: Attribute = row ? .bottom : .trailing
        let crossCenter: Attribute = row ? .centerY : .centerX
        let crossSize: Attribute = row ? .height : .width
        var alignment = self.alignment
        if !row && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        for (i, view) in views.enumerated() {
            switch alignment {
            case .fill:
                result.append(make(view, crossLead, canvas, crossLead, "UISV-alignment"))
                result.append(make(view, crossTrail, canvas, crossTrail, "UISV-alignment"))
            case .leading:
                result.append(make(view, crossLead, canvas, crossLead, "UISV-alignment"))
                result.append(
                    make(view, crossTrail, relation: .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary"))
            case .trailing:
                result.append(make(view, crossTrail, canvas, crossTrail, "UISV-alignment"))
                result.append(
                    make(view, crossLead, relation: .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary"))
            case .center:
                result.append(make(view, crossCenter, canvas, crossCenter, "UISV-alignment"))
                result.append(
                    make(view, crossLead, relation: .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary"))
                result.append(
                    make(view, crossTrail, relation: .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary"))
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if i > 0 { result.append(make(view, baseline, views[0], baseline, "UISV-alignment")) }
                result.append(
                    make(view, crossLead, relation: .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary"))
                result.append(
                    make(view, crossTrail, relation: .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary"))
            }
            if alignment != .fill {
                // A view without an intrinsic cross size would be ambiguous: UIKit's suppression.
                result.append(make(view, crossSize, nil, .notAnAttribute, priority: 25, "UISV-ambiguity-suppression"))
            }
        }
        if alignment != .fill {
            // The stack view hugs its tallest (widest) view across the axis unless something sizes it.
            result.append(make(canvas, crossSize, nil, .notAnAttribute, priority: 49, "UISV-canvas-fit"))
        }
        return result
    }
}
