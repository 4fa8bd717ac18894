// S23 "Settings-style navigation" — a row of the list.
import Foundation
import UIKit

/// A white row with a title on the left and a chevron on the right, highlighted while pressed.
@MainActor
final class SettingsRowView: UIControl {
    let titleLabel = UILabel()
    /// The disclosure chevron, a symbol image in grey.
    private let chevron = UIImageView(image: UIImage(systemName: "chevron.forward"))
    private let separator = UIView()

    init(title: String) {
        super.init(frame: .zero)
        backgroundColor = .white
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)
        addSubview(titleLabel)
        chevron.tintColor = .systemGray3
        chevron.contentMode = .scaleAspectFit
        addSubview(chevron)
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    override func stateDidChange() {
        backgroundColor = isHighlighted ? .systemGray4 : .white
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The background runs edge to edge; the content stays inside the safe area's sides.
        let left = safeAreaInsets.left + 20
        let right = bounds.width - safeAreaInsets.right
        titleLabel.frame = CGRect(x: left, y: 0, width: max(0, right - 40 - left), height: bounds.height)
        // iOS's disclosure chevron: about 8 × 13 pt, 20 pt from the trailing edge.
        chevron.frame = CGRect(x: right - 28, y: ((bounds.height - 13) / 2).rounded(), width: 8, height: 13)
        separator.frame = CGRect(x: left, y: bounds.height - 0.5, width: max(0, bounds.width - left), height: 0.5)
    }
}
