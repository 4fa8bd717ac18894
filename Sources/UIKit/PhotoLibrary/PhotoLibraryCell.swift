import Foundation

/// One thumbnail of the photo pickers' grid (R331): the photo filling a square (cropped to it),
/// and when selected a badge at the bottom right — a blue disc ringed in white with a checkmark,
/// or with the photo's place in an ordered selection.
@MainActor
package final class PhotoLibraryCell: UIControl {
    /// What the badge shows.
    package enum Badge: Equatable {
        case none
        case checkmark
        case number(Int)
    }

    package let imageView = UIImageView()
    private let badgeView = UIView()
    private let badgeLabel = UILabel()
    private let checkmark = CAShapeLayer()

    /// The badge shown.
    package var badge: Badge = .none {
        didSet { showBadge() }
    }

    package override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        backgroundColor = .secondarySystemFill
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
        badgeView.isUserInteractionEnabled = false
        badgeView.backgroundColor = .systemBlue
        badgeView.layer.borderColor = UIColor.white.cgColor
        badgeView.layer.borderWidth = 1.5
        badgeView.isHidden = true
        badgeLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeView.addSubview(badgeLabel)
        checkmark.fillColor = nil
        checkmark.strokeColor = UIColor.white.cgColor
        checkmark.lineWidth = 2
        checkmark.lineCap = .round
        checkmark.lineJoin = .round
        badgeView.layer.addSublayer(checkmark)
        addSubview(badgeView)
        isAccessibilityElement = true
        accessibilityTraits = [.button, .image]
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The badge's side.
    static let badgeSide: CGFloat = 22

    private func showBadge() {
        badgeView.isHidden = badge == .none
        if case .number(let n) = badge { badgeLabel.text = "\(n)" } else { badgeLabel.text = nil }
        checkmark.isHidden = badge != .checkmark
        accessibilityTraits = badge == .none ? [.button, .image] : [.button, .image, .selected]
    }

    package override var isHighlighted: Bool {
        didSet { imageView.alpha = isHighlighted ? 0.7 : 1 }
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
        let side = Self.badgeSide
        badgeView.frame = CGRect(x: bounds.width - side - 4, y: bounds.height - side - 4, width: side, height: side)
        badgeView.layer.cornerRadius = side / 2
        badgeLabel.frame = badgeView.bounds
        let path = CGMutablePath()
        path.move(to: CGPoint(x: side * 0.28, y: side * 0.52))
        path.addLine(to: CGPoint(x: side * 0.44, y: side * 0.68))
        path.addLine(to: CGPoint(x: side * 0.72, y: side * 0.36))
        checkmark.path = path
        checkmark.frame = badgeView.bounds
    }
}
