import Foundation

/// A connection between a point of an item and an anchor point, or between points of two
/// items: a rigid rod (frequency 0, the default), a damped spring, a rope, a weld or a pin (R284).
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is attached to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items
        /// A point of the reference view.
        case anchor
    }

    /// The kind of joint the behaviour is (the class methods make the non-standard ones).
    enum Kind: Equatable {
        /// A rod of `length` or, with a frequency, a spring of that rest length.
        case standard
        /// At most `length` apart.
        case limit
        /// Welded: neither moves nor turns relative to the other.
        case fixed
        /// Pinned at a point: they turn about it, resisted by `frictionTorque`.
        case pin
        /// Sliding along an axis (of the anchor, or of the second item), without turning.
        case sliding(axis: CGVector)
    }

    /// The item, or the two items.
    open private(set) var items: [any UIDynamicItem]
    /// Whether the item is attached to another item or an anchor point.
    public let attachedBehaviorType: AttachmentType
    let kind: Kind
    /// Where the attachment holds each item, from its centre in its own coordinates.
    let offsets: [UIOffset]

    /// The anchor point, in the reference view's coordinates; move it to drag the item.
    open var anchorPoint: CGPoint { didSet { behaviorDidChange() } }
    /// The distance held (by default the distance when the behaviour was made).
    open var length: CGFloat { didSet { behaviorDidChange() } }
    /// The damping ratio of a spring (0 by default).
    open var damping: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// The spring's frequency in hertz; 0 (the default) makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// The torque resisting turning at a pin (mass · points² / s², UIKit's mass units).
    open var frictionTorque: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// How far a sliding attachment may travel from where it started, in points (infinite by default).
    open var attachmentRange = UIFloatRange.infinite { didSet { behaviorDidChange() } }

    /// The anchor point at the last step, to move the anchor smoothly through the substeps.
    private var steppedAnchor: CGPoint?

    /// The relative angle a fixed or sliding attachment keeps (item 2's minus item 1's, when made).
    private let fixedAngle: Double
    /// The first item's angle and the second's (0 without one) when made: a sliding item keeps
    /// its angle, and its axis turns with the second item from there.
    private let initialAngles: (Double, Double)

    private init(
        items: [any UIDynamicItem], type: AttachmentType, kind: Kind, offsets: [UIOffset], anchor: CGPoint
    ) {
        self.items = items
        attachedBehaviorType = type
        self.kind = kind
        self.offsets = offsets
        anchorPoint = anchor
        let first = Self.point(of: items[0], at: offsets[0])
        let second = type == .anchor ? anchor : Self.point(of: items[1], at: offsets[1])
        length = hypot(second.x - first.x, second.y - first.y)
        fixedAngle = type == .items ? Self.angle(of: items[1]) - Self.angle(of: items[0]) : 0
        initialAngles = (Self.angle(of: items[0]), type == .items ? Self.angle(of: items[1]) : 0)
        super.init()
    }

    /// Attaches the centre of `item` to `point`.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from the centre of `item` to `point` (a drag that grabs the
    /// item where the finger is: the item turns as it follows).
    public convenience init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint)
    {
        self.init(items: [item], type: .anchor, kind: .standard, offsets: [offset], anchor: point)
    }

    /// Attaches the centres of two items.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches points of two items, each `offset` from its centre.
    public convenience init(
        item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        self.init(
            items: [item1, item2], type: .items, kind: .standard, offsets: [offset1, offset2], anchor: item2.center)
    }

    /// Two items held at most their present distance apart, like a rope.
    open class func limitAttachment(
        with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(
            items: [item1, item2], type: .items, kind: .limit, offsets: [offset1, offset2], anchor: item2.center)
    }

    /// Two items welded together at `point` (reference coordinates).
    open class func fixedAttachment(
        with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(
            items: [item1, item2], type: .items, kind: .fixed,
            offsets: [offset(of: point, in: item1), offset(of: point, in: item2)],
            anchor: point)
    }

    /// Two items sliding along `axis` through `point` (in the second item's frame, which turns with
    /// it), neither turning relative to the other; `attachmentRange` limits the travel.
    open class func slidingAttachment(
        with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint,
        axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(
            items: [item1, item2], type: .items, kind: .sliding(axis: axis),
            offsets: [offset(of: point, in: item1), offset(of: point, in: item2)], anchor: point)
    }

    /// An item sliding along `axis` through `point` of the reference view, without turning;
    /// `attachmentRange` limits the travel from where it starts.
    open class func slidingAttachment(
        with item: any UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(
            items: [item], type: .anchor, kind: .sliding(axis: axis), offsets: [offset(of: point, in: item)],
            anchor: point)
    }

    /// Two items pinned together at `point`: they turn about it freely but for `frictionTorque`.
    open class func pinAttachment(
        with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(
            items: [item1, item2], type: .items, kind: .pin,
            offsets: [offset(of: point, in: item1), offset(of: point, in: item2)],
            anchor: point)
    }

    override var ownItems: [any UIDynamicItem] { items }

    override func move(to animator: UIDynamicAnimator?) {
        steppedAnchor = nil
        super.move(to: animator)
    }

    override func contribute(to input: inout PhysicsStepInput, bodies: PhysicsBodyTable) {
        guard let bodyA = bodies[items[0]] else { return }
        let localA = PhysicsVector(x: offsets[0].horizontal, y: offsets[0].vertical)
        let bodyB: PhysicsBody?
        let localB: PhysicsVector
        if attachedBehaviorType == .items {
            guard let b = bodies[items[1]] else { return }
            bodyB = b
            localB = PhysicsVector(x: offsets[1].horizontal, y: offsets[1].vertical)
        } else {
            bodyB = nil
            localB = PhysicsVector(steppedAnchor ?? anchorPoint)
        }
        // The anchor moved since the last step (a pan handler set it): it travels there during
        // this frame's substeps at the speed that takes (R284).
        let anchorVelocity =
            attachedBehaviorType == .anchor && input.frameInterval > 0
            ? (1 / input.frameInterval) * (PhysicsVector(anchorPoint) - localB) : .zero
        steppedAnchor = anchorPoint
        let f = max(Double(frequency), 0)
        let zeta = max(Double(damping), 0)
        switch kind {
        case .standard where length < 1e-3:
            let joint = PointJoint(
                bodyA: bodyA, localA: localA, bodyB: bodyB, localB: localB, frequency: f, dampingRatio: zeta)
            joint.anchorVelocity = anchorVelocity
            input.joints.append(joint)
        case .standard, .limit:
            let joint = DistanceJoint(
                bodyA: bodyA, localA: localA, bodyB: bodyB, localB: localB, length: Double(length), frequency: f,
                dampingRatio: zeta, isLimit: kind == .limit)
            joint.anchorVelocity = anchorVelocity
            input.joints.append(joint)
        case .fixed:
            input.joints.append(
                PointJoint(bodyA: bodyA, localA: localA, bodyB: bodyB, localB: localB, frequency: 0, dampingRatio: 0))
            input.joints.append(
                AngleJoint(bodyA: bodyA, bodyB: bodyB, target: fixedAngle, frequency: 0, dampingRatio: 0))
        case .sliding(let axis):
            let range = Double(attachmentRange.minimum)...Double(max(attachmentRange.maximum, attachmentRange.minimum))
            input.joints.append(
                SlideJoint(
                    bodyA: bodyA, localA: localA, bodyB: bodyB, localB: localB,
                    axis: PhysicsVector(axis).rotated(by: -initialAngles.1), range: range))
            input.joints.append(
                AngleJoint(
                    bodyA: bodyA, bodyB: bodyB, target: bodyB == nil ? -initialAngles.0 : fixedAngle, frequency: 0,
                    dampingRatio: 0))
        case .pin:
            input.joints.append(
                PointJoint(bodyA: bodyA, localA: localA, bodyB: bodyB, localB: localB, frequency: 0, dampingRatio: 0))
            if frictionTorque > 0 {
                input.joints.append(
                    AngleJoint(
                        bodyA: bodyA, bodyB: bodyB, target: 0, frequency: 0, dampingRatio: 0,
                        maximumTorque: Double(frictionTorque)))
            }
        }
    }

    /// The item's rotation angle, read from its transform.
    static func angle(of item: any UIDynamicItem) -> Double {
        let t = item.transform
        return atan2(Double(t.b), Double(t.a))
    }

    /// The point `offset` from the item's centre in its own (rotated) coordinates.
    private static func point(of item: any UIDynamicItem, at offset: UIOffset) -> CGPoint {
        let p = PhysicsVector(x: offset.horizontal, y: offset.vertical).rotated(by: angle(of: item))
        return CGPoint(x: item.center.x + p.x, y: item.center.y + p.y)
    }

    /// Where `point` is on the item, from its centre in its own coordinates.
    private static func offset(of point: CGPoint, in item: any UIDynamicItem) -> UIOffset {
        let p = PhysicsVector(x: point.x - item.center.x, y: point.y - item.center.y).rotated(by: -angle(of: item))
        return UIOffset(horizontal: p.x, vertical: p.y)
    }
}
