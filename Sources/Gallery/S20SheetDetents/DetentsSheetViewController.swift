// S20 "Sheet detents". Not from a seed: the sheet's content, which moves the sheet between its
// detents with animateChanges and hears the user's drags as the sheet's delegate (R140).
import Foundation
import UIKit

/// Shows the selected detent and switches it with two buttons.
@MainActor
final class DetentsSheetViewController: UIViewController, UISheetPresentationControllerDelegate {
    /// Shows the detent the sheet rests at.
    let detentLabel = UILabel()
    /// Animates the sheet to the medium detent.
    let mediumButton = UIButton(type: .custom)
    /// Animates the sheet to the large detent.
    let largeButton = UIButton(type: .custom)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Detents"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        detentLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        detentLabel.textAlignment = .center
        view.addSubview(detentLabel)
        for (button, title) in [(mediumButton, "Medium"), (largeButton, "Large")] {
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.applyDemoStyle()
            button.bounds.size.width = 150
            button.backgroundColor = .systemIndigo
            button.addTarget(self, action: DetentsSheetViewController.select, for: .touchUpInside)
            view.addSubview(button)
        }
        showDetent()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        detentLabel.frame = CGRect(x: 20, y: 36, width: view.bounds.width - 40, height: 30)
        mediumButton.center = CGPoint(x: view.bounds.midX - 85, y: 120)
        largeButton.center = CGPoint(x: view.bounds.midX + 85, y: 120)
    }

    /// Animates the sheet to the tapped button's detent.
    func select(_ sender: UIButton) {
        guard let sheet = sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = sender === largeButton ? .large : .medium
        }
        showDetent()
    }

    private func showDetent() {
        let detent = sheetPresentationController?.selectedDetentIdentifier ?? .medium
        detentLabel.text = "Detent: \(detent == .large ? "large" : "medium")"
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        showDetent()
    }
}
