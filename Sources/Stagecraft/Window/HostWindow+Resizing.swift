internal import CSDL2
import Foundation
import UIKit

/// The SDL window follows the device's orientation, the inspector and the zoom.
extension HostWindow {
    /// The window's size in points: the device turned to the current orientation (with the strip
    /// under it), and the inspector panel when it is open.
    var windowSizeInPoints: CGSize {
        var size = simulator.geometry.windowSize
        if showInspector { size.width += Self.inspectorWidth }
        return size
    }

    /// Resizes the SDL window to `windowSizeInPoints` at the zoom, as large as the screen the
    /// window is on allows.
    func resizeWindow() {
        let size = windowSizeInPoints
        pixelScale = zoom.pixelsPerPoint(
            windowSize: size, usable: Self.usableDisplaySize(display: max(0, SDL_GetWindowDisplayIndex(window))))
        let width = Int32((size.width * pixelScale).rounded())
        let height = Int32((size.height * pixelScale).rounded())
        SDL_SetWindowSize(window, width, height)
        keepOnScreen(width: width, height: height)
        overlayDirty = true
        hudText = ""
    }

    /// Moves the window back inside its display's usable area when growing (a turn to landscape,
    /// the inspector) pushed an edge off it.
    func keepOnScreen(width: Int32, height: Int32) {
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(max(0, SDL_GetWindowDisplayIndex(window)), &bounds) == 0 else { return }
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        let clampedX = max(bounds.x, min(x, bounds.x + bounds.w - width))
        let clampedY = max(bounds.y, min(y, bounds.y + bounds.h - height))
        if clampedX != x || clampedY != y { SDL_SetWindowPosition(window, clampedX, clampedY) }
    }

    /// Zooms the window (Ctrl+1/2/3) and says what it became.
    func setZoom(_ newZoom: WindowZoom) {
        zoom = newZoom
        resizeWindow()
        let percent = Int((pixelScale * 100).rounded())
        switch newZoom {
        case .fit: showToast("Zoom: fit to the screen (\(percent) %)")
        case .fixed(let asked) where asked > pixelScale + 0.001:
            showToast("Zoom: \(percent) % (\(newZoom.label) would not fit on the screen)")
        case .fixed: showToast("Zoom: \(percent) %")
        }
    }
}
