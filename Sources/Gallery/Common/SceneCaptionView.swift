import Foundation
import UIKit

/// The text block at the top of a demo screen: a large title and a few lines saying what the
/// screen shows and what to tap. Not from the seeds; it only explains them on screen.
@MainActor
final class SceneCaptionView: UIView {
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let spacing: CGFloat = 6

    /// Creates a caption in `color` (white on dark screens, black on light ones).
    init(title: String, body: String, color: UIColor) {
        super.init(frame: .zero)
        titleLabel.text = title
        // Dynamic Type: 28 and 16 pt at the default size, scaled as title1 and callout scale.
        titleLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28, weight: .bold))
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = color
        titleLabel.numberOfLines = 0
        addSubview(titleLabel)
        bodyLabel.text = body
        bodyLabel.font = UIFontMetrics(forTextStyle: .callout).scaledFont(for: .systemFont(ofSize: 16))
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.textColor = color.withAlphaComponent(0.85)
        bodyLabel.numberOfLines = 0
        addSubview(bodyLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// A new text size changes the caption's height: the screen lays it out again.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
            superview?.setNeedsLayout()
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = titleLabel.sizeThatFits(CGSize(width: size.width, height: 0))
        let body = bodyLabel.sizeThatFits(CGSize(width: size.width, height: 0))
        return CGSize(width: size.width, height: title.height + spacing + body.height)
    }

    /// Whether the caption and its labels are laid out by constraints (`pin(toTopOf:)`).
    private var usesConstraints = false

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !usesConstraints else { return }
        let width = bounds.width
        let title = titleLabel.sizeThatFits(CGSize(width: width, height: 0))
        titleLabel.frame = CGRect(x: 0, y: 0, width: width, height: title.height)
        let body = bodyLabel.sizeThatFits(CGSize(width: width, height: 0))
        bodyLabel.frame = CGRect(x: 0, y: title.height + spacing, width: width, height: body.height)
    }

    /// Places the caption at the top of `view`'s safe area, 20 pt in from the sides.
    func layOut(atTopOf view: UIView) {
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let width = max(0, safe.width - 40)
        let height = sizeThatFits(CGSize(width: width, height: 0)).height
        frame = CGRect(x: safe.minX + 20, y: safe.minY + 16, width: width, height: height)
    }

    /// Pins the caption with constraints to the top of `view`'s safe area, 16 pt down and 20 pt in
    /// from the sides; its height follows its labels (they wrap at the width the constraints give).
    /// `view` must be the caption's superview. The Auto Layout twin of `layOut(atTopOf:)`.
    func pin(toTopOf view: UIView) {
        usesConstraints = true
        translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
            leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: spacing),
            bodyLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            bodyLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}
