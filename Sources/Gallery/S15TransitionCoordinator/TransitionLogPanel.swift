// S15 "Side effects and the coordinator". Not from the seed: the on-screen log that lets a user see
// the order of appearance callbacks and coordinator events, one label per line.
import Foundation
import UIKit

/// A dark panel of stacked labels: a status line, then the most recent log lines, oldest first.
@MainActor
final class TransitionLogPanel: UIView {
    /// How many lines stay on screen.
    static let visibleLines = 16
    /// The height of one line.
    static let lineHeight: CGFloat = 17

    /// Every line logged since the last `clear()`, oldest first (the labels show the tail).
    private(set) var lines: [String] = []
    private let statusLabel = UILabel()
    private var lineLabels: [UILabel] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.08, alpha: 0.88)
        layer.cornerRadius = 12
        isUserInteractionEnabled = false  // touches go through to the screens (and the edge swipe)
        statusLabel.font = .systemFont(ofSize: 14, weight: .semibold)
        statusLabel.textColor = .systemYellow
        addSubview(statusLabel)
        for _ in 0..<Self.visibleLines {
            let label = UILabel()
            label.font = .systemFont(ofSize: 13)
            label.textColor = .white
            addSubview(label)
            lineLabels.append(label)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The status line at the top of the panel.
    var status: String? {
        get { statusLabel.text }
        set { statusLabel.text = newValue }
    }

    /// The texts of the line labels as shown, top to bottom, without the empty ones.
    var shownLines: [String] { lineLabels.compactMap(\.text).filter { !$0.isEmpty } }

    /// Adds a line at the bottom.
    func append(_ line: String) {
        lines.append(line)
        let tail = lines.suffix(Self.visibleLines)
        for (index, label) in lineLabels.enumerated() {
            label.text = index < tail.count ? tail[tail.startIndex + index] : nil
        }
    }

    /// Forgets every line.
    func clear() {
        lines.removeAll()
        for label in lineLabels { label.text = nil }
    }

    /// The panel's height for its lines.
    static var preferredHeight: CGFloat { 16 + 20 + 6 + CGFloat(visibleLines) * lineHeight + 10 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 24
        statusLabel.frame = CGRect(x: 12, y: 12, width: width, height: 20)
        for (index, label) in lineLabels.enumerated() {
            label.frame = CGRect(x: 12, y: 38 + CGFloat(index) * Self.lineHeight, width: width, height: Self.lineHeight)
        }
    }
}

extension TransitionLogPanel {
    /// Pins the panel with anchors `spacing` below `anchor`, 20 pt in from `view`'s safe area, at
    /// its preferred height but never closer than 16 pt to the safe area's bottom (the sheet scenes).
    func pin(in view: UIView, below anchor: NSLayoutYAxisAnchor, spacing: CGFloat) {
        translatesAutoresizingMaskIntoConstraints = false
        let safe = view.safeAreaLayoutGuide
        let preferred = heightAnchor.constraint(equalToConstant: Self.preferredHeight)
        // Just below the labels' compression resistance (750): where the screen is too short for
        // the preferred height (landscape), the panel gives way. At 750 the engine could shrink the
        // labels or the panel alike, and the layout would be ambiguous.
        preferred.priority = UILayoutPriority(UILayoutPriority.defaultHigh.rawValue - 1)
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: anchor, constant: spacing),
            leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor, constant: -16),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 0), preferred,
        ])
    }
}
