import Foundation

/// What `UIDynamicItemBehavior` sets for an item, at UIKit's documented defaults.
struct PhysicsMaterial: Equatable {
    var elasticity: Double = 0
    var friction: Double = 0
    var density: Double = 1
    var resistance: Double = 0
    var angularResistance: Double = 0
    var charge: Double = 0
    var allowsRotation = true
    var isAnchored = false
}
