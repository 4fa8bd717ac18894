import Foundation
import UIKit

/// The first screen: the flight, and a button that shows the boarding pass with the zoom transition.
final class FlightViewController: UIViewController {
    /// Kept here: `transitioningDelegate` is a weak reference, as on iOS.
    private let zoomTransition = ZoomTransitioningDelegate()
    private let titleLabel = UILabel()
    private let routeLabel = UILabel()
    let showButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        titleLabel.text = "Flight SC 132"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        view.addSubview(titleLabel)
        routeLabel.text = "Lisbon → Reykjavík · boards 09:40"
        routeLabel.font = .systemFont(ofSize: 17)
        routeLabel.textColor = .secondaryLabel
        view.addSubview(routeLabel)
        showButton.setTitle("Show boarding pass", for: .normal)
        showButton.addTarget(self, action: FlightViewController.showBoardingPass, for: .touchUpInside)
        view.addSubview(showButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        titleLabel.frame = CGRect(x: safe.minX + 20, y: safe.minY + 24, width: safe.width - 40, height: 41)
        routeLabel.frame = CGRect(x: safe.minX + 20, y: titleLabel.frame.maxY + 4, width: safe.width - 40, height: 22)
        showButton.frame = CGRect(x: safe.minX + 20, y: safe.midY - 22, width: safe.width - 40, height: 44)
    }

    func showBoardingPass() {
        let pass = CardViewController()
        // .custom: this screen stays underneath, seen through the card's dimmed backdrop.
        pass.modalPresentationStyle = .custom
        pass.transitioningDelegate = zoomTransition
        present(pass, animated: true)
    }
}
