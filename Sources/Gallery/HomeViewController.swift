import Foundation
import UIKit

/// The gallery's home screen: the title and one row per scene that exists.
@MainActor
public final class HomeViewController: UIViewController {
    private let scenes: [Scene]
    private let open: (Scene) -> Void

    /// Creates the home screen; `open` is called with the scene whose row was tapped.
    public init(scenes: [Scene] = Gallery.scenes, open: @escaping (Scene) -> Void) {
        self.scenes = scenes
        self.open = open
        super.init()
        title = "Stagecraft"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let top = view.window?.safeAreaInsets.top ?? UIScreen.main.bounds.height * 0.07
        let width = view.bounds.width

        let title = UILabel(frame: CGRect(x: 20, y: max(top, 59) + 12, width: width - 40, height: 41))
        title.text = "Stagecraft"
        title.font = .systemFont(ofSize: 34, weight: .bold)
        title.autoresizingMask = [.flexibleWidth]
        view.addSubview(title)

        let subtitle = UILabel(frame: CGRect(x: 20, y: title.frame.maxY + 2, width: width - 40, height: 22))
        subtitle.text = "UIKit view-controller transitions, simulated"
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.textColor = .secondaryLabel
        subtitle.autoresizingMask = [.flexibleWidth]
        view.addSubview(subtitle)

        var y = subtitle.frame.maxY + 24
        if scenes.isEmpty {
            let empty = UILabel(frame: CGRect(x: 20, y: y, width: width - 40, height: 60))
            empty.text = "No scenes yet. Each transition issue adds its scenes here."
            empty.numberOfLines = 0
            empty.textColor = .secondaryLabel
            empty.autoresizingMask = [.flexibleWidth]
            view.addSubview(empty)
            return
        }
        // The list scrolls when it is taller than the screen.
        let rowHeight: CGFloat = 60
        let scroll = UIScrollView(frame: CGRect(x: 0, y: y, width: width, height: view.bounds.height - y))
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let bottomInset = view.window?.safeAreaInsets.bottom ?? 34
        scroll.contentSize = CGSize(width: width, height: rowHeight * CGFloat(scenes.count) + bottomInset + 16)
        view.addSubview(scroll)
        let card = UIView(frame: CGRect(x: 16, y: 0, width: width - 32, height: rowHeight * CGFloat(scenes.count)))
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        card.autoresizingMask = [.flexibleWidth]
        scroll.addSubview(card)
        for (index, scene) in scenes.enumerated() {
            let row = SceneRow(
                scene: scene,
                frame: CGRect(x: 0, y: CGFloat(index) * rowHeight, width: card.bounds.width, height: rowHeight))
            row.showsSeparator = index < scenes.count - 1
            row.addAction(UIAction { [weak self] _ in self?.open(scene) }, for: .touchUpInside)
            card.addSubview(row)
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

    override func stateDidChange() {
        backgroundColor = isHighlighted ? .systemGray4 : nil
    }
}
