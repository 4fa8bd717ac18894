import Foundation
import UIKit

/// Draws the simulated phone in its current orientation: the device body, the app's screen
/// contents, the screen's rounded corners, the status bar, the sensor housing and the home
/// indicator or home button.
@MainActor
struct DeviceChrome {
    /// The device turned to the interface orientation.
    let geometry: DeviceGeometry
    /// Pixels per point of the host window.
    let scale: CGFloat
    /// The app's status bar style (white status bar and home indicator for `.lightContent`).
    var statusBarStyle: UIStatusBarStyle = .default
    /// Whether the app hides the status bar (`prefersStatusBarHidden`, R241).
    var statusBarHidden = false
    /// The app's appearance: `.default` draws light content in dark mode, as on iOS (R213).
    var userInterfaceStyle: UIUserInterfaceStyle = .light

    static let desktopColor = CGColor(red: 0.90, green: 0.90, blue: 0.92, alpha: 1)
    static let bodyEdgeColor = CGColor(red: 0.42, green: 0.42, blue: 0.45, alpha: 1)
    static let bodyColor = CGColor(red: 0.07, green: 0.07, blue: 0.08, alpha: 1)

    private var device: DeviceProfile { geometry.device }

    /// Pixel rectangle of a rectangle given in window points.
    func pixels(_ r: CGRect) -> CGRect {
        CGRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    /// The map from screen points to window pixels.
    var screenBase: Homography {
        let origin = geometry.screenFrameInWindow.origin
        return Homography([
            Double(scale), 0, 0, 0, Double(scale), 0, Double(origin.x * scale), Double(origin.y * scale), 1,
        ])
    }

    /// Draws the whole window: desktop, body, screen contents (from `root`), and overlays.
    func drawWindow(renderer: Renderer, root: CALayer) {
        let windowPixels = CGRect(
            origin: .zero,
            size: CGSize(width: geometry.windowSize.width * scale, height: geometry.windowSize.height * scale))
        renderer.fillRect(windowPixels, color: Self.desktopColor)
        let body = geometry.bodyFrameInWindow
        let edge = body.insetBy(dx: -2, dy: -2)
        renderer.fillRoundedRect(pixels(edge), radius: (device.bodyCornerRadius + 2) * scale, color: Self.bodyEdgeColor)
        renderer.fillRoundedRect(pixels(body), radius: device.bodyCornerRadius * scale, color: Self.bodyColor)
        let screen = pixels(geometry.screenFrameInWindow)
        renderer.fillRect(screen, color: CGColor(gray: 0, alpha: 1))
        // The app shows only through the screen: views a transition moves off it stay off it.
        renderer.withClip(screen) { renderer.drawLayerTree(root, base: screenBase) }
        drawOverlays(renderer: renderer, screenOrigin: geometry.screenFrameInWindow.origin)
        if device.screenCornerRadius > 0 {
            renderer.fillOutsideRoundedRect(screen, radius: device.screenCornerRadius * scale, color: Self.bodyColor)
            // The screen's square corners reach past the body's rounder corners: outside the body they
            // become the edge ring again, and outside the ring the desktop.
            renderer.fillOutsideRoundedRect(
                pixels(body), radius: device.bodyCornerRadius * scale, color: Self.bodyEdgeColor)
            renderer.fillOutsideRoundedRect(
                pixels(edge), radius: (device.bodyCornerRadius + 2) * scale, color: Self.desktopColor)
        }
        if let center = geometry.homeButtonCenter {
            let size: CGFloat = 56
            let ring = CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
            renderer.fillRoundedRect(pixels(ring), radius: size / 2 * scale, color: Self.bodyEdgeColor)
            renderer.fillRoundedRect(
                pixels(ring.insetBy(dx: 3, dy: 3)), radius: (size / 2 - 3) * scale, color: Self.bodyColor)
        }
    }

    /// Draws only the screen contents (what the iOS Simulator's screenshot saves).
    func drawScreen(renderer: Renderer, root: CALayer) {
        let base = Homography([Double(scale), 0, 0, 0, Double(scale), 0, 0, 0, 1])
        let size = geometry.screenSize
        renderer.fillRect(
            CGRect(origin: .zero, size: CGSize(width: size.width * scale, height: size.height * scale)),
            color: CGColor(gray: 0, alpha: 1))
        renderer.drawLayerTree(root, base: base)
        drawOverlays(renderer: renderer, screenOrigin: .zero)
    }

    /// Status bar, sensor housing and home indicator, over the app (screen at `screenOrigin` points);
    /// the status bar and home indicator are white when the app asks for `.lightContent`.
    private func drawOverlays(renderer: Renderer, screenOrigin: CGPoint) {
        func px(_ r: CGRect) -> CGRect { pixels(r.offsetBy(dx: screenOrigin.x, dy: screenOrigin.y)) }
        let light = statusBarStyle == .lightContent || (statusBarStyle == .default && userInterfaceStyle == .dark)
        let ink = CGColor(gray: light ? 1 : 0, alpha: 1)
        let faint = CGColor(gray: light ? 1 : 0, alpha: 0.35)
        if geometry.showsStatusBar && !statusBarHidden {
            // The time on the left, a battery on the right, centred on the housing's line.
            let barMid = device.sensorHousing?.midY ?? device.statusBarHeight / 2
            let font = UIFont.systemFont(ofSize: device.sensorHousing == nil ? 12 : 16, weight: .semibold)
            let timeX: CGFloat = device.sensorHousing == nil ? 8 : 48
            let metrics = TextMetrics.current.lineMetrics(for: font)
            renderer.drawText(
                "9:41", font: font, color: ink,
                at: CGPoint(
                    x: (screenOrigin.x + timeX) * scale, y: (screenOrigin.y + barMid - metrics.lineHeight / 2) * scale),
                scale: scale)
            let battery = CGRect(
                x: geometry.screenSize.width - (device.sensorHousing == nil ? 34 : 58), y: barMid - 6, width: 25,
                height: 12)
            renderer.fillRoundedRect(px(battery), radius: 3.5 * scale, color: faint)
            renderer.fillRoundedRect(px(battery.insetBy(dx: 2, dy: 2)), radius: 2 * scale, color: ink)
            renderer.fillRoundedRect(
                px(CGRect(x: battery.maxX + 1, y: barMid - 2, width: 1.5, height: 4)), radius: 0.75 * scale,
                color: faint)
        }
        if let housing = geometry.sensorHousing {
            // The housing is hardware: always black.
            renderer.fillRoundedRect(
                px(housing), radius: min(housing.width, housing.height) / 2 * scale, color: CGColor(gray: 0, alpha: 1))
        }
        if let bar = geometry.homeIndicator {
            renderer.fillRoundedRect(px(bar), radius: 2.5 * scale, color: ink)
        }
    }
}
