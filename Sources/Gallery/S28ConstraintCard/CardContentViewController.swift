// S28 "Constraint card": the card's content, a stack view pinned to the card's layout margins.
import Foundation
import UIKit

/// A title, two lines of text and a Close button in a vertical stack view; the card is as tall as
/// the stack (the presentation controller gives it no height of its own).
@MainActor
final class CardContentViewController: UIViewController {
    /// Dismisses the card.
    let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 20
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 20, trailing: 20)

        let title = UILabel()
        title.text = "Boarding pass"
        title.font = .systemFont(ofSize: 24, weight: .bold)
        let body = UILabel()
        body.text =
            "This card has no frame of its own: leading, trailing and bottom anchors place it, and the stack view inside gives its height."
        body.font = .systemFont(ofSize: 16)
        body.textColor = .darkGray
        body.numberOfLines = 0
        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        closeButton.backgroundColor = .systemBlue
        closeButton.layer.cornerRadius = 12
        closeButton.heightAnchor.constraint(equalToConstant: 50).isActive = true
        closeButton.addTarget(self, action: CardContentViewController.close, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [title, body, closeButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.setCustomSpacing(24, after: body)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    func close(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
