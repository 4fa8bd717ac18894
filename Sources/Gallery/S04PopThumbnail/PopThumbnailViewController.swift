// Seed 004 (docs/scenes.md) — the first screen ("ViewController"): `let transition =
// PopAnimator()`, `selectedImage`, `secondVC.transitioningDelegate = self`, and in viewDidLoad the
// `transition.dismissCompletion` block. Its delegate methods are in
// PopThumbnailViewController+UIViewControllerTransitioningDelegate.swift.
import Foundation
import UIKit

/// S4's first screen: the background image and a row of five thumbnails near the bottom; tapping
/// one presents its detail screen with `PopAnimator`. Rotating the device runs the seed's
/// "Orientation" part: `viewWillTransition(to:with:)` animates `bgImage.alpha` and
/// `positionListItems()` alongside the rotation.
@MainActor
final class PopThumbnailViewController: UIViewController {
    /// The animator, kept for both directions.
    let transition = PopAnimator()
    /// The thumbnail that was tapped last.
    var selectedImage: UIImageView?
    /// The background picture.
    let bgImage = UIImageView()
    /// The strip holding the thumbnails.
    let listView = UIView()
    /// The thumbnails, in order.
    private(set) var thumbnails: [UIImageView] = []
    private let pictures = PopPicture.all
    private let titleLabel = UILabel()
    private let subtitle = UILabel()
    private let hint = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "S4"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        view.backgroundColor = .black

        bgImage.image = UIImage(named: "background")
        bgImage.contentMode = .scaleAspectFill
        bgImage.clipsToBounds = true
        bgImage.frame = bounds
        bgImage.alpha = 0.55  // the seed's portrait value (0.25 in landscape)
        bgImage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(bgImage)

        titleLabel.text = "Pop thumbnail"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .white
        view.addSubview(titleLabel)

        subtitle.text =
            "Seed 004, PopAnimator. The detail screen grows out of the tapped thumbnail by a scale transform and a centre move (spring, damping 0.4, 1 s) and shrinks back into it."
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.textColor = UIColor(white: 1, alpha: 0.75)
        subtitle.numberOfLines = 0
        view.addSubview(subtitle)

        let bottom = max(view.window?.safeAreaInsets.bottom ?? 0, 34)
        let listHeight: CGFloat = 120
        listView.frame = CGRect(
            x: 0, y: bounds.height - bottom - 16 - listHeight, width: bounds.width, height: listHeight)
        listView.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(listView)

        hint.text = "Tap a picture"
        hint.font = .systemFont(ofSize: 15, weight: .semibold)
        hint.textColor = .white
        view.addSubview(hint)
        layOutText()

        for (index, picture) in pictures.enumerated() {
            let imageView = UIImageView(image: UIImage(named: picture.imageName))
            imageView.tag = index
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.layer.cornerRadius = 10
            // A transparent control over the picture stands in for the seed's tap gesture.
            imageView.isUserInteractionEnabled = true
            let tapArea = UIControl(frame: imageView.bounds)
            tapArea.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tapArea.addAction(
                UIAction { [weak self, weak imageView] _ in
                    guard let self, let imageView else { return }
                    self.didTapImageView(imageView)
                }, for: .touchUpInside)
            imageView.addSubview(tapArea)
            listView.addSubview(imageView)
            thumbnails.append(imageView)
        }
        positionListItems()

        transition.dismissCompletion = { [weak self] in
            self?.selectedImage!.isHidden = false
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutText()
    }

    /// Places the title and explanation under the top of the safe area and the hint above the
    /// row, 20 pt in from the safe area's sides (clear of the sensor housing in landscape). Not from
    /// the seed, which has no text.
    private func layOutText() {
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let x = safe.minX + 20
        let width = max(0, safe.width - 40)
        titleLabel.frame = CGRect(x: x, y: max(safe.minY, 12), width: width, height: 41)
        let size = subtitle.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        subtitle.frame = CGRect(x: x, y: titleLabel.frame.maxY + 8, width: width, height: size.height)
        hint.frame = CGRect(x: x, y: listView.frame.minY - 4, width: width, height: 20)
    }

    /// A dark screen: white status bar.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    // Seed 004, "Orientation动画": re-lay the row and dim the background alongside the rotation.
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(
            alongsideTransition: { (context) in
                self.bgImage.alpha = (size.width > size.height) ? 0.25 : 0.55
                self.positionListItems()  // 重新布局
            }, completion: nil)
    }

    /// Lays the thumbnails out in one row across the strip (the seed's `positionListItems()`, also
    /// the re-layout the rotation animates).
    func positionListItems() {
        let count = CGFloat(thumbnails.count)
        let margin: CGFloat = 16
        let spacing: CGFloat = 8
        let itemHeight = listView.bounds.height - 24
        let itemWidth = min(
            ((listView.bounds.width - 2 * margin - spacing * (count - 1)) / count).rounded(.down),
            (itemHeight * 3 / 4).rounded())
        let rowWidth = itemWidth * count + spacing * (count - 1)
        let x0 = ((listView.bounds.width - rowWidth) / 2).rounded()
        let height = (itemWidth * 4 / 3).rounded()
        for (index, imageView) in thumbnails.enumerated() {
            imageView.frame = CGRect(
                x: x0 + CGFloat(index) * (itemWidth + spacing), y: listView.bounds.height - height, width: itemWidth,
                height: height)
        }
    }

    /// Presents the detail screen of a thumbnail.
    func didTapImageView(_ imageView: UIImageView) {
        selectedImage = imageView
        let secondVC = PopDetailViewController(picture: pictures[imageView.tag])
        secondVC.transitioningDelegate = self
        // The seed predates iOS 13, whose default (.automatic) is a sheet (R130): full screen, as ported code says.
        secondVC.modalPresentationStyle = .fullScreen
        present(secondVC, animated: true)
    }
}
