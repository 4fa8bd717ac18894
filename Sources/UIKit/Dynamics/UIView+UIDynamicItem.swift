import Foundation

/// Views are dynamic items, as on iOS: `center`, `bounds` and `transform` are theirs, the
/// collision outline is `collisionBoundsType` / `collisionBoundingPath` in the class body.
extension UIView: UIDynamicItem {}
