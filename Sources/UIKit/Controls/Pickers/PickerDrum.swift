import Foundation

/// The wheel a picker component's rows are drawn on: rows lie along a cylinder whose axis is
/// horizontal, seen from in front with a mild perspective, so rows away from the centre curve away
/// — closer together, flatter, narrower and fainter — as on iOS (R309). Pure geometry: distances
/// are in points along the wheel's surface from the centre line, positive downwards.
struct PickerDrum: Equatable {
    /// The cylinder's radius.
    var radius: CGFloat
    /// How many radii the eye is in front of the cylinder (four: the narrowing seen on iOS, by eye).
    static let eyeDistanceInRadii: CGFloat = 4

    /// The drum whose horizon — where the line of sight grazes the cylinder — is `halfHeight`
    /// from the centre line, so the wheel fills a picker of twice that height.
    init(visibleHalfHeight halfHeight: CGFloat) {
        let k = Self.eyeDistanceInRadii
        // The horizon is at cos θ = 1 / (1 + k); there the row is (1 + k) / (2 + k) · sin θ radii off centre.
        let sine = sqrt(1 - 1 / ((1 + k) * (1 + k)))
        radius = halfHeight / (sine * (1 + k) / (2 + k))
    }

    init(radius: CGFloat) { self.radius = radius }

    /// The eye's distance from the front of the cylinder.
    var eyeDistance: CGFloat { radius * Self.eyeDistanceInRadii }
    /// How far round the drum (in points along its surface) the horizon is.
    var horizonDistance: CGFloat { radius * acos(1 / (1 + Self.eyeDistanceInRadii)) }

    /// Where a row whose centre is `distance` along the surface from the centre line shows.
    struct Placement: Equatable {
        /// The row's centre, in points from the centre line (positive below).
        var offset: CGFloat
        /// The horizontal and vertical scale of the row there.
        var scaleX: CGFloat
        var scaleY: CGFloat
        /// Whether the row is in front of the horizon.
        var isVisible: Bool
    }

    /// The placement of a point `distance` along the surface: at angle θ = distance / r it is
    /// r·sin θ off the centre line and z = r(1 − cos θ) behind the front, shown e / (e + z) the size
    /// (e the eye's distance); its height is the projection's derivative, so rows meet without gaps.
    func placement(atDistance distance: CGFloat) -> Placement {
        guard radius > 0 else { return Placement(offset: distance, scaleX: 1, scaleY: 1, isVisible: true) }
        let angle = distance / radius
        let e = eyeDistance
        let depth = radius * (1 - cos(angle))
        let perspective = e / (e + depth)
        // d/dd of r·sin θ · e / (e + z): (cos θ · (e + z) − r·sin² θ) · e / (e + z)².
        let slope = (cos(angle) * (e + depth) - radius * sin(angle) * sin(angle)) * e / ((e + depth) * (e + depth))
        return Placement(
            offset: radius * sin(angle) * perspective, scaleX: perspective, scaleY: max(0, slope),
            isVisible: abs(distance) < horizonDistance)
    }

    /// The distance along the surface of the point that shows `offset` points from the centre line
    /// (the inverse of `placement`, found by bisection; nil past the horizon).
    func distance(showingOffset offset: CGFloat) -> CGFloat? {
        guard radius > 0 else { return offset }
        let horizon = horizonDistance
        guard abs(offset) <= placement(atDistance: horizon).offset else { return nil }
        var low: CGFloat = 0
        var high = horizon
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if placement(atDistance: mid).offset < abs(offset) { low = mid } else { high = mid }
        }
        return offset < 0 ? -low : low
    }

    /// The opacity of a row `distance` from the centre for rows `rowHeight` tall: full in the
    /// selection band, falling to the dimmed wheel's 55 % a row away, then fading with the turn
    /// towards the horizon (by eye against iOS 18's wheels).
    func alpha(atDistance distance: CGFloat, rowHeight: CGFloat) -> CGFloat {
        let turn = horizonDistance > 0 ? min(abs(distance) / horizonDistance, 1) : 0
        let dimmed = 0.55 * max(0, 1 - turn * turn)
        let inBand = rowHeight > 0 ? max(0, 1 - abs(distance) / rowHeight) : 0
        return inBand + (1 - inBand) * dimmed
    }
}
