// Seed 002 (docs/scenes.md), section 3.3 — the presenting side: a `.custom` presentation
// whose transitioning delegate returns the section's animator.
import Foundation
import UIKit

/// S5's presenting screen: some content to be dimmed and a "Present" button that presents a
/// `ModalCardViewController` with `.custom` style and `CustomModalTransitioningDelegate`.
@MainActor
final class CustomModalViewController: UIViewController {
    /// Held strongly here: `transitioningDelegate` is weak, as in UIKit.
    let modalTransitioningDelegate = CustomModalTransitioningDelegate()
    /// Presents the card.
    let presentButton = UIButton(type: .system)
    /// The header, tiles and button, laid out from the bounds and safe area.
    private var chrome: ModalSceneChrome?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "S5"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        chrome = ModalSceneChrome(
            in: view, title: "Custom modal",
            subtitle:
                "Seed 002 §3.3. A .custom presentation: the animator grows the card from width 1 to 2/3 of the screen over a 50 % black dimming view. Dismissal shrinks it back and leaves this screen where it is (R25).",
            button: presentButton, buttonTitle: "Present", color: .systemIndigo)
        presentButton.addTarget(self, action: CustomModalViewController.presentTapped, for: .touchUpInside)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        chrome?.layOut(in: view)
    }

    /// Presents the card the seed's way.
    func presentTapped() {
        let card = ModalCardViewController(
            title: "Presented",
            body:
                "The dimming view is the animator's own: it grows with the card and stays in the container until the dismissal removes the container.",
            accent: .systemIndigo)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = modalTransitioningDelegate
        present(card, animated: true)
    }
}
