import Foundation
import Stagecraft
import UIKit

/// A home-screen row: the scene id in a blue badge, its title and summary, and the disclosure
/// chevron; the separator starts at the title.
@MainActor
final class SceneCell: UITableViewCell {
    static let reuseIdentifier = "scene"
    /// The rows' fixed height.
    static let height: CGFloat = 60

    private let badge = UILabel()
    private let titleLabel = UILabel()
    private let summaryLabel = UILabel()
    /// Where the texts start.
    private static let textX: CGFloat = 66

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        separatorInset = UIEdgeInsets(top: 0, left: Self.textX, bottom: 0, right: 0)
        badge.font = .systemFont(ofSize: 13, weight: .bold)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 7
        badge.clipsToBounds = true
        titleLabel.font = .systemFont(ofSize: 17)
        summaryLabel.font = .systemFont(ofSize: 13)
        summaryLabel.textColor = .secondaryLabel
        for label in [badge, titleLabel, summaryLabel] { contentView.addSubview(label) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Fills the row for `scene`.
    func show(_ scene: Scene) {
        badge.text = scene.id
        titleLabel.text = scene.title
        summaryLabel.text = scene.summary
    }

    /// The title shown (tests read it).
    var sceneTitle: String? { titleLabel.text }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, contentView.bounds.width - Self.textX)
        badge.frame = CGRect(x: 14, y: 16, width: 40, height: 28)
        titleLabel.frame = CGRect(x: Self.textX, y: 9, width: width, height: 22)
        summaryLabel.frame = CGRect(x: Self.textX, y: 31, width: width, height: 18)
    }
}
