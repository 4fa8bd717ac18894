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
    /// How much of the home indicator shows (it fades out when the app lets it hide, R259).
    var homeIndicatorAlpha: CGFloat = 1
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
        // An iPhone's body and display have continuous corners (R193), as the sheets and cards on it.
        let continuous = true
        renderer.fillRoundedRect(
            pixels(edge), radius: (device.bodyCornerRadius + 2) * scale, color: Self.bodyEdgeColor,
            continuous: continuous)
        renderer.fillRoundedRect(
            pixels(body), radius: device.bodyCornerRadius * scale, color: Self.bodyColor, continuous: continuous)
        let screen = pixels(geometry.screenFrameInWindow)
        renderer.fillRect(screen, color: CGColor(gray: 0, alpha: 1))
        // The app shows only through the screen: views a transition moves off it stay off it.
        renderer.withClip(screen) { renderer.drawLayerTree(root, base: screenBase) }
        drawOverlays(renderer: renderer, screenOrigin: geometry.screenFrameInWindow.origin)
        if device.screenCornerRadius > 0 {
            renderer.fillOutsideRoundedRect(
                screen, radius: device.screenCornerRadius * scale, color: Self.bodyColor, continuous: continuous)
            // The screen's square corners reach past the body's rounder corners: outside the body they
            // become the edge ring again, and outside the ring the desktop.
            renderer.fillOutsideRoundedRect(
                pixels(body), radius: device.bodyCornerRadius * scale, color: Self.bodyEdgeColor,
                continuous: continuous)
            renderer.fillOutsideRoundedRect(
                pixels(edge), radius: (device.bodyCornerRadius + 2) * scale, color: Self.desktopColor,
                continuous: continuous)
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
            drawStatusBar(renderer: renderer, screenOrigin: screenOrigin, ink: ink, faint: faint)
        }
        if let housing = geometry.sensorHousing {
            // The housing is hardware: always black.
            renderer.fillRoundedRect(
                px(housing), radius: min(housing.width, housing.height) / 2 * scale, color: CGColor(gray: 0, alpha: 1))
        }
        if let bar = geometry.homeIndicator, homeIndicatorAlpha > 0 {
            renderer.fillRoundedRect(px(bar), radius: 2.5 * scale, color: ink.copy(alpha: homeIndicatorAlpha) ?? ink)
        }
    }

    /// The status bar (R204): on a phone with a sensor housing, the time centred in the left ear
    /// and the cellular bars, Wi-Fi fan and battery in the right one, on the housing's line; on
    /// the small phone, bars and Wi-Fi on the left, the time centred, the battery on the right.
    private func drawStatusBar(renderer: Renderer, screenOrigin: CGPoint, ink: CGColor, faint: CGColor) {
        let width = geometry.screenSize.width
        let housing = geometry.sensorHousing
        let barMid = housing?.midY ?? device.statusBarHeight / 2
        let font = UIFont.systemFont(ofSize: housing == nil ? 12 : 17, weight: .semibold)
        let time = "9:41"
        let timeWidth = TextMetrics.current.width(of: time, font: font)
        let timeCentre = housing.map { $0.minX / 2 } ?? width / 2
        let metrics = TextMetrics.current.lineMetrics(for: font)
        // Glyph tops sit a little below the line box's: centre the cap height, not the box.
        let capCentre = metrics.ascender - font.pointSize * 0.36
        renderer.drawText(
            time, font: font, color: ink,
            at: CGPoint(
                x: (screenOrigin.x + timeCentre - timeWidth / 2) * scale,
                y: (screenOrigin.y + barMid - capCentre - (metrics.lineHeight - metrics.ascender - metrics.descender)
                    / 2)
                    * scale),
            scale: scale)
        func place(_ glyph: BarGlyph, x: CGFloat) {
            let size = glyph.size
            let origin = CGPoint(x: screenOrigin.x + x, y: screenOrigin.y + barMid - size.height / 2)
            let map = Homography([
                Double(scale), 0, 0, 0, Double(scale), 0, Double(origin.x * scale), Double(origin.y * scale), 1,
            ])
            renderer.fillPath(glyph.path, map: map, color: ink)
        }
        // The battery: a 35 % outline, its charge inset by 2 pt, and the cap.
        let batteryWidth: CGFloat = 25
        let batteryX = housing == nil ? width - batteryWidth - 9 : width - batteryWidth - 31
        let battery = CGRect(x: batteryX, y: barMid - 6, width: batteryWidth, height: 12)
        func px(_ r: CGRect) -> CGRect {
            let moved = r.offsetBy(dx: screenOrigin.x, dy: screenOrigin.y)
            return CGRect(
                x: moved.minX * scale, y: moved.minY * scale, width: moved.width * scale, height: moved.height * scale)
        }
        renderer.fillRoundedRect(px(battery), radius: 3.5 * scale, color: faint)
        renderer.fillRoundedRect(px(battery.insetBy(dx: 2, dy: 2)), radius: 1.5 * scale, color: ink)
        renderer.fillRoundedRect(
            px(CGRect(x: battery.maxX + 1, y: barMid - 2, width: 1.5, height: 4)), radius: 0.75 * scale, color: faint)
        let wifi = BarGlyph.wifi.size.width
        let bars = BarGlyph.cellularBars.size.width
        if housing == nil {
            place(.cellularBars, x: 6)
            place(.wifi, x: 6 + bars + 5)
        } else {
            place(.wifi, x: batteryX - 5 - wifi)
            place(.cellularBars, x: batteryX - 5 - wifi - 5 - bars)
        }
    }
}
