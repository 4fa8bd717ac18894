// Key-value observation of a scroll view, the way stretchy headers and pull-to-dismiss screens do
// it: the handler lays the header out for every offset, and a pull past a threshold plays a tick.
import UIKit

/// A scrolling screen whose header stretches when pulled down and fades as it scrolls away.
final class StretchyHeaderViewController: UIViewController {
    let scrollView = UIScrollView()
    let headerView = UIView()
    let headerHeight: CGFloat = 240

    /// How far past the header's height a pull must go to count as "pull to dismiss".
    var dismissThreshold: CGFloat = 100
    /// Whether the user pulled past the threshold.
    private(set) var pulledToDismiss = false

    private var offsetObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.alwaysBounceVertical = true
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInset = UIEdgeInsets(top: headerHeight, left: 0, bottom: 0, right: 0)
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 1600)
        view.addSubview(scrollView)

        headerView.backgroundColor = .systemOrange
        view.addSubview(headerView)

        offsetObservation = scrollView.observe(\.contentOffset, options: [.initial, .new]) {
            [weak self] scrollView, change in
            guard let self, let offset = change.newValue else { return }
            self.layoutHeader(for: offset)
            let pull = -offset.y - self.headerHeight
            if scrollView.isDragging, pull > self.dismissThreshold, !self.pulledToDismiss {
                self.pulledToDismiss = true
                UISelectionFeedbackGenerator().selectionChanged()
            }
        }
        scrollView.contentOffset = CGPoint(x: 0, y: -headerHeight)
    }

    private func layoutHeader(for offset: CGPoint) {
        let visibleHeight = max(-offset.y, 0)
        headerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: visibleHeight)
        headerView.alpha = min(1, visibleHeight / headerHeight)
    }

    deinit {
        offsetObservation?.invalidate()
    }
}
