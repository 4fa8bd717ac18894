import Foundation

/// The photo pickers' grid (R331): the library's photos as square thumbnails, four to a row with
/// 2 pt between them, oldest at the top; scrolled to the newest at the bottom when first shown, as
/// Photos opens. A tap on a thumbnail tells `onTap` its index. With no photos it says so.
@MainActor
package final class PhotoLibraryGridView: UIScrollView {
    /// The photos shown, oldest first.
    package var photos: [SimulatedPhoto] = [] {
        didSet { reload() }
    }
    /// Told the index of a tapped photo.
    package var onTap: ((Int) -> Void)?
    /// The text shown when there are no photos.
    package var emptyText = "No Photos" {
        didSet { emptyLabel.text = emptyText }
    }
    package private(set) var cells: [PhotoLibraryCell] = []
    private let emptyLabel = UILabel()
    private var scrolledToEnd = false

    static let columns = 4
    static let spacing: CGFloat = 2

    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        emptyLabel.text = emptyText
        emptyLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        addSubview(emptyLabel)
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func reload() {
        cells.forEach { $0.removeFromSuperview() }
        cells = photos.enumerated().map { index, photo in
            let cell = PhotoLibraryCell()
            cell.imageView.image = photo.image
            cell.accessibilityLabel = photo.name
            cell.addAction(UIAction { [weak self] _ in self?.onTap?(index) }, for: .touchUpInside)
            addSubview(cell)
            return cell
        }
        emptyLabel.isHidden = !photos.isEmpty
        scrolledToEnd = false
        setNeedsLayout()
    }

    /// A thumbnail's side in a grid `width` points wide.
    static func side(forWidth width: CGFloat) -> CGFloat {
        ((width - spacing * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let side = Self.side(forWidth: bounds.width)
        let leftover = bounds.width - side * CGFloat(Self.columns) - Self.spacing * CGFloat(Self.columns - 1)
        for (index, cell) in cells.enumerated() {
            let row = index / Self.columns
            let column = index % Self.columns
            cell.frame = CGRect(
                x: leftover / 2 + CGFloat(column) * (side + Self.spacing), y: CGFloat(row) * (side + Self.spacing),
                width: side, height: side)
        }
        let rows = (cells.count + Self.columns - 1) / Self.columns
        let height = CGFloat(rows) * side + CGFloat(max(0, rows - 1)) * Self.spacing
        contentSize = CGSize(width: bounds.width, height: height)
        emptyLabel.frame = CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: 30)
        if !scrolledToEnd, bounds.height > 0 {
            scrolledToEnd = true
            let bottom = contentSize.height - bounds.height + adjustedContentInset.bottom
            contentOffset = CGPoint(x: 0, y: max(-adjustedContentInset.top, bottom))
        }
    }
}
