import Foundation
import UIKit

/// The boarding pass: a card over a dimmed backdrop, with a button that closes it.
final class CardViewController: UIViewController {
    /// The card itself; the animator scales it while the backdrop fades.
    let card = UIView()
    private let gateLabel = UILabel()
    private let seatLabel = UILabel()
    let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0, alpha: 0.45)
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 20
        view.addSubview(card)
        gateLabel.text = "Gate B12"
        gateLabel.font = .systemFont(ofSize: 28, weight: .bold)
        gateLabel.textColor = .white
        gateLabel.textAlignment = .center
        card.addSubview(gateLabel)
        seatLabel.text = "Seat 14A · Group 2"
        seatLabel.font = .systemFont(ofSize: 17)
        seatLabel.textColor = .white
        seatLabel.textAlignment = .center
        card.addSubview(seatLabel)
        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.addTarget(self, action: CardViewController.close, for: .touchUpInside)
        card.addSubview(closeButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = min(view.bounds.width - 60, 320)
        // bounds and center, not frame: the animator scales the card with its transform.
        card.bounds = CGRect(x: 0, y: 0, width: width, height: 220)
        card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        gateLabel.frame = CGRect(x: 16, y: 40, width: width - 32, height: 36)
        seatLabel.frame = CGRect(x: 16, y: 84, width: width - 32, height: 22)
        closeButton.frame = CGRect(x: 16, y: 150, width: width - 32, height: 44)
    }

    func close() {
        dismiss(animated: true)
    }
}
