// Not in the seed (listings 10-3/10-4 show only the interactor): the screen S13 presents.
import Foundation
import UIKit

/// S13's presented screen: teal, with a "Dismiss" button (a plain, non-interactive dismissal).
@MainActor
final class SwipePresentedViewController: UIViewController {
    /// Dismisses without interaction.
    let dismissButton = UIButton(type: .system)
    private let label = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Swiped"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        label.text = "Presented by a swipe"
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        view.addSubview(label)
        dismissButton.setTitle("Dismiss", for: .normal)
        dismissButton.setTitleColor(.systemTeal, for: .normal)
        dismissButton.backgroundColor = .white
        dismissButton.layer.cornerRadius = 14
        dismissButton.addTarget(self, action: SwipePresentedViewController.dismissTapped, for: .touchUpInside)
        view.addSubview(dismissButton)
        layOut()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOut()
    }

    /// The title near the top and the button 120 pt above the bottom, inside the safe area's sides.
    private func layOut() {
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let width = max(0, safe.width - 40)
        label.frame = CGRect(x: safe.minX + 20, y: 120, width: width, height: 80)
        dismissButton.frame = CGRect(x: safe.minX + 20, y: view.bounds.height - 120, width: width, height: 52)
    }

    /// A non-interactive dismissal.
    func dismissTapped() { dismiss(animated: true) }
}
