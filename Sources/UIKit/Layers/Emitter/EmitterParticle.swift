import Foundation

/// One live particle of an emitter layer at some moment (R288), in the layer's coordinates.
package struct EmitterParticle: Equatable, Sendable {
    /// The index of its cell among every cell the layer has emitted from, in the order they first
    /// appeared in `emitterCells`.
    package var cellIndex: Int
    /// The cell it came from.
    package var cell: ObjectIdentifier
    /// Its number among its cell's particles, counting from 0 at the start of the simulation.
    package var serial: Int
    /// When it was born, in seconds of the simulation.
    package var birthTime: Double
    /// Seconds since it was born.
    package var age: Double
    /// How long it lives.
    package var lifetime: Double
    /// Its centre.
    package var position: CGPoint
    /// Its velocity now, points per second.
    package var velocity: CGVector
    /// Its scale (the image's size in points times this).
    package var scale: CGFloat
    /// Its rotation in radians (clockwise on screen).
    package var rotation: CGFloat
    /// Its colour, each component clamped to 0…1: multiplies the image.
    package var red: CGFloat
    package var green: CGFloat
    package var blue: CGFloat
    package var alpha: CGFloat
}
