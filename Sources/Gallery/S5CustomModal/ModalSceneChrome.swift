// Shared look of the modal scenes S5 and S6 (not from a seed: the seeds show only the transitions).
import Foundation
import UIKit

/// Builds the presenting screens of S5 and S6: a header in the safe area, a grid of coloured tiles
/// (so the dimming shows), and a wide button above the home indicator.
@MainActor
enum ModalSceneChrome {
    /// Adds a large title and a multi-line explanation below the top safe-area inset.
    static func addHeader(to view: UIView, title: String, subtitle: String) {
        let width = view.bounds.width
        let top = max(view.safeAreaInsets.top, view.window?.safeAreaInsets.top ?? 0, 47)
        let titleLabel = UILabel(frame: CGRect(x: 20, y: top + 12, width: width - 40, height: 41))
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.autoresizingMask = [.flexibleWidth]
        view.addSubview(titleLabel)

        let subtitleLabel = UILabel()
        subtitleLabel.text = subtitle
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0
        let size = subtitleLabel.sizeThatFits(CGSize(width: width - 40, height: .greatestFiniteMagnitude))
        subtitleLabel.frame = CGRect(x: 20, y: titleLabel.frame.maxY + 8, width: width - 40, height: size.height)
        subtitleLabel.autoresizingMask = [.flexibleWidth]
        view.addSubview(subtitleLabel)
    }

    /// Adds a 3 × 3 grid of rounded coloured tiles in the middle of the screen.
    static func addTiles(to view: UIView) {
        let colors: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo,
            .systemPurple, .systemPink,
        ]
        let spacing: CGFloat = 12
        let side = ((view.bounds.width - 40 - 2 * spacing) / 3).rounded(.down)
        let top = (view.bounds.midY - side * 1.5 - spacing + 40).rounded()
        for (index, color) in colors.enumerated() {
            let tile = UIView(
                frame: CGRect(
                    x: 20 + CGFloat(index % 3) * (side + spacing), y: top + CGFloat(index / 3) * (side + spacing),
                    width: side, height: side))
            tile.backgroundColor = color
            tile.layer.cornerRadius = 14
            tile.autoresizingMask = [
                .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
            ]
            view.addSubview(tile)
        }
    }

    /// Sizes and colours a full-width button just above the bottom safe-area inset.
    static func styleBottomButton(_ button: UIButton, title: String, color: UIColor, in view: UIView) {
        let bottom = max(view.safeAreaInsets.bottom, view.window?.safeAreaInsets.bottom ?? 0, 34)
        button.frame = CGRect(
            x: 20, y: view.bounds.height - bottom - 16 - 52, width: view.bounds.width - 40, height: 52)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        button.backgroundColor = color
        button.layer.cornerRadius = 14
        button.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    }
}
