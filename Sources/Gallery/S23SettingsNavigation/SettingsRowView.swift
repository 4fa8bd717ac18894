// S23 "Settings-style navigation" — a row of the list.
import Foundation
import UIKit

/// A white row with a title on the left and a chevron on the right, highlighted while pressed.
@MainActor
final class SettingsRowView: UIControl {
    let titleLabel = UILabel()
    private let chevronLabel = UILabel()
    private let separator = UIView()

    init(title: String) {
        super.init(frame: .zero)
        backgroundColor = .white
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)
        addSubview(titleLabel)
        chevronLabel.text = "›"
        chevronLabel.font = .systemFont(ofSize: 22)
        chevronLabel.textColor = .systemGray3
        addSubview(chevronLabel)
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func stateDidChange() {
        backgroundColor = isHighlighted ? .systemGray4 : .white
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 20, y: 0, width: bounds.width - 60, height: bounds.height)
        chevronLabel.frame = CGRect(x: bounds.width - 28, y: 0, width: 14, height: bounds.height)
        separator.frame = CGRect(x: 20, y: bounds.height - 0.5, width: bounds.width - 20, height: 0.5)
    }
}
