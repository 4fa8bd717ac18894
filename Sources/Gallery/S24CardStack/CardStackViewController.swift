// S24 "Card stack container": a custom container view controller that swaps its child cards with
// UIViewController.transition(from:to:duration:options:animations:completion:).
import Foundation
import UIKit

/// A container of four cards, one on screen at a time. Next and Previous swap the card with the
/// containment calls UIKit asks for — `willMove(toParent: nil)` and `addChild` before,
/// `removeFromParent()` and `didMove(toParent:)` in the completion — and `transition(from:to:…)`,
/// which forwards the appearance calls; the log under the card lists every callback in order. The
/// style button cycles the swap: a flip, a cross-dissolve, or a slide made by the animations block.
@MainActor
final class CardStackViewController: UIViewController {
    /// How a swap looks.
    enum SwapStyle: Int, CaseIterable {
        case flip, crossDissolve, slide

        var title: String {
            switch self {
            case .flip: "Flip"
            case .crossDissolve: "Cross dissolve"
            case .slide: "Slide"
            }
        }
    }

    private(set) var cards: [CardViewController] = []
    private(set) var currentIndex = 0
    private(set) var style = SwapStyle.flip
    /// The callbacks so far, oldest first.
    private(set) var log: [String] = []
    /// Whether a swap is running (the buttons wait for it).
    private(set) var isSwapping = false

    let cardArea = UIView()
    let nextButton = UIButton(type: .system)
    let previousButton = UIButton(type: .system)
    let styleButton = UIButton(type: .system)
    private let logLabel = UILabel()
    private let caption = SceneCaptionView(
        title: "Card stack",
        body: "A custom container: transition(from:to:) swaps its child cards and forwards their appearance calls.",
        color: .label)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Card stack"
        let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink]
        cards = colors.enumerated().map { CardViewController(number: $0.offset + 1, color: $0.element) }
        for card in cards { card.report = { [weak self] line in self?.record(line) } }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(caption)
        view.addSubview(cardArea)
        for (button, title, action) in [
            (previousButton, "‹ Previous", CardStackViewController.showPrevious),
            (nextButton, "Next ›", CardStackViewController.showNext),
            (styleButton, "Style: \(style.title)", CardStackViewController.cycleStyle),
        ] as [(UIButton, String, (CardStackViewController) -> (UIButton) -> Void)] {
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
        logLabel.numberOfLines = 0
        logLabel.font = .systemFont(ofSize: 12)
        logLabel.textColor = .secondaryLabel
        view.addSubview(logLabel)
        // The first card: plain containment, no transition.
        let first = cards[0]
        addChild(first)
        first.view.frame = cardArea.bounds
        first.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cardArea.addSubview(first.view)
        first.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let width = safe.width - 40
        let captionHeight = caption.sizeThatFits(CGSize(width: width, height: 0)).height
        caption.frame = CGRect(x: safe.minX + 20, y: safe.minY + 12, width: width, height: captionHeight)
        let logHeight: CGFloat = 8 * 15
        let buttonsY = safe.maxY - logHeight - 16 - 44
        let cardTop = caption.frame.maxY + 16
        cardArea.frame = CGRect(
            x: safe.minX + 40, y: cardTop, width: safe.width - 80, height: max(120, buttonsY - 12 - cardTop))
        let third = width / 3
        previousButton.frame = CGRect(x: safe.minX + 20, y: buttonsY, width: third, height: 44)
        styleButton.frame = CGRect(x: safe.minX + 20 + third, y: buttonsY, width: third, height: 44)
        nextButton.frame = CGRect(x: safe.minX + 20 + 2 * third, y: buttonsY, width: third, height: 44)
        let logFits = logLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        logLabel.frame = CGRect(x: safe.minX + 20, y: buttonsY + 52, width: width, height: min(logHeight, logFits))
        for child in children where !isSwapping { child.view.frame = cardArea.bounds }
    }

    private func record(_ line: String) {
        log.append(line)
        logLabel.text = log.suffix(8).joined(separator: "\n")
        view.setNeedsLayout()
    }

    func showNext(_ sender: UIButton) { swap(to: (currentIndex + 1) % cards.count, forward: true) }
    func showPrevious(_ sender: UIButton) { swap(to: (currentIndex + cards.count - 1) % cards.count, forward: false) }

    func cycleStyle(_ sender: UIButton) {
        style = SwapStyle(rawValue: (style.rawValue + 1) % SwapStyle.allCases.count) ?? .flip
        styleButton.setTitle("Style: \(style.title)", for: .normal)
    }

    /// Swaps the card on screen for `cards[index]`.
    func swap(to index: Int, forward: Bool) {
        guard !isSwapping, index != currentIndex else { return }
        isSwapping = true
        let from = cards[currentIndex]
        let to = cards[index]
        log.removeAll()
        from.willMove(toParent: nil)
        addChild(to)
        let bounds = cardArea.bounds
        let width = bounds.width + 40
        var options: UIView.AnimationOptions = [.curveEaseInOut]
        switch style {
        case .flip: options.insert(forward ? .transitionFlipFromRight : .transitionFlipFromLeft)
        case .crossDissolve: options.insert(.transitionCrossDissolve)
        case .slide: to.view.frame = bounds.offsetBy(dx: forward ? width : -width, dy: 0)
        }
        if style != .slide { to.view.frame = bounds }
        let slide = style == .slide
        transition(
            from: from, to: to, duration: 0.5, options: options,
            animations: {
                guard slide else { return }
                to.view.frame = bounds
                from.view.frame = bounds.offsetBy(dx: forward ? -width : width, dy: 0)
            },
            completion: { [weak self] _ in
                guard let self else { return }
                from.removeFromParent()
                to.didMove(toParent: self)
                from.view.frame = bounds
                self.currentIndex = index
                self.isSwapping = false
            })
    }
}
