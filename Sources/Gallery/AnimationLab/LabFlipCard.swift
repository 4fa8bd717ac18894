import Foundation
import UIKit

/// A two-faced card that flips about its vertical axis in perspective (`m34 = −1/500`).
///
/// Each face is its own view with `isDoubleSided = false` and turns about its own centre; the back
/// starts half a turn behind the front (−π), so only the face turned towards the viewer is drawn.
/// The turn is a Core Animation `transform.rotation.y` animation, the usual way to flip a layer:
/// the angle interpolates as a number, so both faces turn the same way, through 90° together.
@MainActor
final class LabFlipCard: UIView {
    /// The face shown before the flip.
    let front = UIView()
    /// The face shown after the flip.
    let back = UIView()

    /// The perspective of the flip: the eye 500 pt in front of the card.
    static let perspective: CGFloat = -1.0 / 500

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure(front, text: "Front", color: .systemBlue)
        configure(back, text: "Back", color: .systemOrange)
        reset()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configure(_ face: UIView, text: String, color: UIColor) {
        face.frame = bounds
        face.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        face.backgroundColor = color
        face.layer.cornerRadius = 12
        face.layer.isDoubleSided = false
        let label = UILabel(frame: face.bounds)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.text = text
        label.font = .systemFont(ofSize: 22, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        face.addSubview(label)
        addSubview(face)
    }

    /// The perspective transform turned by `angle` radians about the Y axis.
    static func turned(_ angle: CGFloat) -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = perspective
        return CATransform3DRotate(transform, angle, 0, 1, 0)
    }

    /// Stops the flip and shows the front, without animation.
    func reset() {
        front.layer.removeAllAnimations()
        back.layer.removeAllAnimations()
        UIView.performWithoutAnimation {
            front.layer.transform = Self.turned(0)
            back.layer.transform = Self.turned(-.pi)
        }
    }

    /// Flips to the back over `duration` seconds with `timing`.
    func flip(duration: TimeInterval, timing: CAMediaTimingFunction) {
        turn(front, from: 0, to: .pi, duration: duration, timing: timing)
        turn(back, from: -.pi, to: 0, duration: duration, timing: timing)
    }

    /// Sets the face's final angle as its model value, then animates the angle from `from`.
    private func turn(
        _ face: UIView, from: CGFloat, to: CGFloat, duration: TimeInterval, timing: CAMediaTimingFunction
    ) {
        UIView.performWithoutAnimation { face.layer.transform = Self.turned(to) }
        let animation = CABasicAnimation(keyPath: "transform.rotation.y")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.timingFunction = timing
        face.layer.add(animation, forKey: "flip")
    }
}
