import Foundation

/// One item of a collection view: add your content to `contentView`. Cells are reused: the
/// collection view keeps cells that scrolled away and hands them out again from
/// `dequeueReusableCell(withReuseIdentifier:for:)`, after `prepareForReuse()`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add content to; it fills the cell and resizes with it.
    public let contentView: UIView
    /// Whether the cell's item is selected (the collection view sets it, R239); the
    /// `selectedBackgroundView` shows while it is.
    open var isSelected = false { didSet { refreshSelectionViews() } }
    /// Whether the finger is on the cell (R239).
    open var isHighlighted = false { didSet { refreshSelectionViews() } }
    /// A view behind the content (nil: none).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            refreshSelectionViews()
        }
    }
    /// A view behind the content while the cell is selected or highlighted (nil: none).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            refreshSelectionViews()
        }
    }

    /// Puts the background views under the content, the selected one showing while selected or
    /// highlighted.
    private func refreshSelectionViews() {
        for (index, view) in [backgroundView, selectedBackgroundView].enumerated() {
            guard let view else { continue }
            if view.superview !== self { insertSubview(view, at: index) }
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// Creates a cell; the collection view calls this for a registered class.
    public required override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Creates a cell from an archive: no nibs here, so it is the cell `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

}
