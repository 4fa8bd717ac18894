import Foundation
import Stagecraft
import UIKit

/// The gallery's home screen: the title and one row per scene that exists.
@MainActor
public final class HomeViewController: UIViewController {
    private let scenes: [Scene]
    private let open: @MainActor (Scene) -> Void

    /// Creates the home screen; `open` is called with the scene whose row was tapped.
    public init(scenes: [Scene] = Gallery.scenes, open: @escaping @MainActor (Scene) -> Void) {
        self.scenes = scenes
        self.open = open
        super.init(nibName: nil, bundle: nil)
        title = "Stagecraft"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let emptyLabel = UILabel()
    private let scroll = UIScrollView(frame: .zero)
    private let card = UIView()
    private let rowHeight: CGFloat = 60

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        titleLabel.text = "Stagecraft"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        view.addSubview(titleLabel)
        subtitleLabel.text = "UIKit view-controller transitions, simulated"
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        view.addSubview(subtitleLabel)
        if scenes.isEmpty {
            emptyLabel.text = "No scenes yet. Each transition issue adds its scenes here."
            emptyLabel.numberOfLines = 0
            emptyLabel.textColor = .secondaryLabel
            view.addSubview(emptyLabel)
            return
        }
        // The list scrolls when it is taller than the screen.
        view.addSubview(scroll)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        scroll.addSubview(card)
        for (index, scene) in scenes.enumerated() {
            let row = SceneRow(
                scene: scene, frame: CGRect(x: 0, y: CGFloat(index) * rowHeight, width: 300, height: rowHeight))
            row.showsSeparator = index < scenes.count - 1
            row.addAction(UIAction { [weak self] _ in self?.open(scene) }, for: .touchUpInside)
            card.addSubview(row)
        }
    }

    /// Lays the screen out inside the safe area, in either orientation.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let top = max(safe.minY, 20)
        titleLabel.frame = CGRect(x: safe.minX + 20, y: top + 12, width: safe.width - 40, height: 41)
        subtitleLabel.frame = CGRect(
            x: safe.minX + 20, y: titleLabel.frame.maxY + 2, width: safe.width - 40, height: 22)
        let y = subtitleLabel.frame.maxY + 24
        emptyLabel.frame = CGRect(x: safe.minX + 20, y: y, width: safe.width - 40, height: 60)
        scroll.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: view.bounds.height - y)
        scroll.contentSize = CGSize(
            width: view.bounds.width, height: rowHeight * CGFloat(scenes.count) + view.safeAreaInsets.bottom + 16)
        card.frame = CGRect(
            x: safe.minX + 16, y: 0, width: safe.width - 32, height: rowHeight * CGFloat(scenes.count))
        for row in card.subviews {
            row.frame = CGRect(x: 0, y: row.frame.minY, width: card.bounds.width, height: rowHeight)
        }
    }
}

/// A home-screen row: the scene id in a badge, its title and summary.
@MainActor
final class SceneRow: UIControl {
    private let separator = UIView()
    var showsSeparator = true { didSet { separator.isHidden = !showsSeparator } }

    init(scene: Scene, frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth]
        let badge = UILabel(frame: CGRect(x: 14, y: 16, width: 40, height: 28))
        badge.text = scene.id
        badge.font = .systemFont(ofSize: 13, weight: .bold)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 7
        badge.clipsToBounds = true
        addSubview(badge)
        let title = UILabel(frame: CGRect(x: 66, y: 9, width: frame.width - 80, height: 22))
        title.text = scene.title
        title.font = .systemFont(ofSize: 17)
        title.autoresizingMask = [.flexibleWidth]
        addSubview(title)
        let summary = UILabel(frame: CGRect(x: 66, y: 31, width: frame.width - 80, height: 18))
        summary.text = scene.summary
        summary.font = .systemFont(ofSize: 13)
        summary.textColor = .secondaryLabel
        summary.autoresizingMask = [.flexibleWidth]
        addSubview(summary)
        separator.frame = CGRect(x: 66, y: frame.height - 0.5, width: frame.width - 66, height: 0.5)
        separator.backgroundColor = .separator
        separator.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(separator)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func stateDidChange() {
        backgroundColor = isHighlighted ? .systemGray4 : nil
    }
}
