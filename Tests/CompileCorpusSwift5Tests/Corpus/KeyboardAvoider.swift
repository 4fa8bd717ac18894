// A helper class as Swift 5 apps write them: not isolated, it keeps a view controller and moves its
// view (compiles because UIKit's main-actor API is `@preconcurrency`, as Apple's SDK imports it).
import UIKit

/// Lifts a controller's view above the keyboard and puts it back.
final class KeyboardAvoider {
    private weak var controller: UIViewController?
    private var restingY: CGFloat = 0

    init(controller: UIViewController) {
        self.controller = controller
    }

    /// The keyboard will cover `height` points at the bottom.
    func keyboardWillShow(height: CGFloat) {
        guard let view = controller?.view else { return }
        restingY = view.frame.origin.y
        view.frame.origin.y = restingY - height
    }

    /// The keyboard will go away.
    func keyboardWillHide() {
        controller?.view.frame.origin.y = restingY
    }
}

/// A free function building a view, as apps keep in a "Views+Factory.swift".
func makeRoundedCard(color: UIColor, side: CGFloat) -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    card.backgroundColor = color
    card.layer.cornerRadius = side / 8
    return card
}
