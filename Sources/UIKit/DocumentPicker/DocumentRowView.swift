import Foundation

/// One row of the document picker's list (R334): a folder (blue) or document glyph, the name and
/// below it the size or "Folder"; rows the picker cannot pick are faded and take no taps; a
/// selected row in a multiple selection wears a blue checkmark at the right.
@MainActor
final class DocumentRowView: UIControl {
    static let height: CGFloat = 64
    let entry: SimulatedFiles.Entry
    let icon = UIImageView()
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    let checkmark = UIImageView()
    private let separator = UIView()

    init(entry: SimulatedFiles.Entry, showsExtension: Bool) {
        self.entry = entry
        super.init(frame: .zero)
        icon.image = UIImage(systemName: entry.isFolder ? "folder" : "doc")
        icon.tintColor = entry.isFolder ? .systemBlue : .secondaryLabel
        icon.contentMode = .scaleAspectFit
        addSubview(icon)
        let name = entry.url.lastPathComponent
        nameLabel.text = entry.isFolder || showsExtension ? name : (name as NSString).deletingPathExtension
        nameLabel.font = .systemFont(ofSize: 17)
        nameLabel.textColor = .label
        addSubview(nameLabel)
        detailLabel.text = entry.isFolder ? "Folder" : SimulatedFiles.sizeText(entry.size)
        detailLabel.font = .systemFont(ofSize: 13)
        detailLabel.textColor = .secondaryLabel
        addSubview(detailLabel)
        checkmark.image = UIImage(systemName: "checkmark.circle.fill")
        checkmark.tintColor = .systemBlue
        checkmark.isHidden = true
        addSubview(checkmark)
        separator.backgroundColor = .separator
        addSubview(separator)
        for view in [icon, nameLabel, detailLabel, checkmark, separator] { view.isUserInteractionEnabled = false }
        isAccessibilityElement = true
        accessibilityLabel = name
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) {
        fatalError("document rows are made by the document picker")
    }

    /// Whether the row shows as picked.
    var isChecked = false {
        didSet { checkmark.isHidden = !isChecked }
    }

    override var isEnabled: Bool {
        didSet { alpha = isEnabled ? 1 : 0.35 }
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemFill : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        icon.frame = CGRect(x: 16, y: (bounds.height - 36) / 2, width: 36, height: 36)
        let textX: CGFloat = 64
        let width = max(0, bounds.width - textX - 52)
        nameLabel.frame = CGRect(x: textX, y: 12, width: width, height: 22)
        detailLabel.frame = CGRect(x: textX, y: 34, width: width, height: 18)
        checkmark.frame = CGRect(x: bounds.width - 40, y: (bounds.height - 24) / 2, width: 24, height: 24)
        let hairline = 1 / max(1, UIScreen.main.scale)
        separator.frame = CGRect(x: textX, y: bounds.height - hairline, width: bounds.width - textX, height: hairline)
    }
}
