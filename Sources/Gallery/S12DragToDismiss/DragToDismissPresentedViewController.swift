// Seed 003 (docs/scenes.md), part 2 step 1 (CXToModalVC), as part 5's CXToMoveVC.
import Foundation
import UIKit

/// S12's presented screen: green, with the seed's "dismiss" button at (0, 0, 130, 200). The pan the
/// interactor adds to its view drags it down.
@MainActor
final class DragToDismissPresentedViewController: UIViewController {
    /// Dismisses on request (weak, as in the seed).
    weak var delegate: DragToDismissPresentedViewControllerDelegate?
    /// The seed's custom-type button.
    let dismissButton = UIButton(type: .custom)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Presented"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .green
        dismissButton.addTarget(
            self, action: DragToDismissPresentedViewController.dismissViewController, for: .touchUpInside)
        dismissButton.setTitle("dismiss", for: .normal)
        dismissButton.frame = CGRect(x: 0, y: 0, width: 130, height: 200)
        view.addSubview(dismissButton)

        // Not in the seed: a hint, so the gesture is discoverable in the gallery.
        let hint = UILabel(frame: CGRect(x: 20, y: 260, width: view.bounds.width - 40, height: 60))
        hint.text = "Drag down to dismiss\n400 pt = 100 %"
        hint.font = .systemFont(ofSize: 17, weight: .semibold)
        hint.textAlignment = .center
        hint.numberOfLines = 0
        hint.autoresizingMask = [.flexibleWidth]
        view.addSubview(hint)
    }

    /// Asks the delegate to dismiss.
    func dismissViewController() {
        delegate?.dismissViewController(self)
    }
}
