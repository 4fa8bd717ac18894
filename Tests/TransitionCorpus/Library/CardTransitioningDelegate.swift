// The transitioning delegate tying the pieces together, and the card screen it presents.
import UIKit

/// Hands out the card animator, the dimming presentation controller and, while a pan drives it,
/// the swipe interactor.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The interactor of the presented card, set once it is made.
    var interactionController: SwipeInteractionController?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardPresentAnimator(direction: .present)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardPresentAnimator(direction: .dismiss)
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        guard let interactionController, interactionController.interactionInProgress else { return nil }
        return interactionController
    }
}

/// The presented card: a `CardView` and a pie, dismissed by a downward pan.
final class CardViewController: UIViewController {
    let cardView = CardView()
    let pieView = PieProgressView(frame: CGRect(x: 16, y: 60, width: 48, height: 48))
    private(set) var swipeInteractionController: SwipeInteractionController?
    private let cardTransitioningDelegate: CardTransitioningDelegate

    init(transitioningDelegate: CardTransitioningDelegate) {
        cardTransitioningDelegate = transitioningDelegate
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        self.transitioningDelegate = transitioningDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.frame = view.bounds
        cardView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cardView.titleLabel.text = "Card"
        view.addSubview(cardView)
        cardView.addSubview(pieView)
        let interactor = SwipeInteractionController(viewController: self)
        swipeInteractionController = interactor
        cardTransitioningDelegate.interactionController = interactor
    }
}

/// The screen that presents cards; it keeps their transitioning delegate (held weakly by UIKit).
final class CardPresentingViewController: UIViewController {
    let cardTransitioningDelegate = CardTransitioningDelegate()

    /// Presents a new card.
    @discardableResult
    func presentCard() -> CardViewController {
        let card = CardViewController(transitioningDelegate: cardTransitioningDelegate)
        present(card, animated: true)
        return card
    }
}
