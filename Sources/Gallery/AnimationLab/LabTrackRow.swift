import Foundation
import UIKit

/// One row of the animation lab: a caption on the left and a small square that travels along a
/// track from its start to its target, so rows animated with different curves can be compared.
@MainActor
final class LabTrackRow: UIView {
    /// The caption ("easeInOut", "damping 0.4", …).
    let caption = UILabel()
    /// The grey track the square travels along.
    let track = UIView()
    /// The travelling square.
    let mover = UIView()
    /// A tick at the target, for rows whose animation overshoots it (springs).
    private let targetTick = UIView()

    /// Where the target sits along the track: 1 for the track's end; less leaves room for overshoot.
    let targetFraction: CGFloat

    /// Side of the travelling square.
    static let moverSide: CGFloat = 26
    /// Width reserved for the caption.
    static let captionWidth: CGFloat = 118

    /// Creates a row with a caption, the square's colour, and where the target sits along the track.
    init(caption text: String, color: UIColor, targetFraction: CGFloat = 1) {
        self.targetFraction = targetFraction
        super.init(frame: .zero)
        caption.text = text
        caption.font = .systemFont(ofSize: 15)
        caption.textColor = .label
        addSubview(caption)
        track.backgroundColor = .systemGray5
        track.layer.cornerRadius = 2
        addSubview(track)
        targetTick.backgroundColor = .systemGray2
        targetTick.layer.cornerRadius = 1
        targetTick.isHidden = targetFraction >= 1
        addSubview(targetTick)
        mover.backgroundColor = color
        mover.layer.cornerRadius = 6
        mover.bounds = CGRect(x: 0, y: 0, width: Self.moverSide, height: Self.moverSide)
        addSubview(mover)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The square's centre at the start of the run, in the row's coordinates.
    var startCenter: CGPoint {
        CGPoint(x: track.frame.minX + Self.moverSide / 2, y: bounds.midY)
    }

    /// The square's centre at the end of the run (the target), in the row's coordinates.
    var targetCenter: CGPoint {
        let end = track.frame.maxX - Self.moverSide / 2
        return CGPoint(x: startCenter.x + (end - startCenter.x) * targetFraction, y: bounds.midY)
    }

    /// How far along its run the square is on screen: 0 at the start, 1 at the target (more when
    /// a spring overshoots).
    var presentationProgress: CGFloat {
        let x = mover.layer.presentationProperties.position.x
        return (x - startCenter.x) / (targetCenter.x - startCenter.x)
    }

    /// Places the caption, the track and the target tick; the square goes back to the start.
    func layOut(width: CGFloat, height: CGFloat) {
        frame.size = CGSize(width: width, height: height)
        caption.frame = CGRect(x: 16, y: (height - 20) / 2, width: Self.captionWidth - 18, height: 20)
        track.frame = CGRect(x: Self.captionWidth, y: height / 2 - 2, width: width - Self.captionWidth - 16, height: 4)
        targetTick.frame = CGRect(x: targetCenter.x - 1, y: height / 2 - 15, width: 2, height: 30)
        reset()
    }

    /// Stops the square's animations and puts it back at the start without animation.
    func reset() {
        mover.layer.removeAllAnimations()
        UIView.performWithoutAnimation { mover.center = startCenter }
    }

    /// Moves the square to its target (call inside an animation block to animate it).
    func moveToTarget() {
        mover.center = targetCenter
    }
}
