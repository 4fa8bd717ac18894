import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle and a back
/// button to the previous item. Titles cross-fade alongside transitions (R96).
@MainActor
open class UINavigationBar: UIView {
    /// The height of the bar's content, below the status bar.
    public static let contentHeight: CGFloat = 44

    /// The title of the top item.
    let titleLabel = UILabel()
    /// The outgoing title during a transition.
    let previousTitleLabel = UILabel()
    /// "‹ Back"-style button to the previous item.
    public let backButton = UIButton(type: .system)
    private let separator = UIView()
    /// Space above the content (the status bar area).
    var topInset: CGFloat = 0 { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
        for label in [titleLabel, previousTitleLabel] {
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textAlignment = .center
            addSubview(label)
        }
        previousTitleLabel.alpha = 0
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        addSubview(backButton)
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The background runs edge to edge; the title and back button stay inside the safe area's
        // sides (clear of the sensor housing and the rounded corners in landscape).
        let safe = safeAreaInsets
        let content = CGRect(
            x: safe.left, y: topInset, width: max(0, bounds.width - safe.left - safe.right), height: Self.contentHeight)
        for label in [titleLabel, previousTitleLabel] {
            label.frame = CGRect(
                x: content.minX + 90, y: content.minY, width: max(0, content.width - 180), height: content.height)
        }
        let size = backButton.sizeThatFits(.zero)
        backButton.frame = CGRect(
            x: content.minX, y: content.minY, width: min(size.width, 120), height: content.height)
        separator.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    }

    /// Shows `item` on top, with a back button titled for `previous` (nil: no back button).
    func show(_ item: UINavigationItem, previous: UINavigationItem?) {
        titleLabel.text = item.title
        let back = previous.map { $0.backButtonTitle ?? (($0.title ?? "").isEmpty ? "Back" : $0.title!) }
        backButton.setTitle(back.map { "‹ " + $0 }, for: .normal)
        backButton.isHidden = back == nil || item.hidesBackButton
        setNeedsLayout()
    }
}
