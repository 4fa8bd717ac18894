import Foundation
import UIKit

/// The animation lab: every timing UIKit offers, side by side over the same duration — the four
/// UIView curves, three springs (damping 0.4, 0.6, 1.0, velocity 0) and a 3-D perspective flip.
/// The run starts when the scene appears; a tap anywhere replays it.
@MainActor
final class AnimationLabViewController: UIViewController {
    /// How long every animation of the lab lasts.
    static let duration: TimeInterval = 1.0

    /// The UIView curves, in display order, with their captions.
    static let curves: [(caption: String, option: UIView.AnimationOptions, color: UIColor)] = [
        ("easeInOut", .curveEaseInOut, .systemBlue),
        ("easeIn", .curveEaseIn, .systemGreen),
        ("easeOut", .curveEaseOut, .systemPurple),
        ("linear", .curveLinear, .systemGray),
    ]

    /// The spring damping ratios, in display order.
    static let dampings: [CGFloat] = [0.4, 0.6, 1.0]

    /// Where a spring's target sits along its track: the rest is room for the overshoot.
    static let springTargetFraction: CGFloat = 0.7

    /// One row per curve, in `curves` order.
    let curveRows: [LabTrackRow]
    /// One row per spring, in `dampings` order.
    let springRows: [LabTrackRow]
    /// The flipping card.
    let flipCard = LabFlipCard(frame: CGRect(x: 0, y: 0, width: 150, height: 96))
    /// A transparent control over the whole screen: a tap anywhere replays.
    let replayControl = UIControl()

    /// The media time at which the last run started (nil before the first).
    private(set) var runStartTime: CFTimeInterval?

    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let footerLabel = UILabel()
    private let flipCaption = UILabel()
    private var sections: [(header: UILabel, card: UIView)] = []
    private var laidOutFor: (size: CGSize, insets: UIEdgeInsets)?

    init() {
        curveRows = Self.curves.map { LabTrackRow(caption: $0.caption, color: $0.color) }
        springRows = Self.dampings.map { damping in
            LabTrackRow(
                caption: "damping \(String(format: "%.1f", Double(damping)))", color: .systemOrange,
                targetFraction: Self.springTargetFraction)
        }
        super.init(nibName: nil, bundle: nil)
        title = "Animation lab"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        titleLabel.text = "Animation lab"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        view.addSubview(titleLabel)
        subtitleLabel.text = "Each lasts 1.0 s · tap anywhere to replay"
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        view.addSubview(subtitleLabel)

        addSection("UIVIEW CURVES", rows: curveRows)
        addSection("SPRINGS · VELOCITY 0", rows: springRows)
        let flipSection = addSection("3D FLIP · M34 = −1/500", rows: [])
        flipSection.addSubview(flipCard)
        flipCaption.text = "rotation about Y, isDoubleSided = false"
        flipCaption.font = .systemFont(ofSize: 13)
        flipCaption.textColor = .secondaryLabel
        flipCaption.textAlignment = .center
        flipSection.addSubview(flipCaption)

        footerLabel.text = "Ctrl+T slow ×10 · Space pause · . step one frame"
        footerLabel.font = .systemFont(ofSize: 13)
        footerLabel.textColor = .secondaryLabel
        footerLabel.textAlignment = .center
        view.addSubview(footerLabel)

        replayControl.addAction(UIAction { [weak self] _ in self?.replay() }, for: .touchUpInside)
        view.addSubview(replayControl)
    }

    /// Adds a section header and a white rounded card holding `rows`; returns the card.
    @discardableResult
    private func addSection(_ title: String, rows: [LabTrackRow]) -> UIView {
        let header = UILabel()
        header.text = title
        header.font = .systemFont(ofSize: 13)
        header.textColor = .secondaryLabel
        view.addSubview(header)
        let card = UIView()
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        for row in rows { card.addSubview(row) }
        view.addSubview(card)
        sections.append((header, card))
        return card
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        let insets = view.safeAreaInsets
        if let laidOutFor, laidOutFor.size == size, laidOutFor.insets == insets { return }
        laidOutFor = (size, insets)
        layOut(size: size, insets: insets)
        // A new size moves the tracks: start the run again on them.
        if runStartTime != nil { replay() }
    }

    /// Places everything inside the safe area (frames, from the safe-area insets).
    private func layOut(size: CGSize, insets: UIEdgeInsets) {
        let margin: CGFloat = 16
        let left = insets.left + margin
        let width = size.width - insets.left - insets.right - 2 * margin
        let rowHeight: CGFloat = 44
        var y = insets.top + 10
        titleLabel.frame = CGRect(x: left + 4, y: y, width: width - 4, height: 34)
        y = titleLabel.frame.maxY + 2
        subtitleLabel.frame = CGRect(x: left + 4, y: y, width: width - 4, height: 20)
        y = subtitleLabel.frame.maxY + 16

        let cardHeights = [
            rowHeight * CGFloat(curveRows.count) + 12, rowHeight * CGFloat(springRows.count) + 12, 160,
        ]
        let rowsBySection = [curveRows, springRows, []]
        // Stacked in portrait; side by side in landscape, where the stack would not fit the height.
        let columns = size.width > size.height ? sections.count : 1
        let gap: CGFloat = 16
        let columnWidth = ((width - gap * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
        let sectionsTop = y
        for (index, section) in sections.enumerated() {
            let x = left + CGFloat(index % columns) * (columnWidth + gap)
            if columns > 1 { y = sectionsTop }
            section.header.frame = CGRect(x: x + 16, y: y, width: columnWidth - 16, height: 18)
            y = section.header.frame.maxY + 6
            section.card.frame = CGRect(x: x, y: y, width: columnWidth, height: cardHeights[index])
            for (rowIndex, row) in rowsBySection[index].enumerated() {
                row.frame.origin = CGPoint(x: 0, y: 6 + rowHeight * CGFloat(rowIndex))
                row.layOut(width: columnWidth, height: rowHeight)
            }
            y = section.card.frame.maxY + 18
        }
        let flipSection = sections[2].card
        flipCard.center = CGPoint(x: flipSection.bounds.midX, y: 16 + flipCard.bounds.height / 2)
        flipCard.reset()
        flipCaption.frame = CGRect(x: 12, y: flipCard.frame.maxY + 14, width: flipSection.bounds.width - 24, height: 18)

        footerLabel.frame = CGRect(x: left, y: size.height - insets.bottom - 26, width: width, height: 18)
        replayControl.frame = CGRect(origin: .zero, size: size)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        replay()
    }

    /// Puts everything back at the start and runs every animation again, all starting now.
    func replay() {
        for row in curveRows + springRows { row.reset() }
        flipCard.reset()
        let duration = Self.duration
        for (row, curve) in zip(curveRows, Self.curves) {
            UIView.animate(withDuration: duration, delay: 0, options: curve.option) { row.moveToTarget() }
        }
        for (row, damping) in zip(springRows, Self.dampings) {
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0, options: []
            ) { row.moveToTarget() }
        }
        flipCard.flip(duration: duration, timing: CAMediaTimingFunction(name: .easeInEaseOut))
        runStartTime = CACurrentMediaTime()
    }
}
