import Foundation

/// One item of a tab bar: the item's image (or a simple glyph) above its title, or beside it in a
/// compact-height bar, tinted when selected.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    let titleLabel = UILabel()
    /// A rounded square drawn when the item has no image: outlined, filled when selected.
    let glyph = UIView()
    let imageView = UIImageView(frame: .zero)
    var selectedColor: UIColor = .systemBlue
    var unselectedColor: UIColor = .systemGray
    /// Image beside the title (compact height) instead of above it.
    var isCompact = false {
        didSet {
            guard isCompact != oldValue else { return }
            titleLabel.font = Self.titleFont(compact: isCompact)
            setNeedsLayout()
        }
    }

    /// iOS's item titles: 10 pt medium under the image, 13 pt medium beside it.
    static func titleFont(compact: Bool) -> UIFont { .systemFont(ofSize: compact ? 13 : 10, weight: .medium) }

    @available(*, unavailable, message: "tab bar buttons are made by their tab bar")
    required init?(coder: NSCoder) { fatalError("TabBarButton is never archived") }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.font = Self.titleFont(compact: false)
        titleLabel.textAlignment = .center
        glyph.layer.cornerRadius = 6
        glyph.layer.borderWidth = 2
        for subview in [glyph, imageView, titleLabel] as [UIView] {
            subview.isUserInteractionEnabled = false
            addSubview(subview)
        }
        refresh()
    }

    override func stateDidChange() { refresh() }

    /// Shows the item's title and image in the colour of the selection state.
    func refresh() {
        let color = isSelected ? selectedColor : unselectedColor
        titleLabel.text = item.title
        titleLabel.textColor = color
        imageView.image = item.image
        imageView.isHidden = item.image == nil
        // A symbol image is drawn in the selection's colour; a bitmap keeps its colours, dimmed.
        imageView.tintColor = color
        imageView.alpha = isSelected || item.image?.isSymbolImage == true ? 1 : 0.45
        glyph.isHidden = item.image != nil
        glyph.layer.borderColor = color.cgColor
        glyph.backgroundColor = isSelected ? color : nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard isCompact else {
            let side: CGFloat = 22
            let square = CGRect(x: ((bounds.width - side) / 2).rounded(), y: 6, width: side, height: side)
            glyph.frame = square
            imageView.frame = square
            titleLabel.frame = CGRect(x: 2, y: 32, width: max(0, bounds.width - 4), height: 13)
            return
        }
        // Compact height: a smaller image with the title to its right, the pair centred.
        let side: CGFloat = 18
        let gap: CGFloat = 6
        let textWidth = min(titleLabel.sizeThatFits(.zero).width, max(0, bounds.width - side - gap - 8))
        let hasTitle = !(item.title ?? "").isEmpty
        let total = side + (hasTitle ? gap + textWidth : 0)
        let x = ((bounds.width - total) / 2).rounded()
        let square = CGRect(x: x, y: ((bounds.height - side) / 2).rounded(), width: side, height: side)
        glyph.frame = square
        imageView.frame = square
        titleLabel.frame = CGRect(
            x: square.maxX + gap, y: ((bounds.height - 16) / 2).rounded(), width: textWidth, height: 16)
    }
}
