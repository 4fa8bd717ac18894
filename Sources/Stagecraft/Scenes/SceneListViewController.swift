import Foundation
import UIKit

/// The host's home screen for a catalog without one of its own: the catalog's title and one
/// button per scene, titled with the scene's title, in a list that scrolls.
@MainActor
public final class SceneListViewController: UIViewController {
    private let catalog: SceneCatalog
    private let open: @MainActor (Scene) -> Void
    private let heading = UILabel()
    private let scroll = UIScrollView(frame: .zero)
    private var buttons: [UIButton] = []
    private let rowHeight: CGFloat = 44

    /// Creates the list; `open` is called with the scene whose button was tapped.
    public init(catalog: SceneCatalog, open: @escaping @MainActor (Scene) -> Void) {
        self.catalog = catalog
        self.open = open
        super.init(nibName: nil, bundle: nil)
        title = catalog.title
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        heading.text = catalog.scenes.isEmpty ? "\(catalog.title): no scenes" : catalog.title
        heading.font = .systemFont(ofSize: 28, weight: .bold)
        view.addSubview(heading)
        view.addSubview(scroll)
        for scene in catalog.scenes {
            let button = UIButton(type: .system)
            button.setTitle(scene.title, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.open(scene) }, for: .touchUpInside)
            scroll.addSubview(button)
            buttons.append(button)
        }
    }

    /// Lays the list out inside the safe area, in either orientation.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let top = max(safe.minY, 20)
        heading.frame = CGRect(x: safe.minX + 20, y: top + 12, width: safe.width - 40, height: 34)
        let y = heading.frame.maxY + 16
        scroll.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: view.bounds.height - y)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(
                x: safe.minX + 20, y: CGFloat(index) * rowHeight, width: safe.width - 40, height: rowHeight)
        }
        scroll.contentSize = CGSize(
            width: view.bounds.width, height: rowHeight * CGFloat(buttons.count) + view.safeAreaInsets.bottom + 16)
    }
}
