internal import CSDL2
import Foundation
import UIKit

/// SDL events: the mouse as a finger, keys through `KeyMap` to commands, and the commands.
extension HostWindow {
    /// A window pixel as a point on the simulated screen.
    func screenPoint(x: Int32, y: Int32) -> CGPoint {
        let origin = simulator.geometry.screenFrameInWindow.origin
        return CGPoint(x: CGFloat(x) / simulator.scale - origin.x, y: CGFloat(y) / simulator.scale - origin.y)
    }

    /// Turns one SDL event into a touch, a command or a redraw.
    func handle(_ event: SDL_Event) {
        switch event.type {
        case SDL_QUIT.rawValue:
            running = false
        case SDL_WINDOWEVENT.rawValue:
            overlayDirty = true
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            let point = screenPoint(x: event.button.x, y: event.button.y)
            // Capture the mouse so that a drag leaving the window keeps the touch and its release still arrives.
            SDL_CaptureMouse(SDL_TRUE)
            pointer = point
            overlayDirty = true
            simulator.press(at: point)
        case SDL_MOUSEMOTION.rawValue where simulator.isTouching || pointer != nil:
            let point = screenPoint(x: event.motion.x, y: event.motion.y)
            pointer = point
            overlayDirty = true
            simulator.move(to: point)
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            SDL_CaptureMouse(SDL_FALSE)
            simulator.move(to: screenPoint(x: event.button.x, y: event.button.y))
            simulator.release()
            pointer = nil
            overlayDirty = true
        case SDL_KEYDOWN.rawValue:
            if let command = KeyMap.command(for: event.key.keysym) { perform(command) }
        default:
            break
        }
    }

    /// Carries out a command.
    public func perform(_ command: KeyCommand) {
        overlayDirty = true
        // Rebuild the HUD line on the next draw: its SLOW/PAUSED flags must not wait up to 0.5 s
        // for the twice-a-second frame-time refresh.
        hudText = ""
        switch command {
        case .toggleSlowAnimations: simulator.slowAnimations.toggle()
        case .togglePause: simulator.isPaused.toggle()
        case .stepFrame: simulator.stepFrame()
        case .screenshot:
            let name = "stagecraft-\(Int(Date().timeIntervalSince1970)).png"
            do {
                try simulator.screenshot(to: name)
                print("stagecraft: saved \(name)")
            } catch {
                print("stagecraft: screenshot failed: \(error)")
            }
        case .toggleRecording:
            if windowRecording == nil { startRecording() } else { stopRecording() }
        case .home:
            simulator.openHome()
        case .toggleHelp: showHelp.toggle()
        case .toggleHUD: showHUD.toggle()
        case .toggleInspector:
            showInspector.toggle()
            resizeWindow()
        case .quit: running = false
        case .rotateLeft, .rotateRight:
            let before = simulator.orientation
            let turned = command == .rotateLeft ? simulator.rotateLeft() : simulator.rotateRight()
            if turned {
                resizeWindow()
            } else if simulator.orientation == before {
                print("stagecraft: rotation refused (see the diagnostic above, or the orientation is not supported)")
            }
        }
    }
}
