// S23 "Settings-style navigation" — a pushed screen: no large title, the tab bar hidden
// (hidesBottomBarWhenPushed, R173), a Done button, and a toolbar it can show.
import Foundation
import UIKit

/// The screen a row (or +) pushes.
@MainActor
final class SettingsDetailViewController: UIViewController {
    /// Shows or hides the navigation controller's toolbar.
    private(set) var toolbarButton: UIButton!
    private let caption: SceneCaptionView

    init(adding: Bool) {
        caption = SceneCaptionView(
            title: adding ? "New Network" : "Details",
            body:
                "hidesBottomBarWhenPushed: the tab bar slid away with the list. Swipe from the left edge to scrub the pop and watch it come back. The bar keeps a back button, a Done button and, on the + screen, a prompt.",
            color: .black)
        super.init(nibName: nil, bundle: nil)
        title = adding ? "New Network" : nil
        hidesBottomBarWhenPushed = true
        navigationItem.largeTitleDisplayMode = .never
        if adding { navigationItem.prompt = "Enter the network's name" }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: self, action: SettingsDetailViewController.doneTapped)
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil),
        ]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(caption)
        toolbarButton = UIButton(type: .custom)
        toolbarButton.setTitle("Show toolbar", for: .normal)
        toolbarButton.setTitleColor(.systemBlue, for: .normal)
        toolbarButton.applyDemoStyle()
        toolbarButton.addTarget(self, action: SettingsDetailViewController.toolbarTapped, for: .touchUpInside)
        view.addSubview(toolbarButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        toolbarButton.center = CGPoint(x: view.bounds.midX, y: caption.frame.maxY + 50)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent { navigationController?.setToolbarHidden(true, animated: animated) }
    }

    private func toolbarTapped() {
        guard let navigation = navigationController else { return }
        let hidden = !navigation.isToolbarHidden
        navigation.setToolbarHidden(hidden, animated: true)
        toolbarButton.setTitle(hidden ? "Show toolbar" : "Hide toolbar", for: .normal)
    }

    private func doneTapped() { navigationController?.popViewController(animated: true) }
}
