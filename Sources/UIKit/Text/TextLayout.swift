import Foundation

/// One laid-out line of text, in the coordinates of the text's bounds.
public struct TextLine: Equatable, Sendable {
    public var text: String
    /// Left edge of the line.
    public var x: CGFloat
    /// Top of the line box.
    public var y: CGFloat
    public var width: CGFloat
    public var height: CGFloat
}

/// Breaks text into lines for a width, with the installed `TextMetrics`: the one layout both
/// `sizeThatFits` and the renderer use.
@preconcurrency @MainActor
public enum TextLayout {
    /// Lines of `content` broken to `width` (nil: unlimited), truncated to `numberOfLines`.
    public static func lines(for content: TextContent, width: CGFloat?) -> [String] {
        let metrics = TextMetrics.current
        let measure = { (s: String) in metrics.width(of: s, font: content.font) }
        var result: [String] = []
        for paragraph in content.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard let width, width > 0, content.numberOfLines != 1 else {
                result.append(paragraph)
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let candidate = line.isEmpty ? word : line + " " + word
                if measure(candidate) <= width || line.isEmpty {
                    line = candidate
                } else {
                    result.append(line)
                    line = word
                }
            }
            result.append(line)
        }
        if content.numberOfLines > 0 && result.count > content.numberOfLines {
            var kept = Array(result.prefix(content.numberOfLines))
            kept[kept.count - 1] += "…"
            result = kept
        }
        if let width, width > 0 {
            result = result.map { truncate($0, to: width, measure: measure, mode: content.lineBreakMode) }
        }
        return result
    }

    /// Shortens a line with a trailing ellipsis until it fits `width`.
    static func truncate(_ line: String, to width: CGFloat, measure: (String) -> CGFloat, mode: NSLineBreakMode)
        -> String
    {
        guard measure(line) > width, mode == .byTruncatingTail || mode == .byWordWrapping else { return line }
        var chars = Array(line.hasSuffix("…") ? String(line.dropLast()) : line)
        while !chars.isEmpty && measure(String(chars) + "…") > width { chars.removeLast() }
        return String(chars) + "…"
    }

    /// The size the text needs for a width (nil: unlimited), rounded up like UIKit.
    public static func size(of content: TextContent, width: CGFloat?) -> CGSize {
        let lines = lines(for: content, width: width)
        let metrics = TextMetrics.current
        let widest = lines.map { metrics.width(of: $0, font: content.font) }.max() ?? 0
        let height = CGFloat(lines.count) * metrics.lineMetrics(for: content.font).lineHeight
        return CGSize(width: widest.rounded(.up), height: content.text.isEmpty ? 0 : height.rounded(.up))
    }

    /// `content` with the font it is drawn with in `bounds`: for a label that adjusts its font size
    /// (R208), the largest size down to its minimum scale at which the text fits — one line within
    /// the width, or all its lines within the bounds without truncation; the font unchanged otherwise
    /// (and below the minimum, which then truncates).
    public static func fitted(_ content: TextContent, in bounds: CGRect) -> TextContent {
        guard let factor = content.minimumScaleFactor, factor > 0, factor < 1, !content.text.isEmpty,
            bounds.width > 0
        else { return content }
        let full = content.font.pointSize
        func fits(_ size: CGFloat) -> Bool {
            var trial = content
            trial.font = content.font.withSize(size)
            trial.minimumScaleFactor = nil
            let metrics = TextMetrics.current
            if content.numberOfLines == 1 {
                return content.text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy {
                    metrics.width(of: String($0), font: trial.font) <= bounds.width
                }
            }
            let unlimited = lines(
                for: {
                    var c = trial
                    c.numberOfLines = 0
                    return c
                }(), width: bounds.width)
            guard content.numberOfLines == 0 || unlimited.count <= content.numberOfLines else { return false }
            let fitsWidth = unlimited.allSatisfy { metrics.width(of: $0, font: trial.font) <= bounds.width }
            let height = CGFloat(unlimited.count) * metrics.lineMetrics(for: trial.font).lineHeight
            return fitsWidth && height <= bounds.height
        }
        guard !fits(full) else { return content }
        let smallest = full * factor
        var result = content
        guard fits(smallest) else {
            result.font = content.font.withSize(smallest)
            return result
        }
        // The largest fitting size, to a hundredth of a point.
        var (low, high) = (smallest, full)
        while high - low > 0.01 {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        result.font = content.font.withSize(low)
        return result
    }

    /// Lines positioned in `bounds`: centred vertically (as UILabel draws) and aligned horizontally.
    public static func layout(_ content: TextContent, in bounds: CGRect) -> [TextLine] {
        let metrics = TextMetrics.current
        let lineHeight = metrics.lineMetrics(for: content.font).lineHeight
        let strings = lines(for: content, width: bounds.width)
        let total = CGFloat(strings.count) * lineHeight
        var y = content.isTopAligned ? bounds.minY : bounds.minY + ((bounds.height - total) / 2)
        var result: [TextLine] = []
        for s in strings {
            let w = metrics.width(of: s, font: content.font)
            let x: CGFloat
            switch content.alignment {
            case .center: x = bounds.minX + (bounds.width - w) / 2
            case .right: x = bounds.maxX - w
            default: x = bounds.minX
            }
            result.append(TextLine(text: s, x: x, y: y, width: w, height: lineHeight))
            y += lineHeight
        }
        return result
    }
}
