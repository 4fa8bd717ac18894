import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle and a back
/// button to the previous item. Titles and back button labels move alongside transitions (R96).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the bar's content, below the status bar, in a regular-height environment.
    public static let contentHeight: CGFloat = 44
    /// The height of the bar's content when the window's height is compact (a phone in landscape).
    public static let compactContentHeight: CGFloat = 32

    /// The title of the top item.
    let titleLabel = UILabel()
    /// The outgoing title during a transition.
    let previousTitleLabel = UILabel()
    /// The outgoing back button's label during a transition ("‹ Title", drawn like the button).
    let previousBackLabel = UILabel()
    /// Holds the outgoing title and back label: it fades with them, so the outgoing text fades
    /// faster than the incoming text appears (opacity (1 − p)² against p) and, where the two
    /// overlap as one word morphing between title and back label, the arriving one dominates.
    let outgoingView = UIView()
    /// "‹ Back"-style button to the previous item.
    public let backButton = UIButton(type: .system)
    private let separator = UIView()
    /// Space above the content (the status bar area).
    var topInset: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The height of the content now: 44, or 32 in a compact-height environment (set by the
    /// navigation controller from the window's traits).
    var barContentHeight: CGFloat = UINavigationBar.contentHeight { didSet { setNeedsLayout() } }

    /// The chevron that starts every back button title.
    static let backChevron = "‹ "
    /// The back button's horizontal padding around its title.
    private static let backPadding: CGFloat = 8
    /// The back button's widest frame.
    private static let backMaxWidth: CGFloat = 120

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Creates a bar from an archive: no nibs here, so it is the bar `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
        outgoingView.isUserInteractionEnabled = false
        addSubview(outgoingView)
        for label in [titleLabel, previousTitleLabel] {
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textAlignment = .center
        }
        outgoingView.addSubview(previousTitleLabel)
        addSubview(titleLabel)
        previousTitleLabel.alpha = 0
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.contentEdgeInsets = UIEdgeInsets(
            top: 0, left: Self.backPadding, bottom: 0, right: Self.backPadding)
        addSubview(backButton)
        previousBackLabel.font = .systemFont(ofSize: 17)
        previousBackLabel.textAlignment = .left
        previousBackLabel.alpha = 0
        outgoingView.addSubview(previousBackLabel)
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    /// The content area: below the status bar, inside the safe area's sides.
    var contentRect: CGRect {
        let safe = safeAreaInsets
        return CGRect(
            x: safe.left, y: topInset, width: max(0, bounds.width - safe.left - safe.right), height: barContentHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The background runs edge to edge; the title and back button stay inside the safe area's
        // sides (clear of the sensor housing and the rounded corners in landscape).
        let content = contentRect
        outgoingView.frame = bounds
        for label in [titleLabel, previousTitleLabel] {
            label.frame = CGRect(
                x: content.minX + 90, y: content.minY, width: max(0, content.width - 180), height: content.height)
        }
        let size = backButton.sizeThatFits(.zero)
        backButton.frame = CGRect(
            x: content.minX, y: content.minY, width: min(size.width, Self.backMaxWidth), height: content.height)
        // The outgoing back label sits where the back button draws its title.
        let backTextWidth = min(
            previousBackLabel.sizeThatFits(.zero).width, Self.backMaxWidth - 2 * Self.backPadding)
        previousBackLabel.frame = CGRect(
            x: content.minX + Self.backPadding, y: content.minY, width: backTextWidth, height: content.height)
        separator.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    }

    /// Shows `item` on top, with a back button titled for `previous` (nil: no back button).
    func show(_ item: UINavigationItem, previous: UINavigationItem?) {
        titleLabel.text = item.title
        let back = previous.map { $0.backButtonTitle ?? (($0.title ?? "").isEmpty ? "Back" : $0.title!) }
        backButton.setTitle(back.map { Self.backChevron + $0 }, for: .normal)
        backButton.isHidden = back == nil || item.hidesBackButton
        setNeedsLayout()
    }

    // MARK: Geometry of the transition

    /// Where the word of a back button title (after its chevron) is centred, for the title drawn
    /// from `x` (bar coordinates).
    func backWordMidX(_ title: String?, textStartingAt x: CGFloat) -> CGFloat {
        let font = backButton.titleLabel?.font ?? .systemFont(ofSize: 17)
        func width(_ text: String) -> CGFloat {
            TextLayout.size(
                of: TextContent(
                    text: text, font: font, color: CGColor(gray: 0, alpha: 1), alignment: .left, numberOfLines: 1),
                width: nil
            ).width
        }
        let title = title ?? ""
        let word = title.hasPrefix(Self.backChevron) ? String(title.dropFirst(Self.backChevron.count)) : title
        let chevron = title.hasPrefix(Self.backChevron) ? width(Self.backChevron) : 0
        // A truncated title ends at the button's widest text.
        let end = min(x + chevron + width(word), x + Self.backMaxWidth - 2 * Self.backPadding)
        return (x + chevron + end) / 2
    }

    /// Where the back button's own title starts (bar coordinates; the bar must be laid out).
    var backTextMinX: CGFloat {
        guard let label = backButton.titleLabel else { return backButton.frame.minX + Self.backPadding }
        return backButton.frame.minX + label.frame.minX
    }

    /// Puts the bar back at rest: the top item's title in the middle, no outgoing title or back
    /// label, nothing translated (after a transition, completed or cancelled, R96).
    func settle() {
        titleLabel.alpha = 1
        titleLabel.transform = .identity
        outgoingView.alpha = 1
        previousTitleLabel.alpha = 0
        previousTitleLabel.transform = .identity
        previousTitleLabel.text = nil
        previousBackLabel.alpha = 0
        previousBackLabel.transform = .identity
        previousBackLabel.text = nil
        backButton.alpha = 1
        backButton.transform = .identity
    }
}
