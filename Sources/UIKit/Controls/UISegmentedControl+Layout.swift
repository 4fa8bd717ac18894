import Foundation

/// Where a segmented control's segments and highlight go (R253).
extension UISegmentedControl {
    /// The natural width of a segment's content plus padding.
    func naturalWidth(of index: Int) -> CGFloat {
        let view = segmentViews.indices.contains(index) ? segmentViews[index] : makeSegmentView(index)
        if let label = view as? UILabel {
            label.font = font(forSelected: true)
            let width = label.sizeThatFits(.zero).width
            label.font = font(forSelected: index == selectedIndex)
            return ceil(width) + 2 * Self.segmentPadding
        }
        return (view.intrinsicContentSize.width) + 2 * Self.segmentPadding
    }

    /// The segments' frames across `bounds`: fixed widths kept, the rest sharing what is left equally
    /// (or by content when `apportionsSegmentWidthsByContent`).
    func segmentFrames(in bounds: CGRect) -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let left = max(0, bounds.width - fixed)
        var widths = segments.map(\.width)
        if apportionsSegmentWidthsByContent {
            let natural = automatic.map { naturalWidth(of: $0) }
            let total = natural.reduce(0, +)
            for (i, index) in automatic.enumerated() {
                widths[index] = total > 0 ? left * natural[i] / total : 0
            }
        } else {
            for index in automatic { widths[index] = left / CGFloat(automatic.count) }
        }
        var x = bounds.minX
        return widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The highlight's frame over a segment.
    func selectionFrame(for index: Int) -> CGRect {
        let frames = segmentFrames(in: bounds)
        guard frames.indices.contains(index) else { return .zero }
        return frames[index].insetBy(dx: Self.selectionInset, dy: Self.selectionInset)
    }

    /// The segment under a point in the control's coordinates (the nearest end one beyond the edges).
    func segmentIndex(at point: CGPoint) -> Int {
        let frames = segmentFrames(in: bounds)
        guard let first = frames.first, let last = frames.last else { return Self.noSegment }
        if point.x < first.minX { return 0 }
        if point.x >= last.maxX { return frames.count - 1 }
        return frames.firstIndex { $0.minX <= point.x && point.x < $0.maxX } ?? Self.noSegment
    }
}
