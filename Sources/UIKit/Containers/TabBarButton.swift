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
    /// The badge (R296): a red capsule with the value in white at the image's top trailing corner.
    let badgeLabel = UILabel()
    var selectedColor: UIColor = .systemBlue
    var unselectedColor: UIColor = .systemGray
    /// The titles' colours from the bar's appearance (nil: the icons' colours).
    var selectedTitleColor: UIColor?
    var unselectedTitleColor: UIColor?
    /// The badge's background from the bar's appearance (nil: the item's, else system red).
    var badgeBackgroundColor: UIColor?
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
        badgeLabel.font = .systemFont(ofSize: 13, weight: .regular)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.clipsToBounds = true
        for subview in [glyph, imageView, titleLabel, badgeLabel] as [UIView] {
            subview.isUserInteractionEnabled = false
            addSubview(subview)
        }
        refresh()
    }

    override func stateDidChange() { refresh() }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    /// Shows the item's title and image in the colour of the selection state.
    func refresh() {
        // The selected tint dims behind an alert or a sheet (R295).
        let selected = tintAdjustmentMode == .dimmed ? UIColor.dimmedTint(of: selectedColor) : selectedColor
        let color = isSelected ? selected : unselectedColor
        titleLabel.text = item.title
        titleLabel.textColor = (isSelected ? selectedTitleColor : unselectedTitleColor) ?? color
        imageView.image = isSelected ? (item.selectedImage ?? item.image) : item.image
        imageView.isHidden = item.image == nil
        badgeLabel.text = item.badgeValue
        badgeLabel.isHidden = item.badgeValue == nil
        badgeLabel.backgroundColor = badgeBackgroundColor ?? item.badgeColor ?? .systemRed
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
            layOutBadge(imageFrame: square)
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
        layOutBadge(imageFrame: square)
    }

    /// The badge: 18 pt tall, at least as wide, its leading edge 8 pt before the image's trailing
    /// edge and its centre near the image's top; an empty value is a 10 pt dot (R296).
    private func layOutBadge(imageFrame square: CGRect) {
        guard let value = item.badgeValue else { return }
        let height: CGFloat = value.isEmpty ? 10 : 18
        let width = value.isEmpty ? height : max(height, badgeLabel.sizeThatFits(.zero).width + 10)
        badgeLabel.frame = CGRect(x: square.maxX - 8, y: square.minY - 4, width: width.rounded(.up), height: height)
        badgeLabel.layer.cornerRadius = height / 2
    }
}
