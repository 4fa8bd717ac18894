// S28 "Constraint card" (beyond the seeds; issue #11): a card presentation written the way modern
// card and drawer libraries are — every view placed with anchors, the card moved by animating a
// constraint's constant alongside the transition, nothing computed from frames.
import Foundation
import UIKit

/// The screen behind the card: a caption and a button, laid out with constraints; it presents the
/// card with its own transitioning delegate.
@MainActor
final class ConstraintCardPresentingViewController: UIViewController {
    /// Presents the card.
    let showButton = UIButton(type: .system)
    /// The card's transitioning delegate (the presented controller holds it weakly, so it lives here).
    private let cardTransition = CardDeckTransitioningDelegate()
    private let caption = SceneCaptionView(
        title: "Constraint card",
        body:
            "The card, its dimming and this screen are laid out with anchors. Presenting animates the card's bottom constraint alongside the transition; the animator pushes this screen back.",
        color: .white)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(rgb: 0x2C3E50)
        view.addSubview(caption)
        caption.pin(toTopOf: view)
        showButton.setTitle("Show card", for: .normal)
        showButton.setTitleColor(.white, for: .normal)
        showButton.titleLabel?.font = .systemFont(ofSize: 18, weight: .semibold)
        showButton.backgroundColor = .systemBlue
        showButton.layer.cornerRadius = 12
        showButton.addTarget(self, action: ConstraintCardPresentingViewController.showCard, for: .touchUpInside)
        showButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(showButton)
        NSLayoutConstraint.activate([
            showButton.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 32),
            showButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            showButton.widthAnchor.constraint(equalToConstant: 180),
            showButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    /// Presents the card with the custom transition.
    func showCard(_ sender: UIButton) {
        let card = CardContentViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransition
        present(card, animated: true)
    }
}
