import Foundation
import UIKit

extension UIButton {
    /// Gives a seed's plain custom button a visible shape: a rounded light plate behind its title,
    /// sized 180 × 50. Looks only; the button's target/action stays the seed's.
    func applyDemoStyle() {
        backgroundColor = UIColor(white: 1, alpha: 0.9)
        layer.cornerRadius = 12
        titleLabel?.font = .systemFont(ofSize: 18, weight: .semibold)
        bounds = CGRect(x: 0, y: 0, width: 180, height: 50)
    }
}

extension UIView {
    /// Pins this view (a demo button) with anchors: centred horizontally in `view`, its top edge
    /// `spacing` below `anchor`, at the size it has now (the demo style's 180 × 50).
    func pinCentered(in view: UIView, below anchor: NSLayoutYAxisAnchor, spacing: CGFloat) {
        let size = bounds.size
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: anchor, constant: spacing),
            centerXAnchor.constraint(equalTo: view.centerXAnchor),
            widthAnchor.constraint(equalToConstant: size.width),
            heightAnchor.constraint(equalToConstant: size.height),
        ])
    }
}
