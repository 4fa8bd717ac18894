import Foundation

/// An action revealed by swiping a table row (R305): a titled (or imaged) button whose handler
/// runs when it is tapped, or when a full swipe performs it.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks and what a full swipe does with the row.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal = 0
        /// A red button; a full swipe slides the row away.
        case destructive = 1
    }

    /// Runs the action; call the completion with whether it was performed (the swipe then closes).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var image: UIImage?
    /// The button's colour (nil: red for destructive, grey for normal).
    open var backgroundColor: UIColor! {
        get { storedBackground ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackground = newValue }
    }
    private var storedBackground: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions one swipe reveals, the first at the edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether swiping all the way performs the first action (true).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) { self.actions = actions }
}

extension UITableViewCell {
    /// The editing control a row shows.
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete, insert
    }
}

/// The buttons behind a swiped row.
@MainActor
final class SwipeActionsView: UIView {
    let actions: [UIContextualAction]
    let trailing: Bool
    private(set) var buttons: [UIView] = []

    /// The least width of a button, and the padding beside its title.
    static let minimumButtonWidth: CGFloat = 74
    static let titlePadding: CGFloat = 15

    init(actions: [UIContextualAction], trailing: Bool) {
        self.actions = actions
        self.trailing = trailing
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            let label = UILabel()
            label.text = action.title
            label.textColor = .white
            label.font = .systemFont(ofSize: 15, weight: .medium)
            label.textAlignment = .center
            button.addSubview(label)
            if let image = action.image {
                let imageView = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
                imageView.tintColor = .white
                imageView.contentMode = .scaleAspectFit
                button.addSubview(imageView)
            }
            addSubview(button)
            buttons.append(button)
        }
        backgroundColor = actions.first?.backgroundColor
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Each button's width when the swipe is fully open.
    var widths: [CGFloat] {
        actions.map { action in
            let label = UILabel()
            label.font = .systemFont(ofSize: 15, weight: .medium)
            label.text = action.title
            let text = action.title == nil ? 24 : label.intrinsicContentSize.width
            return max(Self.minimumButtonWidth, text + 2 * Self.titlePadding)
        }
    }

    var openWidth: CGFloat { widths.reduce(0, +) }

    /// Lays the buttons across the revealed width (they share it in proportion; the first action
    /// at the edge, stretching when the swipe goes past the open width).
    override func layoutSubviews() {
        super.layoutSubviews()
        let w = widths
        let total = max(1, w.reduce(0, +))
        let revealed = bounds.width
        let scale = revealed / total
        var x: CGFloat = trailing ? revealed : 0
        for (i, button) in buttons.enumerated() {
            var width = w[i] * min(scale, 1)
            // Past the open width the edge button takes the extra.
            if i == 0 && scale > 1 { width = w[i] + (revealed - total) }
            if trailing {
                x -= width
                button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            } else {
                button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
                x += width
            }
            let content = CGRect(x: 0, y: 0, width: w[i], height: bounds.height)
            // The title and image stay at the button's inner side, centred in its open width.
            let origin = trailing ? (i == 0 ? 0 : width - w[i]) : max(0, width - w[i])
            let hasImage = button.subviews.count > 1
            for sub in button.subviews {
                if let label = sub as? UILabel {
                    label.frame = CGRect(
                        x: origin, y: hasImage ? content.midY + 2 : 0, width: w[i],
                        height: hasImage ? 20 : content.height)
                } else {
                    sub.frame = CGRect(
                        x: origin + (w[i] - 24) / 2, y: content.midY - (label(in: button) == nil ? 12 : 26), width: 24,
                        height: 24)
                }
            }
        }
    }

    private func label(in button: UIView) -> UILabel? {
        button.subviews.compactMap { $0 as? UILabel }.first { $0.text != nil }
    }

    /// The action whose button contains `point` (this view's coordinates).
    func action(at point: CGPoint) -> UIContextualAction? {
        for (i, button) in buttons.enumerated() where button.frame.contains(point) { return actions[i] }
        return nil
    }
}

/// The pan that swipes a row of a table or list: it begins only on a mostly horizontal drag over a
/// row with actions that way.
@MainActor
final class RowSwipeGestureRecognizer: UIPanGestureRecognizer {
    override func shouldBegin(movingFrom origin: CGPoint, to point: CGPoint) -> Bool {
        guard let host = view as? RowSwipeHost else { return false }
        let dx = point.x - origin.x
        guard abs(dx) > abs(point.y - origin.y) else { return false }
        return host.swipeMayBegin(at: origin, towardsTrailing: dx < 0)
    }
}
