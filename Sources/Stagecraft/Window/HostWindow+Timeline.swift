internal import CSDL2
import Foundation
import UIKit

/// The strip under the device: the transition in flight (its name, progress and outcome) on a
/// timeline the mouse can hold — press on it to freeze the transition, drag to scrub it, let go
/// to finish it (or, for one an interaction controller drives, cancel it below half way).
extension HostWindow {
    /// The top of the timeline's track, in window points: under the transition's line of text.
    static func timelineTrackY(bodyMaxY: CGFloat) -> CGFloat { bodyMaxY + 30 }

    /// The timeline's track in window points.
    var timelineTrack: CGRect {
        let body = simulator.geometry.bodyFrameInWindow
        return CGRect(x: body.minX, y: Self.timelineTrackY(bodyMaxY: body.maxY), width: body.width, height: 6)
    }

    /// Whether a window point (in points) is on the timeline: its track, with room around it to aim.
    func isOnTimeline(_ point: CGPoint) -> Bool {
        timelineTrack.insetBy(dx: -10, dy: -12).contains(point)
    }

    /// The timeline position under a window point's x, 0…1.
    func timelineFraction(atX x: CGFloat) -> CGFloat {
        let track = timelineTrack
        return min(max((x - track.minX) / max(1, track.width), 0), 1)
    }

    /// A window pixel as a window point (not rounded: the timeline is not recorded by point).
    func windowPoint(x: Int32, y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / pixelScale, y: CGFloat(y) / pixelScale)
    }

    /// The mouse went down on the timeline: hold the transition in flight there. Says so when
    /// nothing can be held.
    func pressTimeline(atX x: CGFloat) {
        guard simulator.currentTransition != nil else { return }
        let fraction = Self.hundredthsOfOne(timelineFraction(atX: x))
        if input.apply(.scrub(fraction, over: nil)) {
            isDraggingTimeline = true
            SDL_CaptureMouse(SDL_TRUE)
        } else {
            showToast(
                "This transition cannot be held",
                detail: "its interaction controller is finishing it, or is not percent-driven")
        }
        overlayDirty = true
    }

    /// The mouse moved while holding the timeline: scrub.
    func dragTimeline(toX x: CGFloat) {
        let fraction = Self.hundredthsOfOne(timelineFraction(atX: x))
        guard fraction != simulator.timelineHold?.fraction else { return }
        input.apply(.scrub(fraction, over: nil))
        overlayDirty = true
    }

    /// The mouse let go of the timeline: the transition runs on (finishes, or cancels below half way
    /// when it can).
    func releaseTimeline() {
        isDraggingTimeline = false
        SDL_CaptureMouse(SDL_FALSE)
        input.apply(.scrubEnd(.release))
        overlayDirty = true
    }

    /// A timeline position rounded to a ten-thousandth, so that a recorded script replays it exactly.
    static func hundredthsOfOne(_ fraction: CGFloat) -> CGFloat { (fraction * 10000).rounded() / 10000 }

    /// The strip (`DeviceProfile.transitionBarHeight` under the device's margin): the transition's
    /// line, and the timeline with its knob while a transition is in flight.
    func drawTimeline() {
        let scale = pixelScale
        let now = Self.hostSeconds()
        if let snapshot = simulator.currentTransition {
            lastTransition = (snapshot, now)
        } else if let ended = simulator.lastEndedTransition, ended.id != shownEndedID {
            // The outcome as recorded at the end: the last in-flight snapshot may predate a cancel.
            shownEndedID = ended.id
            lastTransition = (ended, now)
        } else if let last = lastTransition, now - last.seenAt > 2 {
            lastTransition = nil
        }
        let body = simulator.geometry.bodyFrameInWindow
        let textY = body.maxY + 12
        let track = timelineTrack
        func pixels(_ r: CGRect) -> CGRect {
            CGRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
        }
        renderer.fillRoundedRect(pixels(track), radius: 3 * scale, color: CGColor(gray: 0.8, alpha: 1))
        guard let (snapshot, seenAt) = lastTransition else {
            renderer.drawText(
                "no transition", font: .systemFont(ofSize: 11), color: CGColor(gray: 0.55, alpha: 1),
                at: CGPoint(x: body.minX * scale, y: textY * scale), scale: scale)
            return
        }
        let line = TransitionHUDLine(snapshot)
        let hold = simulator.timelineHold.flatMap { $0.transitionID == snapshot.id ? $0 : nil }
        var text = line.text
        var fraction = line.fraction
        if let hold, hold.isHolding, snapshot.completed == nil {
            text = "\(snapshot.name)  ·  \(hold.statusText)"
            fraction = hold.fraction
        }
        renderer.drawText(
            text, font: .systemFont(ofSize: 11, weight: .semibold), color: CGColor(gray: 0.2, alpha: 1),
            at: CGPoint(x: body.minX * scale, y: textY * scale), scale: scale)
        let color: CGColor
        if hold?.isHolding == true, snapshot.completed == nil {
            color = CGColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 1)
        } else if line.isCancelled {
            color = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
        } else {
            color = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        }
        let filled = CGRect(x: track.minX, y: track.minY, width: max(6, track.width * fraction), height: track.height)
        renderer.fillRoundedRect(pixels(filled), radius: 3 * scale, color: color)
        if snapshot.completed == nil {
            // The knob: where the mouse can take hold.
            let center = CGPoint(x: track.minX + track.width * fraction, y: track.midY)
            let knob = CGRect(x: center.x - 7, y: center.y - 7, width: 14, height: 14)
            renderer.fillRoundedRect(pixels(knob), radius: 7 * scale, color: CGColor(gray: 0.35, alpha: 1))
            renderer.fillRoundedRect(
                pixels(knob.insetBy(dx: 1.5, dy: 1.5)), radius: 5.5 * scale, color: CGColor(gray: 1, alpha: 1))
        }
        // Redraw until the ended line has been shown for 2 s, so that it then clears.
        if snapshot.completed != nil && now - seenAt < 2.1 { overlayDirty = true }
    }
}
