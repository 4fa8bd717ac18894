import Foundation

/// The photo picker's top bar (R333): Cancel at the left, the title ("Photos", or "2 Selected")
/// in the middle, and Add at the right — bold, grey until something is selected.
@MainActor
final class PhotoPickerHeaderView: UIView {
    static let height: CGFloat = 56
    let cancelButton = UIButton(type: .system)
    let titleLabel = UILabel()
    let addButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.contentHorizontalAlignment = .leading
        addSubview(cancelButton)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .label
        addSubview(titleLabel)
        addButton.setTitle("Add", for: .normal)
        addButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        addButton.contentHorizontalAlignment = .trailing
        addSubview(addButton)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        cancelButton.frame = CGRect(x: 16, y: 6, width: 90, height: 44)
        addButton.frame = CGRect(x: bounds.width - 16 - 90, y: 6, width: 90, height: 44)
        titleLabel.frame = CGRect(x: 110, y: 6, width: max(0, bounds.width - 220), height: 44)
    }
}
