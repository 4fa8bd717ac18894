import Foundation
import UIKit

/// A presentation controller that puts the presented view in the lower half.
@MainActor
final class HalfPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }
}
