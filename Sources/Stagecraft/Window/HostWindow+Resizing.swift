internal import CSDL2
import Foundation
import UIKit

/// The SDL window follows the device's orientation and the inspector.
extension HostWindow {
    /// Resizes the SDL window to the device turned to the current orientation, plus the inspector
    /// panel when it is open.
    func resizeWindow() {
        var size = simulator.geometry.windowSize
        if showInspector { size.width += Self.inspectorWidth }
        SDL_SetWindowSize(
            window, Int32((size.width * simulator.scale).rounded()), Int32((size.height * simulator.scale).rounded()))
        overlayDirty = true
    }
}
