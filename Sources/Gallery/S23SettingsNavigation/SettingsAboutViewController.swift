// S23 "Settings-style navigation" — the second tab.
import Foundation
import UIKit

/// A plain page: the tab bar stays visible here.
@MainActor
final class SettingsAboutViewController: UIViewController {
    private let caption = SceneCaptionView(
        title: "About",
        body:
            "The Settings tab is a navigation controller with prefersLargeTitles. Its rows push screens that set hidesBottomBarWhenPushed, so the tab bar slides away with the list and comes back on the pop.",
        color: .black)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(caption)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
    }
}
