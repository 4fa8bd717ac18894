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
        SDL_SetWindowSize(
            window, Int32((size.width * pixelScale).rounded()), Int32((size.height * pixelScale).rounded()))
        overlayDirty = true
        hudText = ""
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
