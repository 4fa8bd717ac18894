import Foundation

/// The addresses UIKit prints in constraint descriptions (`UIView:0x7f8000000010`), made stable:
/// each object gets a fake address from a counter of the layout engine of its hierarchy the first
/// time it is described, so logs and tests read the same on every run. Objects described outside
/// any hierarchy that uses constraints show their real address.
@MainActor
enum LayoutDebugAddress {
    /// The address of a constraint, view, layout guide or other object.
    static func of(_ object: AnyObject?) -> String {
        guard let object else { return "0x0" }
        switch object {
        case let constraint as NSLayoutConstraint:
            if constraint.debugID == nil, let engine = constraint.engine ?? engine(near: constraint.firstItem) {
                constraint.debugID = engine.makeDebugID()
            }
            return constraint.debugID.map { hex(0x6000_0000_0000 + $0 * 0x10) } ?? realAddress(of: object)
        case let view as UIView:
            let state = view.autoLayoutState
            if state.debugID == nil, let engine = engine(near: view) { state.debugID = engine.makeDebugID() }
            return state.debugID.map { hex(0x7f80_0000_0000 + $0 * 0x10) } ?? realAddress(of: object)
        case let guide as UILayoutGuide:
            if guide.debugID == nil, let engine = engine(near: guide) { guide.debugID = engine.makeDebugID() }
            return guide.debugID.map { hex(0x6000_0100_0000 + $0 * 0x10) } ?? realAddress(of: object)
        default:
            return realAddress(of: object)
        }
    }

    /// `UIView:0x…`, `UILabel:0x… 'text'`, `UILayoutGuide:0x…'identifier'`, as UIKit names items.
    static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        switch item {
        case let label as UILabel:
            let text = label.text.map { " '\($0)'" } ?? ""
            return "\(type(of: label)):\(of(label))\(text)"
        case let view as UIView:
            return "\(type(of: view)):\(of(view))"
        case let guide as UILayoutGuide:
            let name = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
            return "\(type(of: guide)):\(of(guide))\(name)"
        default:
            return "\(type(of: item)):\(of(item))"
        }
    }

    /// The live engine of the hierarchy a view or guide is in, if it has one.
    private static func engine(near item: AnyObject?) -> LayoutEngine? {
        let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        return view?.hierarchyRoot.autoLayout?.hostedEngine
    }

    private static func hex(_ value: Int) -> String { "0x" + String(value, radix: 16) }

    private static func realAddress(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}
