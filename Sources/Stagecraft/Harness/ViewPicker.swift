import Foundation
import UIKit

/// Picking a view on the screen for the inspector (issue 15 item 8): the front-most view drawn at
/// a point, where it is shown now — its presentation values, so a view mid-transition is picked
/// where it is on screen, not where its model frame already says — including views that take no
/// touches (labels, image views, views with interaction off), unlike `hitTest`. Hidden and fully
/// transparent views, and parts clipped away by an ancestor's `clipsToBounds`, are not picked.
@MainActor
public enum ViewPicker {
    /// The front-most view at `point` (screen coordinates) under `window`, or nil off the window.
    public static func pick(at point: CGPoint, in window: UIWindow) -> UIView? {
        func pick(_ view: UIView, map: Homography, time: CFTimeInterval) -> UIView? {
            let layer = view.layer
            let p = layer.presentationProperties(localTime: time)
            guard !p.isHidden, p.opacity > 0.01 else { return nil }
            let inside = map.inverted().map { p.bounds.contains($0.apply(point)) } ?? false
            if p.masksToBounds && !inside { return nil }
            let sublayerTransform = layer.sublayerTransformForDrawing(p)
            // Front to back: the highest zPosition, then the last subview.
            let ordered = view.subviews.enumerated().sorted { a, b in
                let za = a.element.layer.zPosition
                let zb = b.element.layer.zPosition
                return za != zb ? za > zb : a.offset > b.offset
            }.map(\.element)
            for subview in ordered {
                let childTime = subview.layer.localTime(parentTime: time)
                let cp = subview.layer.presentationProperties(localTime: childTime)
                let local = Homography(cp.transformToSuperlayer.concatenating(sublayerTransform))
                if let hit = pick(subview, map: local.concatenating(map), time: childTime) { return hit }
            }
            return inside ? view : nil
        }
        let time = window.layer.localTime(atMediaTime: CACurrentMediaTime())
        let p = window.layer.presentationProperties(localTime: time)
        return pick(window, map: Homography(p.transformToSuperlayer), time: time)
    }

    /// The four corners of `view`'s bounds on the screen now (presentation values), top-left,
    /// top-right, bottom-right, bottom-left; nil when the view is not under a window or is edge-on.
    public static func screenQuad(of view: UIView) -> [CGPoint]? {
        guard let map = screenMap(of: view) else { return nil }
        let b = view.layer.presentationProperties(localTime: view.layer.localTime(atMediaTime: CACurrentMediaTime()))
            .bounds
        let corners = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY),
        ]
        var points: [CGPoint] = []
        for corner in corners {
            let h = map.applyHomogeneous(Double(corner.x), Double(corner.y))
            guard h.w > 1e-9 else { return nil }
            points.append(CGPoint(x: h.x / h.w, y: h.y / h.w))
        }
        return points
    }

    /// The smallest rectangle around `view`'s on-screen quad.
    public static func screenFrame(of view: UIView) -> CGRect? {
        guard let quad = screenQuad(of: view) else { return nil }
        let xs = quad.map(\.x)
        let ys = quad.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The map from `view`'s layer plane to the screen, from the presentation values of it and its
    /// ancestors (nil when it is not in a window).
    static func screenMap(of view: UIView) -> Homography? {
        var chain: [CALayer] = []
        var current: UIView? = view
        while let v = current {
            chain.append(v.layer)
            if v is UIWindow { break }
            current = v.superview
        }
        guard current is UIWindow else { return nil }
        var map: Homography?
        var parent: (layer: CALayer, properties: LayerProperties)?
        for layer in chain.reversed() {
            let p = layer.presentationProperties(localTime: layer.localTime(atMediaTime: CACurrentMediaTime()))
            var t = p.transformToSuperlayer
            if let parent { t = t.concatenating(parent.layer.sublayerTransformForDrawing(parent.properties)) }
            map = map.map { Homography(t).concatenating($0) } ?? Homography(t)
            parent = (layer, p)
        }
        return map
    }

    /// What the inspector shows about a picked view: its class and controller, frame, on-screen
    /// frame, bounds, centre, transform, alpha and the layer's properties and running animations.
    public static func details(of view: UIView) -> [String] {
        func n(_ value: CGFloat) -> String { ViewTreeDump.number(value) }
        func rect(_ r: CGRect) -> String { "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))" }
        var lines: [String] = []
        var title = String(describing: type(of: view))
        if let label = view as? UILabel, let text = label.text { title += " \"\(text.prefix(24))\"" }
        if let button = view as? UIButton, let text = button.title(for: .normal) { title += " \"\(text.prefix(24))\"" }
        lines.append(title)
        if let owner = owningController(of: view) {
            let name = owner.controller.title.map { " \"\($0)\"" } ?? ""
            lines.append(
                (owner.isRootView ? "root view of " : "in ") + String(describing: type(of: owner.controller)) + name)
        }
        lines.append("frame \(rect(view.frame))")
        if let shown = screenFrame(of: view) { lines.append("on screen \(rect(shown))") }
        lines.append("bounds \(rect(view.bounds))  ·  center (\(n(view.center.x)), \(n(view.center.y)))")
        let t = view.transform
        if t.isIdentity && CATransform3DIsAffine(view.layer.transform) {
            lines.append("transform identity")
        } else if CATransform3DIsAffine(view.layer.transform) {
            lines.append("transform [\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty))]")
        } else {
            lines.append("transform 3D (m34 \(n(view.layer.transform.m34)))")
        }
        let layer = view.layer
        var look = ["alpha \(n(view.alpha))"]
        if view.isHidden { look.append("hidden") }
        if let color = layer.backgroundColor { look.append("background \(color)") }
        lines.append(look.joined(separator: "  ·  "))
        var props: [String] = []
        if layer.cornerRadius > 0 { props.append("cornerRadius \(n(layer.cornerRadius))") }
        if layer.masksToBounds { props.append("masksToBounds") }
        if layer.borderWidth > 0 { props.append("border \(n(layer.borderWidth))") }
        if layer.zPosition != 0 { props.append("zPosition \(n(layer.zPosition))") }
        if layer.anchorPoint != CGPoint(x: 0.5, y: 0.5) {
            props.append("anchor (\(n(layer.anchorPoint.x)), \(n(layer.anchorPoint.y)))")
        }
        if layer.shadowOpacity > 0 { props.append("shadow \(n(CGFloat(layer.shadowOpacity)))") }
        props.append("\(layer.sublayers?.count ?? 0) sublayers")
        lines.append("layer: " + props.joined(separator: "  ·  "))
        if let keys = layer.animationKeys(), !keys.isEmpty {
            lines.append("animating: " + keys.joined(separator: ", "))
        }
        lines.append(
            "traits: \(view.traitCollection.userInterfaceStyle)  ·  interaction \(view.isUserInteractionEnabled ? "on" : "off")"
        )
        return lines
    }

    /// The controller owning `view`: the first controller up the responder chain, and whether the
    /// view is its root view.
    public static func owningController(of view: UIView) -> (controller: UIViewController, isRootView: Bool)? {
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController { return (controller, controller.viewIfLoaded === view) }
            responder = current.next
        }
        return nil
    }
}
