// Not in the seed (listings 10-3/10-4 show only the interactor): the screen S13 presents.
import Foundation
import UIKit

/// S13's presented screen: teal, with a "Dismiss" button (a plain, non-interactive dismissal).
@MainActor
final class SwipePresentedViewController: UIViewController {
    /// Dismisses without interaction.
    let dismissButton = UIButton(type: .system)

    override init() {
        super.init()
        title = "Swiped"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 80))
        label.text = "Presented by a swipe"
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
        dismissButton.frame = CGRect(x: 20, y: view.bounds.height - 120, width: view.bounds.width - 40, height: 52)
        dismissButton.setTitle("Dismiss", for: .normal)
        dismissButton.setTitleColor(.systemTeal, for: .normal)
        dismissButton.backgroundColor = .white
        dismissButton.layer.cornerRadius = 14
        dismissButton.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        dismissButton.addTarget(self, action: SwipePresentedViewController.dismissTapped, for: .touchUpInside)
        view.addSubview(dismissButton)
    }

    /// A non-interactive dismissal.
    func dismissTapped() { dismiss(animated: true) }
}
