import Foundation
import UIKit

/// The inspector's view picking and 3D exploded view, headless (issue 15 item 8).
extension Simulator {
    /// The front-most view drawn at a point of the screen now (see `ViewPicker.pick`).
    public func pickView(at point: CGPoint) -> UIView? {
        settle()
        return ViewPicker.pick(at: point, in: window)
    }

    /// Renders the window's layer tree exploded in 3D (`ExplodedView`) on a dark background, the
    /// size of the screen (or `size` points) at the simulator's scale; `highlight` is outlined.
    public func renderExploded(
        _ exploded: ExplodedView = ExplodedView(), highlight: UIView? = nil, size: CGSize? = nil
    ) throws -> Canvas {
        settle()
        let size = size ?? geometry.screenSize
        let canvas = try Canvas(
            width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        let renderer = Renderer(canvas: canvas, fonts: try FontLibrary.shared())
        let pixels = CGRect(x: 0, y: 0, width: CGFloat(canvas.width), height: CGFloat(canvas.height))
        renderer.fillRect(pixels, color: ExplodedView.backgroundColor)
        renderer.drawExploded(
            window.layer, screen: geometry.screenSize, into: pixels, scale: scale, view: exploded,
            highlight: highlight?.layer)
        return canvas
    }
}

extension ExplodedView {
    /// What the exploded view is drawn on.
    public static let backgroundColor = CGColor(red: 0.11, green: 0.12, blue: 0.14, alpha: 1)
}
