// S24 "Card stack container": one card, a child of the container.
import Foundation
import UIKit

/// A coloured card with a big number; it reports its appearance and containment calls to `report`
/// so the container can show them in its log.
@MainActor
final class CardViewController: UIViewController {
    let number: Int
    private let color: UIColor
    /// Called with each callback this card receives ("Card 2 viewWillAppear").
    var report: ((String) -> Void)?

    init(number: Int, color: UIColor) {
        self.number = number
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = "Card \(number)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.layer.cornerRadius = 20
        view.clipsToBounds = true
        let label = UILabel()
        label.text = "\(number)"
        label.font = .systemFont(ofSize: 96, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        report?("\(title ?? "") viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report?("\(title ?? "") viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        report?("\(title ?? "") viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        report?("\(title ?? "") viewDidDisappear")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        report?("\(title ?? "") willMove(toParent: \(parent == nil ? "nil" : "stack"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        report?("\(title ?? "") didMove(toParent: \(parent == nil ? "nil" : "stack"))")
    }
}
