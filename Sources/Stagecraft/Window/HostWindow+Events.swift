internal import CSDL2
import Foundation
import UIKit

/// SDL events: the mouse as a finger, keys through `KeyMap` to commands, and the commands.
extension HostWindow {
    /// A window pixel as a point on the simulated screen, to a hundredth of a point: what a
    /// recorded script writes is then exactly what the app was given.
    func screenPoint(x: Int32, y: Int32) -> CGPoint {
        let origin = simulator.geometry.screenFrameInWindow.origin
        return CGPoint(
            x: Self.hundredths(CGFloat(x) / pixelScale - origin.x),
            y: Self.hundredths(CGFloat(y) / pixelScale - origin.y))
    }

    /// `value` rounded to a hundredth.
    static func hundredths(_ value: CGFloat) -> CGFloat { (value * 100).rounded() / 100 }

    /// Points of content offset one notch of the mouse wheel scrolls.
    static let wheelNotch: CGFloat = 40

    /// Turns one SDL event into a touch, a command or a redraw.
    func handle(_ event: SDL_Event) {
        switch event.type {
        case SDL_QUIT.rawValue:
            running = false
        case SDL_WINDOWEVENT.rawValue:
            overlayDirty = true
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            if isOnTimeline(windowPoint(x: event.button.x, y: event.button.y)) {
                pressTimeline(atX: windowPoint(x: event.button.x, y: event.button.y).x)
                return
            }
            let point = screenPoint(x: event.button.x, y: event.button.y)
            if exploded != nil, isOnScreen(x: event.button.x, y: event.button.y) {
                // The exploded view turns with the mouse; the app gets no touch.
                explodedDrag = CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))
                SDL_CaptureMouse(SDL_TRUE)
                return
            }
            if isPicking, isOnScreen(x: event.button.x, y: event.button.y) {
                pickView(at: point)
                return
            }
            // Capture the mouse so that a drag leaving the window keeps the touch and its release still arrives.
            SDL_CaptureMouse(SDL_TRUE)
            if (SDL_GetModState().rawValue & KMOD_ALT.rawValue) != 0 {
                // Alt: two fingers, the second mirrored through the screen's centre.
                let size = simulator.geometry.screenSize
                let fingers = TwoFingerMouse(pressAt: point, center: CGPoint(x: size.width / 2, y: size.height / 2))
                twoFingers = fingers
                overlayDirty = true
                input.apply(.press2(fingers.fingers[0], fingers.fingers[1]))
                return
            }
            pointer = point
            overlayDirty = true
            input.apply(.press(point))
        case SDL_MOUSEMOTION.rawValue where isDraggingTimeline:
            dragTimeline(toX: windowPoint(x: event.motion.x, y: event.motion.y).x)
        case SDL_MOUSEMOTION.rawValue where explodedDrag != nil:
            if let last = explodedDrag {
                let now = CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y))
                exploded?.rotate(
                    byDragging: Double((now.x - last.x) / pixelScale), Double((now.y - last.y) / pixelScale))
                explodedDrag = now
                overlayDirty = true
            }
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT) && explodedDrag != nil:
            SDL_CaptureMouse(SDL_FALSE)
            explodedDrag = nil
        case SDL_MOUSEMOTION.rawValue where twoFingers != nil:
            twoFingers?.move(
                to: screenPoint(x: event.motion.x, y: event.motion.y),
                movesBoth: (SDL_GetModState().rawValue & KMOD_SHIFT.rawValue) != 0)
            overlayDirty = true
            if let fingers = twoFingers?.fingers { input.apply(.move2(fingers[0], fingers[1], over: nil)) }
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT) && twoFingers != nil:
            SDL_CaptureMouse(SDL_FALSE)
            input.apply(.release2)
            twoFingers = nil
            overlayDirty = true
        case SDL_MOUSEMOTION.rawValue where simulator.isTouching || pointer != nil:
            let point = screenPoint(x: event.motion.x, y: event.motion.y)
            pointer = point
            overlayDirty = true
            input.apply(.move(point, over: nil))
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT) && isDraggingTimeline:
            releaseTimeline()
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT) && pointer != nil:
            SDL_CaptureMouse(SDL_FALSE)
            let point = screenPoint(x: event.button.x, y: event.button.y)
            if point != pointer { input.apply(.move(point, over: nil)) }
            input.apply(.release)
            pointer = nil
            overlayDirty = true
        case SDL_MOUSEWHEEL.rawValue:
            // SDL: positive y turns the wheel away from the user (show what is above), positive x
            // to the right; "flipped" reports natural scrolling with the signs reversed.
            let flip: Float = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let delta = CGPoint(
                x: Self.hundredths(CGFloat(event.wheel.preciseX * flip) * Self.wheelNotch),
                y: Self.hundredths(CGFloat(-event.wheel.preciseY * flip) * Self.wheelNotch))
            let point = screenPoint(x: event.wheel.mouseX, y: event.wheel.mouseY)
            if input.apply(.scroll(at: point, by: delta)) { overlayDirty = true }
        case SDL_TEXTINPUT.rawValue:
            guard simulator.isEditingText else { return }
            let text = withUnsafeBytes(of: event.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !text.isEmpty, input.apply(.type(text)) { overlayDirty = true }
        case SDL_KEYDOWN.rawValue:
            // While a text field edits, Return, Backspace and the arrows edit it, and plain printable
            // keys type (their SDL_TEXTINPUT follows) instead of running a shortcut (R276).
            if simulator.isEditingText {
                if let key = Self.editingKey(for: event.key.keysym) {
                    if input.apply(.key(key)) { overlayDirty = true }
                    return
                }
                if Self.typesText(event.key.keysym) { return }
            }
            if let command = KeyMap.command(for: event.key.keysym, helpIsShown: showHelp) {
                perform(command)
            } else if let (key, flags) = Self.hardwareKey(for: event.key.keysym) {
                // A key the window does not claim goes to the app's key commands (R319).
                if input.apply(.shortcut(key, flags)) { overlayDirty = true }
            }
        default:
            break
        }
    }

    /// The editing key an SDL key press is while a text field edits: Return, Backspace, and the
    /// arrows without Ctrl (Ctrl+arrows still rotate).
    static func editingKey(for keysym: SDL_Keysym) -> ScriptCommand.Key? {
        let ctrl = (keysym.mod & UInt16(KMOD_CTRL.rawValue)) != 0
        switch keysym.sym {
        case SDL_Keycode(SDLK_RETURN.rawValue), SDL_Keycode(SDLK_KP_ENTER.rawValue): return .return
        case SDL_Keycode(SDLK_BACKSPACE.rawValue): return .backspace
        case SDL_Keycode(SDLK_LEFT.rawValue) where !ctrl: return .left
        case SDL_Keycode(SDLK_RIGHT.rawValue) where !ctrl: return .right
        default: return nil
        }
    }

    /// The app's key for an SDL key press: a printable character or an arrow, with Ctrl standing in
    /// for ⌘ (as everywhere in the window), Alt for ⌥ and the system key for ⌃ (R319).
    static func hardwareKey(for keysym: SDL_Keysym) -> (String, UIKeyModifierFlags)? {
        let input: String
        switch keysym.sym {
        case SDL_Keycode(SDLK_UP.rawValue): input = UIKeyCommand.inputUpArrow
        case SDL_Keycode(SDLK_DOWN.rawValue): input = UIKeyCommand.inputDownArrow
        case SDL_Keycode(SDLK_LEFT.rawValue): input = UIKeyCommand.inputLeftArrow
        case SDL_Keycode(SDLK_RIGHT.rawValue): input = UIKeyCommand.inputRightArrow
        case SDL_Keycode(SDLK_TAB.rawValue): input = "\t"
        case SDL_Keycode(SDLK_RETURN.rawValue): input = "\r"
        case 32..<127: input = String(UnicodeScalar(UInt8(keysym.sym)))
        default: return nil
        }
        var flags: UIKeyModifierFlags = []
        if keysym.mod & UInt16(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if keysym.mod & UInt16(KMOD_CTRL.rawValue) != 0 { flags.insert(.command) }
        if keysym.mod & UInt16(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        if keysym.mod & UInt16(KMOD_GUI.rawValue) != 0 { flags.insert(.control) }
        return (input, flags)
    }

    /// Whether a key press types a character (a printable key without Ctrl, Alt or the system key).
    static func typesText(_ keysym: SDL_Keysym) -> Bool {
        let modifiers = UInt16(KMOD_CTRL.rawValue | KMOD_ALT.rawValue | KMOD_GUI.rawValue)
        return keysym.mod & modifiers == 0 && (32..<127).contains(keysym.sym)
    }

    /// Carries out a command.
    public func perform(_ command: KeyCommand) {
        overlayDirty = true
        // Rebuild the HUD line on the next draw: its SLOW/PAUSED flags must not wait up to 0.5 s
        // for the twice-a-second frame-time refresh.
        hudText = ""
        switch command {
        case .toggleSlowAnimations: input.apply(.slow(!simulator.slowAnimations))
        case .togglePause: input.apply(.pause(!simulator.isPaused))
        case .stepFrame: input.apply(.step)
        case .screenshot:
            report(ScreenshotSaver(folder: captureFolder).save(simulator))
        case .toggleRecording:
            if windowRecording == nil { startRecording() } else { stopRecording() }
        case .toggleInputRecording:
            if input.recorder == nil { startInputRecording() } else { stopInputRecording() }
        case .toggleAppearance:
            let dark = simulator.userInterfaceStyle != .dark
            input.apply(.appearance(dark ? .dark : .light))
            showToast(
                dark ? "Dark appearance" : "Light appearance",
                detail: "userInterfaceStyle = .\(dark ? "dark" : "light")")
        case .largerText, .smallerText:
            let all = UIContentSizeCategory.allCategories
            let index = all.firstIndex(of: simulator.contentSizeCategory) ?? 3
            let next = min(max(index + (command == .largerText ? 1 : -1), 0), all.count - 1)
            if next != index { input.apply(.contentSize(all[next])) }
            let category = simulator.contentSizeCategory
            showToast(
                "Text size \(category.shortName)",
                detail: next == index
                    ? "already the \(command == .largerText ? "largest" : "smallest") size"
                    : "\(next + 1) of \(all.count)\(category.isAccessibilityCategory ? " · an accessibility size" : "")"
            )
        case .zoom1x: setZoom(.fixed(1))
        case .zoom2x: setZoom(.fixed(2))
        case .zoomToFit: setZoom(.fit)
        case .home:
            input.apply(.home)
        case .shake:
            input.apply(.shake)
        case .toggleHelp: showHelp.toggle()
        case .toggleHUD: showHUD.toggle()
        case .toggleInspector:
            showInspector.toggle()
            resizeWindow()
        case .togglePicking:
            isPicking.toggle()
            if isPicking && !showInspector {
                showInspector = true
                resizeWindow()
            }
            showToast(
                isPicking ? "Pick a view" : "Picking off",
                detail: isPicking ? "click the screen; the inspector shows the view" : "clicks touch the app again")
        case .toggleExplodedView:
            exploded = exploded == nil ? ExplodedView() : nil
            explodedDrag = nil
        case .quit: running = false
        case .rotateLeft, .rotateRight:
            let before = simulator.orientation
            let turned = input.apply(.rotate(command == .rotateLeft ? .left : .right))
            if turned {
                resizeWindow()
            } else if simulator.orientation == before {
                showToast("Rotation refused", detail: "a transition runs (R18), or the screen does not support it")
                print(
                    "\(commandName): rotation refused (see the diagnostic above, or the orientation is not supported)")
            }
        }
    }
}
