// Shared look of the modal scenes S5 and S6 (not from a seed: the seeds show only the transitions).
import Foundation
import UIKit

/// The presenting screens of S5 and S6: a header in the safe area, coloured tiles (so the dimming
/// shows) and a wide button above the home indicator. Built once; `layOut(in:)` places everything
/// from the view's bounds and safe area, so the screen follows rotation: a 3 × 3 grid in portrait,
/// one row of nine in landscape.
@MainActor
final class ModalSceneChrome {
    /// The large title.
    let titleLabel = UILabel()
    /// The multi-line explanation under the title.
    let subtitleLabel = UILabel()
    /// The nine tiles, row by row.
    let tiles: [UIView]
    /// The wide button at the bottom.
    let button: UIButton
    private let spacing: CGFloat = 12

    /// Adds the header, the tiles and `button` (titled and coloured) to `view`.
    init(in view: UIView, title: String, subtitle: String, button: UIButton, buttonTitle: String, color: UIColor) {
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        view.addSubview(titleLabel)

        subtitleLabel.text = subtitle
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0
        view.addSubview(subtitleLabel)

        let colors: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo,
            .systemPurple, .systemPink,
        ]
        tiles = colors.map { color in
            let tile = UIView()
            tile.backgroundColor = color
            tile.layer.cornerRadius = 14
            view.addSubview(tile)
            return tile
        }

        self.button = button
        button.setTitle(buttonTitle, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        button.backgroundColor = color
        button.layer.cornerRadius = 14
        view.addSubview(button)
        layOut(in: view)
    }

    /// Places the header below the top of the safe area, the button above its bottom, and the
    /// tiles between them, 20 pt in from the safe area's sides.
    func layOut(in view: UIView) {
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let width = max(0, safe.width - 40)
        let x = safe.minX + 20
        // Right under the top inset (the status bar), at least 12 pt from the top without one.
        titleLabel.frame = CGRect(x: x, y: max(safe.minY, 12), width: width, height: 41)
        let subtitle = subtitleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        subtitleLabel.frame = CGRect(x: x, y: titleLabel.frame.maxY + 8, width: width, height: subtitle.height)
        button.frame = CGRect(x: x, y: safe.maxY - 16 - 52, width: width, height: 52)

        let columns = view.bounds.width > view.bounds.height ? tiles.count : 3
        let rows = (tiles.count + columns - 1) / columns
        let space = CGRect(
            x: x, y: subtitleLabel.frame.maxY + 16, width: width,
            height: max(0, button.frame.minY - 16 - subtitleLabel.frame.maxY - 16))
        let widthSide = ((width - CGFloat(columns - 1) * spacing) / CGFloat(columns)).rounded(.down)
        let heightSide = ((space.height - CGFloat(rows - 1) * spacing) / CGFloat(rows)).rounded(.down)
        let side = max(0, min(widthSide, heightSide))
        let gridWidth = CGFloat(columns) * side + CGFloat(columns - 1) * spacing
        let gridHeight = CGFloat(rows) * side + CGFloat(rows - 1) * spacing
        // A grid as wide as the space starts at the margin; a narrower one is centred.
        let left = side == widthSide ? x : (space.midX - gridWidth / 2).rounded()
        // Slightly below the middle of the screen, kept inside the space between header and button.
        let preferredTop = (view.bounds.midY - gridHeight / 2 + 40).rounded()
        let top = min(max(preferredTop, space.minY), max(space.minY, space.maxY - gridHeight))
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(
                x: left + CGFloat(index % columns) * (side + spacing),
                y: top + CGFloat(index / columns) * (side + spacing),
                width: side, height: side)
        }
    }
}
