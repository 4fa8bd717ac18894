// Seed 004 (docs/scenes.md) — the "secondVC" the thumbnails present (the herbs app's
// detail screen): the picture full screen with its title and text; a tap dismisses it.
import Foundation
import UIKit

/// S4's detail screen: the picture filling the screen, a dark panel with its title and text, and a
/// tap anywhere to dismiss (a transparent control stands in for the seed's tap gesture).
@MainActor
final class PopDetailViewController: UIViewController {
    /// The picture shown.
    let picture: PopPicture
    /// The big image.
    let imageView = UIImageView()
    /// Covers the screen; a tap dismisses.
    let tapArea = UIControl()

    /// Creates the detail screen of a picture.
    init(picture: PopPicture) {
        self.picture = picture
        super.init(nibName: nil, bundle: nil)
        title = "detail"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        view.backgroundColor = .black

        imageView.image = UIImage(named: picture.imageName)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)

        let bottomInset = max(view.window?.safeAreaInsets.bottom ?? 0, 34)
        let panelHeight: CGFloat = 190
        let panel = UIView(
            frame: CGRect(x: 0, y: bounds.height - panelHeight, width: bounds.width, height: panelHeight))
        panel.backgroundColor = UIColor(white: 0, alpha: 0.55)
        panel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(panel)

        let titleLabel = UILabel(frame: CGRect(x: 20, y: 18, width: bounds.width - 40, height: 34))
        titleLabel.text = picture.title
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.autoresizingMask = [.flexibleWidth]
        panel.addSubview(titleLabel)

        let textLabel = UILabel()
        textLabel.text = picture.text
        textLabel.font = .systemFont(ofSize: 15)
        textLabel.textColor = UIColor(white: 1, alpha: 0.85)
        textLabel.numberOfLines = 0
        let textSize = textLabel.sizeThatFits(CGSize(width: bounds.width - 40, height: .greatestFiniteMagnitude))
        textLabel.frame = CGRect(x: 20, y: titleLabel.frame.maxY + 8, width: bounds.width - 40, height: textSize.height)
        textLabel.autoresizingMask = [.flexibleWidth]
        panel.addSubview(textLabel)

        let hint = UILabel(
            frame: CGRect(x: 20, y: panelHeight - bottomInset - 20, width: bounds.width - 40, height: 18))
        hint.text = "Tap anywhere to close"
        hint.font = .systemFont(ofSize: 13, weight: .semibold)
        hint.textColor = UIColor(white: 1, alpha: 0.6)
        hint.textAlignment = .center
        hint.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        panel.addSubview(hint)

        tapArea.frame = bounds
        tapArea.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tapArea.addTarget(self, action: PopDetailViewController.tapped, for: .touchUpInside)
        view.addSubview(tapArea)
    }

    private func tapped() {
        presentingViewController?.dismiss(animated: true)
    }
}
