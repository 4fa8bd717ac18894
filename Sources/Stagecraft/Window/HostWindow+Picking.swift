import Foundation
import UIKit

/// View picking (Ctrl+P: a click selects the view drawn there, outlined live in the window and
/// described in the inspector) and the 3D exploded view (Ctrl+E: drawn in place of the screen,
/// turned by dragging, live during transitions). Issue 15 item 8.
extension HostWindow {
    /// The colour of the picked view's outline.
    static let pickColor = CGColor(red: 1, green: 0.8, blue: 0.1, alpha: 1)

    /// Whether a window pixel is on the device's screen.
    func isOnScreen(x: Int32, y: Int32) -> Bool {
        let p = windowPoint(x: x, y: y)
        return simulator.geometry.screenFrameInWindow.contains(p)
    }

    /// Picks the view at a screen point (the window itself, or nothing, clears the selection).
    func pickView(at point: CGPoint) {
        let view = simulator.pickView(at: point)
        pickedView = view is UIWindow ? nil : view
        if let view = pickedView {
            print("\(commandName): picked " + ViewPicker.details(of: view).prefix(3).joined(separator: " · "))
        }
        overlayDirty = true
    }

    /// Outlines the picked view where it is on screen now, with a light fill.
    func drawPickHighlight() {
        guard exploded == nil, let view = pickedView, view.window != nil, let map = ViewPicker.screenMap(of: view)
        else { return }
        let origin = simulator.geometry.screenFrameInWindow.origin
        let toWindow = Homography.translation(Double(origin.x), Double(origin.y))
            .concatenating(.scale(Double(pixelScale), Double(pixelScale)))
        let bounds = view.layer.presentation()?.bounds ?? view.bounds
        let screen = simulator.geometry.screenFrameInWindow
        renderer.withClip(
            CGRect(
                x: screen.minX * pixelScale, y: screen.minY * pixelScale, width: screen.width * pixelScale,
                height: screen.height * pixelScale)
        ) {
            renderer.beginFrame()
            defer { renderer.endFrame() }
            renderer.drawShape(
                bounds, radius: 0, map: map.concatenating(toWindow), color: RGBA8(Self.pickColor, alpha: 0.18))
            renderer.drawOutline(
                bounds, map: map.concatenating(toWindow), width: 2 / Double(pixelScale), color: RGBA8(Self.pickColor))
        }
        // The view may be moving: keep drawing.
        overlayDirty = true
    }

    /// Draws the exploded view over the screen.
    func drawExplodedView() {
        guard let exploded else { return }
        let screen = simulator.geometry.screenFrameInWindow
        let pixels = CGRect(
            x: screen.minX * pixelScale, y: screen.minY * pixelScale, width: screen.width * pixelScale,
            height: screen.height * pixelScale)
        renderer.withClip(pixels) {
            renderer.fillRect(pixels, color: ExplodedView.backgroundColor)
            renderer.drawExploded(
                simulator.window.layer, screen: simulator.geometry.screenSize, into: pixels, scale: pixelScale,
                view: exploded, highlight: pickedView?.layer)
            renderer.drawText(
                "3D view · drag to turn · Ctrl+E closes", font: .systemFont(ofSize: 11, weight: .semibold),
                color: CGColor(gray: 0.75, alpha: 1),
                at: CGPoint(x: pixels.minX + 10 * pixelScale, y: pixels.maxY - 24 * pixelScale), scale: pixelScale)
        }
        // Animations go on underneath: keep drawing.
        overlayDirty = true
    }
}
