import Foundation
import UIKit

/// Finds what `tap "Title"` and `expect view "Title"` name: a visible `UIButton` whose
/// `currentTitle` matches or a visible `UILabel` whose text matches, searching the window's tree
/// front to back (the last subview first, a view's subviews before the view itself).
@MainActor
enum ScriptViewFinder {
    /// The front-most visible button or label titled `title` in `window`, or nil.
    static func find(_ title: String, in window: UIWindow) -> UIView? {
        search(window, title: title, screen: window.bounds)
    }

    /// Whether a view shows at all: not hidden, not transparent, anywhere up to the window, and
    /// with some of its frame on the screen. (Being covered by an opaque sibling is not checked.)
    static func isVisible(_ view: UIView, in window: UIWindow) -> Bool {
        var current: UIView? = view
        while let v = current {
            if v.isHidden || v.alpha < 0.01 { return false }
            if v === window { break }
            current = v.superview
        }
        guard view.window === window else { return false }
        let frame = view.convert(view.bounds, to: nil)
        return frame.width > 0 && frame.height > 0 && frame.intersects(window.bounds)
    }

    private static func search(_ view: UIView, title: String, screen: CGRect) -> UIView? {
        if view.isHidden || view.alpha < 0.01 { return nil }
        // A button's title label belongs to the button: the button is what matches.
        for subview in view.subviews.reversed() where !(subview === (view as? UIButton)?.titleLabel) {
            if let found = search(subview, title: title, screen: screen) { return found }
        }
        let matches: Bool
        if let button = view as? UIButton {
            matches = button.currentTitle == title
        } else if let label = view as? UILabel {
            matches = label.text == title
        } else {
            matches = false
        }
        guard matches else { return nil }
        let frame = view.convert(view.bounds, to: nil)
        return frame.width > 0 && frame.height > 0 && frame.intersects(screen) ? view : nil
    }

    /// How to name a found view in messages: `UIButton "present" at (x y; w h)`.
    static func describe(_ view: UIView) -> String {
        let frame = view.convert(view.bounds, to: nil)
        let title = (view as? UIButton)?.currentTitle ?? (view as? UILabel)?.text ?? ""
        return "\(type(of: view)) \(ViewTreeDump.quote(title)) at \(ViewTreeDump.format(frame))"
    }
}
