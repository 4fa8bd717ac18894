// S18 "Interruptible push/pop" (beyond the seeds): the grab pan begins only while a push or pop runs.
import Foundation
import UIKit

extension InterruptibleNavigationController: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer !== grabGesture || canGrab
    }
}
