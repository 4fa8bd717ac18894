// Seed 000 (docs/scenes.md) "Presentation controllers" and seed 002
// 2.5 — the presenting side of S6: a `.custom` presentation with a presentation controller.
import Foundation
import UIKit

/// S6's presenting screen: the same look as S5, presented through `DimmingPresentationController`.
@MainActor
final class PresentationControllerViewController: UIViewController {
    /// Held strongly here: `transitioningDelegate` is weak, as in UIKit.
    let cardTransitioningDelegate = CardPresentationTransitioningDelegate()
    /// Presents the card.
    let presentButton = UIButton(type: .system)
    /// The header, tiles and button, laid out from the bounds and safe area.
    private var chrome: ModalSceneChrome?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "S6"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        chrome = ModalSceneChrome(
            in: view, title: "Dimming chrome",
            subtitle:
                "Seed 000 \"Presentation controllers\", seed 002 §2.5. S5's look done properly: a UIPresentationController owns the dimming view and fades it alongside the transition through the coordinator. Tap the dimming to dismiss.",
            button: presentButton, buttonTitle: "Present", color: .systemTeal)
        presentButton.addTarget(
            self, action: PresentationControllerViewController.presentTapped, for: .touchUpInside)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        chrome?.layOut(in: view)
    }

    /// Presents the card with the presentation controller.
    func presentTapped() {
        let card = ModalCardViewController(
            title: "Presented",
            body:
                "The presentation controller chose this card's frame and keeps it centred. Tap outside the card, or the button, to dismiss.",
            accent: .systemTeal)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransitioningDelegate
        present(card, animated: true)
    }
}
