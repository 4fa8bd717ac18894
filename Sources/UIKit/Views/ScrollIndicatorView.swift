import Foundation

/// One of a scroll view's indicator bars: a thin pill that ignores touches (R266). UIKit's is a
/// private view too, added to the scroll view's subviews the first time it shows.
@MainActor
final class ScrollIndicatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        alpha = 0
        layer.cornerRadius = UIScrollView.indicatorThickness / 2
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        alpha = 0
        layer.cornerRadius = UIScrollView.indicatorThickness / 2
    }
}
