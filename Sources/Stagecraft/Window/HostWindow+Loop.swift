internal import CSDL2
import Foundation
import UIKit

/// The frame loop: media time, input, the frame cycle, and drawing only when something changed.
extension HostWindow {
    /// Runs the frame loop until the window is closed. `maxFrames` stops it early (for smoke tests).
    public func run(maxFrames: Int? = nil) {
        let start = Self.hostSeconds()
        var frames = 0
        while running {
            let frameStart = Self.hostSeconds()
            // 1. media time
            simulator.clock.advanceHost(to: frameStart - start)
            // 2. input
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { handle(event) }
            // A remembered open inspector widens the window once it is shown (a resize before the
            // first events is lost on some window systems).
            if frames == 0 && showInspector { resizeWindow() }
            // 3–4. animations and layout
            simulator.runFrame()
            // 5. draw only when something changed
            let changed =
                LayerTreeChanges.consume() || FrameCycle.isAnimating || overlayDirty
                || simulator.currentTransition != nil || simulator.diagnostics.count != seenDiagnostics
                || (showInspector && simulator.eventLog.recordedCount != drawnEvents)
            if changed {
                overlayDirty = false
                draw()
                presentFrame()
                let presented = Self.hostSeconds()
                recordFrameTime(presented - frameStart)
                frameRate.nominalRate = Double(max(1, simulator.screen.maximumFramesPerSecond))
                frameRate.framePresented(at: presented, continuesRun: drewLastTurn)
                // At most one recorded frame per drawn frame.
                if windowRecording != nil { recordFrame() }
            }
            drewLastTurn = changed
            // While recording, draw (and so record) every frame: the video keeps real time.
            if windowRecording != nil { overlayDirty = true }
            frames += 1
            if let maxFrames, frames >= maxFrames { break }
            if !changed && isIdle {
                // Nothing drawn and nothing that time alone can change: sleep until an event (a
                // frame every `idleWakeSeconds` at most, in case something else waits on time).
                // Waking at the display's rate instead cost 1.5–1.9 % of a core (issue #16).
                SDL_WaitEventTimeout(nil, Int32(Self.idleWakeSeconds * 1000))
            } else if !changed || !hasVSync {
                let interval = 1 / Double(max(1, simulator.screen.maximumFramesPerSecond))
                let remaining = interval - (Self.hostSeconds() - frameStart)
                // Sleep until an event or the next frame is due.
                if remaining > 0 { SDL_WaitEventTimeout(nil, Int32(remaining * 1000)) }
            }
        }
        if windowRecording != nil { stopRecording() }
        if input.recorder != nil { stopInputRecording() }
        // The renderer's textures belong to the SDL renderer: free them first.
        renderer.releaseTextures()
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(window)
    }

    /// The longest an idle window sleeps between frames.
    static let idleWakeSeconds = 0.25

    /// Whether only an event can change what the window shows: nothing animates (display links,
    /// animations, animators, callbacks waiting for a frame), no gesture waits on time, no touch is
    /// down, no transition is in flight or held, and no overlay times out (a toast, the diagnostic
    /// line) or records.
    var isIdle: Bool {
        !FrameCycle.isAnimating && !GestureArbiter.hasTimedWork && !simulator.isTouching
            && simulator.currentTransition == nil && toast == nil && diagnosticLine == nil && windowRecording == nil
            && !overlayDirty
    }

    /// Shows the drawn frame.
    func presentFrame() { SDL_RenderPresent(sdlRenderer) }

    /// Keeps the last 120 frame times for the HUD.
    func recordFrameTime(_ seconds: Double) {
        frameTimes.append(seconds)
        if frameTimes.count > 120 { frameTimes.removeFirst(frameTimes.count - 120) }
    }

    /// Draws one frame: the device and app, the finger, then the overlays that are on.
    func draw() {
        simulator.draw(with: renderer, includeDeviceFrame: true, pixelScale: pixelScale)
        let scale = pixelScale
        if let pointer {
            let origin = simulator.geometry.screenFrameInWindow.origin
            let center = CGPoint(x: (pointer.x + origin.x) * scale, y: (pointer.y + origin.y) * scale)
            let r = 18 * scale
            renderer.fillRoundedRect(
                CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r), radius: r,
                color: CGColor(gray: 0.5, alpha: 0.45))
        }
        drawExplodedView()
        drawPickHighlight()
        noticeDiagnostics()
        drawTimeline()
        if showHUD { drawTouchOverlay() }
        drawTwoFingerOverlay()
        if showHUD {
            drawHUD()
            drawDiagnosticHUD()
        }
        if showInspector { drawInspector() }
        drawToast()
        if showHelp { drawHelp() }
    }
}
