import Foundation
import UIKit

/// What the command line does without a display: renders the home screen and, for every scene of
/// the catalog, its first frame, a frame in the middle of the transition its first button starts
/// (at half its duration), and the frame after it, as PNGs with the device frame.
@MainActor
public struct SceneTour {
    /// The folder the frames go to.
    public var folder: String

    /// Creates a tour writing into `folder`.
    public init(folder: String) { self.folder = folder }

    /// Renders the tour of the simulators' catalog, each scene in a fresh simulator from
    /// `makeSimulator` (a scene may leave a transition in flight until a finger drives it);
    /// `progress` hears each file written. Throws when a simulator cannot be made or a file cannot
    /// be written.
    public func run(makeSimulator: () throws -> Simulator, progress: (String) -> Void) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let first = try makeSimulator()
        first.openHome()
        first.advance(seconds: 0.1)
        try write(first, "home", progress)
        for scene in first.catalog.scenes {
            let simulator = try makeSimulator()
            simulator.diagnosticLog.printsToConsole = false
            simulator.show(scene)
            simulator.advance(seconds: 0.5)
            try write(simulator, scene.id, progress)
            guard let control = Self.firstButton(in: simulator.window) ?? Self.firstControl(in: simulator.window)
            else { continue }
            simulator.tap(control)
            Self.advanceToMiddle(of: simulator)
            try write(simulator, "\(scene.id)-mid", progress)
            simulator.advance(seconds: 1.3)
            try write(simulator, "\(scene.id)-after", progress)
        }
    }

    /// How long to wait for a tap's transition to start, which is also how far the "mid" frame is
    /// after the tap when none does (or a gesture must drive it).
    public static let fallbackWait: Double = 0.15

    /// Advances to the middle of the transition a tap started: until its elapsed time is half its
    /// duration (it may start a frame or two after the tap). Returns the elapsed time then, or nil
    /// when no transition runs by itself (none started, or it waits for a gesture), after
    /// advancing `fallbackWait`.
    @discardableResult
    public static func advanceToMiddle(of simulator: Simulator) -> TimeInterval? {
        var waited = 0.0
        while simulator.currentTransition == nil && waited + simulator.clock.frameInterval <= fallbackWait + 1e-9 {
            simulator.advance(frames: 1)
            waited += simulator.clock.frameInterval
        }
        guard let transition = simulator.currentTransition, transition.duration > 0, !transition.isInteractive else {
            simulator.advance(seconds: max(0, fallbackWait - waited))
            return nil
        }
        let remaining = transition.duration / 2 - transition.elapsed
        if remaining > 0 { simulator.advance(seconds: remaining) }
        return simulator.currentTransition?.elapsed
    }

    private func write(_ simulator: Simulator, _ name: String, _ progress: (String) -> Void) throws {
        let path = "\(folder)/\(name).png"
        try simulator.screenshot(to: path, includeDeviceFrame: true)
        progress(path)
    }

    /// The front-most visible, enabled control smaller than the screen (a thumbnail, a tab item),
    /// for scenes whose first action is not a titled button.
    static func firstControl(in window: UIWindow) -> UIControl? {
        func search(_ view: UIView) -> UIControl? {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return nil }
            if let control = view as? UIControl, control.isEnabled {
                let frame = control.convert(control.bounds, to: nil)
                if window.bounds.intersects(frame) && frame.width < window.bounds.width * 0.9 { return control }
            }
            for subview in view.subviews.reversed() {
                if let found = search(subview) { return found }
            }
            return nil
        }
        return search(window)
    }

    /// The front-most visible, enabled button with a title, searching front to back.
    static func firstButton(in window: UIWindow) -> UIButton? {
        func search(_ view: UIView) -> UIButton? {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return nil }
            if let button = view as? UIButton, button.isEnabled, !(button.currentTitle ?? "").isEmpty,
                window.bounds.intersects(button.convert(button.bounds, to: nil))
            {
                return button
            }
            for subview in view.subviews.reversed() {
                if let found = search(subview) { return found }
            }
            return nil
        }
        return search(window)
    }
}
