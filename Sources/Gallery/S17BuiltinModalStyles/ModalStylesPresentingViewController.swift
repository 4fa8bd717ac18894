// S17 "Built-in modal styles". Seed 003 (docs/scenes.md), part 2 step 2 — CXFromModalVC before
// the custom animation: `toModalVC.modalTransitionStyle = …` and no transitioning delegate. The seed
// has one button (cover vertical); the scene has one per style, each a tagged button calling the
// seed's action. Mechanical edits: Objective-C → Swift, @selector → method reference.
import Foundation
import UIKit

/// The seed's `CXFromModalVC` without a transitioning delegate: each button presents the green
/// screen with another built-in `modalTransitionStyle` (R127, R128).
@MainActor
final class ModalStylesPresentingViewController: UIViewController {
    /// The styles shown, in button order, with their names.
    static let styles: [(UIModalTransitionStyle, String)] = [
        (.coverVertical, "Cover vertical"), (.crossDissolve, "Cross dissolve"), (.flipHorizontal, "Flip horizontal"),
    ]
    /// One button per style, in `styles` order.
    private(set) var buttons: [UIButton] = []
    private let caption = SceneCaptionView(
        title: "Built-in modal styles",
        body:
            "No transitioning delegate: UIKit animates with the presented controller's modalTransitionStyle (its built-in animator, full screen). Compare with the custom scenes.",
        color: .white)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Red"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemRed
        view.addSubview(caption)
        for (style, name) in Self.styles {
            let button = UIButton(type: .custom)
            button.tag = style.rawValue
            button.addTarget(self, action: ModalStylesPresentingViewController.pushViewController, for: .touchUpInside)
            button.setTitle(name, for: .normal)
            button.setTitleColor(.black, for: .normal)
            button.applyDemoStyle()
            button.bounds.size.width = 220
            view.addSubview(button)
            buttons.append(button)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        // The column is centred on the screen, but never starts above the caption's bottom (in
        // landscape the caption reaches the middle); it closes up if the space runs short.
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let gaps = CGFloat(max(1, buttons.count - 1))
        let half = (buttons.first?.bounds.height ?? 0) / 2
        let top = max(view.bounds.midY - 70 * gaps / 2, caption.frame.maxY + 16 + half)
        let spacing = max(half * 2 + 8, min(70, (safe.maxY - 16 - half - top) / gaps))
        for (index, button) in buttons.enumerated() {
            button.center = CGPoint(x: view.bounds.midX, y: top + spacing * CGFloat(index))
        }
    }

    /// The seed's action name (it presents); the sender's tag is the style.
    func pushViewController(_ sender: UIButton) {
        let style = UIModalTransitionStyle(rawValue: sender.tag) ?? .coverVertical
        let name = Self.styles.first { $0.0 == style }?.1 ?? "Cover vertical"
        let toModalVC = ModalStylesPresentedViewController(styleName: name)
        toModalVC.delegate = self
        toModalVC.modalTransitionStyle = style
        // The seed predates iOS 13, where the default style was full screen; say so explicitly.
        toModalVC.modalPresentationStyle = .fullScreen
        present(toModalVC, animated: true, completion: nil)
    }
}

// MARK: - CXModalViewControllerDelegate

extension ModalStylesPresentingViewController: ModalStylesPresentedViewControllerDelegate {
    func dismissViewController(_ mcv: ModalStylesPresentedViewController) {
        dismiss(animated: true, completion: nil)
    }
}
