// A matched-geometry push as Hero-style libraries do it (written for this corpus): a grid of photo
// cells in a collection view; tapping one pushes a detail screen whose header image flies from the
// cell's frame to its place, using snapshots positioned with convert(_:to:), an image drawn with
// UIGraphicsImageRenderer, aspect-fill image views, and a property animator with a delayed fade
// of the detail's text. The navigation controller's delegate vends the animator for both ways.
// It must compile unchanged.
import UIKit

enum PhotoArt {
    /// A generated "photo": a two-colour gradient with a circle, drawn once per colour.
    static func image(hue: CGFloat, size: CGSize = CGSize(width: 120, height: 90)) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: size, format: format)
        return renderer.image { context in
            let top = UIColor(hue: hue, saturation: 0.6, brightness: 0.95, alpha: 1)
            let bottom = UIColor(hue: hue, saturation: 0.9, brightness: 0.55, alpha: 1)
            let colors = [top.cgColor, bottom.cgColor] as CFArray
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])
            {
                context.cgContext.drawLinearGradient(
                    gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
            }
            UIColor.white.withAlphaComponent(0.8).setFill()
            UIBezierPath(ovalIn: CGRect(x: size.width * 0.6, y: size.height * 0.2, width: 24, height: 24)).fill()
        }
    }
}

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let imageView = UIImageView()

    required override init(frame: CGRect) {  // porting.md: override init(frame:)
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 8
        imageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}

final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let hues: [CGFloat] = [0.0, 0.1, 0.3, 0.55, 0.7, 0.85]
    private(set) var collectionView: UICollectionView!
    private(set) var selectedIndexPath: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 82)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        hues.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
            as! PhotoCell
        cell.imageView.image = PhotoArt.image(hue: hues[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedIndexPath = indexPath
        let detail = PhotoDetailViewController(image: PhotoArt.image(hue: hues[indexPath.item]))
        navigationController?.pushViewController(detail, animated: true)
    }

    /// The image view the transition flies from or back to.
    func selectedImageView() -> UIImageView? {
        guard let indexPath = selectedIndexPath else { return nil }
        return (collectionView.cellForItem(at: indexPath) as? PhotoCell)?.imageView
    }
}

final class PhotoDetailViewController: UIViewController {
    let headerImageView = UIImageView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    private let textStack = UIStackView()

    init(image: UIImage) {
        super.init(nibName: nil, bundle: nil)
        headerImageView.image = image
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        headerImageView.contentMode = .scaleAspectFill
        headerImageView.clipsToBounds = true
        headerImageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headerImageView)

        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.text = "Sunset over the bay"
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        bodyLabel.text = "Taken on a long walk along the shore, just as the light turned orange and the wind dropped."
        textStack.axis = .vertical
        textStack.spacing = 8
        textStack.addArrangedSubview(titleLabel)
        textStack.addArrangedSubview(bodyLabel)
        textStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textStack)

        NSLayoutConstraint.activate([
            headerImageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            headerImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerImageView.heightAnchor.constraint(equalTo: headerImageView.widthAnchor, multiplier: 3.0 / 4.0),
            textStack.topAnchor.constraint(equalTo: headerImageView.bottomAnchor, constant: 16),
            textStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// The text that fades in after the image has landed.
    var textViews: [UIView] { [textStack] }
}

final class MatchedGeometryAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    private(set) var flyingSnapshot: UIView?
    private(set) var startFrame: CGRect = .zero
    private(set) var endFrame: CGRect = .zero

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let grid = (operation == .push ? fromVC : toVC) as? PhotoGridViewController
        let detail = (operation == .push ? toVC : fromVC) as? PhotoDetailViewController
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        if operation == .push {
            container.addSubview(toVC.view)
        } else {
            container.insertSubview(toVC.view, belowSubview: fromVC.view)
        }
        // Lay the destination out now so its image view has its final frame.
        toVC.view.setNeedsLayout()
        toVC.view.layoutIfNeeded()

        guard let cellImage = grid?.selectedImageView(), let detail = detail,
            let snapshot = (operation == .push ? cellImage : detail.headerImageView)
                .snapshotView(afterScreenUpdates: false)
        else {
            // Nothing to match: cross-fade.
            toVC.view.alpha = 0
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: { toVC.view.alpha = 1 },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            return
        }
        let cellFrame = cellImage.convert(cellImage.bounds, to: container)
        let headerFrame = detail.headerImageView.superview!.convert(detail.headerImageView.frame, to: container)
        startFrame = operation == .push ? cellFrame : headerFrame
        endFrame = operation == .push ? headerFrame : cellFrame
        snapshot.frame = startFrame
        snapshot.layer.cornerRadius = operation == .push ? 8 : 0
        snapshot.clipsToBounds = true
        container.addSubview(snapshot)
        flyingSnapshot = snapshot

        cellImage.isHidden = true
        detail.headerImageView.isHidden = true
        if operation == .push {
            toVC.view.alpha = 0
            detail.textViews.forEach { $0.alpha = 0 }
        }

        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext), dampingRatio: 0.85)
        animator.addAnimations {
            snapshot.frame = self.endFrame
            snapshot.layer.cornerRadius = self.operation == .push ? 0 : 8
            if self.operation == .push {
                toVC.view.alpha = 1
            } else {
                fromVC.view.alpha = 0
            }
        }
        if operation == .push {
            animator.addAnimations({ detail.textViews.forEach { $0.alpha = 1 } }, delayFactor: 0.5)
        }
        animator.addCompletion { _ in
            cellImage.isHidden = false
            detail.headerImageView.isHidden = false
            snapshot.removeFromSuperview()
            fromVC.view.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}

final class MatchedGeometryNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private(set) var lastAnimator: MatchedGeometryAnimator?
    private(set) var shown: [String] = []

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard fromVC is PhotoGridViewController || toVC is PhotoGridViewController else { return nil }
        let animator = MatchedGeometryAnimator(operation: operation)
        lastAnimator = animator
        return animator
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append(String(describing: type(of: viewController)))
    }
}
