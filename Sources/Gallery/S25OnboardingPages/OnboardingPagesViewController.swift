// S25 "Onboarding pages" (beyond the seeds): a UIPageViewController in the scroll style, the way
// onboarding screens are written — pages from a data source, a swipe between them with the pages
// 16 pt apart, and a Next button that turns the page programmatically.
import Foundation
import UIKit

/// The book: three pages, swiped or turned with Next; the last page's button starts over.
@MainActor
final class OnboardingPagesViewController: UIPageViewController, UIPageViewControllerDataSource {
    private lazy var pages: [OnboardingPageViewController] = [
        OnboardingPageViewController(
            index: 0, title: "Swipe", color: UIColor(rgb: 0x5856D6),
            body:
                "Drag the page sideways: the next one comes in beside it, 16 pt apart. Let go past halfway, or flick, and it turns; otherwise it goes back."
        ),
        OnboardingPageViewController(
            index: 1, title: "Appearance", color: UIColor(rgb: 0x34C759),
            body:
                "The page coming in gets viewWillAppear as soon as it shows, the one leaving viewWillDisappear; a drag that goes back reverses both."
        ),
        OnboardingPageViewController(
            index: 2, title: "The edges", color: UIColor(rgb: 0xFF9500),
            body:
                "There is no page after this one: drag on and the page resists like a scroll view's content, then springs back."
        ),
    ]

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 16])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        dataSource = self
        for page in pages {
            // The page is passed in, not captured: a closure the page holds must not hold the page.
            page.onNext = { [weak self] page in self?.turn(after: page) }
        }
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    /// Next: the following page, or back to the first from the last.
    private func turn(after page: OnboardingPageViewController) {
        if page.index + 1 < pages.count {
            setViewControllers([pages[page.index + 1]], direction: .forward, animated: true)
        } else {
            setViewControllers([pages[0]], direction: .reverse, animated: true)
        }
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? OnboardingPageViewController, page.index > 0 else { return nil }
        return pages[page.index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? OnboardingPageViewController, page.index + 1 < pages.count else {
            return nil
        }
        return pages[page.index + 1]
    }
}

/// One page: a colour, a caption, the page number and a Next button, laid out with anchors.
@MainActor
final class OnboardingPageViewController: UIViewController {
    let index: Int
    var onNext: ((OnboardingPageViewController) -> Void)?
    private let color: UIColor
    private let caption: SceneCaptionView
    private let numberLabel = UILabel()
    private let nextButton = UIButton(type: .system)

    init(index: Int, title: String, color: UIColor, body: String) {
        self.index = index
        self.color = color
        caption = SceneCaptionView(title: title, body: body, color: .white)
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.addSubview(caption)
        caption.pin(toTopOf: view)

        numberLabel.text = "\(index + 1) of 3"
        numberLabel.font = .systemFont(ofSize: 64, weight: .bold)
        numberLabel.textColor = UIColor(white: 1, alpha: 0.9)
        numberLabel.textAlignment = .center
        numberLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(numberLabel)

        nextButton.setTitle(index == 2 ? "Start over" : "Next", for: .normal)
        nextButton.setTitleColor(color, for: .normal)
        nextButton.titleLabel?.font = .systemFont(ofSize: 18, weight: .semibold)
        nextButton.backgroundColor = .white
        nextButton.layer.cornerRadius = 14
        nextButton.addTarget(self, action: OnboardingPageViewController.nextTapped, for: .touchUpInside)
        nextButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nextButton)

        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            numberLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            numberLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: 40),
            nextButton.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 24),
            nextButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -24),
            nextButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -24),
            nextButton.heightAnchor.constraint(equalToConstant: 52),
        ])
    }

    private func nextTapped() { onNext?(self) }
}
