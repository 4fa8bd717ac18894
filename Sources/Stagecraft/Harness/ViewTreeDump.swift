import Foundation
import UIKit

/// Writes a view tree as stable text: one line per view, indented by depth, with its class, frame
/// and whatever differs from the defaults (alpha, transform, hidden, text).
@MainActor
public enum ViewTreeDump {
    /// The dump of `view` and its subviews (model values).
    public static func dump(_ view: UIView) -> String {
        var lines: [String] = []
        write(view, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ view: UIView, depth: Int, into lines: inout [String]) {
        var parts = [String(describing: type(of: view)), "frame=" + format(view.frame)]
        if view.alpha != 1 { parts.append("alpha=" + number(view.alpha)) }
        let t = view.layer.transform
        if !CATransform3DIsIdentity(t) {
            if t.isAffine {
                let a = view.transform
                parts.append("transform=[\([a.a, a.b, a.c, a.d, a.tx, a.ty].map(number).joined(separator: " "))]")
            } else {
                parts.append("transform3D=[\(t.rowMajor.map(number).joined(separator: " "))]")
            }
        }
        if view.isHidden { parts.append("hidden") }
        if view.tag != 0 { parts.append("tag=\(view.tag)") }
        if let label = view as? UILabel, let text = label.text { parts.append("text=" + quote(text)) }
        if let button = view as? UIButton, let title = button.currentTitle { parts.append("title=" + quote(title)) }
        if let imageView = view as? UIImageView, let image = imageView.image {
            parts.append("image=" + quote(image.description))
        }
        lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
        // A button's title label is part of the button's own line.
        for subview in view.subviews where !(view is UIButton && subview === (view as? UIButton)?.titleLabel) {
            write(subview, depth: depth + 1, into: &lines)
        }
    }

    static func format(_ r: CGRect) -> String {
        "(\(number(r.minX)) \(number(r.minY)); \(number(r.width)) \(number(r.height)))"
    }

    static func number(_ v: CGFloat) -> String {
        if v.isNaN { return "nan" }
        var rounded = (v * 100).rounded() / 100
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        if !rounded.isFinite || abs(rounded) >= 1e15 { return String(Double(rounded)) }
        var s = String(format: "%.2f", Double(rounded))
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    static func quote(_ s: String) -> String {
        "\""
            + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
