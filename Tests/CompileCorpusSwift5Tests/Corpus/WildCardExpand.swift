// A card that expands into a bottom sheet, the way "App Store card" and bottom-sheet libraries do
// it (written for this corpus): a card view built with Auto Layout and stack views, whose details
// row is hidden and revealed inside an animation (the stack view collapses and re-opens it); a
// custom presentation controller that rests the sheet at a fixed height above the bottom with
// rounded top corners and a grabber, animating in with a UIViewPropertyAnimator; attributed text
// with a paragraph style and kerning. It must compile unchanged.
import UIKit

final class TicketCardView: UIView {
    let titleLabel = UILabel()
    let priceLabel = UILabel()
    let detailsLabel = UILabel()
    let iconView = UIImageView(image: UIImage(systemName: "airplane"))
    let contentStack = UIStackView()
    let headerRow = UIStackView()
    var isExpanded = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
        layer.cornerCurve = .continuous
        layer.borderWidth = 1 / UIScreen.main.scale
        layer.borderColor = UIColor.separator.cgColor
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)

        iconView.tintColor = .systemBlue
        iconView.contentMode = .scaleAspectFit
        iconView.setContentHuggingPriority(.required, for: .horizontal)
        iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold)

        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 2
        paragraph.alignment = .natural
        titleLabel.attributedText = NSAttributedString(
            string: "LIS → SFO",
            attributes: [
                .font: UIFont.systemFont(ofSize: 20, weight: .semibold),
                .kern: 0.5,
                .paragraphStyle: paragraph,
                .foregroundColor: UIColor.label,
            ])
        titleLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)

        let price = NSMutableAttributedString(
            string: "€", attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.secondaryLabel])
        price.append(
            NSAttributedString(
                string: "412", attributes: [.font: UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .bold)]))
        priceLabel.attributedText = price
        priceLabel.textAlignment = .right

        detailsLabel.numberOfLines = 0
        detailsLabel.lineBreakMode = .byWordWrapping
        detailsLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailsLabel.textColor = .secondaryLabel
        detailsLabel.text = "Departs 08:40 from terminal 1, one stop in Newark, arrives 17:05 local time."
        detailsLabel.isHidden = true
        detailsLabel.alpha = 0

        headerRow.axis = .horizontal
        headerRow.alignment = .center
        headerRow.spacing = 12
        headerRow.addArrangedSubview(iconView)
        headerRow.addArrangedSubview(titleLabel)
        headerRow.addArrangedSubview(priceLabel)

        contentStack.axis = .vertical
        contentStack.spacing = 12
        contentStack.isLayoutMarginsRelativeArrangement = false
        contentStack.addArrangedSubview(headerRow)
        contentStack.addArrangedSubview(detailsLabel)
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentStack)
        NSLayoutConstraint.activate([
            contentStack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            contentStack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            contentStack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setExpanded(_ expanded: Bool, animated: Bool) {
        isExpanded = expanded
        let changes = {
            self.detailsLabel.isHidden = !expanded
            self.detailsLabel.alpha = expanded ? 1 : 0
            self.superview?.layoutIfNeeded()
        }
        if animated {
            UIView.animate(
                withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0,
                options: [.beginFromCurrentState], animations: changes)
        } else {
            changes()
        }
    }
}

final class TicketListViewController: UIViewController {
    let card = TicketCardView()
    private var cardHeight: NSLayoutConstraint?
    let sheetTransitioning = BottomSheetTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
        let tap = UITapGestureRecognizer(target: self, action: TicketListViewController.cardTapped)
        card.addGestureRecognizer(tap)
    }

    private func cardTapped() {
        card.setExpanded(!card.isExpanded, animated: true)
    }

    func showBoardingSheet() {
        let sheet = BoardingSheetViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheetTransitioning
        present(sheet, animated: true)
    }
}

final class BoardingSheetViewController: UIViewController {
    let grabber = UIView()
    let gateLabel = UILabel()
    let doneButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        gateLabel.text = "Gate 14"
        gateLabel.font = .systemFont(ofSize: 34, weight: .heavy)
        gateLabel.textAlignment = .center
        doneButton.setTitle("Done", for: .normal)
        doneButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        doneButton.addTarget(self, action: BoardingSheetViewController.doneTapped, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [gateLabel, doneButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.distribution = .equalSpacing
        stack.spacing = 16
        for subview in [grabber, stack] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            grabber.topAnchor.constraint(equalTo: view.topAnchor, constant: 6),
            grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        preferredContentSize = CGSize(width: 0, height: 280)
    }

    private func doneTapped() {
        dismiss(animated: true)
    }
}

final class BottomSheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()
    private(set) var animatorsRun = 0

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        let height = presentedViewController.preferredContentSize.height + container.safeAreaInsets.bottom
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.35)
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.addSubview(dimmingView)
        presentedView?.layer.cornerRadius = 20
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.clipsToBounds = true
        presentingViewController.view.tintAdjustmentMode = .dimmed
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func dismissalTransitionWillBegin() {
        presentingViewController.view.tintAdjustmentMode = .automatic
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        // Set in viewDidLoad, the size arrives before the presentation has a container.
        guard containerView != nil, !presentedViewController.isBeingPresented else { return }
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) {
            self.presentedView?.frame = self.frameOfPresentedViewInContainerView
        }
        animatorsRun += 1
        animator.startAnimation()
    }
}

final class BottomSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    private(set) var propertyAnimator: UIViewPropertyAnimator?

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? 0.45 : 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let existing = propertyAnimator { return existing }
        let key: UITransitionContextViewKey = presenting ? .to : .from
        let sheet = transitionContext.view(forKey: key)!
        let controller = transitionContext.viewController(forKey: presenting ? .to : .from)!
        let shown = transitionContext.finalFrame(for: controller)
        let hidden =
            presenting
            ? shown.offsetBy(dx: 0, dy: shown.height)
            : transitionContext.initialFrame(for: controller).offsetBy(dx: 0, dy: sheet.frame.height)
        if presenting {
            transitionContext.containerView.addSubview(sheet)
            sheet.frame = hidden
        }
        let timing = UISpringTimingParameters(mass: 1, stiffness: 300, damping: 32, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext), timingParameters: timing)
        animator.addAnimations {
            sheet.frame = self.presenting ? shown : hidden
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        animator.isUserInteractionEnabled = true
        propertyAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        propertyAnimator = nil
    }
}

final class BottomSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        BottomSheetAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BottomSheetAnimator(presenting: false)
    }
}
