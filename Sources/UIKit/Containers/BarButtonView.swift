import Foundation

/// The control a bar draws for a `UIBarButtonItem`: its title (17 pt, bold for `.done`), its
/// image, its system glyph or its custom view, tinted, grey when disabled, faded while pressed.
@MainActor
final class BarButtonView: UIControl {
    /// The item shown.
    let item: UIBarButtonItem
    let titleLabel = UILabel()
    let imageView = UIImageView()
    /// The system glyph (a shape layer), when the item has one.
    private let glyphLayer = CAShapeLayer()
    /// The cross over `.close`'s grey circle.
    private let crossLayer = CAShapeLayer()
    /// The colour the bar gives its items (the item's own `tintColor` wins).
    var barTint: UIColor = .systemBlue { didSet { refresh() } }
    /// The long press that shows the item's menu, while it has one besides its action.
    private var menuLongPress: UILongPressGestureRecognizer?
    /// The font of a plain title (the bar's appearance may change it).
    var plainFont: UIFont = .systemFont(ofSize: 17) { didSet { refresh() } }

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        item.shownView = self
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        addSubview(imageView)
        layer.addSublayer(glyphLayer)
        layer.addSublayer(crossLayer)
        addTarget(self, action: BarButtonView.tapped, for: .touchUpInside)
        isUserInteractionEnabled = !item.isSpace
        refresh()
    }

    required init?(coder: NSCoder) { fatalError("bar button views are made by their bar") }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    /// The colour the item is drawn in now.
    var drawnColor: UIColor {
        let attributes = item.titleTextAttributes(for: .normal)
        if !item.isEnabled {
            return item.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor ?? .systemGray3
        }
        if isHighlighted, let color = item.titleTextAttributes(for: .highlighted)?[.foregroundColor] as? UIColor {
            return color
        }
        let tint = item.tintColor ?? barTint
        // Behind an alert or a sheet the tint dims (R295); a title colour set in attributes does not.
        let color =
            attributes?[.foregroundColor] as? UIColor
            ?? (tintAdjustmentMode == .dimmed ? UIColor.dimmedTint(of: tint) : tint)
        return isHighlighted ? color.withAlphaComponent(0.2) : color
    }

    /// Shows the item's current content.
    func refresh() {
        if isEnabled != item.isEnabled { isEnabled = item.isEnabled }
        // R209: an item with a menu and an action of its own shows the menu on a long press.
        if item.showsMenuOnLongPress, menuLongPress == nil {
            let press = UILongPressGestureRecognizer(target: self, action: BarButtonView.longPressed)
            addGestureRecognizer(press)
            menuLongPress = press
        } else if !item.showsMenuOnLongPress, let press = menuLongPress {
            removeGestureRecognizer(press)
            menuLongPress = nil
        }
        let customView = item.customView
        if let customView, customView.superview !== self { addSubview(customView) }
        for view in subviews where view !== titleLabel && view !== imageView && view !== customView {
            view.removeFromSuperview()
        }
        let glyph = customView == nil ? item.displayGlyph : nil
        let image = customView == nil ? item.image : nil
        let title = customView == nil && image == nil && glyph == nil ? item.displayTitle : nil
        titleLabel.text = title
        titleLabel.isHidden = title == nil
        titleLabel.font =
            item.titleTextAttributes(for: .normal)?[.font] as? UIFont
            ?? (item.style == .done ? .systemFont(ofSize: plainFont.pointSize, weight: .semibold) : plainFont)
        titleLabel.textColor = drawnColor
        imageView.image = image
        imageView.isHidden = image == nil
        // Symbol and template images draw in the tint colour.
        imageView.tintColor = drawnColor
        let color = drawnColor.cgColor
        // The glyph layers are the view's own sublayers: their changes must not animate implicitly.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        if let glyph {
            glyphLayer.isHidden = false
            glyphLayer.path = glyph.path
            if glyph == .closeCircle {
                // iOS's close item: a grey circle with a darker cross, not tinted.
                glyphLayer.fillColor = UIColor.systemGray5.cgColor
                glyphLayer.strokeColor = nil
                let cross = CGMutablePath()
                cross.move(to: CGPoint(x: 11, y: 11))
                cross.addLine(to: CGPoint(x: 19, y: 19))
                cross.move(to: CGPoint(x: 19, y: 11))
                cross.addLine(to: CGPoint(x: 11, y: 19))
                crossLayer.path = cross
                crossLayer.strokeColor = UIColor.systemGray.cgColor
                crossLayer.lineWidth = 2.4
                crossLayer.lineCap = .round
                crossLayer.fillColor = nil
                crossLayer.isHidden = false
            } else {
                glyphLayer.fillColor = glyph.isFilled ? color : nil
                glyphLayer.strokeColor = glyph.isFilled ? nil : color
                glyphLayer.lineWidth = glyph.lineWidth
                glyphLayer.lineCap = .round
                glyphLayer.lineJoin = .round
                crossLayer.isHidden = true
            }
        } else {
            glyphLayer.isHidden = true
            crossLayer.isHidden = true
        }
        setNeedsLayout()
    }

    /// The width the item takes in its bar (its content's, or the item's `width`).
    var contentWidth: CGFloat {
        if item.width > 0 { return item.width }
        if let customView = item.customView {
            let size = customView.bounds.size
            return size.width > 0 ? size.width : customView.sizeThatFits(.zero).width
        }
        if let glyph = item.displayGlyph { return glyph.size.width }
        if let image = item.image { return image.size.width }
        return titleLabel.sizeThatFits(.zero).width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        titleLabel.frame = b
        if let image = imageView.image {
            let size = image.size
            imageView.frame = CGRect(
                x: (b.width - size.width) / 2, y: (b.height - size.height) / 2, width: size.width,
                height: size.height)
        }
        if let glyph = item.displayGlyph {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            defer { CATransaction.commit() }
            let size = glyph.size
            let frame = CGRect(
                x: ((b.width - size.width) / 2).rounded(), y: ((b.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
            glyphLayer.frame = frame
            crossLayer.frame = frame
        }
        if let customView = item.customView {
            var size = customView.bounds.size
            if size == .zero { size = customView.sizeThatFits(.zero) }
            customView.frame = CGRect(
                x: (b.width - size.width) / 2, y: (b.height - size.height) / 2, width: size.width,
                height: size.height)
        }
    }

    override func stateDidChange() {
        titleLabel.textColor = drawnColor
        imageView.tintColor = drawnColor
        guard !glyphLayer.isHidden, let glyph = item.displayGlyph, glyph != .closeCircle else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        glyphLayer.fillColor = glyph.isFilled ? drawnColor.cgColor : nil
        glyphLayer.strokeColor = glyph.isFilled ? nil : drawnColor.cgColor
        CATransaction.commit()
    }

    private func tapped() { item.performTap(from: self) }

    private func longPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, item.isEnabled, item.showsMenuOnLongPress, let menu = item.menu else {
            return
        }
        cancelTracking(with: nil)
        MenuContainerView.show(menu, from: self)
    }
}
