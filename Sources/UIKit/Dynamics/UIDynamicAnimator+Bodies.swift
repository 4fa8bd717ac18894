import Foundation

/// The bodies of the items, by item.
@MainActor
struct PhysicsBodyTable {
    private var storage: [ObjectIdentifier: PhysicsBody] = [:]

    subscript(item: any UIDynamicItem) -> PhysicsBody? {
        get { storage[ObjectIdentifier(item)] }
        set { storage[ObjectIdentifier(item)] = newValue }
    }
}

// Items become bodies and bodies write back to items (R279).
extension UIDynamicAnimator {
    /// Sides of the polygon that stands for an ellipse that is not a circle.
    static let ellipseSides = 32

    /// Makes a body for every item the behaviours name (reading its state), drops the bodies of
    /// items no longer named, and gives each body its item behaviour's material.
    func syncBodies() {
        let tree = behaviorTree
        var seen: Set<ObjectIdentifier> = []
        var items: [any UIDynamicItem] = []
        for behavior in tree {
            for item in behavior.ownItems where seen.insert(ObjectIdentifier(item)).inserted { items.append(item) }
        }
        var materials: [ObjectIdentifier: PhysicsMaterial] = [:]
        for case let itemBehavior as UIDynamicItemBehavior in tree {
            for item in itemBehavior.items { materials[ObjectIdentifier(item)] = itemBehavior.material }
        }
        var table = PhysicsBodyTable()
        var newBodies: [PhysicsBody] = []
        for item in items {
            let material = materials[ObjectIdentifier(item)] ?? PhysicsMaterial()
            if let body = bodyTable[item] {
                if body.material != material { body.configure(shapes: body.localShapes, material: material) }
                table[item] = body
                newBodies.append(body)
            } else {
                let body = makeBody(for: item, material: material)
                table[item] = body
                newBodies.append(body)
            }
        }
        for case let group as UIDynamicItemGroup in items {
            for member in group.items where seen.contains(ObjectIdentifier(member)) {
                DiagnosticLog.current.report(
                    "dynamicItemInGroupAndAlone",
                    "\(type(of: member)) is in a UIDynamicItemGroup and also in a behaviour of its own; it moves with the group (UIKit raises)",
                    rule: "R279")
            }
        }
        bodies = newBodies
        bodyTable = table
        for case let itemBehavior as UIDynamicItemBehavior in tree {
            itemBehavior.applyPendingVelocities(bodies: table)
        }
    }

    private func makeBody(for item: any UIDynamicItem, material: PhysicsMaterial) -> PhysicsBody {
        let body: PhysicsBody
        if let group = item as? UIDynamicItemGroup {
            let centres = group.items.map { PhysicsVector(referencePoint(of: $0)) }
            var sum = PhysicsVector.zero
            for c in centres { sum += c }
            let centre = (1 / Double(max(centres.count, 1))) * sum
            let members = zip(group.items, centres).map { member, c in
                PhysicsBody.Member(
                    item: member, offset: c - centre, angleOffset: UIAttachmentBehavior.angle(of: member))
            }
            body = PhysicsBody(item: item, members: members, position: centre, angle: 0)
        } else {
            body = PhysicsBody(
                item: item, members: [.init(item: item, offset: .zero, angleOffset: 0)],
                position: PhysicsVector(referencePoint(of: item)), angle: UIAttachmentBehavior.angle(of: item))
        }
        body.configure(shapes: shapes(of: body), material: material)
        return body
    }

    /// Reads the body's item again (`updateItem(usingCurrentState:)`).
    func reload(_ body: PhysicsBody) {
        if body.item is UIDynamicItemGroup {
            let fresh = makeBody(for: body.item, material: body.material)
            body.members = fresh.members
            body.position = fresh.position
            body.angle = fresh.angle
        } else {
            body.position = PhysicsVector(referencePoint(of: body.item))
            body.angle = UIAttachmentBehavior.angle(of: body.item)
        }
        body.writtenPosition = body.position
        body.writtenAngle = body.angle
        body.configure(shapes: shapes(of: body), material: body.material)
    }

    /// The collision outlines of a body's members, in the body's coordinates.
    private func shapes(of body: PhysicsBody) -> [PhysicsShape] {
        body.members.map { member in
            outline(of: member.item).transformed(angle: member.angleOffset, offset: member.offset)
        }
    }

    /// An item's convex outline about its centre, unrotated, of positive area.
    private func outline(of item: any UIDynamicItem) -> PhysicsShape {
        let w = Double(item.bounds.width) / 2
        let h = Double(item.bounds.height) / 2
        let rectangle = [
            PhysicsVector(x: -w, y: -h), PhysicsVector(x: w, y: -h), PhysicsVector(x: w, y: h),
            PhysicsVector(x: -w, y: h),
        ]
        switch item.collisionBoundsType {
        case .rectangle:
            return .polygon(rectangle)
        case .ellipse where abs(w - h) < 1e-9:
            return .circle(center: .zero, radius: w)
        case .ellipse:
            return .polygon(
                (0..<Self.ellipseSides).map { k in
                    let t = 2 * Double.pi * Double(k) / Double(Self.ellipseSides)
                    return PhysicsVector(x: w * cos(t), y: h * sin(t))
                })
        case .path:
            let points = item.collisionBoundingPath.cgPath.flattened(tolerance: 0.5).flatMap(\.points).map(
                PhysicsVector.init)
            let hull = Self.convexHull(points)
            guard hull.count >= 3 else {
                DiagnosticLog.current.report(
                    "dynamicItemBoundingPathEmpty",
                    "\(type(of: item)).collisionBoundingPath encloses no area; the item collides as its bounds' rectangle",
                    rule: "R279")
                return .polygon(rectangle)
            }
            if hull.count != Set(points.map { "\($0.x),\($0.y)" }).count {
                DiagnosticLog.current.report(
                    "dynamicItemBoundingPathConcave",
                    "\(type(of: item)).collisionBoundingPath is not convex; UIKit requires a convex path — its convex hull is used",
                    rule: "R279")
            }
            return .polygon(hull)
        }
    }

    /// The convex hull of points, of positive area in our y-down sense (Andrew's monotone chain).
    static func convexHull(_ points: [PhysicsVector]) -> [PhysicsVector] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count >= 3 else { return sorted }
        func half(_ list: [PhysicsVector]) -> [PhysicsVector] {
            var hull: [PhysicsVector] = []
            for p in list {
                while hull.count >= 2,
                    (hull[hull.count - 1] - hull[hull.count - 2]).cross(p - hull[hull.count - 2]) <= 1e-9
                {
                    hull.removeLast()
                }
                hull.append(p)
            }
            return hull
        }
        let lower = half(sorted)
        let upper = half(sorted.reversed())
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// An item's centre in reference coordinates (a view's superview coordinates converted).
    func referencePoint(of item: any UIDynamicItem) -> CGPoint {
        guard let view = item as? UIView, let reference = referenceView, let superview = view.superview,
            superview !== reference
        else { return item.center }
        if !view.isDescendant(of: reference) { reportMisplaced(view) }
        return reference.convert(view.center, from: superview)
    }

    /// Writes what moved to the items: centres and rotations (`CGAffineTransform(rotationAngle:)`,
    /// replacing any scale the item's transform had, as UIKit does).
    func writeItems() {
        for body in bodies where body.position != body.writtenPosition || body.angle != body.writtenAngle {
            let turned = body.angle != body.writtenAngle
            body.writtenPosition = body.position
            body.writtenAngle = body.angle
            for member in body.members {
                var item = member.item
                let p = body.position + member.offset.rotated(by: body.angle)
                setCenter(p.point, of: &item)
                if turned || body.members.count > 1 {
                    item.transform = CGAffineTransform(rotationAngle: body.angle + member.angleOffset)
                }
            }
        }
    }

    private func setCenter(_ point: CGPoint, of item: inout any UIDynamicItem) {
        if let view = item as? UIView, let reference = referenceView, let superview = view.superview,
            superview !== reference
        {
            view.center = superview.convert(point, from: reference)
        } else {
            item.center = point
        }
    }

    private func reportMisplaced(_ view: UIView) {
        guard misplacedItems.insert(ObjectIdentifier(view)).inserted else { return }
        DiagnosticLog.current.report(
            "dynamicItemOutsideReferenceView",
            "\(type(of: view)) is not inside the animator's reference view; its coordinates are converted through the window",
            rule: "R279")
    }
}
