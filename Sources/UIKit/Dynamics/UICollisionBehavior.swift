import Foundation

/// Makes its items collide with each other and with its boundaries: the reference view's
/// bounds, segments and paths (R285). Items of different collision behaviours pass through
/// each other, as on iOS.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// The boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (the default).
        public static let everything: Mode = [.items, .boundaries]
    }

    /// The items that collide.
    open private(set) var items: [any UIDynamicItem]
    /// What they collide with (`.everything` by default).
    open var collisionMode: Mode = .everything { didSet { behaviorDidChange() } }
    /// Hears contacts begin and end.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    /// Whether the reference view's bounds (inset by `referenceBoundsInsets`) are a boundary,
    /// reported with a nil identifier.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { behaviorDidChange() } }
    private var referenceBoundsInsets = UIEdgeInsets.zero

    /// The named boundaries, in the order added.
    private var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []

    /// Creates a collision behaviour for `items`.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// Creates a collision behaviour with no items.
    public convenience override init() { self.init(items: []) }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { adding(item, to: &items) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { removing(item, from: &items) }

    /// Makes the reference bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds (or replaces) a boundary along `bezierPath` — its outline, in reference coordinates.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        let path = UIBezierPath(cgPath: bezierPath.cgPath)
        if let index = index(of: identifier) {
            boundaries[index].path = path
        } else {
            boundaries.append((identifier, path))
        }
        behaviorDidChange()
    }

    /// Adds (or replaces) a boundary segment from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The boundary of `identifier`, as a path.
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        index(of: identifier).map { UIBezierPath(cgPath: boundaries[$0].path.cgPath) }
    }

    /// Removes the boundary of `identifier`.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        guard let index = index(of: identifier) else { return }
        boundaries.remove(at: index)
        behaviorDidChange()
    }

    /// The identifiers of the named boundaries (nil when there are none, as on iOS).
    open var boundaryIdentifiers: [any NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    /// Removes every named boundary (the reference bounds stay if translated).
    open func removeAllBoundaries() {
        boundaries.removeAll()
        behaviorDidChange()
    }

    private func index(of identifier: any NSCopying) -> Int? {
        boundaries.firstIndex { Self.identifier($0.identifier, equals: identifier) }
    }

    /// Identifiers compare as Foundation objects do (`isEqual`), so `"wall" as NSCopying` finds
    /// the boundary added with it.
    static func identifier(_ a: any NSCopying, equals b: any NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return (a as AnyObject) === (b as AnyObject)
    }

    override var ownItems: [any UIDynamicItem] { items }

    override func contribute(to input: inout PhysicsStepInput, bodies: PhysicsBodyTable) {
        var physicsBoundaries: [PhysicsStepInput.Boundary] = []
        if translatesReferenceBoundsIntoBoundary, let bounds = dynamicAnimator?.referenceBounds {
            let r = bounds.inset(by: referenceBoundsInsets)
            let corners = [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                CGPoint(x: r.minX, y: r.maxY),
            ].map(PhysicsVector.init)
            let segments = (0..<4).map { [corners[$0], corners[($0 + 1) % 4]] }
            physicsBoundaries.append(.init(identifier: nil, key: "<reference bounds>", segments: segments))
        }
        for (identifier, path) in boundaries {
            var segments: [[PhysicsVector]] = []
            for line in path.cgPath.flattened(tolerance: 0.5) {
                let points = line.points.map(PhysicsVector.init)
                guard points.count >= 2 else { continue }
                for i in 0..<(points.count - 1) where points[i] != points[i + 1] {
                    segments.append([points[i], points[i + 1]])
                }
                if line.isClosed, let first = points.first, let last = points.last, first != last {
                    segments.append([last, first])
                }
            }
            physicsBoundaries.append(.init(identifier: identifier, key: "\(identifier)", segments: segments))
        }
        input.collisionGroups.append(
            .init(
                behavior: self, bodies: items.compactMap { bodies[$0] }, boundaries: physicsBoundaries,
                collidesItems: collisionMode.contains(.items), collidesBoundaries: collisionMode.contains(.boundaries)))
    }
}
