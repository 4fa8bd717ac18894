internal import CSDL2
import Foundation
import UIKit

/// The touch overlay while the finger drags (with the HUD on): the pan's velocity as an arrow to
/// the point the release decision projects it to (velocity × the transition's duration, R91), and,
/// while a drag drives an interactive transition, its percentage, the projected one and what
/// letting go now would do.
extension HostWindow {
    static let overlayFont = UIFont.systemFont(ofSize: 12, weight: .semibold)

    /// Notes the interactive transition's progress for its rate (each drawn frame while touching).
    func sampleInteractiveProgress() {
        guard let transition = simulator.currentTransition, transition.isInteractive else {
            percentRate.reset()
            return
        }
        if transition.id != percentRateTransitionID {
            percentRate.reset()
            percentRateTransitionID = transition.id
        }
        percentRate.add(transition.percentComplete, at: simulator.mediaTime)
    }

    /// Draws the two fingers of an Alt-drag as the iOS Simulator does: a grey dot for each, joined
    /// by a thin line through the screen's centre when they mirror each other.
    func drawTwoFingerOverlay() {
        guard let fingers = twoFingers?.fingers else { return }
        let scale = pixelScale
        let origin = simulator.geometry.screenFrameInWindow.origin
        let radius: CGFloat = 14
        for finger in fingers {
            let p = CGPoint(x: (finger.x + origin.x) * scale, y: (finger.y + origin.y) * scale)
            renderer.fillRoundedRect(
                CGRect(
                    x: p.x - radius * scale, y: p.y - radius * scale, width: 2 * radius * scale,
                    height: 2 * radius * scale),
                radius: radius * scale, color: CGColor(gray: 0.35, alpha: 0.55))
            let inner = radius - 3
            renderer.fillRoundedRect(
                CGRect(
                    x: p.x - inner * scale, y: p.y - inner * scale, width: 2 * inner * scale, height: 2 * inner * scale),
                radius: inner * scale, color: CGColor(gray: 0.85, alpha: 0.5))
        }
    }

    /// Draws the arrow, the projected point and the prediction for the finger that is down.
    func drawTouchOverlay() {
        guard pointer != nil, let drag = simulator.touchDrag else { return }
        sampleInteractiveProgress()
        let scale = pixelScale
        let origin = simulator.geometry.screenFrameInWindow.origin
        func window(_ p: CGPoint) -> CGPoint { CGPoint(x: (p.x + origin.x) * scale, y: (p.y + origin.y) * scale) }
        let transition = simulator.currentTransition.flatMap { $0.isInteractive ? $0 : nil }
        let prediction = transition.map {
            ReleasePrediction(drag: drag, transition: $0, percentRate: percentRate.rate)
        }
        let color: CGColor
        switch prediction?.outcome {
        case .finish?: color = CGColor(red: 0.1, green: 0.65, blue: 0.25, alpha: 0.95)
        case .cancel?: color = CGColor(red: 0.85, green: 0.2, blue: 0.15, alpha: 0.95)
        case nil: color = CGColor(red: 0, green: 0.45, blue: 0.95, alpha: 0.9)
        }
        let start = window(drag.location)
        // Without a transition the arrow shows a quarter second of travel.
        let projected =
            prediction?.projectedPoint
            ?? CGPoint(x: drag.location.x + drag.velocity.x * 0.25, y: drag.location.y + drag.velocity.y * 0.25)
        let end = window(projected)
        if hypot(end.x - start.x, end.y - start.y) > 4 * scale {
            drawArrow(from: start, to: end, width: 3 * scale, color: color)
            let ring = 7 * scale
            renderer.fillRoundedRect(
                CGRect(x: end.x - ring, y: end.y - ring, width: 2 * ring, height: 2 * ring), radius: ring, color: color)
            renderer.fillRoundedRect(
                CGRect(
                    x: end.x - ring + 2.5 * scale, y: end.y - ring + 2.5 * scale, width: 2 * ring - 5 * scale,
                    height: 2 * ring - 5 * scale), radius: ring - 2.5 * scale, color: CGColor(gray: 1, alpha: 0.9))
        }
        var lines = [String(format: "v %.0f, %.0f pt/s", Double(drag.velocity.x), Double(drag.velocity.y))]
        if let prediction { lines.insert(prediction.text, at: 0) }
        let width = lines.map { fonts.width(of: $0, font: Self.overlayFont) }.max() ?? 0
        let screen = simulator.geometry.screenFrameInWindow
        // Above the finger, kept on the screen.
        var box = CGRect(
            x: drag.location.x + origin.x - width / 2 - 8,
            y: drag.location.y + origin.y - 40 - CGFloat(lines.count) * 16,
            width: width + 16, height: CGFloat(lines.count) * 16 + 8)
        box.origin.x = min(max(box.minX, screen.minX + 4), screen.maxX - box.width - 4)
        box.origin.y = max(box.minY, screen.minY + 4)
        renderer.fillRoundedRect(
            CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale),
            radius: 8 * scale, color: CGColor(gray: 0.1, alpha: 0.85))
        for (index, line) in lines.enumerated() {
            renderer.drawText(
                line, font: Self.overlayFont, color: CGColor(gray: index == 0 ? 1 : 0.75, alpha: 1),
                at: CGPoint(x: (box.minX + 8) * scale, y: (box.minY + 4 + CGFloat(index) * 16) * scale), scale: scale)
        }
        // The velocity decays while the finger rests: keep drawing.
        overlayDirty = true
    }

    /// A thick line with a triangular head, in window pixels.
    func drawArrow(from a: CGPoint, to b: CGPoint, width: CGFloat, color: CGColor) {
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 0 else { return }
        let (ux, uy) = ((b.x - a.x) / length, (b.y - a.y) / length)
        let (nx, ny) = (-uy * width / 2, ux * width / 2)
        let head = min(length, 4 * width)
        let neck = CGPoint(x: b.x - ux * head, y: b.y - uy * head)
        let rgba = RGBA8(color)
        func vertex(_ x: CGFloat, _ y: CGFloat) -> SDL_Vertex {
            SDL_Vertex(
                position: SDL_FPoint(x: Float(x), y: Float(y)), color: rgba.sdl, tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        var mesh = Mesh()
        mesh.vertices = [
            vertex(a.x + nx, a.y + ny), vertex(a.x - nx, a.y - ny), vertex(neck.x - nx, neck.y - ny),
            vertex(neck.x + nx, neck.y + ny),
            vertex(neck.x + 2.2 * nx, neck.y + 2.2 * ny), vertex(neck.x - 2.2 * nx, neck.y - 2.2 * ny),
            vertex(b.x, b.y),
        ]
        mesh.indices = [0, 1, 2, 0, 2, 3, 4, 5, 6]
        renderer.setDrawBlend(opaque: false)
        renderer.render(mesh, texture: nil)
    }
}
