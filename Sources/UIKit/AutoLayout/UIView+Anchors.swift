import Foundation

extension UIView {
    /// The left edge (Stagecraft lays out left to right, so leading is left).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The right edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (a label's, a button's title's); the bottom otherwise.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text; the bottom for views without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    /// The part of the view not covered by bars, the sensor housing or the home indicator.
    public var safeAreaLayoutGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.safeAreaGuide { return guide }
        let guide = UILayoutGuide(role: .safeArea, owningView: self)
        state.safeAreaGuide = guide
        return guide
    }

    /// The bounds less the layout margins (measured from the safe area unless
    /// `insetsLayoutMarginsFromSafeArea` is false).
    public var layoutMarginsGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.marginsGuide { return guide }
        let guide = UILayoutGuide(role: .layoutMargins, owningView: self)
        state.marginsGuide = guide
        return guide
    }

    /// The layout margins narrowed to a comfortable line length (672 pt, centred) — the whole
    /// margins guide on a phone.
    public var readableContentGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.readableGuide { return guide }
        let guide = UILayoutGuide(role: .readableContent, owningView: self)
        state.readableGuide = guide
        return guide
    }

    /// The guides added with `addLayoutGuide`.
    public var layoutGuides: [UILayoutGuide] { autoLayout?.layoutGuides ?? [] }

    /// Adds a guide whose frame is in this view's coordinates.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.role == .custom else { return }
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        autoLayoutState.layoutGuides.append(layoutGuide)
    }

    /// Removes a guide and the constraints that refer to it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self, let state = autoLayout else { return }
        hierarchyEngine(create: false)?.itemWillLeave(layoutGuide)
        state.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }
}
