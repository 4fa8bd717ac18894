import Foundation

extension UIView {
    /// The parts of `description` after the address: frame, non-default hidden/alpha/tag, layer.
    var descriptionDetails: String {
        let f = frame
        var parts = [
            "frame = (\(formatNumber(f.minX)) \(formatNumber(f.minY)); \(formatNumber(f.width)) \(formatNumber(f.height)))"
        ]
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(formatNumber(alpha))") }
        if tag != 0 { parts.append("tag = \(tag)") }
        parts.append("layer = \(layer)")
        return parts.joined(separator: "; ")
    }
}
