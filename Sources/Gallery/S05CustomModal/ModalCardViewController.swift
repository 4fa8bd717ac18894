// Used by S5 (seed 002, section 3.3) and S6 (seed 000 "Presentation controllers"): the presented
// screen, a card whose size the animator or the presentation controller decides.
import Foundation
import UIKit

/// A presented card: a title, an explanation and a "Dismiss" button. It lays its content out for
/// the size it is presented at and clips to its bounds, so the animators' width changes
/// reveal and hide it like a curtain.
@MainActor
final class ModalCardViewController: UIViewController {
    private let heading: String
    private let body: String
    private let accent: UIColor
    /// The title label.
    let titleLabel = UILabel()
    /// The explanation.
    let bodyLabel = UILabel()
    /// Dismisses the card.
    let dismissButton = UIButton(type: .system)

    /// Creates a card with a title, an explanation and the colour of its top band and button.
    init(title: String, body: String, accent: UIColor) {
        heading = title
        self.body = body
        self.accent = accent
        super.init(nibName: nil, bundle: nil)
        self.title = "card"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // Square corners, as in the seed: the card's edges are fractional while it animates, and the
        // software renderer leaves a one-pixel seam in rounded rectangles with fractional edges.
        view.clipsToBounds = true

        titleLabel.text = heading
        titleLabel.font = .systemFont(ofSize: 24, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.backgroundColor = accent
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)

        bodyLabel.text = body
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        view.addSubview(bodyLabel)

        dismissButton.setTitle("Dismiss", for: .normal)
        dismissButton.setTitleColor(.white, for: .normal)
        dismissButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        dismissButton.backgroundColor = accent
        dismissButton.layer.cornerRadius = 12
        dismissButton.addTarget(self, action: ModalCardViewController.dismissTapped, for: .touchUpInside)
        view.addSubview(dismissButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The animators set the model width to 1 at once (S5's dismissal) and let the layer animate;
        // keep the layout of the presented size rather than squeezing the text into a sliver.
        let bounds = view.bounds
        guard bounds.width >= 120, bounds.height >= 200 else { return }
        titleLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 64)
        let inset: CGFloat = 18
        dismissButton.frame = CGRect(
            x: inset, y: bounds.height - inset - 48, width: bounds.width - 2 * inset, height: 48)
        let textWidth = bounds.width - 2 * inset
        let textHeight = min(
            bodyLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height,
            dismissButton.frame.minY - 16 - 84)
        bodyLabel.frame = CGRect(x: inset, y: 84, width: textWidth, height: textHeight)
    }

    private func dismissTapped() {
        dismiss(animated: true)
    }
}
